import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession, useSessionFacts } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { CartView } from './cart-view.js';
import { balanceOf } from './cart-summary.js';
import { useOrderPaths } from './paths.js';
import { pointsText } from '../../../ui/points-text.js';
import { Card, Lead, Page, PageTitle } from './styles.js';

const Balance = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 32px;
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
`;

const Amount = styled.p`
  margin: 0;
  font-size: 1.1rem;
  strong {
    display: block;
    font-size: 1.8rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    font-weight: 600;
  }
`;

/**
 * The logged-in landing page (spec §2: '/' is the cart): a greeting, the points balance with
 * links to the points detail and the orders, then the cart. Customers without the catalogue
 * (no points_enabled, or a tenant without it) see why there is no cart.
 */
export default function HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const { pointsEnabled } = useSessionFacts();
  const paths = useOrderPaths();
  const firstname = typeof user?.userinfo?.['firstname'] === 'string' ? (user.userinfo['firstname'] as string) : '';
  const balance = balanceOf(user);
  const shop = pointsEnabled && config.features.pointsCatalogue;
  const detail = paths.path('pointsDetail');
  const history = paths.path('orderHistory');

  return (
    <Container>
      <Page>
        <PageTitle>{firstname ? t('orders.home.greeting', { name: firstname }) : t('orders.home.welcome')}</PageTitle>
        {/* Blame what is off: the whole initiative's catalogue, or this customer's points. */}
        <Lead>
          {shop ? t('orders.home.intro') : config.features.pointsCatalogue ? t('orders.home.noCatalogue') : t('orders.home.catalogueOff')}
        </Lead>
        {balance !== null && (
          <Balance as="section" aria-labelledby="home-balance">
            <Amount>
              <span id="home-balance">{t('orders.home.balance')}</span>
              <strong>{pointsText(t, balance)}</strong>
            </Amount>
            <Links>
              {detail && (
                <li>
                  <Link to={detail}>{t('routes.pointsDetail')}</Link>
                </li>
              )}
              {shop && history && (
                <li>
                  <Link to={history}>{t('routes.orderHistory')}</Link>
                </li>
              )}
            </Links>
          </Balance>
        )}
        {shop && <CartView title={t('orders.home.cartTitle')} headingId="home-cart" />}
      </Page>
    </Container>
  );
}
