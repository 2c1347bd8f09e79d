import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-top: 24px;
`;

const Step = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.button}px;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: none;
`;

const Off = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 16px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

const Where = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Previous / next for a paged list, as links to `?page=n` so the page survives a reload and the
 * browser's back button walks the pages. Hidden when everything fits on one page.
 */
export function Pager({ page, lastPage, label }: { page: number; lastPage: number; label: string }) {
  const { t } = useTranslation();
  if (lastPage <= 1) return null;
  const to = (n: number) => (n === 1 ? '?' : `?page=${n}`);
  return (
    <Nav aria-label={label}>
      {page > 1 ? <Step to={to(page - 1)}>{t('orders.pager.previous')}</Step> : <Off aria-disabled="true">{t('orders.pager.previous')}</Off>}
      <Where aria-current="page">{t('orders.pager.where', { page, last: lastPage })}</Where>
      {page < lastPage ? <Step to={to(page + 1)}>{t('orders.pager.next')}</Step> : <Off aria-disabled="true">{t('orders.pager.next')}</Off>}
    </Nav>
  );
}
