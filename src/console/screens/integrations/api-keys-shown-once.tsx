import { useRef, useState } from 'react';
import styled from 'styled-components';
import type { CreatedApiKey } from '../../../shared/types/generated/api/staff-apikeys.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { copyOrSelect } from '../../../ui/copy-text.js';

const Box = styled.section`
  margin: 0 0 24px;
  padding: 16px;
  border: 2px solid ${({ theme }) => theme.colors.primary};
  border-radius: 8px;
  code {
    display: block;
    margin: 8px 0 12px;
    padding: 8px;
    overflow-wrap: anywhere;
    font-size: 1rem;
    background: ${({ theme }) => theme.colors.background};
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`;

/**
 * The new key, this once: the server keeps only its hash, so closing this box loses it for
 * good. Copy puts it on the clipboard; where the browser refuses, the text can be selected.
 */
export function ShownOnce({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const [copy, setCopy] = useState<'idle' | 'done' | 'failed'>('idle');
  const keyRef = useRef<HTMLElement>(null);
  const copyKey = async () => setCopy((await copyOrSelect(created.key, keyRef.current)) ? 'done' : 'failed');
  return (
    <Box aria-labelledby="shown-once-title">
      <h3 id="shown-once-title">Chiave «{created.apiKey.name}» creata</h3>
      <Alert tone="info">
        Copia la chiave adesso e consegnala al sistema che la userà: è mostrata solo questa volta. Premia ne conserva soltanto un’impronta e
        non potrà mostrartela di nuovo; se la perdi, revocala e creane un’altra.
      </Alert>
      <code ref={keyRef} aria-label="La nuova chiave API">
        {created.key}
      </code>
      <div className="actions">
        <Button variant="primary" onClick={() => void copyKey()}>
          Copia la chiave
        </Button>
        <Button onClick={onDone}>Ho salvato la chiave</Button>
      </div>
      <p role="status">
        {copy === 'done' && 'Chiave copiata negli appunti.'}
        {copy === 'failed' && 'Il browser non consente di copiare: seleziona la chiave e copiala a mano.'}
      </p>
    </Box>
  );
}
