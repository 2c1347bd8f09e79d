import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { Endpoint } from '../../../shared/types/generated/api/staff-webhooks.js';
import { webhookEventLabel } from '../../../shared/webhook-events.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Badge } from '../../../ui/cards.js';
import { Modal } from '../../../ui/modal.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { EndpointForm } from './webhooks-form.js';
import { SecretOnce } from './webhooks-secret.js';
import { useDeleteWebhook, useEnableWebhook, usePingWebhook, useRotateSecret, useUpdateWebhook } from './webhooks-queries.js';

const Item = styled.li`
  display: grid;
  gap: 8px;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  background: ${({ theme }) => theme.colors.surface};
  h4 {
    margin: 0;
    overflow-wrap: anywhere;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

/** One endpoint: its state (and why it was disabled), its events, and what an operator does with it. */
export function EndpointItem({ alias, endpoint }: { alias: string; endpoint: Endpoint }) {
  const timeZone = useTenantTimeZone();
  const update = useUpdateWebhook(alias);
  const remove = useDeleteWebhook(alias);
  const rotate = useRotateSecret(alias);
  const enable = useEnableWebhook(alias);
  const ping = usePingWebhook(alias);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<'delete' | 'rotate' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const failed = [remove, rotate, enable, ping].find((m) => m.isError)?.error;
  const titleId = `webhook-${endpoint.id}-title`;

  return (
    <Item>
      <h4 id={titleId}>{endpoint.url}</h4>
      <p>
        {endpoint.enabled ? <Badge $tone="success">Attivo</Badge> : <Badge $tone="error">Disattivato</Badge>}{' '}
        {endpoint.enabled && endpoint.consecutiveFailures > 0 && (
          <span>
            {endpoint.consecutiveFailures} tentativi falliti di fila dal {formatDateTime(endpoint.failingSince!, timeZone)}
          </span>
        )}
      </p>
      {!endpoint.enabled && (
        <Alert tone="error">{endpoint.disabledReason ?? 'Disattivato'}. Gli eventi non gli vengono inviati finché non lo riattivi.</Alert>
      )}
      <p>Eventi: {endpoint.events.map(webhookEventLabel).join(', ')}</p>
      <Muted>
        Segreto che termina con {endpoint.secretHint} · aggiunto il {formatDateTime(endpoint.createdAt, timeZone)}
      </Muted>
      {secret && <SecretOnce url={endpoint.url} secret={secret} onDone={() => setSecret(null)} />}
      {said && <Alert tone="success">{said}</Alert>}
      {failed && <Alert tone="error">{failed.message}</Alert>}
      {editing ? (
        <EndpointForm
          id={`edit-${endpoint.id}`}
          initial={endpoint}
          submitLabel="Salva le modifiche"
          pending={update.isPending}
          error={update.error}
          onCancel={() => setEditing(false)}
          onSubmit={(body) =>
            update.mutate(
              { id: endpoint.id, body },
              {
                onSuccess: () => {
                  setEditing(false);
                  setSaid('Modifiche salvate');
                },
              },
            )
          }
        />
      ) : (
        <Actions>
          <Link to={String(endpoint.id)}>Registro degli invii</Link>
          {endpoint.enabled ? (
            <Button
              size="sm"
              loading={ping.isPending}
              onClick={() =>
                ping.mutate(endpoint.id, { onSuccess: () => setSaid('Evento di prova in coda: il registro ne mostra l’esito') })
              }
            >
              Invia evento di prova
            </Button>
          ) : (
            <Button
              size="sm"
              variant="primary"
              loading={enable.isPending}
              onClick={() => enable.mutate(endpoint.id, { onSuccess: () => setSaid('Webhook riattivato') })}
            >
              Riattiva
            </Button>
          )}
          <Button size="sm" onClick={() => setEditing(true)}>
            Modifica
          </Button>
          <Button size="sm" onClick={() => setConfirm('rotate')}>
            Nuovo segreto
          </Button>
          <Button size="sm" variant="outline" onClick={() => setConfirm('delete')}>
            Elimina
          </Button>
        </Actions>
      )}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm === 'delete' ? `Eliminare il webhook ${endpoint.url}?` : `Sostituire il segreto di ${endpoint.url}?`}
        actions={
          <>
            <Button onClick={() => setConfirm(null)}>Annulla</Button>
            <Button
              variant="primary"
              onClick={() => {
                const action = confirm;
                setConfirm(null);
                if (action === 'delete') remove.mutate(endpoint.id);
                else rotate.mutate(endpoint.id, { onSuccess: (answer) => setSecret(answer.secret) });
              }}
            >
              {confirm === 'delete' ? 'Elimina' : 'Sostituisci il segreto'}
            </Button>
          </>
        }
      >
        <p>
          {confirm === 'delete'
            ? 'Il suo registro degli invii viene eliminato e gli invii ancora in coda non partono.'
            : 'Da subito gli invii sono firmati con il nuovo segreto: il ricevitore deve usarlo per verificarli.'}
        </p>
      </Modal>
    </Item>
  );
}
