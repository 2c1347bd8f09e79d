import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { magazineQuery, noticesQuery } from '../../queries/content.js';
import type { PrefetchScreenData, PrepareScreen, ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { MagazinePanel } from './magazine-panel.js';
import { pageFromParams, usePageParam } from '../../../ui/page-param.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { ListSkeleton } from '../../../ui/states.js';
import { whenShellSettled } from '../../boot/interactive-mark.js';
import { idleOrTouched } from '../../forms/engine-gate.js';

/** `/news?sezione=avvisi` opens the notices; anything else the magazine. */
export const NOTICES_SECTION = 'avvisi';

const Tabs = styled.nav`
  margin: 0 0 28px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    min-height: 48px;
    align-items: center;
    padding: 0 18px;
    margin-bottom: -1px;
    border-bottom: 3px solid transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    border-bottom-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/**
 * The notices render rich text, whose sanitiser (about 11 KB of brotli) the magazine does not
 * need: the panel loads with the screen only when the address opens it, and otherwise once the
 * page is idle, ahead of a switch to its tab.
 */
const loadNoticesPanel = () => import('./notices-panel.js');
const NoticesPanel = lazy(() => loadNoticesPanel().then((module) => ({ default: module.NoticesPanel })));

export const prepare: PrepareScreen = (search) => (search.get('sezione') === NOTICES_SECTION ? loadNoticesPanel() : Promise.resolve());

/** The section and page in the address (registry/screen-props.ts). */
export const prefetchData: PrefetchScreenData = ({ prefetch, search }) => {
  const page = pageFromParams(search);
  if (search.get('sezione') === NOTICES_SECTION) prefetch(noticesQuery(page, true));
  else prefetch(magazineQuery(page, true));
};

/**
 * /news: the magazine (GET /magazine?page=n) and, in the 'Avvisi' section of the
 * same screen (/news?sezione=avvisi), the notices (GET /notices?page=n). Both sections page with
 * ?page=n in the URL, so back and forward move between pages and a page can be linked.
 */
export default function NewsListScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const page = usePageParam();
  const notices = params.get('sezione') === NOTICES_SECTION;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(`${notices}:${page}`);

  useEffect(() => {
    void idleOrTouched(whenShellSettled()).then(loadNoticesPanel);
  }, []);

  // A new page or section replaces the whole list: start again from the top, with keyboard focus
  // on the title (the paging links were at the bottom). Not on first arrival: ScrollToTop did it.
  useEffect(() => {
    const now = `${notices}:${page}`;
    if (shown.current === now) return;
    shown.current = now;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [notices, page]);

  return (
    <Container>
      <Page>
        <PageTitle ref={heading} tabIndex={-1}>
          {t(title)}
        </PageTitle>
        <Lead>{t('content.news.lead')}</Lead>
        <Tabs aria-label={t('content.news.sections')}>
          <ul>
            <li>
              <Link to={pathname} aria-current={notices ? undefined : 'page'}>
                {t('content.news.magazine')}
              </Link>
            </li>
            <li>
              <Link to={`${pathname}?sezione=${NOTICES_SECTION}`} aria-current={notices ? 'page' : undefined}>
                {t('content.notices.title')}
              </Link>
            </li>
          </ul>
        </Tabs>
        {notices ? (
          // The panel's own placeholder while its notices load, so the switch looks as it did.
          <Suspense fallback={<ListSkeleton count={4} />}>
            <NoticesPanel page={page} />
          </Suspense>
        ) : (
          <MagazinePanel page={page} />
        )}
      </Page>
    </Container>
  );
}
