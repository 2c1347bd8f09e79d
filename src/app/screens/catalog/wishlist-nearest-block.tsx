import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useWishlist } from '../../queries/wishlist.js';
import type { HomeBlockProps } from '../../registry/home-block-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { formatPoints } from '../../../shared/format.js';
import { surfaceBox } from '../../../ui/cards.js';
import { pointsText } from '../../../ui/points-text.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { SectionBlock } from '../../../ui/section-block.js';
import { EmptyState, ErrorState, LoadingState, Skeleton } from '../../../ui/states.js';
import { balanceOf } from './balance.js';
import { cataloguePath, productPath, wishlistPath } from './paths.js';
import { ImageBox, Points } from './styles.js';
import { nearestWishlistPrize } from './wishlist-nearest.js';

/** The prize beside its progress; one height whether loading or shown, so nothing below moves. */
const Box = styled.div`
  ${surfaceBox}
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: 16px 24px;
  align-items: center;
  min-height: 146px;
  padding: 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 96px minmax(0, 1fr);
    gap: 12px;
  }
`;

const Picture = styled(ImageBox)`
  border-radius: ${({ theme }) => Math.max(0, theme.radii.card - 4)}px;
`;

const Info = styled.div`
  display: grid;
  gap: 6px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    line-height: 1.35;
  }
  h3 a {
    color: inherit;
  }
  /* The progress bar's own bottom margin is for forms. */
  > div:last-child {
    margin: 4px 0 0;
  }
`;

const Lines = styled.div`
  display: grid;
  gap: 10px;
`;

/** 'Il tuo prossimo premio': the wishlist prize closest to the balance, 'Ti mancano 1.240 punti' and the way there. */
export function WishlistNearestBlock({ headingId }: HomeBlockProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const wishlist = useWishlist();
  const balance = balanceOf(user) ?? 0;
  const list = wishlistPath(config);
  const more = list ? { to: list, label: t('orders.home.wishlist.more') } : null;

  let body;
  if (wishlist.isPending) {
    body = (
      <LoadingState label={t('orders.home.wishlist.loading')}>
        <Box>
          <Skeleton $ratio="4 / 3" />
          <Lines>
            <Skeleton $w="70%" $h="1.3em" />
            <Skeleton $w="40%" />
            <Skeleton $h="16px" />
          </Lines>
        </Box>
      </LoadingState>
    );
  } else if (wishlist.isError) {
    body = <ErrorState message={t('orders.home.wishlist.loadError')} onRetry={() => void wishlist.refetch()} />;
  } else {
    const nearest = nearestWishlistPrize(wishlist.data.data, balance);
    if (!nearest) {
      const empty = wishlist.data.data.length === 0;
      body = (
        <EmptyState action={empty && <Link to={cataloguePath(config)}>{t('orders.home.featured.more')}</Link>}>
          {empty ? t('orders.home.wishlist.empty') : t('orders.home.wishlist.noneAvailable')}
        </EmptyState>
      );
    } else {
      const { product, missing } = nearest;
      body = (
        <Box as="article">
          <Picture>
            {/* The name beside it says what it shows. */}
            {product.image && <ResponsiveImg image={product.image} sizes="160px" alt="" loading="lazy" decoding="async" />}
          </Picture>
          <Info>
            <h3>
              <Link to={productPath(config, product.id)}>{product.name}</Link>
            </h3>
            <Points>{pointsText(t, product.points)}</Points>
            <ProgressBar
              label={
                missing > 0 ? t('catalog.missing', { count: missing, value: formatPoints(missing) }) : t('orders.home.wishlist.reached')
              }
              value={Math.min(balance, product.points)}
              max={product.points}
              text={t('orders.home.wishlist.progress', {
                balance: formatPoints(Math.min(balance, product.points)),
                points: formatPoints(product.points),
              })}
            />
          </Info>
        </Box>
      );
    }
  }

  return (
    <SectionBlock headingId={headingId} title={t('orders.home.wishlist.title')} intro={t('orders.home.wishlist.intro')} more={more}>
      {body}
    </SectionBlock>
  );
}
