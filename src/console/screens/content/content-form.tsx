import { Suspense, useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { FORM_INVALID_MESSAGE } from '../../../shared/forms/messages.js';
import type { ContentKind, ContentRecord } from '../../../shared/types/generated/api/staff-content.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { RecordColumns } from '../../../ui/record-layout.js';
import { ErrorState, LoadingState } from '../../../ui/states.js';
import { TextField } from '../../../ui/text-field.js';
import { normalizeError } from '../../api/client.js';
import { VoucherCodesSlot } from '../../voucher-codes-slot.js';
import { ContentField, fromLocalInput, toLocalInput } from './content-fields.js';
import { KIND_UI, type FormValues } from './content-kinds-ui.js';
import { ContentPreview } from './content-preview.js';
import { useContentItem, useDeleteContent, useSaveContent, useSetActive } from './content-queries.js';
import { StatusBadge } from './content-status.js';
import { schemaErrors } from './content-validation.js';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 8px 0 16px;
`;

const Schedule = styled.fieldset`
  margin: 0 0 16px;
  padding: 12px 16px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
  label.switch {
    display: flex;
    gap: 8px;
    align-items: center;
    min-height: 44px;
    margin-bottom: 12px;
    font-weight: 600;
  }
`;

/** The server's refusal per field ("values.title" → "title"), so each reason shows under its field. */
export function fieldErrors(error: unknown): Record<string, string> {
  const details = (normalizeError(error).data as { details?: { field: string; message: string }[] } | undefined)?.details ?? [];
  return Object.fromEntries(details.map((d) => [d.field.replace(/^values\./, '').split('.')[0] ?? d.field, d.message]));
}

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
  // The schema's own refusals, found before sending; then the server's, which checks the same schema and more.
  const [checked, setChecked] = useState<Record<string, string>>({});
  const errors = { ...(save.isError ? fieldErrors(save.error) : {}), ...checked };
  const set = (name: string, value: unknown) => {
    setSaved(null);
    setValues((v) => ({ ...v, [name]: value }));
  };
  // After switching off or on, the form's own switch follows what was stored.
  useEffect(() => {
    if (setActive.data) setValues((v) => ({ ...v, active: setActive.data.values['active'] }));
  }, [setActive.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await schemaErrors(kind, values);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      { id: current?.id ?? null, revision: current?.revision ?? 1, values },
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
        <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="content-form-title">
          {ui.fields.map((field) => (
            <ContentField
              key={field.name}
              alias={alias}
              field={field}
              values={values}
              set={set}
              error={errors[field.name]}
              image={current?.image ?? null}
            />
          ))}
          <Schedule>
            <legend>Pubblicazione</legend>
            <label className="switch">
              <input type="checkbox" checked={values['active'] === true} onChange={(e) => set('active', e.target.checked)} />
              Acceso (i clienti lo vedono nelle date indicate)
            </label>
            <TextField
              label="Pubblica dal"
              hint="Vuoto: subito. Ora del tuo computer."
              type="datetime-local"
              value={toLocalInput(values['publish_from'] as string | null)}
              onChange={(e) => set('publish_from', fromLocalInput(e.target.value))}
              error={errors['publish_from'] ?? null}
            />
            <TextField
              label="Pubblica fino al"
              hint="Vuoto: senza scadenza."
              type="datetime-local"
              value={toLocalInput(values['publish_until'] as string | null)}
              onChange={(e) => set('publish_until', fromLocalInput(e.target.value))}
              error={errors['publish_until'] ?? null}
            />
          </Schedule>
          {Object.keys(checked).length > 0 ? <Alert tone="error">{FORM_INVALID_MESSAGE}: li trovi indicati sotto ciascuno.</Alert> : null}
          {save.isError ? <Alert tone="error">{normalizeError(save.error).message}</Alert> : null}
          {saved ? (
            <p role="status">
              <strong>{saved}</strong>
            </p>
          ) : null}
          <Button type="submit" variant="primary" loading={save.isPending}>
            {current ? 'Salva le modifiche' : 'Crea'}
          </Button>
        </form>
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
