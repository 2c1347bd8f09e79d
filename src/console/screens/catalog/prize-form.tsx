import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import { blockEndsAsBreaks, looksLikeHtml } from '../../../shared/html-policy.js';
import type { PrizeBody, StaffCategory } from '../../../shared/types/generated/api/staff-catalog.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { sanitizeLabel } from '../../../ui/sanitize.js';
import { SelectField } from '../../../ui/select-field.js';
import { TextArea } from '../../../ui/text-area.js';
import { TextField } from '../../../ui/text-field.js';
import { CategoryOptions, CheckRow } from './catalog-bits.js';
import { bodyOf, checkDraft, serverErrors, type DraftErrors, type PrizeDraft } from './prize-draft.js';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 0 16px;
  align-items: start;
  > .wide {
    grid-column: 1 / -1;
  }
`;

const Preview = styled.div`
  margin: -8px 0 16px;
  padding: 12px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 4px;
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Plain text keeps the line breaks it was written with, as the portal shows it. */
const PlainText = styled.div`
  white-space: pre-line;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 8px;
`;

export interface PrizeFormProps {
  draft: PrizeDraft;
  onDraft: (draft: PrizeDraft) => void;
  tree: readonly StaffCategory[];
  submitLabel: string;
  saving: boolean;
  /** The last save's failure (kept until the next attempt): its message on top, its fields beside them. */
  error: Error | null;
  onSubmit: (body: PrizeBody) => void;
}

/**
 * The prize's fields. The draft lives in the page (a failed save loses nothing); the fields are
 * checked on submit with the contract's limits, each message beside its field, and the focus goes
 * to the first field to fix. What the server refuses comes back the same way.
 */
export function PrizeForm({ draft, onDraft, tree, submitLabel, saving, error, onSubmit }: PrizeFormProps) {
  const [checked, setChecked] = useState<DraftErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit has rendered its messages, the focus goes to the first field to fix.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt || error) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, error]);
  const fromServer = useMemo(() => serverErrors(error), [error]);
  const errors: DraftErrors = { ...fromServer, ...checked };
  const set = (patch: Partial<PrizeDraft>) => onDraft({ ...draft, ...patch });
  const bind = (field: 'code' | 'name' | 'points' | 'cost' | 'stock') => ({
    value: draft[field],
    error: errors[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set({ [field]: e.target.value }),
  });
  // What the server will store and the portal show: HTML under the inline policy with its paragraphs as line breaks, plain text as text.
  const preview = useMemo(
    () => (looksLikeHtml(draft.description) ? sanitizeLabel(blockEndsAsBreaks(draft.description)) : null),
    [draft.description],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkDraft(draft);
    setChecked(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    onSubmit(bodyOf(draft));
  };

  return (
    <Form ref={formRef} onSubmit={submit} noValidate aria-label="Dati del premio">
      {error && (
        <div className="wide">
          <Alert tone="error">{error.message}</Alert>
        </div>
      )}
      <TextField label="Codice" hint="Unico nell’iniziativa" maxLength={64} {...bind('code')} />
      <TextField label="Punti" hint="Quanto costa al cliente" inputMode="numeric" {...bind('points')} />
      <TextField
        label="Costo dichiarato (€)"
        hint="Per il rendiconto di chiusura; vuoto se non ancora dichiarato"
        inputMode="decimal"
        {...bind('cost')}
      />
      <TextField label="Scorte" hint="Pezzi disponibili" inputMode="numeric" {...bind('stock')} />
      <div className="wide">
        <TextField label="Nome" maxLength={300} {...bind('name')} />
      </div>
      <div className="wide">
        <SelectField label="Categoria" value={draft.category} onChange={(e) => set({ category: e.target.value })}>
          <option value="">Senza categoria</option>
          <CategoryOptions tree={tree} />
        </SelectField>
        {errors.category && <Alert tone="error">{errors.category}</Alert>}
      </div>
      <div className="wide">
        <TextArea
          label="Descrizione"
          hint="Testo semplice, oppure HTML: <b>grassetto</b>, <i>corsivo</i>, <a href>link</a>, <br> a capo. Il resto viene tolto al salvataggio."
          value={draft.description}
          error={errors.description}
          onChange={(e) => set({ description: e.target.value })}
        />
        {draft.description.trim() && (
          <Preview>
            <p>Anteprima, come la vede il cliente:</p>
            {preview === null ? <PlainText>{draft.description}</PlainText> : <div dangerouslySetInnerHTML={{ __html: preview }} />}
          </Preview>
        )}
      </div>
      <CheckRow className="wide">
        <legend>Nel portale</legend>
        <label>
          <input type="checkbox" checked={draft.available} onChange={(e) => set({ available: e.target.checked })} />
          Attivo (visibile ai clienti)
        </label>
        <label>
          <input type="checkbox" checked={draft.featured} onChange={(e) => set({ featured: e.target.checked })} />
          In vetrina nella home
        </label>
      </CheckRow>
      <Actions className="wide">
        <Button type="submit" variant="primary" loading={saving}>
          {submitLabel}
        </Button>
      </Actions>
    </Form>
  );
}
