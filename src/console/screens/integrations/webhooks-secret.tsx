import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { copyOrSelect } from '../../../ui/copy-text.js';

const Secret = styled.output`
  display: block;
  margin: 8px 0 12px;
  padding: 10px 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.input}px;
  background: ${({ theme }) => theme.colors.background};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  overflow-wrap: anywhere;
  user-select: all;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
`;

/**
 * A signing secret, shown this once (the server never shows it again): the value, "Copia",
 * and what to do with it. "Ho copiato il segreto" puts it away.
 */
export function SecretOnce({ url, secret, onDone }: { url: string; secret: string; onDone: () => void }) {
  const ref = useRef<HTMLOutputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = async () => setCopied((await copyOrSelect(secret, ref.current)) ? 'yes' : 'no');
  return (
    <Alert tone="success">
      <strong>Segreto di firma di {url}</strong>
      <Secret ref={ref} aria-label="Segreto di firma">
        {secret}
      </Secret>
      <p>Copialo ora nel ricevitore: non verrà più mostrato. Serve a verificare l’intestazione webhook-signature di ogni invio.</p>
      <Row>
        <Button variant="primary" size="sm" onClick={() => void copy()}>
          Copia il segreto
        </Button>
        <Button size="sm" onClick={onDone}>
          Ho copiato il segreto
        </Button>
        <span role="status">
          {copied === 'yes'
            ? 'Segreto copiato negli appunti'
            : copied === 'no'
              ? 'Copia non riuscita: il segreto è selezionato, copialo a mano'
              : ''}
        </span>
      </Row>
    </Alert>
  );
}
