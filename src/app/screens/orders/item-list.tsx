import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { CartLine, OrderItem } from '../../api/orders.js';
import { formatNumber } from '../../../shared/format.js';
import { pointsText } from '../../../ui/points-text.js';
import { Thumb } from './styles.js';

/** A line of an order or of the cart under review, as this list shows it. */
export interface ListedItem {
  key: string;
  name: string;
  quantity: number;
  points: number;
  subtotal: number;
  imageUrl: string | null;
  href: string | null;
}

export const fromCartLine = (l: CartLine, href: string | null): ListedItem => ({
  key: String(l.product_id),
  name: l.product.name,
  quantity: l.quantity,
  points: l.points,
  subtotal: l.subtotal,
  imageUrl: l.product.image?.url ?? null,
  href,
});

export const fromOrderItem = (i: OrderItem, index: number, href: string | null): ListedItem => ({
  key: `${i.product_id ?? i.code}-${index}`,
  name: i.name,
  quantity: i.quantity,
  points: i.points,
  subtotal: i.subtotal,
  imageUrl: i.image_url,
  href,
});

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 0;
  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Name = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Amount = styled.span`
  font-weight: 600;
  white-space: nowrap;
`;

/** A compact read-only list of prizes: picture, name, pieces × points, subtotal. */
export function ItemList({ items, lazy = false }: { items: ListedItem[]; lazy?: boolean }) {
  const { t } = useTranslation();
  return (
    <List>
      {items.map((item) => (
        <Row key={item.key}>
          <Thumb $size={64}>
            {item.imageUrl && (
              <img src={item.imageUrl} width={400} height={300} alt="" loading={lazy ? 'lazy' : 'eager'} decoding="async" />
            )}
          </Thumb>
          <Name>
            {item.href ? <Link to={item.href}>{item.name}</Link> : item.name}
            <small>
              {formatNumber(item.quantity)} × {pointsText(t, item.points)}
            </small>
          </Name>
          <Amount>{pointsText(t, item.subtotal)}</Amount>
        </Row>
      ))}
    </List>
  );
}
