import { useState } from 'react';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable } from '../../../ui/data-table.js';
import { normalizeError } from '../../api/client.js';
import { useSettingsHistory, useUndoSettings } from './settings-queries.js';
import { formatShortDateTime } from '../../../shared/format.js';
import { settingLabel, settingValue } from '../../../shared/settings/setting-labels.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

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
      setMessage({
        tone: 'success',
        text: `Annullata la modifica di «${settingLabel(answer.undone.path)}»: è tornato il valore di prima.`,
      });
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
            { key: 'path', rowHeader: true, header: 'Impostazione', cell: (row) => settingLabel(row.path) },
            {
              key: 'change',
              header: 'Prima → dopo',
              cell: (row) => `${settingValue(row.path, row.before)} → ${settingValue(row.path, row.after)}`,
            },
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
