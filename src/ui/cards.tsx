import styled, { css } from 'styled-components';

/** Card primitives: the grid, the card, its parts, and pictures in boxes of fixed proportions. */

/** A picture as the API describes it. */
export interface ImageRef {
  url: string;
  width: number;
  height: number;
}

/** `width / height` of an image, for its box; 16 / 9 when unknown. */
export function ratioOf(image: { width: number; height: number } | null | undefined): string {
  return image && image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '16 / 9';
}

/** The look every boxed thing shares (cards, panels, list items): surface, hairline border, card radius. */
export const surfaceBox = css`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

/** A padded box of the card's look, for a group of content that is not a card in a grid. */
export const Panel = styled.div`
  ${surfaceBox}
  padding: 20px;
  ${({ theme }) => theme.media.mobile} {
    padding: 16px;
  }
`;

/** Cards fill the row at ≥ `$min` px each (280 unless said): three on desktop, one column at 390 px. */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min = 280 }) => $min}px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    gap: 16px;
  }
`;

/**
 * A card. When its heading holds `<a className="card-link">`, that link covers the whole card: one
 * tab stop whose name is the title, the card lifts on hover and the focus ring goes around it.
 */
export const Card = styled.article`
  position: relative;
  display: flex;
  height: 100%;
  flex-direction: column;
  overflow: hidden;
  ${surfaceBox}
  transition: box-shadow 0.15s ease, transform 0.15s ease;
  &:has(a.card-link):hover {
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.12);
    transform: translateY(-2px);
  }
  &:has(a.card-link:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  a.card-link {
    color: inherit;
    text-decoration: none;
  }
  a.card-link::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a.card-link:focus-visible {
    outline: none;
    box-shadow: none;
  }
`;

export const CardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px 18px 20px;
`;

/** The card's heading: an h2 unless the page gives it another level (`as="h3"`). */
export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.3;
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A small line above a title (the partner's name, a category). */
export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

/** A short status beside a card's text ('Scade il …', 'Codice disponibile'), in the tone's colour. */
export const Badge = styled.span<{ $tone?: 'neutral' | 'success' | 'error' }>`
  display: inline-block;
  align-self: flex-start;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.border : theme.colors[$tone])};
  color: ${({ theme, $tone = 'neutral' }) => ($tone === 'neutral' ? theme.colors.textMuted : theme.colors[$tone])};
  background: ${({ theme }) => theme.colors.surface};
  font-size: 0.8rem;
  font-weight: 600;
`;

/** A box whose proportions are reserved before its picture loads: nothing moves (CLS budget). */
export const ImageFrame = styled.div<{ $ratio?: string; $contain?: boolean }>`
  position: relative;
  aspect-ratio: ${({ $ratio = '16 / 9' }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: ${({ $contain }) => ($contain ? 'contain' : 'cover')};
  }
`;

export interface ImageBoxProps {
  image: ImageRef | null | undefined;
  /** CSS aspect ratio of the box, e.g. '16 / 9' (the default) or ratioOf(image). */
  ratio?: string;
  /**
   * 'lazy' (the default) below the fold; 'eager' for what the first screen shows; 'priority' for
   * the page's largest picture, fetched before everything else.
   */
  load?: 'lazy' | 'eager' | 'priority';
  /** Logos are shown whole; pictures fill the box. */
  contain?: boolean;
  /** Empty (the default) for pictures whose title is right beside them. */
  alt?: string;
  className?: string;
}

/** An image in a box of fixed aspect ratio; an empty box of the same size when there is none. */
export function ImageBox({ image, ratio = '16 / 9', load = 'lazy', contain = false, alt = '', className }: ImageBoxProps) {
  return (
    <ImageFrame $ratio={ratio} $contain={contain} className={className} data-image-box>
      {image && (
        <img
          src={image.url}
          width={image.width || undefined}
          height={image.height || undefined}
          alt={alt}
          loading={load === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={load === 'priority' ? 'high' : undefined}
          decoding="async"
        />
      )}
    </ImageFrame>
  );
}
