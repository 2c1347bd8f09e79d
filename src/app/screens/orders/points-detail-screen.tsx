import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { getPoints, type PointsPage } from '../../api/orders.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Container } from '../../../ui/container.js';
import { formatDateTime, formatPointsDelta } from '../../../shared/format.js';
import { pageFromParams } from '../../../ui/page-param.js';
import { LoadError } from './load-error.js';
import { Pagination } from '../../../ui/pagination.js';
import { pointsText } from '../../../ui/points-text.js';
import { Bone, ListSkeleton } from './skeleton.js';
import { Card, CardTitle, Page, PageTitle } from './styles.js';

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

type State = { status: 'loading'; data: PointsPage | null; error: null } | { status: 'ready'; data: PointsPage; error: null } | { status: 'error'; data: null; error: string };

/**
 * /dettaglio-punti: the balance and the ledger behind it (GET points?page=n): credits, order
 * debits and reversals with their reason, newest first, dates and points in Italian format.
 */
export default function PointsDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const page = pageFromParams(search);
  const [state, setState] = useState<State>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    // The balance stays while another page of movements loads.
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    getPoints(page).then(
      (data) => live && setState({ status: 'ready', data, error: null }),
      (e: unknown) => live && setState({ status: 'error', data: null, error: e instanceof Error ? e.message : t('errors.unknown') }),
    );
    return () => {
      live = false;
    };
  }, [page, attempt, t]);

  const data = state.data;
  const rows = state.status === 'ready' ? state.data.data : null;
  return (
    <Container>
      <Page aria-labelledby="points-title">
        <PageTitle id="points-title">{t(title)}</PageTitle>
        {state.status === 'error' ? (
          <LoadError message={state.error} onRetry={() => setAttempt((n) => n + 1)} />
        ) : (
          <>
            <Balance as="section" aria-labelledby="points-balance">
              <p id="points-balance">{t('orders.pointsDetail.balance')}</p>
              <strong>{data ? pointsText(t, data.balance) : <Bone $w="8em" $h="1.2em" />}</strong>
            </Balance>
            <Card as="section" aria-labelledby="points-movements">
              <CardTitle id="points-movements">{t('orders.pointsDetail.movements')}</CardTitle>
              {!rows && <ListSkeleton rows={4} thumb={false} />}
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
                          <time dateTime={row.date}>{formatDateTime(row.date)}</time>
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
