import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Product } from '../../api/catalog.js';
import { Button } from '../../../ui/button.js';
import { Availability } from './availability.js';
import { formatLongDate, formatPoints } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { missingPoints } from './balance.js';
import { blockedReason } from './purchase-box.js';
import { ImageBox, Missing, Notice, Points, SkeletonBlock } from './styles.js';
import { useTimeZone } from '../../stores/config.js';

const Row = styled.article`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr) auto;
  gap: 16px 20px;
  align-items: center;
  padding: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 104px minmax(0, 1fr);
    gap: 12px;
  }
`;

const Picture = styled(ImageBox)`
  border-radius: ${({ theme }) => Math.max(0, theme.radii.card - 4)}px;
`;

const Info = styled.div`
  display: grid;
  gap: 4px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    line-height: 1.35;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 8px;
  justify-items: stretch;
  min-width: 200px;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
    grid-template-columns: minmax(0, 1fr) auto;
    min-width: 0;
  }
`;

const Reason = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

const Saved = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Wide = styled.div`
  grid-column: 1 / -1;
`;

export interface WishlistRowProps {
  product: Product;
  /** When it was saved (ISO time). */
  addedAt: string;
  to: string;
  linkState: unknown;
  balance: number | null;
  /** Pieces of this prize already in the cart. */
  inCart: number;
  removing: boolean;
  adding: boolean;
  cartError: string | null;
  onRemove: () => void;
  onAddToCart: () => void;
}

/** One saved prize: picture, name (link to its detail), points, availability, cart and remove. */
export function WishlistRow({
  product,
  addedAt,
  to,
  linkState,
  balance,
  inCart,
  removing,
  adding,
  cartError,
  onRemove,
  onAddToCart,
}: WishlistRowProps) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const id = useId();
  const reason = blockedReason(product, balance, inCart, t);
  const missing = missingPoints(product.points, balance);
  return (
    <Row aria-labelledby={`${id}-name`}>
      <Picture>
        {product.image && <img src={product.image.url} width={product.image.width} height={product.image.height} alt="" loading="lazy" />}
      </Picture>
      <Info>
        <h2 id={`${id}-name`}>
          <Link to={to} state={linkState}>
            {product.name}
          </Link>
        </h2>
        <Points>{pointsText(t, product.points)}</Points>
        <Availability product={product} />
        {formatLongDate(addedAt, timeZone) && (
          <Saved>
            {t('catalog.wishlist.savedOn')} <time dateTime={addedAt}>{formatLongDate(addedAt, timeZone)}</time>
          </Saved>
        )}
        {/* When points are missing, this line is also why the cart button is off. */}
        {missing > 0 && <Missing id={`${id}-reason`}>{t('catalog.missing', { count: missing, value: formatPoints(missing) })}</Missing>}
      </Info>
      <Actions>
        <Button
          variant="primary"
          size="sm"
          loading={adding}
          disabled={!!reason}
          // The visible words first, then which prize: the name heard matches the name seen.
          aria-label={`${t('catalog.detail.addToCart')}: ${product.name}`}
          aria-describedby={reason ? `${id}-reason` : undefined}
          onClick={onAddToCart}
        >
          {t('catalog.detail.addToCart')}
        </Button>
        <Button
          variant="outline-gray"
          size="sm"
          disabled={removing}
          aria-label={`${t('catalog.wishlist.removeShort')}: ${product.name}`}
          onClick={onRemove}
        >
          {t('catalog.wishlist.removeShort')}
        </Button>
        {reason && missing === 0 && <Reason id={`${id}-reason`}>{reason}</Reason>}
      </Actions>
      {cartError && (
        <Wide>
          <Notice $tone="error" role="alert">
            <p>{cartError}</p>
          </Notice>
        </Wide>
      )}
    </Row>
  );
}

export function WishlistRowSkeleton() {
  return (
    <Row as="div">
      <Picture>
        <SkeletonBlock $height="100%" />
      </Picture>
      <Info>
        <SkeletonBlock $height="1.2em" $width="70%" />
        <SkeletonBlock $height="1.1em" $width="30%" />
        <SkeletonBlock $height="0.9em" $width="40%" />
      </Info>
      <Actions>
        <SkeletonBlock $height="36px" />
        <SkeletonBlock $height="36px" />
      </Actions>
    </Row>
  );
}
