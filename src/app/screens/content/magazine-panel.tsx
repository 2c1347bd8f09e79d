import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { normalizeError } from '../../api/api-error.js';
import { useMagazine } from '../../queries/content.js';
import { NewsCard } from './news-card.js';
import { Pagination } from '../../../ui/pagination.js';
import { CardGrid } from '../../../ui/cards.js';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../ui/states.js';
import { newsErrorText } from './error-text.js';

/** Nine a page on the server (src/server/modules/content/news-routes.ts): three rows of three. */
const PAGE_SIZE = 9;

/** The magazine tab of /news: a page of article cards and the paging links. */
export function MagazinePanel({ page }: { page: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const magazine = useMagazine(page);

  if (magazine.isPending) return <CardGridSkeleton count={PAGE_SIZE} />;
  if (magazine.isError)
    return <ErrorState message={newsErrorText(normalizeError(magazine.error))} onRetry={() => void magazine.refetch()} />;

  const { data, last_page: lastPage } = magazine.data;
  if (data.length === 0) {
    // Past the end (an old link, a list that shrank): the server still tells the real last page.
    return (
      <EmptyState action={page > 1 && <Link to={pathname}>{t('content.firstPage')}</Link>}>
        {page > 1 ? t('content.news.pageEmpty') : t('content.news.empty')}
      </EmptyState>
    );
  }
  return (
    <>
      <CardGrid aria-busy={magazine.isPlaceholderData || undefined}>
        {data.map((news, i) => (
          <li key={news.id}>
            <NewsCard news={news} eager={i === 0} from={`${pathname}${search}`} />
          </li>
        ))}
      </CardGrid>
      <Pagination page={page} lastPage={lastPage} />
    </>
  );
}
