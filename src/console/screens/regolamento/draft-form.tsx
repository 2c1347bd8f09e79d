import { Suspense, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { formatFileSize } from '../../../shared/format.js';
import { CHANGES_MAX_LENGTH, DRAFT_MESSAGES } from '../../../shared/regolamento-draft.js';
import type { DraftBody } from '../../../shared/types/generated/api/staff-regolamento.js';
import type { UploadedBrandAsset } from '../../../shared/types/generated/api/staff-settings.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { choiceGroup } from '../../../ui/choice-group.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { BackLink } from '../../../ui/page.js';
import { LoadingState } from '../../../ui/states.js';
import { TextArea } from '../../../ui/text-area.js';
import { normalizeError } from '../../api/client.js';
import type { AreaProps } from '../../area-props.js';
import { RichTextEditorSlot } from '../../rich-text-editor-slot.js';
import { useCanEdit } from './regolamento-bits.js';
import { useCreateDraft, useUploadPdf } from './regolamento-queries.js';

const Form = styled(Panel).attrs({ as: 'form' })`
  display: grid;
  gap: 8px;
  max-width: 860px;
  padding: 24px;
  ${choiceGroup}
  h2 {
    margin: 0 0 8px;
  }
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

type Errors = Partial<Record<'html' | 'file' | 'changes', string>>;

interface Draft {
  format: DraftBody['format'];
  html: string;
  file: UploadedBrandAsset | null;
  fileName: File | null;
  changes: string;
}

/** The server's checks, said beside each field before anything is sent. */
function check(d: Draft): Errors {
  const errors: Errors = {};
  if (!d.changes.trim()) errors.changes = DRAFT_MESSAGES.changesMissing;
  if (d.format === 'html' && !d.html) errors.html = DRAFT_MESSAGES.textMissing;
  if (d.format === 'pdf' && !d.file) errors.file = DRAFT_MESSAGES.fileMissing;
  return errors;
}

/** The server's refusal per field (400 details), so each reason shows under its field. */
function serverErrors(error: unknown): Errors {
  const details = (normalizeError(error).data as { details?: { field?: string; message?: string }[] } | undefined)?.details ?? [];
  return Object.fromEntries(details.filter((d) => d.field && d.message).map((d) => [d.field, d.message])) as Errors;
}

/**
 * The next version, as a draft: rich text written here or a PDF (uploaded as soon as it is
 * chosen, checked by its content), with the summary of changes customers read before accepting.
 */
export function DraftForm({ alias }: AreaProps) {
  const canEdit = useCanEdit();
  const navigate = useNavigate();
  const create = useCreateDraft(alias);
  const upload = useUploadPdf(alias);
  const [draft, setDraft] = useState<Draft>({ format: 'html', html: '', file: null, fileName: null, changes: '' });
  const [checked, setChecked] = useState<Errors>({});
  if (canEdit === undefined) return <LoadingState label="Caricamento in corso" />;
  if (!canEdit) return <Navigate to=".." replace />;

  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setChecked((c) => ({ ...c, ...Object.fromEntries(Object.keys(patch).map((k) => [k === 'fileName' ? 'file' : k, undefined])) }));
  };
  const errors: Errors = { ...(create.isError ? serverErrors(create.error) : {}), ...checked };
  const uploadError = upload.isError ? normalizeError(upload.error).message : null;
  const generalError = create.isError && Object.keys(serverErrors(create.error)).length === 0 ? create.error.message : null;

  const choose = (file: File | null) => {
    set({ fileName: file, file: null });
    if (file) upload.mutate(file, { onSuccess: (answer) => set({ file: answer }) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(draft);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    const body: DraftBody =
      draft.format === 'html'
        ? { format: 'html', html: draft.html, changes: draft.changes.trim() }
        : { format: 'pdf', file: draft.file!.ref, changes: draft.changes.trim() };
    create.mutate(body, { onSuccess: (v) => void navigate(`../${v.version}`) });
  };

  return (
    <>
      <BackLink to=".." label="Torna alle versioni" />
      <Form onSubmit={submit} noValidate aria-labelledby="draft-title">
        <h2 id="draft-title">Nuova versione del regolamento</h2>
        <Muted>Resta una bozza, che i clienti non vedono, finché non la pubblichi.</Muted>
        <fieldset>
          <legend>Documento</legend>
          <label>
            <input type="radio" name="format" checked={draft.format === 'html'} onChange={() => set({ format: 'html' })} />
            Testo scritto qui
          </label>
          <label>
            <input type="radio" name="format" checked={draft.format === 'pdf'} onChange={() => set({ format: 'pdf' })} />
            File PDF
          </label>
        </fieldset>
        {draft.format === 'html' ? (
          <Suspense fallback={<LoadingState label="Caricamento dell’editor" />}>
            <RichTextEditorSlot label="Testo del regolamento" value={draft.html} onChange={(html) => set({ html })} error={errors.html} />
          </Suspense>
        ) : (
          <>
            <FileDrop
              label="Scegli il PDF"
              hint="PDF, al massimo 10 MB. L’impronta registrata è quella del file stesso."
              accept=".pdf,application/pdf"
              file={draft.fileName}
              disabled={upload.isPending}
              error={uploadError ?? errors.file}
              onFile={choose}
            />
            {upload.isPending && <p role="status">Caricamento del file…</p>}
            {draft.file && <p role="status">{`PDF caricato (${formatFileSize(draft.file.size)}).`}</p>}
          </>
        )}
        <TextArea
          label="Che cosa cambia"
          hint="Testo semplice: i clienti lo leggono nella pagina di accettazione, prima del link al documento completo."
          value={draft.changes}
          maxLength={CHANGES_MAX_LENGTH}
          error={errors.changes}
          onChange={(e) => set({ changes: e.target.value })}
        />
        {generalError && <Alert tone="error">{generalError}</Alert>}
        <div>
          <Button type="submit" variant="primary" loading={create.isPending} disabled={upload.isPending}>
            Salva la bozza
          </Button>
        </div>
      </Form>
    </>
  );
}
