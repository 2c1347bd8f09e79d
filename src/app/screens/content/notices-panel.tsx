import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import { useNotices } from '../../queries/content.js';
import { formatLongDate } from '../../../shared/format.js';
import { surfaceBox } from '../../../ui/cards.js';
import { Pagination } from '../../../ui/pagination.js';
import { RichText } from '../../../ui/rich-text.js';
import { Meta } from '../../../ui/page.js';
import { EmptyState, ErrorState, ListSkeleton } from '../../../ui/states.js';
import { newsErrorText } from './error-text.js';
import { useTimeZone } from '../../stores/config.js';

const List = styled.ul`
  display: grid;
  gap: 16px;
  max-width: 860px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.article`
  display: grid;
  gap: 8px;
  padding: 18px 22px;
  ${surfaceBox}
  border-left: 6px solid ${({ theme }) => theme.colors.secondary};
  border-radius: ${({ theme }) => theme.radii.card}px;
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

/**
 * The notices tab of /news ('Avvisi'). Notices are a few sentences each, so they are shown in
 * full here rather than behind a detail page of their own.
 */
export function NoticesPanel({ page }: { page: number }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const notices = useNotices(page);

  if (notices.isPending) return <ListSkeleton count={4} />;
  if (notices.isError) return <ErrorState message={newsErrorText(normalizeError(notices.error))} onRetry={() => void notices.refetch()} />;

  const { data, last_page: lastPage } = notices.data;
  if (data.length === 0) {
    const first = new URLSearchParams(search);
    first.delete('page');
    return (
      <EmptyState action={page > 1 && <Link to={`${pathname}?${first.toString()}`}>{t('content.firstPage')}</Link>}>
        {page > 1 ? t('content.news.pageEmpty') : t('content.notices.empty')}
      </EmptyState>
    );
  }
  return (
    <>
      <List aria-busy={notices.isPlaceholderData || undefined}>
        {data.map((notice) => (
          <li key={notice.id}>
            <Item aria-labelledby={`notice-${notice.id}`}>
              <Meta>
                <time dateTime={notice.published_at}>{formatLongDate(notice.published_at, timeZone)}</time>
              </Meta>
              <h2 id={`notice-${notice.id}`}>{notice.title}</h2>
              <RichText html={notice.body_html} headingLevel={3} />
            </Item>
          </li>
        ))}
      </List>
      <Pagination page={page} lastPage={lastPage} />
    </>
  );
}
