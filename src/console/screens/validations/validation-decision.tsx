import { useEffect, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { Validation } from '../../../shared/types/generated/api/staff-validations.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { TextArea } from '../../../ui/text-area.js';
import { useApprove, useReject } from './validations-queries.js';

/** The contract's bounds (schemas/api/staff-validations.json, RejectBody). */
const REASON_MIN = 3;
const REASON_MAX = 500;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-bottom: 16px;
`;

function reasonError(reason: string): string | null {
  const why = reason.trim();
  if (!why) return 'Scrivi il motivo del rifiuto: il cliente lo leggerà nella notifica';
  if (why.length < REASON_MIN) return `Il motivo deve avere almeno ${REASON_MIN} caratteri`;
  if (why.length > REASON_MAX) return `Il motivo può avere al massimo ${REASON_MAX} caratteri`;
  return null;
}

/**
 * Approve, or reject with a mandatory reason. "Rifiuta" first opens the reason's box (focused);
 * a missing reason is said under it. The server's refusal (decided meanwhile by a colleague)
 * shows above the buttons; the answer replaces the page's validation, so the buttons go.
 */
export function ValidationDecision({ alias, validation }: { alias: string; validation: Validation }) {
  const approve = useApprove(alias, validation.id);
  const reject = useReject(alias, validation.id);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const failure = approve.error ?? reject.error;

  const submitReject = (event: FormEvent) => {
    event.preventDefault();
    approve.reset();
    const found = reasonError(reason);
    setError(found);
    if (found) return reasonRef.current?.focus();
    reject.mutate(reason.trim());
  };

  // "Rifiuta" opened the box: the focus goes where the reason is typed.
  useEffect(() => {
    if (rejecting) reasonRef.current?.focus();
  }, [rejecting]);

  return (
    <section aria-labelledby="decision-title">
      <h3 id="decision-title">Decisione</h3>
      {failure && <Alert tone="error">{failure.message}</Alert>}
      {rejecting ? (
        <form noValidate onSubmit={submitReject}>
          <TextArea
            ref={reasonRef}
            label="Motivo del rifiuto"
            hint="Il cliente lo legge nella notifica e può inviare un nuovo scontrino"
            maxLength={REASON_MAX}
            rows={3}
            value={reason}
            error={error}
            onChange={(event) => setReason(event.target.value)}
          />
          <Actions>
            <Button type="submit" variant="primary" loading={reject.isPending}>
              Conferma il rifiuto
            </Button>
            <Button type="button" variant="ghost" onClick={() => setRejecting(false)}>
              Annulla
            </Button>
          </Actions>
        </form>
      ) : (
        <Actions>
          <Button
            type="button"
            variant="primary"
            loading={approve.isPending}
            onClick={() => {
              reject.reset();
              approve.mutate(undefined);
            }}
          >
            Approva
          </Button>
          <Button type="button" variant="secondary" onClick={() => setRejecting(true)}>
            Rifiuta
          </Button>
        </Actions>
      )}
    </section>
  );
}
