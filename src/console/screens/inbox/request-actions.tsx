import { useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { RequestDetail } from '../../../shared/types/generated/api/staff-inbox.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { TextArea } from '../../../ui/text-area.js';
import { useMe } from '../../session.js';
import { useAssign, useReply, useSetStatus } from './inbox-queries.js';
import { DoneNote } from '../../form-bits.js';
import { compactSelect } from '../../../ui/layout-css.js';

/** The contract's bounds (schemas/api/staff-inbox.json, ReplyBody). */
const REPLY_MIN = 3;
const REPLY_MAX = 5000;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  margin-bottom: 16px;
  label {
    display: grid;
    gap: 6px;
    font-weight: 600;
  }
  select {
    ${compactSelect}
    font: inherit;
  }
`;

/** Who handles it: any colleague who manages the tenant, or "Assegna a me" in one click. */
export function AssignForm({ alias, detail }: { alias: string; detail: RequestDetail }) {
  const assign = useAssign(alias, detail.request.id);
  const me = useMe().data;
  const selectId = useId();
  const current = detail.request.assignee?.id ?? null;
  const mine = detail.assignable.find((s) => s.email === me?.email);
  return (
    <section aria-labelledby="assign-title">
      <h3 id="assign-title">Assegnazione</h3>
      {assign.isError && <Alert tone="error">{assign.error.message}</Alert>}
      <Row>
        <label htmlFor={selectId}>
          Assegnata a
          <select
            id={selectId}
            value={current ?? ''}
            disabled={assign.isPending}
            onChange={(event) => assign.mutate(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">Nessuno</option>
            {detail.assignable.map((s) => (
              <option key={s.id} value={s.id}>
                {s.email}
              </option>
            ))}
          </select>
        </label>
        {mine && mine.id !== current && (
          <Button type="button" variant="outline" loading={assign.isPending} onClick={() => assign.mutate(mine.id)}>
            Assegna a me
          </Button>
        )}
      </Row>
    </section>
  );
}

function replyError(text: string): string | null {
  const reply = text.trim();
  if (!reply) return 'Scrivi la risposta da inviare al cliente';
  if (reply.length < REPLY_MIN) return `La risposta deve avere almeno ${REPLY_MIN} caratteri`;
  if (reply.length > REPLY_MAX) return `La risposta può avere al massimo ${REPLY_MAX} caratteri`;
  return null;
}

/** The reply, mailed to the customer and kept in the thread; the server's refusal shows above the button. */
export function ReplyForm({ alias, detail }: { alias: string; detail: RequestDetail }) {
  const reply = useReply(alias, detail.request.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const ref = useRef<HTMLTextAreaElement>(null);
  const to = detail.request.customer.email;
  const firstname = detail.request.customer.firstname?.trim();
  // The mail's layout greets the customer unless the reply opens with a greeting of its own (server/mail/greeting.ts).
  const greeting = firstname ? `«Ciao ${firstname},»` : '«Ciao,»';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const found = replyError(text);
    setError(found);
    if (found) return ref.current?.focus();
    reply.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        setDone(`Risposta inviata a ${to ?? 'il cliente'}.`);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="reply-title">
      <h3 id="reply-title">Rispondi per email</h3>
      <TextArea
        ref={ref}
        label="Risposta"
        hint={
          to
            ? `Arriva a ${to}, con la richiesta del cliente sotto, e resta nella sua pagina Contatti. Se non inizi con un saluto, l’email comincia con ${greeting}. Una riga vuota separa i paragrafi.`
            : undefined
        }
        maxLength={REPLY_MAX}
        rows={6}
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      {reply.isError && <Alert tone="error">{reply.error.message}</Alert>}
      <DoneNote role="status" aria-live="polite">
        {done}
      </DoneNote>
      <Button type="submit" variant="primary" loading={reply.isPending} disabled={!to}>
        Invia risposta
      </Button>
    </form>
  );
}

/** Close, or reopen a closed request (to reply again). */
export function StatusButton({ alias, detail }: { alias: string; detail: RequestDetail }) {
  const setStatus = useSetStatus(alias, detail.request.id);
  const closed = detail.request.status === 'closed';
  return (
    <>
      {setStatus.isError && <Alert tone="error">{setStatus.error.message}</Alert>}
      <Button
        type="button"
        variant={closed ? 'outline' : 'secondary'}
        loading={setStatus.isPending}
        onClick={() => setStatus.mutate(closed ? 'open' : 'closed')}
      >
        {closed ? 'Riapri la richiesta' : 'Chiudi la richiesta'}
      </Button>
    </>
  );
}
