import { useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Panel } from '../../../ui/cards.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, ListSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { EndpointForm } from './webhooks-form.js';
import { EndpointItem } from './webhooks-list.js';
import { WebhookLog } from './webhooks-log.js';
import { useCreateWebhook, useWebhooks } from './webhooks-queries.js';
import { SecretOnce } from './webhooks-secret.js';

/** Adding an endpoint: the form, then its secret this once. */
function NewEndpoint({ alias }: AreaProps) {
  const create = useCreateWebhook(alias);
  const [created, setCreated] = useState<{ url: string; secret: string } | null>(null);
  return (
    <section aria-labelledby="new-webhook-title">
      <h3 id="new-webhook-title">Aggiungi un webhook</h3>
      {created && <SecretOnce url={created.url} secret={created.secret} onDone={() => setCreated(null)} />}
      <EndpointForm
        id="new-webhook"
        submitLabel="Aggiungi il webhook"
        pending={create.isPending}
        error={create.error}
        onSubmit={(body, reset) =>
          create.mutate(body, {
            onSuccess: (answer) => {
              setCreated({ url: body.url, secret: answer.secret });
              reset();
            },
          })
        }
      />
    </section>
  );
}

function EndpointsPage({ alias }: AreaProps) {
  const endpoints = useWebhooks(alias);
  return (
    <Panel as="section" aria-labelledby="webhooks-title" style={{ padding: 24 }}>
      <h2 id="webhooks-title">Webhook</h2>
      <p style={{ maxWidth: '70ch' }}>
        Premia avvisa i sistemi dell’iniziativa (un gestionale, un partner logistico) a ogni evento scelto, con una richiesta POST firmata
        secondo lo standard Standard Webhooks. Un invio non riuscito viene ritentato per circa un giorno; dopo un giorno di errori il
        webhook viene disattivato e il referente avvisato per email.
      </p>
      <section aria-labelledby="webhook-list-title">
        <h3 id="webhook-list-title">Webhook dell’iniziativa</h3>
        <QueryView
          query={endpoints}
          pending={<ListSkeleton label="Caricamento dei webhook" />}
          errorTitle="Impossibile leggere i webhook"
          level={3}
          isEmpty={(data) => data.items.length === 0}
          empty={<EmptyState level={3} title="Nessun webhook: aggiungine uno qui sotto" />}
        >
          {(data) => (
            <ul style={{ display: 'grid', gap: 16, margin: '0 0 24px', padding: 0, listStyle: 'none' }}>
              {data.items.map((endpoint) => (
                <EndpointItem key={endpoint.id} alias={alias} endpoint={endpoint} />
              ))}
            </ul>
          )}
        </QueryView>
      </section>
      <NewEndpoint alias={alias} />
    </Panel>
  );
}

/** "Webhook" (operators): the tenant's endpoints at the root, one endpoint's delivery log under `:id`. */
export default function WebhooksScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<EndpointsPage alias={alias} />} />
      <Route path=":id" element={<WebhookLog alias={alias} />} />
    </Routes>
  );
}
