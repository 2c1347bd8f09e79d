import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Endpoint, EndpointBody, EventName } from '../../../shared/types/generated/api/staff-webhooks.js';
import { WEBHOOK_EVENTS } from '../../../shared/webhook-events.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { choiceGroup } from '../../../ui/choice-group.js';
import { TextField } from '../../../ui/text-field.js';
import { ApiError } from '../../api/client.js';

const Form = styled.form`
  max-width: 70ch;
  ${choiceGroup}
  fieldset {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  }
  fieldset input {
    flex: none;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
`;

const EventsError = styled.p`
  margin: -8px 0 16px;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

export type EndpointDraft = EndpointBody;

/** The server's reason beside the address (an address it refuses), anything else above the buttons. */
function serverProblem(error: Error | null): { url?: string; other?: string } {
  if (!error) return {};
  const details = error instanceof ApiError ? ((error.data as { details?: { field?: string; message?: string }[] })?.details ?? []) : [];
  const url = details.find((d) => d.field === 'url')?.message;
  return url ? { url } : { other: error.message };
}

/**
 * The address and the events of an endpoint: empty to add one, filled to change one. Checked
 * here for what the operator can see at once; the server checks the address's network rules.
 */
export function EndpointForm({
  id,
  initial,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  id: string;
  initial?: Pick<Endpoint, 'url' | 'events'>;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (draft: EndpointDraft, reset: () => void) => void;
  onCancel?: () => void;
}) {
  const [url, setUrl] = useState(initial?.url ?? '');
  const [events, setEvents] = useState<EventName[]>(initial?.events ?? []);
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({});
  const urlRef = useRef<HTMLInputElement>(null);
  const eventsRef = useRef<HTMLInputElement>(null);
  const server = serverProblem(error);

  const toggle = (name: EventName, on: boolean) => {
    setEvents((list) => (on ? [...list, name] : list.filter((e) => e !== name)));
    setErrors((e) => ({ ...e, events: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      url: /^https?:\/\/\S+$/i.test(url.trim()) ? undefined : 'Scrivi l’indirizzo completo, es. https://erp.esempio.it/webhook',
      events: events.length ? undefined : 'Scegli almeno un evento',
    };
    setErrors(found);
    if (found.url) return urlRef.current?.focus();
    if (found.events) return eventsRef.current?.focus();
    // In the order of the list, whatever order they were ticked in.
    // (At least one and at most the eight of the list: the contract's tuple type, checked just above.)
    const ordered = WEBHOOK_EVENTS.map((e) => e.name).filter((n) => events.includes(n)) as EndpointBody['events'];
    onSubmit({ url: url.trim(), events: ordered }, () => {
      setUrl('');
      setEvents([]);
    });
  };

  return (
    <Form noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <TextField
        ref={urlRef}
        label="Indirizzo del ricevitore"
        hint="Deve rispondere con un codice 2xx entro 10 secondi; https obbligatorio."
        type="url"
        inputMode="url"
        autoComplete="off"
        maxLength={500}
        value={url}
        error={errors.url ?? server.url}
        onChange={(e) => {
          setUrl(e.target.value);
          setErrors((x) => ({ ...x, url: undefined }));
        }}
      />
      <fieldset aria-describedby={errors.events ? `${id}-events-error` : undefined}>
        <legend>Eventi da inviare</legend>
        {WEBHOOK_EVENTS.map((e, i) => (
          <label key={e.name}>
            <input
              ref={i === 0 ? eventsRef : undefined}
              type="checkbox"
              checked={events.includes(e.name)}
              onChange={(x) => toggle(e.name, x.target.checked)}
            />
            <span>
              {e.label} <code>{e.name}</code>
            </span>
          </label>
        ))}
      </fieldset>
      {errors.events && (
        <EventsError id={`${id}-events-error`} role="alert">
          {errors.events}
        </EventsError>
      )}
      {server.other && <Alert tone="error">{server.other}</Alert>}
      <div className="actions">
        <Button type="submit" variant="primary" loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && <Button onClick={onCancel}>Annulla</Button>}
      </div>
    </Form>
  );
}
