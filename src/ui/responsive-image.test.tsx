import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImg } from './responsive-image.js';

describe('ResponsiveImg', () => {
  it('offers AVIF and WebP before the JPEG srcset, with the intrinsic size on the img', () => {
    const { container } = render(
      <ResponsiveImg
        alt=""
        sizes="50vw"
        image={{
          url: '/f/c.jpg',
          width: 960,
          height: 720,
          srcset: '/f/a.jpg 320w, /f/c.jpg 960w',
          sources: [
            { type: 'image/avif', srcset: '/f/a.avif 320w, /f/c.avif 960w' },
            { type: 'image/webp', srcset: '/f/a.webp 320w, /f/c.webp 960w' },
          ],
        }}
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toBe('/f/a.avif 320w, /f/c.avif 960w');
    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('srcset')).toBe('/f/a.jpg 320w, /f/c.jpg 960w');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['960', '720']);
  });

  it('a plain picture (the drawn placeholders) stays a single img with its size', () => {
    const { container } = render(<ResponsiveImg alt="" sizes="50vw" image={{ url: '/x.svg', width: 400, height: 300 }} />);
    expect(container.querySelector('picture')).toBeNull();
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
    expect(img.getAttribute('width')).toBe('400');
  });
});
