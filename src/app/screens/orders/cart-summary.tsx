import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { pointsText } from '../../../ui/points-text.js';
import { Card, CardTitle, Facts } from './styles.js';

const After = styled.dd<{ $short: boolean }>`
  color: ${({ theme, $short }) => ($short ? theme.colors.error : theme.colors.success)};
`;

const Total = styled.dd`
  font-size: 1.15rem;
`;

export interface CartSummaryProps {
  /** Points of the whole cart. */
  total: number;
  /** Pieces in the cart. */
  items: number;
  /** The customer's balance; unknown (no user record yet) hides the comparison. */
  balance: number | null;
  /** Heading id, so the region is named by it. */
  id: string;
  title?: string;
  /** Heading level of the title: 3 when the summary sits under a cart that is itself an h2. */
  level?: 2 | 3;
  children?: ReactNode;
}

/**
 * The cart total against the balance (before checkout and on its review): pieces, total, balance and
 * what is left after the order, in red when the balance does not reach.
 */
export function CartSummary({ total, items, balance, id, title, level = 2, children }: CartSummaryProps) {
  const { t } = useTranslation();
  const after = balance === null ? null : balance - total;
  return (
    <Card as="section" aria-labelledby={id}>
      <CardTitle as={level === 3 ? 'h3' : 'h2'} id={id}>
        {title ?? t('orders.summary.title')}
      </CardTitle>
      <Facts>
        <dt>{t('orders.summary.items')}</dt>
        <dd>{t('orders.summary.itemsCount', { count: items })}</dd>
        <dt>{t('orders.summary.total')}</dt>
        <Total>{pointsText(t, total)}</Total>
        {balance !== null && (
          <>
            <dt>{t('orders.summary.balance')}</dt>
            <dd>{pointsText(t, balance)}</dd>
            <dt>{t('orders.summary.after')}</dt>
            <After $short={after !== null && after < 0}>{pointsText(t, after ?? 0)}</After>
          </>
        )}
      </Facts>
      {children}
    </Card>
  );
}

/** The balance from the user record (auth/me `points`), or null when unknown. */
export function balanceOf(user: { readonly points?: unknown } | null | undefined): number | null {
  const points = user?.['points'];
  return typeof points === 'number' ? points : null;
}
