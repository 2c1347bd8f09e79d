import styled, { keyframes } from 'styled-components';

/** Layout pieces shared by the content screens (news, notices, notifications, mechanics, promo, panel). */

export const Page = styled.div`
  padding: 32px 0 56px;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 0 40px;
  }
`;

/** Reading width for articles and long texts (about 75 characters a line). */
export const Narrow = styled.div`
  max-width: 780px;
  margin: 0 auto;
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.6rem, 4vw, 2.3rem);
  overflow-wrap: anywhere;
  /* Focused by script after paging (tabIndex -1): a ring there would look like a stray control. */
  &[tabindex='-1']:focus { outline: none; box-shadow: none; }
`;

export const Lead = styled.p`
  max-width: 760px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
`;

export const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** Box with the image's own proportions reserved before it loads: no layout shift (CLS budget). */
export const ImageBox = styled.div<{ $ratio: string }>`
  position: relative;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.background};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** `width / height` of an image, 16 / 9 when unknown. */
export function ratioOf(image: { width: number; height: number } | null | undefined): string {
  return image && image.width > 0 && image.height > 0 ? `${image.width} / ${image.height}` : '16 / 9';
}

/** Cards fill the row at ≥ 280 px each: three on desktop, one column at 390 px. */
export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 24px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    gap: 16px;
  }
`;

/**
 * A card whose heading link covers the whole card: one tab stop whose name is the title, and the
 * focus ring drawn around the card.
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
  &:hover {
    box-shadow: 0 8px 24px rgba(15, 23, 42, 0.12);
    transform: translateY(-2px);
  }
  &:focus-within {
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

export const CardTitle = styled.h2`
  margin: 0;
  font-size: 1.15rem;
  line-height: 1.3;
`;

export const CardText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** 'Torna alle news' and the like, above the page title. */
export const BackRow = styled.p`
  margin: 0 0 16px;
  a {
    display: inline-flex;
    min-height: 44px;
    align-items: center;
    gap: 6px;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
`;

/** Empty states: a short sentence and, when useful, a way on. */
export const Empty = styled.div`
  padding: 40px 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  p { margin: 0 0 12px; color: ${({ theme }) => theme.colors.textMuted}; }
  p:last-child { margin-bottom: 0; }
`;

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.45; }
`;

/** Grey stand-in for text or images while loading; hidden from assistive technology. */
export const Skeleton = styled.span<{ $w?: string; $h?: string }>`
  display: block;
  width: ${({ $w }) => $w ?? '100%'};
  height: ${({ $h }) => $h ?? '1em'};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
  opacity: 0.6;
  animation: ${pulse} 1.4s ease-in-out infinite;
`;
