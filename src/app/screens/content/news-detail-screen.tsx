import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getNewsArticle, type NewsArticle } from '../../api/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatLongDate } from '../../../shared/format.js';
import { RichText } from '../../../ui/rich-text.js';
import { ArticleSkeleton, LoadError, newsErrorText } from './states.js';
import { BackRow, ImageBox, Meta, Narrow, Page, PageTitle, ratioOf } from './styles.js';
import { useRemote } from './use-remote.js';
import { usePageTitle } from '../../routing/route-title.js';

const Figure = styled(ImageBox)`
  margin: 20px 0 28px;
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

/** The article's first paragraph is its standfirst: a step larger, like a magazine's. */
const Body = styled(RichText)`
  > p:first-child {
    font-size: 1.2rem;
    line-height: 1.55;
  }
`;

const Footer = styled.div`
  margin-top: 40px;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The list page the reader came from (kept in navigation state by the card), else /news. */
function useBackTarget(): string {
  const { state } = useLocation();
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/news') ? from : '/news';
}

function Article({ article, back }: { article: NewsArticle; back: string }) {
  const { t } = useTranslation();
  // The route's title is the generic 'News': the tab should name the article.
  usePageTitle(article.title);
  return (
    <article aria-labelledby="news-title">
      <PageTitle id="news-title">{article.title}</PageTitle>
      <Meta>
        <time dateTime={article.published_at}>{t('content.news.published', { date: formatLongDate(article.published_at) })}</time>
      </Meta>
      {article.image && (
        <Figure $ratio={ratioOf(article.image)}>
          <img src={article.image.url} width={article.image.width} height={article.image.height} alt="" fetchPriority="high" />
        </Figure>
      )}
      <Body html={article.body_html} headingLevel={2} />
      <Footer>
        <BackRow>
          <Link to={back}>
            <span aria-hidden="true">←</span> {t('content.news.back')}
          </Link>
        </BackRow>
      </Footer>
    </article>
  );
}

/** /news/{id} (spec §2): one magazine article (GET /magazine/:id) with its picture, date and body. */
export default function NewsDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = useBackTarget();
  const valid = /^\d{1,10}$/.test(id);
  const { state, retry } = useRemote(`news:${id}`, () => (valid ? getNewsArticle(id) : Promise.resolve(null)));

  const missing = !valid || (state.status === 'ready' && state.data === null) || (state.status === 'error' && state.error.status === 404);
  if (missing) {
    return (
      <ErrorPage title={t('content.news.notFound')} text={t('content.news.notFoundText')}>
        <Link to="/news">{t('content.news.back')}</Link>
      </ErrorPage>
    );
  }
  return (
    <Container>
      <Page>
        <Narrow>
          <BackRow>
            <Link to={back}>
              <span aria-hidden="true">←</span> {t('content.news.back')}
            </Link>
          </BackRow>
          {/* Until the article's own title arrives, the page still has its main heading. */}
          {state.status !== 'ready' && <h1 className="visually-hidden">{t(title)}</h1>}
          {state.status === 'loading' && <ArticleSkeleton />}
          {state.status === 'error' && <LoadError message={newsErrorText(state.error)} onRetry={retry} />}
          {state.status === 'ready' && state.data && <Article article={state.data} back={back} />}
        </Narrow>
      </Page>
    </Container>
  );
}
