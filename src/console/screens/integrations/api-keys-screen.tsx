import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { ApiKeyForm } from './api-keys-form.js';
import { ApiKeyList } from './api-keys-list.js';

/** "Chiavi API" (operators): keys for the partner API, created here and shown once, then listed and revoked. */
export default function ApiKeysScreen({ alias }: AreaProps) {
  return (
    <Panel as="section" aria-labelledby="api-keys-title" style={{ padding: 24 }}>
      <h2 id="api-keys-title">Chiavi API</h2>
      <p>
        Le chiavi permettono ai sistemi dell’operatore e dei partner (gestionale, corriere) di usare l’API partner di questa iniziativa.
        Ogni chiave ha un nome, i permessi che le servono e, se vuoi, una scadenza.
      </p>
      <ApiKeyForm alias={alias} />
      <ApiKeyList alias={alias} />
    </Panel>
  );
}
