import styled from 'styled-components';

/**
 * One row of cards that scrolls sideways: four in view on wide screens, one and a half on phones
 * (the cut-off card says there is more). Its height is one card's, however many arrive, so a
 * block of a page built of blocks never pushes the next one when its answer lands (CLS budget).
 * Each card's link is a tab stop, and the browser scrolls the focused one into view.
 * `$more`: more cards than fit in a row; on wide screens the next one then peeks in at the edge,
 * so the row reads as one that scrolls.
 */
export const CardRail = styled.ul<{ $more?: boolean }>`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${({ $more }) => ($more ? 'calc((100% - 4 * 20px) / 4.3)' : 'calc((100% - 3 * 20px) / 4)')};
  gap: 20px;
  /* Room for the focus ring and the hover lift, which overflow would otherwise clip. */
  margin: 0 -4px;
  padding: 6px 4px 14px;
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
    grid-auto-columns: 62%;
    gap: 12px;
  }
`;

/** Cards a rail shows whole on wide screens. */
export const RAIL_CARDS_IN_VIEW = 4;
