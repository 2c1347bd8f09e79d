import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const Address = styled.address`
  font-style: normal;
  line-height: 1.6;
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  && {
    margin-top: 8px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A shipping address (checkout values or an order's snapshot) as the lines of a label. */
export function ShippingAddress({ shipping }: { shipping: Record<string, unknown> }) {
  const { t } = useTranslation();
  const name = [text(shipping['firstname']), text(shipping['lastname'])].filter(Boolean).join(' ');
  const street = [text(shipping['address']), text(shipping['address_number'])].filter(Boolean).join(' ');
  const district = text(shipping['district']);
  const town = [text(shipping['zipcode']), text(shipping['city'])].filter(Boolean).join(' ') + (district ? ` (${district})` : '');
  const phone = text(shipping['phone']);
  const notes = text(shipping['notes']);
  return (
    <Address>
      {name && <p>{name}</p>}
      {street && <p>{street}</p>}
      {town.trim() && <p>{town.trim()}</p>}
      {phone && <p>{t('orders.shipping.phone', { phone })}</p>}
      {notes && <Muted>{t('orders.shipping.notes', { notes })}</Muted>}
    </Address>
  );
}
