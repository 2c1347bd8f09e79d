import styled from 'styled-components';
import { Panel } from './cards.js';

/**
 * The top and body of a record's page (a customer, an order, a request, a receipt): the title
 * with its status badges beside it, then panels side by side while each gets `$min` pixels,
 * one under the other below that.
 */
export const RecordHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 16px;
  margin-bottom: 16px;
  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export const RecordColumns = styled.div<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $min }) => $min}px), 1fr));
  gap: 24px;
  align-items: start;
  ${Panel} h3 {
    margin-top: 0;
  }
`;

/* The terms' column wraps past 40 %: a long term (a declaration's sentence) would otherwise take
   the row and leave its value a letter a line. On a phone terms and values stack. */
export const RecordFacts = styled.dl`
  display: grid;
  grid-template-columns: fit-content(40%) minmax(0, 1fr);
  gap: 6px 16px;
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;
