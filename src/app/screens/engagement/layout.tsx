import styled from 'styled-components';

/** What the engagement screens add to the kit's page frame: section titles, notices, the form column. */

/** Cards of the engagement lists fill the row at ≥ 260 px each: three or four on desktop. */
export const CARD_MIN_WIDTH = 260;

export const SectionTitle = styled.h2`
  margin: 0 0 16px;
  font-size: 1.35rem;
`;

export const Notice = styled.div<{ $tone: 'success' | 'error' | 'info' }>`
  margin: 0 0 20px;
  padding: 14px 16px;
  border-left: 4px solid
    ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : $tone === 'success' ? theme.colors.success : theme.colors.primary)};
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surface};
  h2,
  h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

/** Forms read best in one column of at most 720 px. */
export const FormColumn = styled.div`
  max-width: 720px;
  margin: 0 auto;
`;

export const FormCard = styled.section`
  padding: 28px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 16px;
  }
`;
