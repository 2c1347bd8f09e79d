import styled from 'styled-components';

/** The buttons under a file picker (check, then send). */
export const FileActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin: 16px 0 8px;
`;

/** The line under the buttons that says which one writes. */
export const FileNote = styled.p`
  margin: 0 0 24px;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
