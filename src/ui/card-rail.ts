import styled from 'styled-components';

/**
 * One row of cards that scrolls sideways: four in view on wide screens, two and a bit on phones
 * (the cut-off card says there is more). Its height is one card's, however many arrive, so a
 * block of a page built of blocks never pushes the next one when its answer lands (CLS budget).
 * Each card's link is a tab stop, and the browser scrolls the focused one into view.
 */
export const CardRail = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - 3 * 20px) / 4);
  gap: 20px;
  margin: 0;
  /* Room for the focus ring and the hover lift, which overflow would otherwise clip. */
  padding: 6px 4px 14px;
  margin-inline: -4px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 4px;
  > * {
    scroll-snap-align: start;
    min-width: 0;
  }
  @media (max-width: 900px) {
    grid-auto-columns: calc((100% - 2 * 16px) / 2.6);
    gap: 16px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-auto-columns: 44%;
    gap: 12px;
  }
`;
