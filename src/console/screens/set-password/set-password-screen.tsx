import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { PASSWORD_POLICY_MESSAGE, passwordProblem } from '../../../shared/password-policy.js';
import { staff } from '../../../shared/types/generated/api/staff.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { call, normalizeError } from '../../api/client.js';
import { AuthFrame } from '../../layout/auth-frame.js';
import { PasswordField } from '../../auth-fields.js';

/** The one-time link of `npm run staff -- add`: choose the password, then sign in. */
export default function SetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      password: passwordProblem(password) ?? undefined,
      confirm: confirm === password ? undefined : 'Le due password non coincidono',
    };
    setErrors(found);
    setFormError(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    try {
      await call(staff.setPassword, { body: { token, password } }, { skipUnauthorizedHandler: true });
      setDone(true);
    } catch (error) {
      const failure = normalizeError(error);
      if (failure.status === 400) setErrors({ password: failure.message });
      else setFormError(failure.message);
    } finally {
      setBusy(false);
    }
  };

  if (!token) {
    return (
      <AuthFrame>
        <h1>Imposta la password</h1>
        <Alert tone="error">Il link è incompleto: aprilo di nuovo dal messaggio ricevuto, per intero.</Alert>
        <Link to="/accedi">Vai all&apos;accesso</Link>
      </AuthFrame>
    );
  }

  if (done) {
    return (
      <AuthFrame>
        <h1>Password impostata</h1>
        <Alert tone="success">La password è stata salvata. Ora puoi accedere alla console.</Alert>
        <Link to="/accedi">Vai all&apos;accesso</Link>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame>
      <h1>Imposta la password</h1>
      {formError && <Alert tone="error">{formError}</Alert>}
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Nuova password">
        <PasswordField
          label="Nuova password"
          hint={PASSWORD_POLICY_MESSAGE}
          autoComplete="new-password"
          required
          value={password}
          error={errors.password}
          onValue={setPassword}
        />
        <PasswordField
          label="Conferma la password"
          autoComplete="new-password"
          required
          value={confirm}
          error={errors.confirm}
          onValue={setConfirm}
        />
        <Button type="submit" variant="primary" block loading={busy}>
          Salva la password
        </Button>
      </form>
    </AuthFrame>
  );
}
