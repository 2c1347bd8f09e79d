import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { usePoints } from '../../queries/orders.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { formatDateTime, formatPointsDelta } from '../../../shared/format.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { Pagination } from '../../../ui/pagination.js';
import { pointsText } from '../../../ui/points-text.js';
import { ErrorState, RowsSkeleton, Skeleton } from '../../../ui/states.js';
import { Card, CardTitle, Page, PageTitle } from './styles.js';
import { useTimeZone } from '../../stores/config.js';
import { NextExpiry } from './next-expiry.js';

const Balance = styled(Card)`
  margin-bottom: 24px;
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    display: block;
    min-height: 1.2em;
    font-size: clamp(1.8rem, 5vw, 2.4rem);
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: 12px 8px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  .amount {
    text-align: right;
    white-space: nowrap;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      padding: 10px 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    td {
      padding: 2px 0;
      border: 0;
    }
    td:first-child {
      grid-column: 1 / -1;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.9rem;
    }
  }
`;

const Amount = styled.td<{ $amount: number }>`
  color: ${({ theme, $amount }) => ($amount > 0 ? theme.colors.success : $amount < 0 ? theme.colors.error : theme.colors.text)};
`;

const Kind = styled.span`
  display: block;
  font-weight: 600;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * /dettaglio-punti: the balance and the ledger behind it (GET points?page=n): credits, order
 * debits and reversals with their reason, newest first, dates and points in Italian format.
 */
export default function PointsDetailScreen({ title }: ScreenProps) {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const points = usePoints(page);
  // The balance and the movements shown stay while another page loads (marked busy).
  const data = points.data ?? null;
  const rows = data?.data ?? null;
  return (
    <Container>
      <Page aria-labelledby="points-title">
        <PageTitle id="points-title">{t(title)}</PageTitle>
        {points.isError ? (
          <ErrorState message={points.error.message || t('errors.unknown')} onRetry={() => void points.refetch()} />
        ) : (
          <>
            <Balance as="section" aria-labelledby="points-balance">
              <p id="points-balance">{t('orders.pointsDetail.balance')}</p>
              <strong>{data ? pointsText(t, data.balance) : <Skeleton $w="8em" $h="1.2em" />}</strong>
              <NextExpiry next={data?.next_expiry} />
            </Balance>
            <Card as="section" aria-labelledby="points-movements" aria-busy={points.isPlaceholderData || undefined}>
              <CardTitle id="points-movements">{t('orders.pointsDetail.movements')}</CardTitle>
              {!rows && <RowsSkeleton count={4} thumb={false} />}
              {rows && rows.length === 0 && <Muted>{t('orders.pointsDetail.empty')}</Muted>}
              {rows && rows.length > 0 && (
                <Table>
                  <caption className="visually-hidden">{t('orders.pointsDetail.caption', { page, last: data?.last_page ?? 1 })}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('orders.pointsDetail.date')}</th>
                      <th scope="col">{t('orders.pointsDetail.description')}</th>
                      <th scope="col" className="amount">
                        {t('orders.pointsDetail.points')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row) => (
                      <tr key={row.id}>
                        <td>
                          <time dateTime={row.date}>{formatDateTime(row.date, timeZone)}</time>
                        </td>
                        <td>
                          <Kind>{t(`orders.pointsDetail.kind.${row.kind}`)}</Kind>
                          {row.reason}
                        </td>
                        <Amount className="amount" $amount={row.amount}>
                          {formatPointsDelta(row.amount)}
                        </Amount>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
              {data && <Pagination page={page} lastPage={data.last_page} label={t('orders.pointsDetail.pager')} />}
            </Card>
          </>
        )}
      </Page>
    </Container>
  );
}
