import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { productsErrorText } from '../../api/catalog-errors.js';
import type { Product } from '../../api/catalog.js';
import { useAffordableProducts, useFeaturedProducts } from '../../queries/catalog.js';
import type { HomeBlockProps } from '../../registry/home-block-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { formatPoints } from '../../../shared/format.js';
import { cardsOf } from '../../../shared/home-blocks.js';
import { CardRail, RAIL_CARDS_IN_VIEW } from '../../../ui/card-rail.js';
import { SectionBlock } from '../../../ui/section-block.js';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states.js';
import { balanceOf } from './balance.js';
import { EMPTY_QUERY, toSearchParams } from './catalogue-query.js';
import { cataloguePath, productPath } from './paths.js';
import { ProductCard, ProductCardSkeleton } from './product-card.js';

/** The skeleton's row does not scroll: nothing in it to reach. */
const SkeletonRail = styled(CardRail)`
  overflow-x: hidden;
`;

/** A rail card is a quarter of the content on wide screens, 62 % of a phone's width. */
const RAIL_SIZES = '(max-width: 640px) 62vw, (max-width: 900px) 38vw, 300px';

interface PrizeRailProps {
  prizes: UseQueryResult<Product[]>;
  limit: number;
  /** The first cards load at once: this rail holds the page's largest picture. */
  eager: boolean;
  loadingLabel: string;
  empty: ReactNode;
}

/** A block's prizes in one sideways row: the skeleton in the row's shape, the error, the empty state or the cards. */
function PrizeRail({ prizes, limit, eager, loadingLabel, empty }: PrizeRailProps) {
  const config = useConfig();
  const { user } = useSession();
  if (prizes.isPending) {
    return (
      <LoadingState label={loadingLabel}>
        <SkeletonRail as="div" $more={limit > RAIL_CARDS_IN_VIEW}>
          {Array.from({ length: Math.min(limit, RAIL_CARDS_IN_VIEW + 1) }, (_, i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </SkeletonRail>
      </LoadingState>
    );
  }
  if (prizes.isError) {
    const failure = productsErrorText(prizes.error);
    return <ErrorState level={3} title={failure.title} message={failure.detail ?? undefined} onRetry={() => void prizes.refetch()} />;
  }
  if (prizes.data.length === 0) return empty;
  const balance = balanceOf(user);
  return (
    <CardRail $more={prizes.data.length > RAIL_CARDS_IN_VIEW}>
      {prizes.data.map((product, i) => (
        <li key={product.id}>
          <ProductCard product={product} to={productPath(config, product.id)} balance={balance} eager={eager && i < 2} sizes={RAIL_SIZES} />
        </li>
      ))}
    </CardRail>
  );
}

/** 'In vetrina': the prizes the console flags for the home page. */
export function FeaturedBlock({ block, headingId, first }: HomeBlockProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const limit = cardsOf(block);
  const prizes = useFeaturedProducts(limit);
  const catalogue = cataloguePath(config);
  return (
    <SectionBlock
      headingId={headingId}
      title={t('orders.home.featured.title')}
      more={{ to: catalogue, label: t('orders.home.featured.more') }}
    >
      <PrizeRail
        prizes={prizes}
        limit={limit}
        eager={first}
        loadingLabel={t('orders.home.featured.loading')}
        empty={
          <EmptyState action={<Link to={catalogue}>{t('orders.home.featured.more')}</Link>}>{t('orders.home.featured.empty')}</EmptyState>
        }
      />
    </SectionBlock>
  );
}

/** 'Puoi già richiederli': what the balance buys now, most valuable first, and the catalogue filtered to it. */
export function AffordableBlock({ block, headingId, first }: HomeBlockProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const limit = cardsOf(block);
  const prizes = useAffordableProducts(limit);
  const balance = balanceOf(user) ?? 0;
  const all = `${cataloguePath(config)}?${toSearchParams({ ...EMPTY_QUERY, pointsTo: balance, onlyAvailable: true }).toString()}`;
  // Known from the customer's record before the prizes arrive: the heading does not change when they do.
  return (
    <SectionBlock
      headingId={headingId}
      title={t('orders.home.affordable.title')}
      intro={t('orders.home.affordable.intro', { value: formatPoints(balance) })}
      more={balance > 0 ? { to: all, label: t('orders.home.affordable.more') } : null}
    >
      <PrizeRail
        prizes={prizes}
        limit={limit}
        eager={first}
        loadingLabel={t('orders.home.affordable.loading')}
        empty={<EmptyState>{t('orders.home.affordable.empty')}</EmptyState>}
      />
    </SectionBlock>
  );
}
