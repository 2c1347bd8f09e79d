import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { getMagazine } from '../../api/content.js';
import { NewsCard } from './news-card.js';
import { Pagination } from '../../../ui/pagination.js';
import { CardGridSkeleton, LoadError, newsErrorText } from './states.js';
import { CardGrid, Empty } from './styles.js';
import { useRemote } from './use-remote.js';

/** Nine a page on the server (src/server/modules/content/news-routes.ts): three rows of three. */
const PAGE_SIZE = 9;

/** The magazine tab of /news: a page of article cards and the paging links. */
export function MagazinePanel({ page }: { page: number }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const { state, retry } = useRemote(`magazine:${page}`, () => getMagazine(page));

  if (state.status === 'loading') return <CardGridSkeleton count={PAGE_SIZE} />;
  if (state.status === 'error') return <LoadError message={newsErrorText(state.error)} onRetry={retry} />;

  const { data, last_page: lastPage } = state.data;
  if (data.length === 0) {
    // Past the end (an old link, a list that shrank): the server still tells the real last page.
    return (
      <Empty>
        <p>{page > 1 ? t('content.news.pageEmpty') : t('content.news.empty')}</p>
        {page > 1 && (
          <p>
            <Link to={pathname}>{t('content.firstPage')}</Link>
          </p>
        )}
      </Empty>
    );
  }
  return (
    <>
      <CardGrid>
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
