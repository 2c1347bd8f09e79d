import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ImageBox } from './cards.js';

/** Page layout of the engagement screens: titles, detail grid, form column, notices. */

export const Page = styled.div`
  padding: 32px 0 56px;
  ${({ theme }) => theme.media.mobile} {
    padding: 20px 0 40px;
  }
`;

export const PageTitle = styled.h1`
  margin: 0 0 8px;
  font-size: clamp(1.6rem, 4vw, 2.2rem);
`;

export const Lead = styled.div`
  max-width: 760px;
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.05rem;
`;

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
  h2, h3 {
    margin: 0 0 4px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
  }
`;

/** '← Torna ai vantaggi' above a detail page. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 16px;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

/** A detail page: picture beside the text on desktop, above it on a phone. */
export const DetailLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
  gap: 40px;
  align-items: start;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

export const RoundedImage = styled(ImageBox)`
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

/** Forms read best in one column of at most 720 px. */
export const Narrow = styled.div`
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
