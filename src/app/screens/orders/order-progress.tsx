import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ORDER_STATUS_LABELS, ORDER_STEPS } from '../../../shared/order-status.js';
import type { Order } from '../../api/orders.js';

const Steps = styled.ol`
  display: grid;
  grid-template-columns: repeat(${ORDER_STEPS.length}, minmax(0, 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
`;

/** A dot on a line: the line before the dot is drawn in the colour of a step reached. */
const Step = styled.li<{ $reached: boolean; $current: boolean }>`
  position: relative;
  display: grid;
  justify-items: center;
  gap: 6px;
  padding-top: 2px;
  text-align: center;
  color: ${({ theme, $reached }) => ($reached ? theme.colors.text : theme.colors.textMuted)};
  font-weight: ${({ $current }) => ($current ? 700 : 400)};
  &::before {
    content: '';
    position: absolute;
    top: 9px;
    right: 50%;
    width: 100%;
    height: 3px;
    background: ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.border)};
  }
  &:first-child::before {
    display: none;
  }
`;

const Dot = styled.span<{ $reached: boolean }>`
  position: relative;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 3px solid ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.border)};
  background: ${({ theme, $reached }) => ($reached ? theme.colors.primary : theme.colors.surface)};
`;

const Cancelled = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/**
 * Where the order is: Ricevuto → In lavorazione → Spedito → Consegnato, the steps reached drawn
 * in the tenant's colour and the current one named for screen readers; a cancelled order says so
 * instead (it never reached the next steps, and its points are back).
 */
export function OrderProgress({ order }: { order: Pick<Order, 'status' | 'order_number'> }) {
  const { t } = useTranslation();
  if (order.status === 'annullato') return <Cancelled>{t('orders.history.cancelled')}</Cancelled>;
  const at = ORDER_STEPS.indexOf(order.status);
  return (
    <Steps aria-label={t('orders.history.progress', { number: order.order_number })}>
      {ORDER_STEPS.map((step, i) => (
        <Step key={step} $reached={i <= at} $current={i === at} aria-current={i === at ? 'step' : undefined}>
          <Dot $reached={i <= at} aria-hidden="true" />
          <span>
            {ORDER_STATUS_LABELS[step]}
            {i < at && <span className="visually-hidden">, {t('orders.history.stepDone')}</span>}
            {i === at && <span className="visually-hidden">, {t('orders.history.stepCurrent')}</span>}
          </span>
        </Step>
      ))}
    </Steps>
  );
}

const Tracking = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The carrier and tracking code of a shipped order, with the carrier's page when one was given. */
export function OrderTracking({ tracking }: { tracking: NonNullable<Order['tracking']> }) {
  const { t } = useTranslation();
  return (
    <Tracking>
      {t('orders.history.trackingCode', { carrier: tracking.carrier, code: tracking.code })}
      {/* The server takes https links only; a stored value is still never made a link otherwise. */}
      {tracking.url?.startsWith('https://') && (
        <>
          {' · '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer">
            {t('orders.history.trackingLink')}
            <span className="visually-hidden"> {t('orders.history.opensNewWindow')}</span>
          </a>
        </>
      )}
    </Tracking>
  );
}
