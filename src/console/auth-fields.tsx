import { TextField, type TextFieldProps } from '../ui/text-field.js';

type StringFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & { value: string; onValue: (value: string) => void };

/** A code the authenticator app shows: digits, offered by the device's one-time-code autofill. */
export function OtpField({ onValue, ...field }: StringFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={8}
      {...field}
      onChange={(event) => onValue(event.target.value)}
    />
  );
}

/** A password, the account's current one or a new one: the browser's password manager tells them apart. */
export function PasswordField({ onValue, ...field }: StringFieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  return <TextField type="password" {...field} onChange={(event) => onValue(event.target.value)} />;
}
