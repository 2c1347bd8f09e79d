import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { staff, type TotpSetup } from '../../../shared/types/generated/api/staff.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { Lead, Page, PageTitle } from '../../../ui/page.js';
import { call, normalizeError, tokenStore } from '../../api/client.js';
import { sessionQueries, signOut, useMe } from '../../session.js';
import { OtpField, PasswordField } from '../../auth-fields.js';

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
  /** The form that proves it is the account's owner before a factor is set or replaced. */
  const [proving, setProving] = useState(false);
  const [password, setPassword] = useState('');
  const [currentOtp, setCurrentOtp] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState<'begin' | 'confirm' | 'everywhere' | null>(null);

  const begin = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setProofError('Inserisci la password del tuo account');
    if (me.totpEnabled && !/^\d{6,8}$/.test(currentOtp.trim())) return setProofError('Inserisci il codice che l’app mostra ora');
    setBusy('begin');
    setProofError(null);
    setMessage(null);
    try {
      setSetup(await call(staff.beginTotp, { body: { password, ...(me.totpEnabled ? { otp: currentOtp.trim() } : {}) } }));
      setProving(false);
      setPassword('');
      setCurrentOtp('');
    } catch (error) {
      setProofError(normalizeError(error).message);
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
      const { token } = await call(staff.confirmTotp, { body: { otp: otp.trim() } });
      // Every session of the account has ended; this browser carries on with the new one.
      tokenStore.write(token);
      setSetup(null);
      setOtp('');
      await queryClient.invalidateQueries({ queryKey: sessionQueries.me().queryKey });
      setMessage({
        tone: 'success',
        text: 'Verifica in due passaggi attiva: d’ora in poi l’accesso chiede anche il codice. Le sessioni aperte su altri dispositivi sono state chiuse.',
      });
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
        {setup ? (
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
              <OtpField label="Codice di verifica" value={otp} error={otpError} onValue={setOtp} />
              <Button type="submit" variant="primary" loading={busy === 'confirm'}>
                Conferma
              </Button>
            </form>
          </>
        ) : proving ? (
          <form onSubmit={(event) => void begin(event)} noValidate aria-label="Conferma che sei tu">
            <Lead>
              {me.totpEnabled
                ? 'Per sostituire l’app di autenticazione inserisci la password e il codice che l’app attuale mostra ora.'
                : 'Per configurare la verifica in due passaggi inserisci la password del tuo account.'}
            </Lead>
            <PasswordField
              label="Password"
              autoComplete="current-password"
              value={password}
              error={me.totpEnabled ? null : proofError}
              onValue={setPassword}
            />
            {me.totpEnabled && <OtpField label="Codice attuale dell’app" value={currentOtp} error={proofError} onValue={setCurrentOtp} />}
            <span style={{ display: 'flex', gap: 8 }}>
              <Button type="submit" variant="primary" loading={busy === 'begin'}>
                Continua
              </Button>
              <Button variant="outline" onClick={() => setProving(false)}>
                Annulla
              </Button>
            </span>
          </form>
        ) : me.totpEnabled ? (
          <>
            <p>Attiva: l’accesso chiede il codice dell’app di autenticazione.</p>
            <Button variant="outline" onClick={() => setProving(true)}>
              Sostituisci l’app di autenticazione
            </Button>
          </>
        ) : (
          <>
            <p>Non attiva. Con la verifica in due passaggi, chi conosce la tua password non basta ad accedere.</p>
            <Button variant="primary" onClick={() => setProving(true)}>
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
