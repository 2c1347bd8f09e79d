import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '../../api/catalog.js';
import { Input } from '../../forms/widgets/field-styles.js';
import { Button } from '../../../ui/button.js';
import { availabilityOf } from './availability.js';
import { formatPoints } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { missingPoints } from './balance.js';
import { Notice } from './styles.js';

/** The server's cap on one cart line. */
const MAX_QUANTITY = 99;

const Box = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px;
  label {
    display: block;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: 0.9rem;
  }
`;

const Stepper = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  input {
    width: 64px;
    text-align: center;
    -moz-appearance: textfield;
    &::-webkit-outer-spin-button,
    &::-webkit-inner-spin-button {
      -webkit-appearance: none;
      margin: 0;
    }
  }
`;

const Grow = styled.div`
  flex: 1;
  min-width: 200px;
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Why the prize cannot go in the cart now, or null when it can. */
export function blockedReason(
  product: Product,
  balance: number | null,
  inCart: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): string | null {
  const kind = availabilityOf(product);
  if (kind === 'soldOut') return t('catalog.detail.reasonSoldOut');
  if (kind === 'unavailable') return t('catalog.detail.reasonUnavailable');
  const missing = missingPoints(product.points, balance);
  if (missing > 0) return t('catalog.missing', { count: missing, value: formatPoints(missing) });
  if (product.stock - inCart <= 0) return t('catalog.detail.reasonCartFull');
  return null;
}

export interface PurchaseBoxProps {
  product: Product;
  balance: number | null;
  inCart: number;
  busy: boolean;
  error: string | null;
  onAdd: (quantity: number) => void;
}

/** Quantity and 'Aggiungi al carrello', disabled with the reason when it cannot be ordered or afforded. */
export function PurchaseBox({ product, balance, inCart, busy, error, onAdd }: PurchaseBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const reason = blockedReason(product, balance, inCart, t);
  // As many as the stock left beside the cart, the points and the server's cap allow.
  const affordable = balance !== null && product.points > 0 ? Math.floor(balance / product.points) : MAX_QUANTITY;
  const max = Math.max(1, Math.min(MAX_QUANTITY, product.stock - inCart, affordable));
  const [text, setText] = useState('1');
  const quantity = Math.min(max, Math.max(1, Number.parseInt(text, 10) || 1));
  const set = (n: number) => setText(String(Math.min(max, Math.max(1, n))));

  return (
    <Box>
      <Row>
        {/* The quantity means nothing while the prize cannot be ordered. */}
        {!reason && (
          <div>
            <label htmlFor={`${id}-qty`}>{t('catalog.detail.quantity')}</label>
            <Stepper>
              <Button
                variant="outline-gray"
                size="icon"
                aria-label={t('catalog.detail.decrease')}
                disabled={quantity <= 1}
                onClick={() => set(quantity - 1)}
              >
                <span aria-hidden="true">−</span>
              </Button>
              <Input
                id={`${id}-qty`}
                type="number"
                inputMode="numeric"
                min={1}
                max={max}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onBlur={() => set(quantity)}
              />
              <Button
                variant="outline-gray"
                size="icon"
                aria-label={t('catalog.detail.increase')}
                disabled={quantity >= max}
                onClick={() => set(quantity + 1)}
              >
                <span aria-hidden="true">+</span>
              </Button>
            </Stepper>
          </div>
        )}
        <Grow>
          <Button
            variant="primary"
            block
            loading={busy}
            disabled={!!reason}
            aria-describedby={reason ? `${id}-reason` : undefined}
            onClick={() => onAdd(quantity)}
          >
            {t('catalog.detail.addToCart')}
          </Button>
        </Grow>
      </Row>
      {reason && <Small id={`${id}-reason`}>{reason}</Small>}
      {!reason && quantity > 1 && <Small>{t('catalog.detail.total', { points: pointsText(t, quantity * product.points) })}</Small>}
      {inCart > 0 && <Small>{t('catalog.detail.inCart', { count: inCart })}</Small>}
      {error && (
        <Notice $tone="error" role="alert">
          <p>{error}</p>
        </Notice>
      )}
    </Box>
  );
}
