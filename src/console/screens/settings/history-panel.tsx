import { useState } from 'react';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable } from '../../../ui/data-table.js';
import { normalizeError } from '../../api/client.js';
import { shownValue } from './field-origin.js';
import { useSettingsHistory, useUndoSettings } from './settings-queries.js';
import { formatShortDateTime } from '../../../shared/format.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

/** An override's value in the history: none means the tenant file's value applies. */
const overrideValue = (value: unknown) => (value === undefined ? 'valore del file' : shownValue(value));

/** The tenant's latest setting changes (console and `tenant set` alike) and one-click undo of the last. */
export function HistoryPanel({ alias, busy }: { alias: string; busy: boolean }) {
  const timeZone = useTenantTimeZone();
  const history = useSettingsHistory(alias);
  const undo = useUndoSettings(alias);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const rows = history.data ?? [];
  const runUndo = async () => {
    setMessage(null);
    try {
      const answer = await undo.mutateAsync();
      setMessage({ tone: 'success', text: `Annullata la modifica di ${answer.undone.path}: è tornato il valore di prima.` });
    } catch (error) {
      setMessage({ tone: 'error', text: normalizeError(error).message });
    }
  };
  return (
    <section aria-labelledby="history-title">
      <h3 id="history-title">Ultime modifiche</h3>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      {history.isError && <Alert tone="error">Non è stato possibile leggere le modifiche: {normalizeError(history.error).message}</Alert>}
      {rows.length === 0 && history.isSuccess ? (
        <p>Nessuna modifica: valgono i valori del file dell’iniziativa.</p>
      ) : (
        <DataTable
          caption="Modifiche delle impostazioni, dalla più recente"
          rows={rows}
          rowKey={(row) => String(row.id)}
          columns={[
            { key: 'path', rowHeader: true, header: 'Impostazione', cell: (row) => <code>{row.path}</code> },
            { key: 'change', header: 'Prima → dopo', cell: (row) => `${overrideValue(row.before)} → ${overrideValue(row.after)}` },
            { key: 'actor', header: 'Chi', cell: (row) => row.actor },
            { key: 'at', header: 'Quando', cell: (row) => formatShortDateTime(row.at, timeZone) },
          ]}
        />
      )}
      <Button variant="outline" onClick={runUndo} loading={undo.isPending} disabled={busy || rows.length === 0}>
        Annulla l’ultima modifica
      </Button>
    </section>
  );
}
