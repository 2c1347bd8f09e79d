import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CartLine } from '../../api/orders.js';
import { Button } from '../../../ui/button.js';
import { Spinner } from '../../../ui/spinner.js';
import { pointsText } from '../../../ui/points-text.js';
import { Thumb } from './styles.js';

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'thumb info total' 'thumb qty total';
  gap: 8px 16px;
  align-items: center;
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'thumb info' 'thumb total' 'qty qty';
    align-items: start;
  }
`;

const Picture = styled(Thumb)`
  grid-area: thumb;
`;

const Info = styled.div`
  grid-area: info;
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0 0 4px;
  font-size: 1.05rem;
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const Badge = styled.span`
  display: inline-block;
  margin-top: 6px;
  padding: 2px 8px;
  border: 1px solid ${({ theme }) => theme.colors.error};
  border-radius: 999px;
  color: ${({ theme }) => theme.colors.error};
  font-size: 0.85rem;
  font-weight: 600;
`;

const Controls = styled.div`
  grid-area: qty;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
  ${({ theme }) => theme.media.mobile} {
    justify-content: space-between;
  }
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.button}px;
  button {
    width: 40px;
    height: 40px;
    min-height: 40px;
    border: 0;
    font-size: 1.2rem;
  }
`;

const Quantity = styled.output`
  min-width: 2.5em;
  text-align: center;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const Subtotal = styled.p`
  grid-area: total;
  margin: 0;
  font-size: 1.1rem;
  font-weight: 700;
  text-align: right;
  white-space: nowrap;
  ${({ theme }) => theme.media.mobile} {
    text-align: left;
  }
`;

export interface CartLineProps {
  line: CartLine;
  /** Prize detail path, or null when the tenant has no catalogue page. */
  href: string | null;
  /** Which change of this line is under way, if any: its controls wait. */
  busy: 'remove' | 'quantity' | null;
  /** Lower the picture's priority: lines far down the list. */
  lazyImage: boolean;
  /** Heading level of the prize name: one below the cart's heading. */
  level: 2 | 3;
  onRemove(): void;
  /** Absent: quantities are fixed here (review screens). */
  onQuantity?: (quantity: number) => void;
}

/** One cart line: picture, name (to the prize page), points, quantity, subtotal, remove. */
export function CartLineItem({ line, href, busy, lazyImage, level, onRemove, onQuantity }: CartLineProps) {
  const { t } = useTranslation();
  const { product } = line;
  const name = product.name;
  const unavailable = !product.available || product.stock < line.quantity;
  const locked = busy !== null;
  return (
    <Item>
      <Picture $size={96}>
        {product.image && (
          <img
            src={product.image.url}
            width={product.image.width}
            height={product.image.height}
            alt=""
            loading={lazyImage ? 'lazy' : 'eager'}
            decoding="async"
          />
        )}
      </Picture>
      <Info>
        <Name as={level === 2 ? 'h2' : 'h3'}>{href ? <Link to={href}>{name}</Link> : name}</Name>
        <Meta>{t('orders.cart.pointsEach', { points: pointsText(t, line.points) })}</Meta>
        {unavailable && (
          <Badge>
            {product.available && product.stock > 0 ? t('orders.cart.onlyLeft', { count: product.stock }) : t('orders.cart.unavailable')}
          </Badge>
        )}
      </Info>
      <Controls>
        {onQuantity ? (
          <Stepper role="group" aria-label={t('orders.cart.quantityOf', { name })}>
            <Button
              variant="ghost"
              aria-label={t('orders.cart.decrease', { name })}
              disabled={locked || line.quantity <= 1}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              −
            </Button>
            <Quantity aria-live="polite">{busy === 'quantity' ? <Spinner /> : line.quantity}</Quantity>
            <Button
              variant="ghost"
              aria-label={t('orders.cart.increase', { name })}
              disabled={locked || line.quantity >= Math.min(99, product.stock)}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              +
            </Button>
          </Stepper>
        ) : (
          <Meta>{t('orders.cart.quantity', { count: line.quantity })}</Meta>
        )}
        <Button
          variant="outline-gray"
          size="sm"
          loading={busy === 'remove'}
          disabled={locked}
          aria-label={t('orders.cart.removeLabel', { name })}
          onClick={onRemove}
        >
          {t('orders.cart.remove')}
        </Button>
      </Controls>
      <Subtotal>{pointsText(t, line.subtotal)}</Subtotal>
    </Item>
  );
}
