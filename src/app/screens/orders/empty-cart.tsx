import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ButtonLink, Card } from './styles.js';
import { StrokeIcon } from '../../../ui/stroke-icon.js';

const Box = styled(Card)`
  display: grid;
  justify-items: center;
  gap: 12px;
  padding: 40px 20px;
  text-align: center;
  p {
    margin: 0;
    max-width: 46ch;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Title = styled.p`
  && {
    color: ${({ theme }) => theme.colors.text};
    font-size: 1.25rem;
    font-weight: 700;
  }
`;

/** The empty cart: says so and points to the catalogue (when the tenant has one). */
export function EmptyCart({ catalogue }: { catalogue: string | null }) {
  const { t } = useTranslation();
  return (
    <Box>
      <StrokeIcon
        size={48}
        strokeWidth={1.6}
        d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20.5a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1Zm9 0a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1Z"
      />
      <Title>{t('orders.cart.empty')}</Title>
      <p>{t('orders.cart.emptyText')}</p>
      {catalogue && (
        <ButtonLink to={catalogue} $variant="primary">
          {t('orders.cart.toCatalogue')}
        </ButtonLink>
      )}
    </Box>
  );
}
