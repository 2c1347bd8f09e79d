import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../../api/catalog.js';
import { Availability } from './availability.js';
import { formatPoints } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { ResponsiveImg } from '../../../ui/responsive-image.js';
import { clampLines } from '../../../ui/layout-css.js';
import { missingPoints } from './balance.js';
import { Card, CardBody, ImageBox, Missing, NoImage, Points, SkeletonBlock } from './styles.js';

const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  /* Two lines at most, so cards of a row keep the same rhythm. */
  ${clampLines(2)}
  /* Two narrow columns on phones: a third line keeps most names whole. */
  ${({ theme }) => theme.media.mobile} {
    -webkit-line-clamp: 3;
    min-height: 4.05em;
    font-size: 0.95rem;
  }
  a {
    color: inherit;
    text-decoration: none;
    /* The whole card is the link's target area; the heading stays the accessible name. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
    &:focus-visible {
      outline: none;
      box-shadow: none;
    }
  }
`;

const Footer = styled.div`
  display: grid;
  gap: 4px;
  margin-top: auto;
`;

const CardNoImage = styled(NoImage)`
  font-size: 0.875rem;
`;

const ImageSkeleton = styled(SkeletonBlock)`
  position: absolute;
  inset: 0;
  height: 100%;
  border-radius: 0;
`;

export interface ProductCardProps {
  product: Product;
  to: string;
  balance: number | null;
  /** First row: the browser fetches these at once (they are the page's largest paint). */
  eager?: boolean;
  /** Router state for the detail page (where its back link returns). */
  state?: unknown;
  /** How wide the card shows, for the picture's variants; the catalogue grid's unless said. */
  sizes?: string;
}

/** The catalogue grid's cards are at least 280 px: one column on phones, two to four on wider screens. */
const GRID_SIZES = '(max-width: 640px) 100vw, (max-width: 1100px) 50vw, 360px';

/** A prize in the grid: picture, name (the link), points, availability, and what is missing. */
export function ProductCard({ product, to, balance, eager = false, state, sizes = GRID_SIZES }: ProductCardProps) {
  const { t } = useTranslation();
  const missing = missingPoints(product.points, balance);
  return (
    <Card>
      <ImageBox>
        {product.image ? (
          // The name beside it says what it shows: alt stays empty so it is not read twice.
          <ResponsiveImg
            image={product.image}
            sizes={sizes}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
          />
        ) : (
          <CardNoImage>{t('catalog.noImage')}</CardNoImage>
        )}
      </ImageBox>
      <CardBody>
        <Name>
          <Link to={to} state={state}>
            {product.name}
          </Link>
        </Name>
        <Footer>
          <Points>{pointsText(t, product.points)}</Points>
          <Availability product={product} />
          {missing > 0 && <Missing>{t('catalog.missing', { count: missing, value: formatPoints(missing) })}</Missing>}
        </Footer>
      </CardBody>
    </Card>
  );
}

/** A skeleton bar inside a line of text: the line keeps the height the text will give it. */
const LineSkeleton = styled(SkeletonBlock)`
  display: inline-block;
  vertical-align: middle;
`;

/** The availability line's size (availability.tsx), for its stand-in. */
const SmallLine = styled.p`
  margin: 0;
  font-size: 0.875rem;
`;

/**
 * The card's shape while the page loads: the same boxes and lines (the name's reserved lines,
 * the points and availability lines), so nothing jumps when the prizes arrive.
 */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true" data-skeleton="">
      <ImageBox>
        <ImageSkeleton />
      </ImageBox>
      <CardBody>
        <Name as="div">
          <LineSkeleton $height="1em" />
          <LineSkeleton $height="1em" $width="70%" />
        </Name>
        <Footer>
          <Points>
            <LineSkeleton $height="1em" $width="45%" />
          </Points>
          <SmallLine>
            <LineSkeleton $height="0.9em" $width="55%" />
          </SmallLine>
        </Footer>
      </CardBody>
    </Card>
  );
}
