import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatLongDate } from '../../../shared/format.js';
import type { PointsPage } from '../../api/orders.js';
import { useTimeZone } from '../../stores/config.js';
import { pointsText } from '../../../ui/points-text.js';

const Note = styled.p`
  margin: 8px 0 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.95rem;
`;

/** "300 punti scadono il 31 dicembre 2026": the points that expire next and their last day; nothing when none will. */
export function NextExpiry({ next }: { next: PointsPage['next_expiry'] | undefined }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  if (!next || next.points <= 0) return null;
  return (
    <Note>{t('orders.pointsDetail.nextExpiry', { points: pointsText(t, next.points), date: formatLongDate(next.date, timeZone) })}</Note>
  );
}
