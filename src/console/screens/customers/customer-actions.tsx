import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { CustomerDetail } from '../../../shared/types/generated/api/staff-customers.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { ConfirmModal } from '../../../ui/modal.js';
import { useResendActivation, useRevokeSessions, useSetCustomerState } from './customers-queries.js';
import { counted } from '../../counted.js';

const List = styled.ul`
  display: grid;
  gap: 0;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 8px 16px;
    padding: 12px 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    flex: 1 1 240px;
  }
`;

const Outcome = styled.div`
  &:empty {
    display: none;
  }
  margin-top: 12px;
`;

type ActionId = 'active' | 'points' | 'activation' | 'sessions';

interface Confirmation {
  id: ActionId;
  title: string;
  body: ReactNode;
  confirm: string;
  run: () => void;
}

/**
 * State changes and account actions. Those that take something away from the customer
 * (deactivation, points off, signing out everywhere) ask first in a dialog; each shows its own
 * progress on its button and its outcome in one announced message under the list.
 */
export function CustomerActions({ alias, customer }: { alias: string; customer: CustomerDetail }) {
  const username = customer.profile.username;
  const setState = useSetCustomerState(alias, username);
  const resend = useResendActivation(alias, username);
  const revoke = useRevokeSessions(alias, username);
  const [running, setRunning] = useState<ActionId | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // The last question stays while the dialog fades out; `asking` opens and closes it.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [asking, setAsking] = useState(false);

  const settle = (success: string) => ({
    onSuccess: () => setOutcome({ tone: 'success', text: success }),
    onError: (error: Error) => setOutcome({ tone: 'error', text: error.message }),
    onSettled: () => setRunning(null),
  });

  const start = (id: ActionId) => {
    setOutcome(null);
    setRunning(id);
  };

  const toggleActive = () => {
    const next = !customer.active;
    start('active');
    setState.mutate({ active: next }, settle(next ? 'Cliente attivato.' : 'Cliente disattivato: non può più accedere al portale.'));
  };
  const togglePoints = () => {
    const next = !customer.pointsEnabled;
    start('points');
    setState.mutate(
      { pointsEnabled: next },
      settle(next ? 'Punti abilitati: il cliente può usare il catalogo premi.' : 'Punti disabilitati.'),
    );
  };
  const sendActivation = () => {
    start('activation');
    resend.mutate(undefined, settle(`Email di attivazione inviata a ${customer.profile.email ?? 'il cliente'}.`));
  };
  const endSessions = () => {
    start('sessions');
    revoke.mutate(undefined, settle('Sessioni chiuse: il cliente dovrà accedere di nuovo.'));
  };

  const ask = (c: Confirmation) => {
    setConfirmation(c);
    setAsking(true);
  };
  const busy = running !== null;

  return (
    <section aria-labelledby="actions-title">
      <h3 id="actions-title">Azioni sull’account</h3>
      <List>
        <li>
          <p>{customer.active ? 'Il cliente è attivo e può accedere.' : 'Il cliente non è attivo e non può accedere.'}</p>
          <Button
            variant="outline"
            loading={running === 'active'}
            disabled={busy}
            onClick={() =>
              customer.active
                ? ask({
                    id: 'active',
                    title: 'Disattivare il cliente?',
                    body: `${username} non potrà più accedere al portale finché non sarà riattivato.`,
                    confirm: 'Disattiva',
                    run: toggleActive,
                  })
                : toggleActive()
            }
          >
            {customer.active ? 'Disattiva cliente' : 'Attiva cliente'}
          </Button>
        </li>
        <li>
          <p>
            {customer.pointsEnabled
              ? 'Punti abilitati: può usare il catalogo premi.'
              : 'Punti disabilitati: non può usare il catalogo premi.'}
          </p>
          <Button
            variant="outline"
            loading={running === 'points'}
            disabled={busy}
            onClick={() =>
              customer.pointsEnabled
                ? ask({
                    id: 'points',
                    title: 'Disabilitare i punti?',
                    body: `${username} non potrà più richiedere premi con i suoi punti; il saldo resta com’è.`,
                    confirm: 'Disabilita punti',
                    run: togglePoints,
                  })
                : togglePoints()
            }
          >
            {customer.pointsEnabled ? 'Disabilita punti' : 'Abilita punti'}
          </Button>
        </li>
        <li>
          <p>Manda di nuovo il link di attivazione a chi si è registrato e non l’ha ancora confermato.</p>
          <Button variant="outline" loading={running === 'activation'} disabled={busy} onClick={sendActivation}>
            Reinvia email di attivazione
          </Button>
        </li>
        <li>
          <p>{customer.sessions.length === 0 ? 'Nessuna sessione aperta.' : counted('sessions', customer.sessions.length)}</p>
          <Button
            variant="outline"
            loading={running === 'sessions'}
            disabled={busy}
            onClick={() =>
              ask({
                id: 'sessions',
                title: 'Chiudere tutte le sessioni?',
                body: `${username} sarà disconnesso da ogni dispositivo e dovrà accedere di nuovo.`,
                confirm: 'Chiudi le sessioni',
                run: endSessions,
              })
            }
          >
            Chiudi tutte le sessioni
          </Button>
        </li>
      </List>
      <Outcome aria-live="polite">{outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}</Outcome>
      <ConfirmModal
        open={asking}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirm}
        onClose={() => setAsking(false)}
        onConfirm={() => confirmation?.run()}
      >
        <p>{confirmation?.body}</p>
      </ConfirmModal>
    </section>
  );
}
