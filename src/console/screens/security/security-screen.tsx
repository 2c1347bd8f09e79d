import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { staff, type TotpSetup } from '../../../shared/types/generated/api/staff.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { TextField } from '../../../ui/text-field.js';
import { call, normalizeError } from '../../api/client.js';
import { consoleKeys, signOut, useMe } from '../../session.js';

/** The secret read aloud or typed by hand: groups of four. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Second factor (TOTP) enrolment, and signing out of every device. */
export default function SecurityScreen() {
  const me = useMe().data!;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'begin' | 'confirm' | 'everywhere' | null>(null);

  const begin = async () => {
    setBusy('begin');
    setMessage(null);
    try {
      setSetup(await call(staff.beginTotp));
    } catch (error) {
      setMessage({ tone: 'error', text: normalizeError(error).message });
    } finally {
      setBusy(null);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6,8}$/.test(otp.trim())) return setOtpError('Inserisci le cifre mostrate dall’app di autenticazione');
    setBusy('confirm');
    setOtpError(null);
    try {
      await call(staff.confirmTotp, { body: { otp: otp.trim() } });
      setSetup(null);
      setOtp('');
      await queryClient.invalidateQueries({ queryKey: consoleKeys.me });
      setMessage({ tone: 'success', text: 'Verifica in due passaggi attiva: d’ora in poi l’accesso chiede anche il codice.' });
    } catch (error) {
      setOtpError(normalizeError(error).message);
    } finally {
      setBusy(null);
    }
  };

  const everywhere = async () => {
    setBusy('everywhere');
    try {
      await signOut(queryClient, { everywhere: true });
      navigate('/accedi', { replace: true });
    } catch (error) {
      setMessage({ tone: 'error', text: normalizeError(error).message });
      setBusy(null);
    }
  };

  return (
    <Page>
      <PageTitle>Sicurezza</PageTitle>
      {me.totpRequired && (
        <Alert tone="error">
          Per usare la console il tuo account deve attivare la verifica in due passaggi: configurala qui sotto, poi potrai continuare.
        </Alert>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Panel as="section" aria-labelledby="totp-title" style={{ padding: 24, marginBottom: 24 }}>
        <h2 id="totp-title">Verifica in due passaggi</h2>
        {me.totpEnabled && !setup ? (
          <p>Attiva: l’accesso chiede il codice dell’app di autenticazione.</p>
        ) : setup ? (
          <>
            <Lead>
              Aggiungi l’account all’app di autenticazione (Google Authenticator, Aegis, 1Password…) con la chiave o il link, poi inserisci
              il codice che mostra.
            </Lead>
            <p>
              Chiave: <code data-testid="totp-secret">{grouped(setup.secret)}</code>
            </p>
            <p>
              <a href={setup.otpauthUrl}>Apri nell’app di autenticazione</a>
            </p>
            <form onSubmit={(event) => void confirm(event)} noValidate aria-label="Conferma della verifica in due passaggi">
              <TextField
                label="Codice di verifica"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={8}
                value={otp}
                error={otpError}
                onChange={(event) => setOtp(event.target.value)}
              />
              <Button type="submit" variant="primary" loading={busy === 'confirm'}>
                Conferma
              </Button>
            </form>
          </>
        ) : (
          <>
            <p>Non attiva. Con la verifica in due passaggi, chi conosce la tua password non basta ad accedere.</p>
            <Button variant="primary" onClick={() => void begin()} loading={busy === 'begin'}>
              Configura la verifica in due passaggi
            </Button>
          </>
        )}
      </Panel>
      <Panel as="section" aria-labelledby="devices-title" style={{ padding: 24 }}>
        <h2 id="devices-title">Dispositivi</h2>
        <p>Chiude la sessione su ogni dispositivo e browser in cui hai effettuato l’accesso, compreso questo.</p>
        <Button variant="outline" onClick={() => void everywhere()} loading={busy === 'everywhere'}>
          Esci da tutti i dispositivi
        </Button>
      </Panel>
    </Page>
  );
}
