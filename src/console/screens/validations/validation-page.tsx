import { useParams } from 'react-router-dom';
import type { Validation } from '../../../shared/types/generated/api/staff-validations.js';
import { formatDateTime, formatEuro, formatShortDate } from '../../../shared/format.js';
import { Panel } from '../../../ui/cards.js';
import { FactList, RecordColumns, RecordHeader, RecordPage } from '../../../ui/record-layout.js';
import type { AreaProps } from '../../area-props.js';
import { ReceiptView } from './receipt-view.js';
import { customerName, StatusBadge } from './validation-bits.js';
import { ValidationDecision } from './validation-decision.js';
import { useValidation } from './validations-queries.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

function facts(v: Validation, timeZone: string): [string, string][] {
  return [
    ['Cliente', customerName(v.customer)],
    ['Azienda', v.customer.company ?? '—'],
    ['Data dello scontrino', formatShortDate(v.receiptDate, timeZone)],
    ['Ora', v.receiptTime],
    ['Importo', formatEuro(v.amount)],
    ['File inviato', v.originalName ?? '—'],
    ['Inviato il', formatDateTime(v.createdAt, timeZone)],
    ...(v.reviewedAt ? ([['Deciso il', `${formatDateTime(v.reviewedAt, timeZone)} da ${v.reviewedBy ?? '—'}`]] as [string, string][]) : []),
    ...(v.reason ? ([['Motivo del rifiuto', v.reason]] as [string, string][]) : []),
  ];
}

/** One receipt: shown inline beside what the customer declared, with the decision while it is pending. */
export function ValidationPage({ alias }: AreaProps) {
  const timeZone = useTenantTimeZone();
  const id = Number(useParams().id);
  const validation = useValidation(alias, id);
  return (
    <RecordPage
      backLabel="Torna alle convalide"
      query={validation}
      loadingLabel="Caricamento della convalida"
      errorTitle="Impossibile caricare la convalida"
      notFoundTitle="Convalida non trovata"
      notFoundText="Non esiste una convalida con questo numero in questa iniziativa."
    >
      {(v) => <ValidationRecord alias={alias} validation={v} timeZone={timeZone} />}
    </RecordPage>
  );
}

/** The validation once read. */
function ValidationRecord({ alias, validation: v, timeZone }: { alias: string; validation: Validation; timeZone: string }) {
  const description = `Scontrino di ${customerName(v.customer)} del ${formatShortDate(v.receiptDate, timeZone)} alle ${v.receiptTime}`;
  return (
    <article aria-labelledby="validation-title">
      <RecordHeader>
        <h2 id="validation-title">Convalida n. {v.id}</h2>
        <StatusBadge status={v.status} />
      </RecordHeader>
      <RecordColumns $min={360}>
        <Panel>
          <h3>Dati dichiarati</h3>
          <FactList facts={facts(v, timeZone)} />
          {v.status === 'pending' && <ValidationDecision alias={alias} validation={v} />}
        </Panel>
        <Panel>
          <h3>Scontrino</h3>
          <ReceiptView alias={alias} id={v.id} mime={v.mime} description={description} />
        </Panel>
      </RecordColumns>
    </article>
  );
}
