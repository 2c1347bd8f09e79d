import { useTranslation } from 'react-i18next';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { CartView } from './cart-view.js';
import { Page } from './styles.js';

/** /carrello: the cart with its summary, remove and quantity, 'Procedi' to checkout. */
export default function CartScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  return (
    <Container>
      <Page>
        <CartView title={t(title)} headingId="cart-title" level={1} />
      </Page>
    </Container>
  );
}
