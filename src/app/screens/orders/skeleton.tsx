import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { opacity: 1; }
  50% { opacity: 0.45; }
  to { opacity: 1; }
`;

/** A grey block standing in for text or a picture while data loads. */
export const Bone = styled.span<{ $w?: string; $h?: string }>`
  display: block;
  width: ${({ $w = '100%' }) => $w};
  height: ${({ $h = '1em' }) => $h};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Row = styled.div`
  display: flex;
  gap: 16px;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Lines = styled.div`
  display: grid;
  flex: 1;
  gap: 10px;
`;

/**
 * Rows of placeholders in the shape of the list to come (cart lines, orders, movements), so the
 * page does not jump when the data arrives. Announced once as 'Caricamento in corso'.
 */
export function ListSkeleton({ rows = 3, thumb = true }: { rows?: number; thumb?: boolean }) {
  const { t } = useTranslation();
  return (
    <div data-testid="skeleton" aria-busy="true">
      <span role="status" className="visually-hidden">
        {t('common.loading')}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        <Row key={i} aria-hidden="true">
          {thumb && <Bone $w="96px" $h="72px" />}
          <Lines>
            <Bone $w="60%" />
            <Bone $w="35%" />
          </Lines>
          <Bone $w="80px" $h="1.4em" />
        </Row>
      ))}
    </div>
  );
}
