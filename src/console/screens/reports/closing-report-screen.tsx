import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { figureLines, periodText } from '../../../shared/closing-report-figures.js';
import { formatNumber, formatShortDate } from '../../../shared/format.js';
import { dayIn, isCalendarDay } from '../../../shared/programme.js';
import type { ClosingDelivery } from '../../../shared/types/generated/api/staff-reports.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { LoadingState } from '../../../ui/states.js';
import { TextField } from '../../../ui/text-field.js';
import type { AreaProps } from '../../area-props.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { useClosingReport, useReportDownload, type Period } from './report-queries.js';

const Screen = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 20px;
  h2,
  h3 {
    margin: 0;
  }
`;

const PeriodForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 12px 16px;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 6px 16px;
  margin: 0;
  dt.section {
    grid-column: 1 / -1;
    font-weight: 700;
    margin-top: 10px;
  }
  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** The deliveries the screen lists; the CSV and the PDF carry them all. */
const SHOWN_DELIVERIES = 100;

/** From 1 January of the tenant's year to today, unless the address names a period. */
function periodOf(params: URLSearchParams, today: string): Period {
  const from = params.get('dal');
  const to = params.get('al');
  return from && to && isCalendarDay(from) && isCalendarDay(to) ? { from, to } : { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * Rendiconto: the closing report of any period, as the operator files it with the closing
 * declaration of the operazione a premio; the period lives in the address (dal, al).
 */
export default function ClosingReportScreen({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const [params, setParams] = useSearchParams();
  const period = periodOf(params, dayIn(new Date(), timeZone));
  const [draft, setDraft] = useState<Period>(period);
  const [error, setError] = useState<string | null>(null);
  const report = useClosingReport(alias, period);
  const download = useReportDownload(alias);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCalendarDay(draft.from) || !isCalendarDay(draft.to)) return setError('Indica entrambe le date del periodo');
    if (draft.from > draft.to) return setError('La data di inizio è dopo quella di fine');
    setError(null);
    setParams({ dal: draft.from, al: draft.to });
  };

  const columns: DataColumn<ClosingDelivery>[] = [
    { key: 'order', header: 'Ordine', rowHeader: true, cell: (d) => d.orderNumber },
    { key: 'requested', header: 'Richiesto il', cell: (d) => formatShortDate(d.requestedAt, timeZone) },
    { key: 'due', header: 'Scadenza', cell: (d) => formatShortDate(d.dueDate, timeZone) },
    { key: 'delivered', header: 'Consegnato il', cell: (d) => formatShortDate(d.deliveredOn, timeZone) },
    { key: 'prizes', header: 'Pezzi', align: 'end', cell: (d) => formatNumber(d.prizes) },
    { key: 'late', header: 'Puntualità', cell: (d) => (d.late ? 'In ritardo' : 'Nei tempi') },
  ];

  return (
    <Screen aria-labelledby="report-title">
      <h2 id="report-title">Rendiconto di chiusura</h2>
      <PeriodForm onSubmit={submit} noValidate aria-label="Periodo del rendiconto">
        <TextField label="Dal" type="date" value={draft.from} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        <TextField label="Al" type="date" value={draft.to} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        <Button type="submit" variant="primary" loading={report.isFetching}>
          Mostra
        </Button>
      </PeriodForm>
      {error && <Alert tone="error">{error}</Alert>}
      <QueryView query={report} pending={<LoadingState label="Calcolo del rendiconto…" />} errorTitle="Rendiconto non disponibile">
        {(r) => (
          <>
            <Panel aria-busy={report.isPlaceholderData}>
              <h3>
                {r.tenant.name}: {periodText(r)}
              </h3>
              {r.tenant.company && <p>{r.tenant.company}</p>}
              <Figures aria-label="Cifre del rendiconto">
                {figureLines(r).map((f, i, all) => (
                  <FigureRow key={f.label} section={all[i - 1]?.section === f.section ? null : f.section} label={f.label} value={f.text} />
                ))}
              </Figures>
              {r.prizes.outstanding.uncosted > 0 && (
                <Alert tone="info">
                  {formatNumber(r.prizes.outstanding.uncosted)} premi da consegnare non hanno un costo dichiarato: indicalo nel Catalogo
                  perché entrino nel valore e nella cauzione.
                </Alert>
              )}
            </Panel>
            <Actions>
              <Button
                onClick={() => download.mutate({ period, format: 'csv' })}
                loading={download.isPending && download.variables?.format === 'csv'}
              >
                Scarica CSV
              </Button>
              <Button
                onClick={() => download.mutate({ period, format: 'pdf' })}
                loading={download.isPending && download.variables?.format === 'pdf'}
              >
                Scarica PDF
              </Button>
            </Actions>
            {download.isError && <Alert tone="error">Download non riuscito: {download.error.message}</Alert>}
            <DataTable
              caption={`Consegne del periodo (${formatNumber(r.deliveries.length)})`}
              columns={columns}
              rows={r.deliveries.slice(0, SHOWN_DELIVERIES)}
              rowKey={(d) => d.orderNumber}
            />
            {r.deliveries.length > SHOWN_DELIVERIES && <p>Qui le prime {SHOWN_DELIVERIES}: l’elenco completo è nel CSV e nel PDF.</p>}
          </>
        )}
      </QueryView>
    </Screen>
  );
}

function FigureRow({ section, label, value }: { section: string | null; label: string; value: string }) {
  return (
    <>
      {section && <dt className="section">{section}</dt>}
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
