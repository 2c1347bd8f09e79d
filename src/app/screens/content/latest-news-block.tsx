import { useTranslation } from 'react-i18next';
import { normalizeError } from '../../api/api-error.js';
import { useQuery } from '@tanstack/react-query';
import { magazineQuery } from '../../queries/content.js';
import type { HomeBlockProps } from '../../registry/home-block-props.js';
import { useConfig } from '../../stores/config.js';
import { availableRoutes } from '../../routing/guards.js';
import { cardsOf } from '../../../shared/home-blocks.js';
import { CardGrid } from '../../../ui/cards.js';
import { SectionBlock } from '../../../ui/section-block.js';
import { CardGridSkeleton, EmptyState, ErrorState } from '../../../ui/states.js';
import { newsErrorText } from './error-text.js';
import { NewsCard } from './news-card.js';

/** Three cards a row on wide screens (the tenant's default limit), one on phones. */
const CARD_MIN = 300;

/**
 * 'Ultime news': the newest magazine articles, the first of the magazine's first page (the same
 * answer /news shows, so opening it next costs no request while fresh). A plain query, not the
 * paged one: a few cards, no page to keep on screen while another loads.
 */
export function LatestNewsBlock({ block, headingId }: HomeBlockProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const magazine = useQuery(magazineQuery(1));
  const limit = cardsOf(block);
  // The tenant may have moved the news list, or switched it off.
  const list = availableRoutes(config).find((route) => route.id === 'news')?.path ?? null;

  let body;
  if (magazine.isPending) body = <CardGridSkeleton count={limit} min={CARD_MIN} label={t('orders.home.news.loading')} />;
  else if (magazine.isError) {
    body = <ErrorState message={newsErrorText(normalizeError(magazine.error))} onRetry={() => void magazine.refetch()} />;
  } else if (magazine.data.data.length === 0) body = <EmptyState>{t('orders.home.news.empty')}</EmptyState>;
  else {
    body = (
      <CardGrid $min={CARD_MIN}>
        {magazine.data.data.slice(0, limit).map((news) => (
          <li key={news.id}>
            <NewsCard news={news} eager={false} from="/" level={3} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <SectionBlock
      headingId={headingId}
      title={t('orders.home.news.title')}
      more={list ? { to: list, label: t('orders.home.news.more') } : null}
    >
      {body}
    </SectionBlock>
  );
}
