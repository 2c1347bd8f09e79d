import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { StaffPrize } from '../../../shared/types/generated/api/staff-catalog.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { BackLink } from '../../../ui/page.js';
import { RecordHeader } from '../../../ui/record-layout.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { ApiError } from '../../api/client.js';
import type { AreaProps } from '../../area-props.js';
import { StateBadge } from './catalog-bits.js';
import { useCategories, useDuplicatePrize, usePrize, useSetAvailability, useUpdatePrize } from './catalog-queries.js';
import { ImageManager } from './image-manager.js';
import { draftOf, type PrizeDraft } from './prize-draft.js';
import { PrizeForm } from './prize-form.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const Meta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Editor({ alias, prize, onReload }: { alias: string; prize: StaffPrize; onReload: () => Promise<unknown> }) {
  const timeZone = useTenantTimeZone();
  const navigate = useNavigate();
  const categories = useCategories(alias);
  const save = useUpdatePrize(alias, prize.id);
  const duplicate = useDuplicatePrize(alias, prize.id);
  const switcher = useSetAvailability(alias);
  // The draft stays through a failed save and through the pictures' changes (their new revision is the prize's).
  const [draft, setDraft] = useState<PrizeDraft>(() => draftOf(prize));
  const [saved, setSaved] = useState(false);
  const stale = save.error instanceof ApiError && save.error.status === 409 && !/codice/i.test(save.error.message);

  return (
    <Stack>
      <RecordHeader>
        <h2>
          {prize.name} <span className="visually-hidden">({prize.code})</span>
        </h2>
        <StateBadge available={prize.available} />
      </RecordHeader>
      <Tools>
        <Button
          loading={switcher.isPending}
          onClick={() =>
            switcher.mutate(
              { id: prize.id, available: !prize.available, revision: prize.revision },
              { onSuccess: (next) => setDraft((d) => ({ ...d, available: next.available })) },
            )
          }
        >
          {prize.available ? 'Spegni il premio' : 'Accendi il premio'}
        </Button>
        <Button
          loading={duplicate.isPending}
          onClick={() => duplicate.mutate(undefined, { onSuccess: (copy) => navigate(`../${copy.id}`, { relative: 'path' }) })}
        >
          Duplica
        </Button>
        <Meta>
          Codice {prize.code} · modificato il {formatDateTime(prize.updated_at, timeZone)}
        </Meta>
      </Tools>
      {(switcher.error ?? duplicate.error) && <Alert tone="error">{(switcher.error ?? duplicate.error)!.message}</Alert>}
      <Panel as="section" aria-labelledby="prize-data">
        <h3 id="prize-data">Dati del premio</h3>
        {saved && !save.isPending && !save.isError && <Alert tone="success">Modifiche salvate</Alert>}
        <PrizeForm
          draft={draft}
          onDraft={(next) => {
            setSaved(false);
            setDraft(next);
          }}
          tree={categories.data?.items ?? []}
          submitLabel="Salva le modifiche"
          saving={save.isPending}
          error={save.error}
          onSubmit={(body) =>
            save.mutate(
              { ...body, revision: prize.revision },
              {
                onSuccess: (next) => {
                  setDraft(draftOf(next));
                  setSaved(true);
                },
              },
            )
          }
        />
        {stale && (
          <p>
            Le tue modifiche sono ancora nel modulo: ricarica i dati del premio per vedere quelli attuali (scorte comprese), poi salva di
            nuovo.{' '}
            <Button size="sm" onClick={() => void onReload().then(() => save.reset())}>
              Ricarica i dati del premio
            </Button>
          </p>
        )}
      </Panel>
      <Panel>
        <ImageManager alias={alias} prize={prize} />
      </Panel>
    </Stack>
  );
}

/** One prize: its fields, on/off, duplicate, and its pictures. */
export function PrizePage({ alias }: AreaProps) {
  const id = Number(useParams().prizeId);
  const { state } = useLocation() as { state: { listSearch?: string } | null };
  const prize = usePrize(alias, id);
  const back = <BackLink to={`..${state?.listSearch ?? ''}`} label="Torna ai premi" />;
  return (
    <section aria-label="Premio">
      {back}
      <QueryView
        query={prize}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento del premio" />}
        errorTitle="Impossibile caricare il premio"
        notFound={<EmptyState title="Premio non trovato">Non esiste, o non è di questa iniziativa.</EmptyState>}
      >
        {(data) => <Editor key={data.id} alias={alias} prize={data} onReload={() => prize.refetch()} />}
      </QueryView>
    </section>
  );
}
