import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeBlockProps } from '../../registry/home-block-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession, useSessionFacts } from '../../stores/session.js';
import { pointsText } from '../../../ui/points-text.js';
import { balanceOf } from './cart-summary.js';
import { useOrderPaths } from './paths.js';
import { Card } from './styles.js';
import { NextExpiry } from './next-expiry.js';
import { useNextExpiry } from '../../queries/orders.js';
import { inlineList, spreadRow } from '../../../ui/layout-css.js';

const Balance = styled(Card)`
  ${spreadRow('12px 24px')}
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
  ${inlineList('8px 20px')}
  a {
    font-weight: 600;
  }
`;

/** The points balance with links to the points detail and, for customers who can order, the orders. */
export function HomeBalanceBlock({ headingId }: HomeBlockProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const { pointsEnabled } = useSessionFacts();
  const paths = useOrderPaths();
  const balance = balanceOf(user);
  // The next expiry comes with the points page's first page; without a policy nothing expires.
  const expires = config.features.points.expiry.policy !== 'never';
  const next = useNextExpiry(expires);
  if (balance === null) return null;
  const detail = paths.path('pointsDetail');
  const history = pointsEnabled && config.features.pointsCatalogue ? paths.path('orderHistory') : null;
  return (
    <Balance as="section" aria-labelledby={headingId}>
      {/* The next expiry is its own paragraph under the balance's, in the same column: a paragraph inside another is invalid HTML. */}
      <div>
        <Amount>
          <span id={headingId}>{t('orders.home.balance')}</span>
          <strong>{pointsText(t, balance)}</strong>
        </Amount>
        <NextExpiry next={next.data} />
      </div>
      <Links>
        {detail && (
          <li>
            <Link to={detail}>{t('routes.pointsDetail')}</Link>
          </li>
        )}
        {history && (
          <li>
            <Link to={history}>{t('routes.orderHistory')}</Link>
          </li>
        )}
      </Links>
    </Balance>
  );
}
