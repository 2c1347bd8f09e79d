import { useState } from 'react';
import { formatDateTime } from '../../../shared/format.js';
import type { ApiKey } from '../../../shared/types/generated/api/staff-apikeys.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { RowsTable, type DataColumn } from '../../../ui/data-table.js';
import { ConfirmModal } from '../../../ui/modal.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, ListSkeleton } from '../../../ui/states.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { SCOPE_HELP, useApiKeys, useRevokeApiKey } from './api-keys-queries.js';

const scopeLabel = (scope: ApiKey['scopes'][number]) => SCOPE_HELP.find((s) => s.scope === scope)?.label ?? scope;

const STATUS_TEXT: Record<ApiKey['status'], string> = { active: 'Attiva', expired: 'Scaduta', revoked: 'Revocata' };

function statusText(k: ApiKey, timeZone: string): string {
  if (k.status === 'revoked') return `Revocata il ${formatDateTime(k.revokedAt, timeZone)}`;
  if (k.status === 'expired') return `Scaduta il ${formatDateTime(k.expiresAt, timeZone)}`;
  return k.expiresAt ? `Attiva fino al ${formatDateTime(k.expiresAt, timeZone)}` : `${STATUS_TEXT.active}, senza scadenza`;
}

function columnsIn(timeZone: string, onRevoke: (k: ApiKey) => void): readonly DataColumn<ApiKey>[] {
  return [
    { key: 'name', header: 'Nome', rowHeader: true, cell: (k) => k.name },
    { key: 'hint', header: 'Finisce con', cell: (k) => <code>…{k.hint}</code> },
    { key: 'scopes', header: 'Permessi', cell: (k) => k.scopes.map(scopeLabel).join(', ') },
    { key: 'status', header: 'Stato', cell: (k) => statusText(k, timeZone) },
    {
      key: 'created',
      header: 'Creata',
      cell: (k) => `${formatDateTime(k.createdAt, timeZone)} da ${k.createdBy}`,
      breakAnywhere: true,
    },
    {
      key: 'used',
      header: 'Ultimo uso',
      cell: (k) => (k.lastUsedAt ? `${formatDateTime(k.lastUsedAt, timeZone)} da ${k.lastUsedFrom ?? '?'}` : 'Mai usata'),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Azioni</span>,
      cell: (k) =>
        k.status === 'active' ? (
          <Button size="sm" onClick={() => onRevoke(k)} aria-label={`Revoca la chiave ${k.name}`}>
            Revoca
          </Button>
        ) : null,
    },
  ];
}

/** The tenant's keys, newest first, with their state; a live one can be revoked after a confirmation. */
export function ApiKeyList({ alias }: { alias: string }) {
  const timeZone = useTenantTimeZone();
  const keys = useApiKeys(alias);
  const revoke = useRevokeApiKey(alias);
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  const [revoked, setRevoked] = useState<string | null>(null);
  return (
    <section aria-labelledby="keys-title">
      <h3 id="keys-title">Chiavi dell’iniziativa</h3>
      {revoked && <Alert tone="success">Chiave «{revoked}» revocata: da ora ogni chiamata con essa è rifiutata.</Alert>}
      {revoke.error && <Alert tone="error">{revoke.error.message}</Alert>}
      <QueryView
        query={keys}
        pending={<ListSkeleton label="Caricamento delle chiavi API" />}
        errorTitle="Impossibile leggere le chiavi API"
        level={3}
      >
        {(data) => (
          <RowsTable
            caption="Chiavi API, dalla più recente"
            rows={data.data}
            rowKey={(k) => k.id}
            columns={columnsIn(timeZone, setConfirming)}
            empty={<EmptyState level={3} title="Nessuna chiave API finora" />}
          />
        )}
      </QueryView>
      <ConfirmModal
        open={confirming !== null}
        title={`Revocare la chiave «${confirming?.name ?? ''}»?`}
        cancelLabel="Non revocare"
        confirmLabel="Revoca la chiave"
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          const key = confirming!;
          setRevoked(null);
          revoke.mutate(key.id, { onSuccess: () => setRevoked(key.name) });
        }}
      >
        <p>Il sistema che la usa non potrà più chiamare l’API, subito e su ogni server. Non si può annullare: servirà una nuova chiave.</p>
      </ConfirmModal>
    </section>
  );
}
