import styled from 'styled-components';
import { formatShortDate } from '../../../shared/format.js';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../../../shared/order-status.js';
import type { OrderCustomer, Tracking } from '../../../shared/types/generated/api/staff-orders.js';

const Badge = styled.span<{ $status: OrderStatus }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  border: 1px solid
    ${({ theme, $status }) =>
      $status === 'annullato' ? theme.colors.error : $status === 'consegnato' ? theme.colors.success : theme.colors.primary};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  font-weight: 600;
  white-space: nowrap;
`;

/** The status in words (the colour of the border only repeats it). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return <Badge $status={status}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

const Due = styled.span<{ $overdue: boolean }>`
  white-space: nowrap;
  font-weight: ${({ $overdue }) => ($overdue ? 700 : 400)};
  color: ${({ theme, $overdue }) => ($overdue ? theme.colors.error : theme.colors.text)};
`;

/** The day the prize is due; a late one says so in words, not only in red. */
export function DueDate({ dueDate, overdue, timeZone }: { dueDate: string; overdue: boolean; timeZone: string }) {
  return (
    <Due $overdue={overdue}>
      <time dateTime={dueDate}>{formatShortDate(dueDate, timeZone)}</time>
      {overdue && ' · in ritardo'}
    </Due>
  );
}

/** 'Marco Bianchi', or '' when the customer has no name on file. */
export function customerName(c: Pick<OrderCustomer, 'firstname' | 'lastname'>): string {
  return [c.firstname, c.lastname].filter(Boolean).join(' ');
}

/** The carrier and code, with the carrier's page when it is an https link (never anything else as a link). */
export function TrackingText({ tracking }: { tracking: Tracking }) {
  return (
    <>
      {tracking.carrier} {tracking.code}
      {tracking.url?.startsWith('https://') && (
        <>
          {' · '}
          <a href={tracking.url} target="_blank" rel="noopener noreferrer">
            Traccia<span className="visually-hidden"> la spedizione {tracking.code} (si apre in una nuova finestra)</span>
          </a>
        </>
      )}
    </>
  );
}
