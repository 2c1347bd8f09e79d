import { Suspense, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ContentKind, ContentRecord } from '../../../shared/types/generated/api/staff-content.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { RecordColumns } from '../../../ui/record-layout.js';
import { ErrorState, LoadingState } from '../../../ui/states.js';
import { normalizeError } from '../../api/client.js';
import { VoucherCodesSlot } from '../../voucher-codes-slot.js';
import { KIND_UI, type FormValues } from './content-kinds-ui.js';
import { ContentPreview } from './content-preview.js';
import { useContentItem, useDeleteContent, useSaveContent, useSetActive } from './content-queries.js';
import { StatusBadge } from './content-status.js';
import { ContentSchemaForm } from './content-schema-form.js';
import { useContentSchema } from './content-schemas.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 16px;
`;

/** The content form of one kind: new at `nuovo`, else the item `:id`; the preview frames the saved item. */
export function ContentForm({ alias, kind }: { alias: string; kind: ContentKind }) {
  const { id: idParam } = useParams();
  const id = idParam && idParam !== 'nuovo' ? Number(idParam) : null;
  const item = useContentItem(alias, kind, id);
  // A new item's page opens with the confirmation of the save that created it.
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  if (id !== null && item.isPending) return <LoadingState label="Caricamento del contenuto…" />;
  if (id !== null && item.isError)
    return (
      <ErrorState
        title="Impossibile aprire il contenuto"
        level={3}
        message={normalizeError(item.error).message}
        onRetry={() => void item.refetch()}
      />
    );
  return <Editor key={id ?? 'nuovo'} alias={alias} kind={kind} record={item.data ?? null} created={created} />;
}

function Editor({ alias, kind, record, created }: { alias: string; kind: ContentKind; record: ContentRecord | null; created: boolean }) {
  const ui = KIND_UI[kind];
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => (record ? { ...ui.empty, ...record.values } : { ...ui.empty }));
  const [saved, setSaved] = useState<string | null>(created ? 'Salvato.' : null);
  const save = useSaveContent(alias, kind);
  const current = save.data?.id === record?.id && save.data ? save.data : record;
  const setActive = useSetActive(alias, kind, current?.id ?? 0);
  const remove = useDeleteContent(alias, kind, current?.id ?? 0);
  const form = useContentSchema(kind);
  const change = (next: FormValues) => {
    setSaved(null);
    setValues(next);
  };
  // After switching off or on, the form's own switch follows what was stored.
  useEffect(() => {
    if (setActive.data) setValues((v) => ({ ...v, active: setActive.data.values['active'] }));
  }, [setActive.data]);

  const submit = (checked: FormValues) => {
    save.mutate(
      { id: current?.id ?? null, revision: current?.revision ?? 1, values: checked },
      {
        onSuccess: (stored) => {
          setSaved('Salvato.');
          if (!current) void navigate(`../${stored.id}`, { replace: true, relative: 'path', state: { created: true } });
        },
      },
    );
  };
  const toggle = () => {
    if (current) setActive.mutate({ active: current.status === 'off', revision: (setActive.data ?? current).revision });
  };
  const shown = setActive.data ?? current;
  const title = String(values['title'] ?? values['name'] ?? '');

  return (
    <section aria-labelledby="content-form-title">
      <p>
        <Link to=".." relative="path">
          {ui.backLabel}
        </Link>
      </p>
      <h3 id="content-form-title">{current ? title || ui.label : ui.newLabel}</h3>
      {shown ? (
        <p>
          Stato:{' '}
          <StatusBadge
            item={{
              status: shown.status,
              publish_from: shown.values['publish_from'] as string | null,
              publish_until: shown.values['publish_until'] as string | null,
            }}
          />
        </p>
      ) : null}
      {shown ? (
        <Actions>
          <Button variant="outline" size="sm" onClick={toggle} loading={setActive.isPending}>
            {shown.status === 'off' ? 'Riaccendi' : 'Spegni'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            loading={remove.isPending}
            onClick={() => {
              if (!window.confirm(`Eliminare «${title}»? Non si può annullare.`)) return;
              remove.mutate(shown.revision, { onSuccess: () => void navigate('..', { relative: 'path' }) });
            }}
          >
            Elimina
          </Button>
        </Actions>
      ) : null}
      {setActive.isError ? <Alert tone="error">{normalizeError(setActive.error).message}</Alert> : null}
      {remove.isError ? <Alert tone="error">{normalizeError(remove.error).message}</Alert> : null}
      <RecordColumns $min={420}>
        {form.compiled ? (
          <ContentSchemaForm
            id={kind}
            compiled={form.compiled}
            uiSchema={ui.uiSchema}
            values={values}
            onChange={change}
            onSubmit={submit}
            saveError={save.error}
            alias={alias}
            image={current?.image ?? null}
          >
            {save.isError ? <Alert tone="error">{normalizeError(save.error).message}</Alert> : null}
            {saved ? (
              <p role="status">
                <strong>{saved}</strong>
              </p>
            ) : null}
            <Button type="submit" variant="primary" loading={save.isPending}>
              {current ? 'Salva le modifiche' : 'Crea'}
            </Button>
          </ContentSchemaForm>
        ) : form.failed ? (
          <ErrorState title="Impossibile aprire il modulo" level={3} message="Ricarica la pagina." />
        ) : (
          <LoadingState label="Caricamento del modulo…" />
        )}
        {current ? <ContentPreview alias={alias} path={ui.portalPath(current)} revision={current.revision} /> : null}
      </RecordColumns>
      {/* A voucher's own codes (imported from CSV, each handed out once): the voucher-codes area's panel. */}
      {kind === 'vouchers' && current ? (
        <Suspense fallback={<LoadingState label="Caricamento dei codici del buono…" />}>
          <VoucherCodesSlot alias={alias} voucherId={current.id} />
        </Suspense>
      ) : null}
    </section>
  );
}
