import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processImage } from './image-processing.js';

/** Each variant's format, size and first pixel, read back by sharp. */
async function variants(input: Buffer) {
  const { files, image } = await processImage(input);
  const read = await Promise.all(
    files.map(async (f) => {
      const meta = await sharp(f.data).metadata();
      const { data } = await sharp(f.data).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      return { type: f.content_type, width: meta.width, height: meta.height, exif: meta.exif, corner: [...data.subarray(0, 4)] };
    }),
  );
  return { image, read };
}

describe('picture variants made from one decoding', { timeout: 30_000 }, () => {
  it('a photo stored sideways with an EXIF orientation comes out upright in every width up to its own, in every format, without its metadata', async () => {
    // 1200×800 pixels stored as they left the sensor, with "rotate 90° clockwise to view" (6): upright it is 800×1200.
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#2e86c1' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PremiaCam' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { image, read } = await variants(sideways);
    expect(read.map((v) => [v.type, v.width, v.height])).toEqual(
      ['image/avif', 'image/webp', 'image/jpeg'].flatMap((type) => [
        [type, 320, 480],
        [type, 640, 960],
        [type, 800, 1200],
      ]),
    );
    expect(read.every((v) => v.exif === undefined)).toBe(true);
    expect(image).toMatchObject({ width: 800, height: 1200 });
  });

  it('a small transparent PNG is never enlarged; AVIF and WebP keep its transparency, the JPEG is laid on white', async () => {
    const clear = await sharp({ create: { width: 500, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { read } = await variants(clear);
    expect(read.map((v) => [v.type, v.width, v.height])).toEqual(
      ['image/avif', 'image/webp', 'image/jpeg'].flatMap((type) => [
        [type, 320, 192],
        [type, 500, 300],
      ]),
    );
    for (const v of read) {
      if (v.type === 'image/jpeg') expect(v.corner).toEqual([255, 255, 255, 255]);
      else expect(v.corner[3]).toBe(0);
    }
  });
});
