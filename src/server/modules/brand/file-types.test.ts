import { describe, expect, it } from 'vitest';
import { detectBrandFileType } from './file-types.js';

/** An ICO of one 16×16 entry whose image (any bytes here) lies at `offset`. */
function ico(offset = 22, size = 8, total = 30): Buffer {
  const data = Buffer.alloc(total);
  data.writeUInt16LE(1, 2);
  data.writeUInt16LE(1, 4);
  data.writeUInt8(16, 6);
  data.writeUInt8(16, 7);
  data.writeUInt32LE(size, 14);
  data.writeUInt32LE(offset, 18);
  return data;
}

function woff(signature: string, stated: number, actual = stated): Buffer {
  const data = Buffer.alloc(actual);
  data.write(signature, 0, 'latin1');
  data.writeUInt32BE(stated, 8);
  return data;
}

describe('detectBrandFileType', () => {
  it.each([
    ['png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['jpg', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['ico', ico()],
    ['woff2', woff('wOF2', 48)],
    ['woff', woff('wOFF', 48)],
    ['pdf', Buffer.from('%PDF-1.7\n')],
    [
      'svg',
      Buffer.from(
        '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>',
      ),
    ],
  ])('reads %s from the bytes', (ext, data) => expect(detectBrandFileType(data)).toBe(ext));

  it.each([
    ['an ICO whose image lies past its end', ico(22, 16)],
    ['a WOFF2 cut short', woff('wOF2', 48, 40)],
    ['a text that mentions svg later', Buffer.from('hello <svg/>')],
    ['a PDF header without a version', Buffer.from('%PDF-x')],
    ['a GIF', Buffer.from('GIF89a')],
  ])('refuses %s', (_what, data) => expect(detectBrandFileType(data)).toBeNull());
});
