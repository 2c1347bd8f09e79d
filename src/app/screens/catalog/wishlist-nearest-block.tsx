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
import { clampLines } from '../../../ui/layout-css.js';
import { ProgressBar } from '../../../ui/progress-bar.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { SectionBlock } from '../../../ui/section-block.js';
import { EmptyState, ErrorState, LoadingState, Skeleton } from '../../../ui/states.js';
import { balanceOf } from './balance.js';
import { cataloguePath, productPath, wishlistPath } from './paths.js';
import { ImageBox, Points } from './styles.js';
import { nearestWishlistPrize } from './wishlist-nearest.js';

/**
 * The prize's picture, name and points, and the progress under them. Lines are reserved as the
 * prize will fill them (the name's two, the progress label's one on wide screens and two on
 * phones), so the loading box and the answer have one height and nothing below moves.
 */
const Box = styled.div`
  ${surfaceBox}
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  grid-template-areas: 'picture info' 'picture progress';
  gap: 8px 24px;
  align-items: end;
  padding: 12px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 96px minmax(0, 1fr);
    grid-template-areas: 'picture info' 'progress progress';
    gap: 12px;
  }
`;

const Picture = styled(ImageBox)`
  grid-area: picture;
  align-self: center;
  border-radius: ${({ theme }) => Math.max(0, theme.radii.card - 4)}px;
`;

const Info = styled.div`
  grid-area: info;
  display: grid;
  gap: 4px;
  h3 {
    margin: 0;
    font-size: 1.1rem;
    /* Two lines at most, both reserved. */
    ${clampLines(2)}
  }
  h3 a {
    color: inherit;
  }
`;

const Progress = styled.div`
  grid-area: progress;
  /* The bar's own bottom margin is for forms. */
  > div {
    margin: 0;
  }
  /* Label and figures on a line each on phones, whatever their length. */
  ${({ theme }) => theme.media.mobile} {
    > div > div {
      flex-direction: column;
    }
  }
`;

/** The progress bar's stand-in: its label and figures over the bar, as ProgressBar lays them out. */
const ProgressSkeleton = styled.div`
  display: grid;
  gap: 6px;
`;

const ProgressLines = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 4px 16px;
  p {
    margin: 0;
    flex: 1;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
  }
`;

const PictureSkeleton = styled(Skeleton)`
  position: absolute;
  inset: 0;
  height: 100%;
  border-radius: 0;
`;

/** A skeleton bar inside a line of text: the line keeps the height the text will give it. */
const LineSkeleton = styled(Skeleton)`
  display: inline-block;
  vertical-align: middle;
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
          <Picture>
            <PictureSkeleton />
          </Picture>
          <Info>
            <h3>
              <LineSkeleton $w="70%" />
            </h3>
            <Points>
              <LineSkeleton $w="30%" />
            </Points>
          </Info>
          <Progress>
            <ProgressSkeleton>
              <ProgressLines>
                <p>
                  <LineSkeleton $w="60%" />
                </p>
                <p>
                  <LineSkeleton $w="50%" />
                </p>
              </ProgressLines>
              <Skeleton $h="16px" />
            </ProgressSkeleton>
          </Progress>
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
          </Info>
          <Progress>
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
          </Progress>
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
