import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { normalizeError } from '../../api/api-error.js';
import type { NewsArticle } from '../../api/content.js';
import { useNewsArticle } from '../../queries/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatLongDate } from '../../../shared/format.js';
import { DetailLayout } from '../../../ui/detail-layout.js';
import type { BackTarget } from '../../../ui/page.js';
import { ContentDetail } from './content-detail.js';
import { newsErrorText } from './error-text.js';
import { useReturnPath } from './return-path.js';
import { usePageTitle } from '../../routing/route-title.js';
import { useTimeZone } from '../../stores/config.js';

function Article({ article, back }: { article: NewsArticle; back: BackTarget }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  // The route's title is the generic 'News': the tab should name the article.
  usePageTitle(article.title);
  return (
    <DetailLayout
      back={back}
      backBelow
      id="news-title"
      title={article.title}
      date={{ iso: article.published_at, text: t('content.news.published', { date: formatLongDate(article.published_at, timeZone) }) }}
      image={article.image}
      html={article.body_html}
      bodyLook="standfirst"
    />
  );
}

/** /news/{id}: one magazine article (GET /magazine/:id) with its picture, date and body. */
export default function NewsDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const back = { to: useReturnPath('/news'), label: t('content.news.back') };
  const valid = /^\d{1,10}$/.test(id);
  const article = useNewsArticle(valid ? id : null);
  const error = article.isError ? normalizeError(article.error) : null;

  const missing = !valid || error?.status === 404;
  if (missing) {
    return (
      <ErrorPage title={t('content.news.notFound')} text={t('content.news.notFoundText')}>
        <Link to="/news">{t('content.news.back')}</Link>
      </ErrorPage>
    );
  }
  return (
    <ContentDetail routeTitle={t(title)} back={back} query={article} error={error} errorText={newsErrorText}>
      {(data) => <Article article={data} back={back} />}
    </ContentDetail>
  );
}
