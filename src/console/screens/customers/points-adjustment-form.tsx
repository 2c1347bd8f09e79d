import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { formatPoints } from '../../../shared/format.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { useAdjustPoints } from './customers-queries.js';
import { counted } from '../../counted.js';
import { DoneNote } from '../../form-bits.js';
import { bareFieldset } from '../../../ui/layout-css.js';

/** The contract's bounds (schemas/api/staff-customers.json, AdjustPointsBody). */
const MAX_POINTS = 1_000_000;
const REASON_MIN = 3;
const REASON_MAX = 200;

type Direction = 'credit' | 'debit';

interface Errors {
  amount?: string;
  reason?: string;
}

const Choice = styled.fieldset`
  ${bareFieldset}
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 44px;
    margin-right: 24px;
    cursor: pointer;
  }
  input {
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

function validate(amountText: string, reason: string): Errors {
  const errors: Errors = {};
  const amount = amountText.trim();
  if (!amount) errors.amount = 'Indica quanti punti';
  else if (!/^\d+$/.test(amount)) errors.amount = 'Scrivi un numero intero di punti, senza punti né virgole';
  else if (Number(amount) === 0) errors.amount = 'I punti devono essere più di zero';
  else if (Number(amount) > MAX_POINTS) errors.amount = `Al massimo ${formatPoints(MAX_POINTS)} punti per rettifica`;
  const why = reason.trim();
  if (!why) errors.reason = 'Indica il motivo: il cliente lo legge nel dettaglio punti';
  else if (why.length < REASON_MIN) errors.reason = `Il motivo deve avere almeno ${REASON_MIN} caratteri`;
  else if (why.length > REASON_MAX) errors.reason = `Il motivo può avere al massimo ${REASON_MAX} caratteri`;
  return errors;
}

/**
 * Credit or debit with a mandatory reason. Errors show beside their field and the first invalid
 * field takes the focus; the server's refusal (a debit below zero) shows above the button; the
 * outcome is announced in a live region that is on the page before it has text.
 */
export function PointsAdjustmentForm({ alias, username }: { alias: string; username: string }) {
  const adjust = useAdjustPoints(alias, username);
  const [direction, setDirection] = useState<Direction>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');
  const amountRef = useRef<HTMLInputElement>(null);
  const reasonRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    adjust.reset();
    const found = validate(amount, reason);
    setErrors(found);
    if (found.amount) return amountRef.current?.focus();
    if (found.reason) return reasonRef.current?.focus();
    const points = Number(amount.trim());
    adjust.mutate(
      { delta: direction === 'credit' ? points : -points, reason: reason.trim() },
      {
        onSuccess: ({ balance }) => {
          setDone(
            `${counted(direction === 'credit' ? 'pointsCredited' : 'pointsDebited', points)} Nuovo saldo: ${counted('points', balance)}.`,
          );
          setAmount('');
          setReason('');
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="adjust-title">
      <h3 id="adjust-title">Rettifica punti</h3>
      <Choice>
        <legend>Operazione</legend>
        <label>
          <input type="radio" name="direction" value="credit" checked={direction === 'credit'} onChange={() => setDirection('credit')} />
          Accredito
        </label>
        <label>
          <input type="radio" name="direction" value="debit" checked={direction === 'debit'} onChange={() => setDirection('debit')} />
          Addebito
        </label>
      </Choice>
      <TextField
        ref={amountRef}
        label="Punti"
        inputMode="numeric"
        autoComplete="off"
        value={amount}
        error={errors.amount}
        onChange={(event) => setAmount(event.target.value)}
      />
      <TextField
        ref={reasonRef}
        label="Motivo"
        hint="Il cliente lo legge nel dettaglio punti"
        autoComplete="off"
        maxLength={REASON_MAX}
        value={reason}
        error={errors.reason}
        onChange={(event) => setReason(event.target.value)}
      />
      {adjust.isError && <Alert tone="error">{adjust.error.message}</Alert>}
      <DoneNote aria-live="polite" role="status">
        {done}
      </DoneNote>
      <Button type="submit" variant="primary" loading={adjust.isPending}>
        {direction === 'credit' ? 'Accredita punti' : 'Addebita punti'}
      </Button>
    </form>
  );
}
