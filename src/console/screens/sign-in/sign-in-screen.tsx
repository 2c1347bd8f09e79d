import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { TextField } from '../../../ui/text-field.js';
import { normalizeError } from '../../api/client.js';
import { OTP_REQUIRED_MESSAGE, safeReturnPath, signIn } from '../../session.js';
import { AuthFrame } from '../../layout/auth-frame.js';
import { OtpField, PasswordField } from '../../auth-fields.js';

const TOO_MANY = 'Troppi tentativi di accesso: attendi qualche minuto e riprova.';

/** Sign-in: email and password, then the authenticator's code when the account has one. */
export default function SignInScreen() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [askOtp, setAskOtp] = useState(false);
  const [otpError, setOtpError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const otpRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    setOtpError(null);
    try {
      await signIn(queryClient, { email: email.trim(), password, ...(askOtp ? { otp: otp.trim() } : {}) });
      navigate(safeReturnPath(params.get('ritorno')), { replace: true });
    } catch (error) {
      const failure = normalizeError(error);
      if (failure.status === 401 && failure.message === OTP_REQUIRED_MESSAGE) {
        setAskOtp(true);
        // The field appears with this render: focus it once it is there.
        requestAnimationFrame(() => otpRef.current?.focus());
      } else if (failure.status === 429) {
        setFormError(TOO_MANY);
      } else if (askOtp && failure.status === 401 && /codice/i.test(failure.message)) {
        setOtpError(failure.message);
        otpRef.current?.focus();
      } else {
        setFormError(failure.message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthFrame>
      <h1>Accedi</h1>
      {expired && !formError && <Alert>La sessione è scaduta: accedi di nuovo per continuare.</Alert>}
      {formError && <Alert tone="error">{formError}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Accesso alla console">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <PasswordField label="Password" name="password" autoComplete="current-password" required value={password} onValue={setPassword} />
        {askOtp && (
          <OtpField
            ref={otpRef}
            label="Codice di verifica"
            hint="Le 6 cifre che mostra ora l'app di autenticazione."
            name="otp"
            pattern="[0-9]*"
            required
            value={otp}
            error={otpError}
            onValue={setOtp}
          />
        )}
        <Button type="submit" variant="primary" block loading={busy}>
          Accedi
        </Button>
      </form>
    </AuthFrame>
  );
}
