import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';
import { useDeleteDraft, usePublishVersion } from './regolamento-queries.js';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 24px;
`;

/**
 * A draft's two ways on, each confirmed first: publishing (which sends every customer to the
 * acceptance page at their next sign-in, so the dialog says so in as many words) or deleting it.
 */
export function DraftActions({ alias, version }: { alias: string; version: number }) {
  const publish = usePublishVersion(alias);
  const remove = useDeleteDraft(alias);
  const navigate = useNavigate();
  const [asking, setAsking] = useState<'publish' | 'delete' | null>(null);
  const close = () => {
    setAsking(null);
    publish.reset();
    remove.reset();
  };
  return (
    <>
      <Row>
        <Button variant="primary" onClick={() => setAsking('publish')}>
          {`Pubblica la versione ${version}`}
        </Button>
        <Button variant="outline" onClick={() => setAsking('delete')}>
          Elimina la bozza
        </Button>
      </Row>
      <Modal
        open={asking === 'publish'}
        onClose={close}
        title={`Pubblicare la versione ${version}?`}
        actions={
          <>
            <Button onClick={close}>Annulla</Button>
            <Button
              variant="primary"
              loading={publish.isPending}
              onClick={() => publish.mutate(version, { onSuccess: () => setAsking(null) })}
            >
              Pubblica
            </Button>
          </>
        }
      >
        <p>
          {`Da subito la versione ${version} diventa il regolamento in vigore e non si può più modificare né eliminare. `}
          <strong>Ogni cliente dovrà accettarla di nuovo al prossimo accesso</strong>: fino ad allora il portale gli mostra solo la pagina
          con le modifiche e il pulsante per accettarle.
        </p>
        {publish.isError && <Alert tone="error">{publish.error.message}</Alert>}
      </Modal>
      <Modal
        open={asking === 'delete'}
        onClose={close}
        title={`Eliminare la bozza della versione ${version}?`}
        actions={
          <>
            <Button onClick={close}>Annulla</Button>
            <Button
              variant="primary"
              loading={remove.isPending}
              onClick={() => remove.mutate(version, { onSuccess: () => void navigate('..') })}
            >
              Elimina
            </Button>
          </>
        }
      >
        <p>La bozza non è mai stata pubblicata: nessun cliente l’ha vista. Il numero di versione torna libero per la prossima.</p>
        {remove.isError && <Alert tone="error">{remove.error.message}</Alert>}
      </Modal>
    </>
  );
}
