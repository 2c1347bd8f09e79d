import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { codesFromFile, codesFromText } from '../../../shared/code-list.js';
import { formatNumber } from '../../../shared/format.js';
import type { NotificationSend } from '../../../shared/types/generated/api/staff-notifications.js';
import { Alert } from '../../../ui/alert.js';
import { choiceGroup } from '../../../ui/choice-group.js';
import { Button } from '../../../ui/button.js';
import { FileDrop } from '../../../ui/file-drop.js';
import { TextArea } from '../../../ui/text-area.js';
import { TextField } from '../../../ui/text-field.js';
import { ApiError } from '../../api/client.js';
import { useSendNotification } from './notifications-queries.js';
import { counted } from '../../counted.js';

const TITLE_MAX = 150;
const BODY_MAX = 5000;
/** A CSV of codes is read in the browser: a list this large is a mistake, not a mailing. */
const CODES_FILE_MAX = 2 * 1024 * 1024;

const Form = styled.form`
  max-width: 70ch;
  ${choiceGroup}
  .codes-file {
    margin-bottom: 16px;
  }
`;

type Field = 'title' | 'body' | 'codes';
type Errors = Partial<Record<Field, string>>;

interface Draft {
  title: string;
  body: string;
  audience: 'all' | 'codes';
  codes: string;
  email: boolean;
}

const EMPTY: Draft = { title: '', body: '', audience: 'codes', codes: '', email: false };

function check(d: Draft): Errors {
  const errors: Errors = {};
  if (!d.title.trim()) errors.title = 'Scrivi il titolo della notifica';
  if (!d.body.trim()) errors.body = 'Scrivi il testo della notifica';
  if (d.audience === 'codes' && !codesFromText(d.codes).length) errors.codes = 'Indica almeno un codice utente, oppure carica un CSV';
  return errors;
}

/** The server's reason beside its field (title, body, codes); anything else above the button. */
function serverErrors(error: Error | null): { fields: Errors; other: string | null } {
  if (!error) return { fields: {}, other: null };
  const details = error instanceof ApiError ? ((error.data as { details?: { field?: string; message?: string }[] })?.details ?? []) : [];
  const fields: Errors = {};
  for (const d of details) if (d.field === 'title' || d.field === 'body' || d.field === 'codes') fields[d.field] = d.message;
  return { fields, other: Object.keys(fields).length ? null : error.message };
}

function sentText(s: NotificationSend): string {
  const to = s.audience === 'all' ? `a tutti i clienti (${formatNumber(s.recipients)})` : counted('toCustomers', s.recipients);
  const mail = s.email ? ` Le email (${formatNumber(s.emailsTotal)}) partono ora: l’elenco qui sotto ne segue l’invio.` : '';
  return `Notifica «${s.title}» inviata ${to}.${mail}`;
}

/** Compose: title, text (paragraphs by blank lines), every customer or a list of codes, optionally also by email. */
export function ComposeForm({ alias }: { alias: string }) {
  const send = useSendNotification(alias);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sent, setSent] = useState<NotificationSend | null>(null);
  const refs = { title: useRef<HTMLInputElement>(null), body: useRef<HTMLTextAreaElement>(null), codes: useRef<HTMLTextAreaElement>(null) };
  const server = serverErrors(send.error);
  const shown = { ...server.fields, ...errors };
  // A field's error goes once it is edited: what stays said is what is still wrong.
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([field]) => !(field in patch))));
    if (send.isError) send.reset();
  };

  const readFile = async (next: File | null) => {
    setFile(next);
    setFileError(null);
    if (!next) return;
    if (next.size > CODES_FILE_MAX) return setFileError('Il file supera 2 MB: non sembra un elenco di codici.');
    const codes = codesFromFile(await next.text());
    if (!codes.length) return setFileError('Nel file non ci sono codici: una colonna code (o user_code), oppure un codice per riga.');
    set({ codes: codes.join('\n') });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    const found = check(draft);
    setErrors(found);
    const first = (['title', 'body', 'codes'] as const).find((f) => found[f]);
    if (first) return refs[first].current?.focus();
    send.mutate(
      {
        title: draft.title.trim(),
        body: draft.body,
        audience: draft.audience,
        codes: draft.audience === 'codes' ? codesFromText(draft.codes) : undefined,
        email: draft.email,
      },
      {
        onSuccess: (answer) => {
          setSent(answer);
          setDraft(EMPTY);
          setFile(null);
        },
      },
    );
  };

  const codeCount = codesFromText(draft.codes).length;
  return (
    <Form noValidate onSubmit={submit} aria-labelledby="compose-title">
      <h3 id="compose-title">Nuova notifica</h3>
      <TextField
        ref={refs.title}
        label="Titolo"
        maxLength={TITLE_MAX}
        value={draft.title}
        error={shown.title}
        onChange={(e) => set({ title: e.target.value })}
      />
      <TextArea
        ref={refs.body}
        label="Testo"
        hint="Il cliente lo legge tra le notifiche del portale. Una riga vuota separa i paragrafi."
        maxLength={BODY_MAX}
        rows={6}
        value={draft.body}
        error={shown.body}
        onChange={(e) => set({ body: e.target.value })}
      />
      <fieldset>
        <legend>Destinatari</legend>
        <label>
          <input type="radio" name="audience" checked={draft.audience === 'codes'} onChange={() => set({ audience: 'codes' })} />
          Solo i clienti con questi codici
        </label>
        <label>
          <input type="radio" name="audience" checked={draft.audience === 'all'} onChange={() => set({ audience: 'all' })} />
          Tutti i clienti dell’iniziativa
        </label>
      </fieldset>
      {draft.audience === 'codes' && (
        <>
          <TextArea
            ref={refs.codes}
            label="Codici utente"
            hint={`Uno per riga, oppure separati da virgole o spazi.${codeCount ? ` Codici nell’elenco: ${formatNumber(codeCount)}.` : ''}`}
            rows={5}
            value={draft.codes}
            error={shown.codes}
            onChange={(e) => set({ codes: e.target.value })}
          />
          <div className="codes-file">
            <FileDrop
              label="Carica i codici da un CSV"
              hint="Una colonna code (o user_code), oppure un codice per riga: i codici riempiono la casella qui sopra."
              accept=".csv,.txt,text/csv,text/plain"
              file={file}
              onFile={(next) => void readFile(next)}
              error={fileError}
            />
          </div>
        </>
      )}
      <fieldset>
        <legend>Email</legend>
        <label>
          <input type="checkbox" checked={draft.email} onChange={(e) => set({ email: e.target.checked })} />
          Invia anche per email (ai clienti con un indirizzo e l’account attivo)
        </label>
      </fieldset>
      {server.other && <Alert tone="error">{server.other}</Alert>}
      {sent && <Alert tone="success">{sentText(sent)}</Alert>}
      {sent && sent.unknownCodes.length > 0 && (
        <Alert tone="info">
          {counted('unknownCodesNotified', sent.unknownCodes.length)}
          {sent.unknownCodes.join(', ')}
        </Alert>
      )}
      <Button type="submit" variant="primary" loading={send.isPending}>
        Invia notifica
      </Button>
    </Form>
  );
}
