import styled from 'styled-components';

/**
 * A row of links that filter a list (Da verificare / Approvate…, Aperte / Chiuse…), each a
 * pill; the one in force carries `aria-current="page"`. Links rather than buttons: the filter is
 * in the address, so it can be bookmarked and goes back with the browser.
 */
export const FilterLinks = styled.nav`
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    text-decoration: none;
    background: ${({ theme }) => theme.colors.surface};
  }
  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

/** "12 richieste" above a list: how many the filter found, in a quieter colour. */
export const ListCount = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A list's count on one side and its actions (export, select all) on the other, wrapping on a narrow screen. */
export const ListBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin: 8px 0 12px;
  p {
    margin: 0;
  }
`;
