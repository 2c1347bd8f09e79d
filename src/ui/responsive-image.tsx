import type { ImgHTMLAttributes } from 'react';

/** A picture as the API describes it; imported ones carry their variants (schemas/api/catalog.json ProductImage). */
export interface ResponsiveImageRef {
  url: string;
  width: number;
  height: number;
  srcset?: string;
  sources?: { type: string; srcset: string }[];
}

type ImgProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height' | 'sizes'>;

/**
 * An <img> with its intrinsic width and height (the box is reserved before it loads: no layout
 * shift) and, when the picture has variants, a <picture> offering AVIF and WebP before the JPEG
 * srcset, so each browser fetches the best format it knows at the width `sizes` asks for.
 */
export function ResponsiveImg({ image, sizes, ...img }: ImgProps & { image: ResponsiveImageRef; sizes: string }) {
  const tag = (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      {...img}
    />
  );
  if (!image.sources?.length) return tag;
  return (
    <picture>
      {image.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {tag}
    </picture>
  );
}
