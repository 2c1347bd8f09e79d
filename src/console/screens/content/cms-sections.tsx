import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { CmsKey, CmsRecord } from '../../../shared/types/generated/api/staff-content.js';
import { formatDateTime } from '../../../shared/format.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { DataTable, type DataColumn } from '../../../ui/data-table.js';
import { QueryView } from '../../../ui/query-view.js';
import { ErrorState, LoadingState, RowsSkeleton } from '../../../ui/states.js';
import { normalizeError } from '../../api/client.js';
import { useCmsSection, useCmsSections, useSaveCms } from './content-queries.js';
import { CMS_UI, type FormValues } from './content-kinds-ui.js';
import { ContentSchemaForm } from './content-schema-form.js';
import { useContentSchema } from './content-schemas.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';

/** The portal's texts by section, in the words of the console. */
export const CMS_LABELS: Readonly<Record<CmsKey, string>> = {
  intro: 'Introduzione',
  home: 'Pagina iniziale',
  howItWorks: 'Come funziona',
  mechanics: 'Meccanica (/meccanica)',
  advantages: 'Vantaggi',
  authentication: 'Accesso',
  profile: 'Profilo',
  contact: 'Contatti',
  footer: 'Piè di pagina',
};

const columnsIn = (timeZone: string): DataColumn<CmsRecord>[] => [
  { key: 'section', header: 'Sezione', rowHeader: true, cell: (s) => <Link to={s.key}>{CMS_LABELS[s.key]}</Link> },
  { key: 'title', header: 'Titolo', breakAnywhere: true, cell: (s) => s.title || 'Vuota' },
  { key: 'updated', header: 'Modificata il', cell: (s) => (s.updated_at ? formatDateTime(s.updated_at, timeZone) : '—') },
];

/** Every CMS section of the tenant (the keys are fixed: they are edited, never created or deleted). */
export function CmsList({ alias }: { alias: string }) {
  const timeZone = useTenantTimeZone();
  const list = useCmsSections(alias);
  return (
    <section aria-labelledby="cms-title">
      <h3 id="cms-title">Sezioni del sito</h3>
      <QueryView
        query={list}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento delle sezioni" />}
        errorTitle="Impossibile caricare le sezioni"
        level={3}
      >
        {(data) => (
          <DataTable caption="Sezioni del sito" hideCaption columns={columnsIn(timeZone)} rows={data.items} rowKey={(s) => s.key} />
        )}
      </QueryView>
    </section>
  );
}

export function CmsForm({ alias }: { alias: string }) {
  const key = useParams().key as CmsKey;
  const section = useCmsSection(alias, key);
  if (!(key in CMS_LABELS)) return <ErrorState title="Sezione non trovata" level={3} />;
  return (
    <QueryView
      query={section}
      pending={<LoadingState label="Caricamento della sezione…" />}
      errorTitle="Impossibile aprire la sezione"
      level={3}
    >
      {(record) => <CmsEditor key={key} alias={alias} record={record} />}
    </QueryView>
  );
}

function CmsEditor({ alias, record }: { alias: string; record: CmsRecord }) {
  const [values, setValues] = useState<FormValues>({ title: record.title, body_html: record.body_html });
  const save = useSaveCms(alias, record.key);
  const current = save.data ?? record;
  const form = useContentSchema('cms');
  const submit = (checked: FormValues) =>
    save.mutate({ revision: current.revision, title: String(checked['title']), body_html: String(checked['body_html']) });
  return (
    <section aria-labelledby="cms-form-title">
      <p>
        <Link to=".." relative="path">
          Torna alle sezioni
        </Link>
      </p>
      <h3 id="cms-form-title">{CMS_LABELS[record.key]}</h3>
      {form.compiled ? (
        <ContentSchemaForm
          id="cms"
          compiled={form.compiled}
          uiSchema={CMS_UI}
          values={values}
          onChange={setValues}
          onSubmit={submit}
          saveError={save.error}
          alias={alias}
          image={null}
        >
          {save.isError ? <Alert tone="error">{normalizeError(save.error).message}</Alert> : null}
          {save.isSuccess ? (
            <p role="status">
              <strong>Salvato: i clienti vedono il nuovo testo al prossimo caricamento.</strong>
            </p>
          ) : null}
          <Button type="submit" variant="primary" loading={save.isPending}>
            Salva
          </Button>
        </ContentSchemaForm>
      ) : form.failed ? (
        <ErrorState title="Impossibile aprire il modulo" level={3} message="Ricarica la pagina." />
      ) : (
        <LoadingState label="Caricamento del modulo…" />
      )}
    </section>
  );
}
