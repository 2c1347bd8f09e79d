import styled from 'styled-components';

/** What a staff form just did ('Accreditati 20 punti.'), read out as it appears; takes no room while empty. */
export const DoneNote = styled.p`
  margin: 0 0 16px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
  &:empty {
    display: none;
  }
`;
