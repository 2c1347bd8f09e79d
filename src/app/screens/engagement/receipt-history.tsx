import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PrizeValidation, PrizeValidationStatus } from '../../api/engagement.js';
import { formatDateTime, formatEuro, formatShortDate } from '../../../shared/format.js';
import { Badge } from '../../../ui/cards.js';
import { useTimeZone } from '../../stores/config.js';
import { bareList, spreadRow } from '../../../ui/layout-css.js';

const Title = styled.h2`
  margin: 0 0 12px;
  font-size: 1.3rem;
`;

const List = styled.ul`
  ${bareList('12px')}
`;

const Item = styled.li`
  ${spreadRow('8px 16px')}
  padding: 14px 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  overflow-wrap: anywhere;
`;

const TONE: Record<PrizeValidationStatus, 'neutral' | 'success' | 'error'> = { pending: 'neutral', approved: 'success', rejected: 'error' };

/** The receipts the customer sent for validation (GET form-win), newest first, with their review state. */
export function ReceiptHistory({ validations }: { validations: readonly PrizeValidation[] }) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="receipts-title">
      <Title id="receipts-title">{t('engagement.formWin.historyTitle')}</Title>
      <List>
        {validations.map((v) => (
          <Item key={v.id}>
            <div>
              <p>
                <strong>
                  {t('engagement.formWin.receiptOf', { date: formatShortDate(v.receipt_date, timeZone), time: v.receipt_time })}
                </strong>
              </p>
              <Muted>
                {[formatEuro(v.amount), v.original_name, t('engagement.formWin.sentAt', { when: formatDateTime(v.created_at, timeZone) })]
                  .filter(Boolean)
                  .join(' · ')}
              </Muted>
            </div>
            <Badge $tone={TONE[v.status]}>{t(`engagement.formWin.status.${v.status}`)}</Badge>
          </Item>
        ))}
      </List>
    </section>
  );
}
