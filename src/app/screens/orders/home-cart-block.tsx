import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeBlockProps } from '../../registry/home-block-props.js';
import { EmptyState } from '../../../ui/states.js';
import { CartView } from './cart-view.js';
import { useOrderPaths } from './paths.js';

const Block = styled.div`
  margin: 0 0 40px;
`;

/** The cart on the home page: the whole cart when it holds prizes, one line when it is empty. */
export function HomeCartBlock({ headingId }: HomeBlockProps) {
  const { t } = useTranslation();
  const catalogue = useOrderPaths().path('catalogue');
  return (
    <Block>
      <CartView
        title={t('orders.home.cartTitle')}
        headingId={headingId}
        empty={
          <EmptyState action={catalogue && <Link to={catalogue}>{t('orders.cart.toCatalogue')}</Link>}>{t('orders.cart.empty')}</EmptyState>
        }
      />
    </Block>
  );
}
