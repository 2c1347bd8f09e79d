import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Page as KitPage, PageTitle as KitPageTitle, Lead as KitLead } from '../../../ui/page.js';

/** The kit's page frame, as a section: named by its title (aria-labelledby) it is a region. */
export const Page = styled(KitPage).attrs({ as: 'section' })``;

/** The kit's title, with the ordering screens' wider gap: their cards start right under it. */
export const PageTitle = styled(KitPageTitle)`
  margin-bottom: 20px;
`;

/** The kit's lead, drawn up towards the title that keeps the wider gap. */
export const Lead = styled(KitLead)`
  margin-top: -8px;
`;

/** The ordering screens' boxes (summary, lines, shipping) are the kit's panels. */
export { Panel as Card } from '../../../ui/cards.js';

export const CardTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.2rem;
`;

/** Main column and a summary column beside it; one column under the breakpoint. */
export const TwoColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 340px;
  align-items: start;
  gap: 24px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Label / value rows of a summary. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: baseline;
  gap: 10px 16px;
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    text-align: right;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    & > * {
      width: 100%;
    }
  }
`;

const buttonLike = css<{ $variant?: 'primary' | 'outline' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 24px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.button}px;
  font-weight: 600;
  text-decoration: none;
  background: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primary : 'transparent')};
  color: ${({ theme, $variant }) => ($variant === 'primary' ? theme.colors.primaryContrast : theme.colors.primary)};
  &:hover {
    filter: brightness(0.92);
  }
`;

/** A navigation link that looks like the kit's primary or outline button. */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'outline' }>`
  ${buttonLike}
`;

/** Inline message boxes: errors (role=alert by the caller), notices and warnings. */
export const Notice = styled.p<{ $tone?: 'error' | 'info' | 'success' }>`
  margin: 0 0 16px;
  padding: 12px 14px;
  border-left: 4px solid
    ${({ theme, $tone = 'info' }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.text)};
  font-weight: ${({ $tone }) => ($tone === 'error' ? 600 : 400)};
`;

/** A picture box with a fixed aspect ratio: the layout does not move when the image arrives. */
export const Thumb = styled.div<{ $size: number }>`
  flex: none;
  width: ${({ $size }) => $size}px;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${({ theme }) => Math.min(theme.radii.card, 8)}px;
  background: ${({ theme }) => theme.colors.background};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
