import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Product } from '../../api/catalog.js';

/** Few enough pieces to say how many are left. */
const FEW_LEFT = 5;

export type AvailabilityKind = 'available' | 'few' | 'last' | 'soldOut' | 'unavailable';

/** What the customer needs to know about ordering a prize now. */
export function availabilityOf(product: Pick<Product, 'available' | 'stock'>): AvailabilityKind {
  if (product.stock <= 0) return 'soldOut';
  if (!product.available) return 'unavailable';
  if (product.stock === 1) return 'last';
  return product.stock <= FEW_LEFT ? 'few' : 'available';
}

const Line = styled.p<{ $kind: AvailabilityKind }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  /* The coloured dot carries the tone; the text keeps full contrast whatever the brand colours. */
  &::before {
    content: '';
    flex: none;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $kind, theme }) =>
      $kind === 'available'
        ? theme.colors.success
        : $kind === 'soldOut' || $kind === 'unavailable'
          ? theme.colors.error
          : theme.colors.secondary};
  }
`;

/** 'Disponibile', 'Solo 3 pezzi disponibili', 'Ultimo pezzo disponibile', 'Esaurito', 'Non disponibile'. */
export function Availability({ product, className }: { product: Pick<Product, 'available' | 'stock'>; className?: string }) {
  const { t } = useTranslation();
  const kind = availabilityOf(product);
  return (
    <Line $kind={kind} className={className} data-availability={kind}>
      {t(`catalog.availability.${kind}`, { count: product.stock })}
    </Line>
  );
}
