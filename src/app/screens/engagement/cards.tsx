import styled from 'styled-components';
import type { ImageRef } from '../../api/engagement.js';

/** Cards of the engagement lists (advantages, vouchers, partners) and their fixed-ratio pictures. */

/** Cards fill the row at ≥ 260 px each: three or four on desktop, one column at 390 px. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    gap: 16px;
  }
`;

/**
 * A card whose heading link covers the whole card (one tab stop, the link text is the title);
 * the focus ring is drawn around the card.
 */
export const Card = styled.article`
  position: relative;
  display: flex;
  height: 100%;
  flex-direction: column;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
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
  padding: 16px 18px 18px;
`;

export const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.1rem;
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Eyebrow = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 600;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

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

const Frame = styled.div<{ $ratio: string; $contain: boolean }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
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
  image: ImageRef | null;
  /** CSS aspect ratio of the box, e.g. '16 / 9': fixed, so nothing moves when the image arrives. */
  ratio?: string;
  /** Below the fold: let the browser load it when it comes near. */
  lazy?: boolean;
  /** Logos are shown whole; pictures fill the box. */
  contain?: boolean;
  /** Empty for decorative pictures whose title is right beside them. */
  alt?: string;
  className?: string;
}

/** An image in a box of fixed aspect ratio; an empty box of the same size when there is none. */
export function ImageBox({ image, ratio = '16 / 9', lazy = true, contain = false, alt = '', className }: ImageBoxProps) {
  return (
    <Frame $ratio={ratio} $contain={contain} className={className} data-image-box>
      {image && (
        <img
          src={image.url}
          width={image.width || undefined}
          height={image.height || undefined}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
        />
      )}
    </Frame>
  );
}
