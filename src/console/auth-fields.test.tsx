import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kitWrapper } from '../ui/test/render-kit.js';
import { OtpField, PasswordField } from './auth-fields.js';

describe('OtpField', () => {
  it('asks for digits with the one-time-code autofill, and hands over what is typed', async () => {
    const onValue = vi.fn();
    render(<OtpField label="Codice di verifica" value="" error="Codice non valido" onValue={onValue} />, { wrapper: kitWrapper() });
    const input = screen.getByRole('textbox', { name: 'Codice di verifica' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    expect(input).toHaveAttribute('maxlength', '8');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.setup().type(input, '1');
    expect(onValue).toHaveBeenCalledWith('1');
  });
});

describe('PasswordField', () => {
  it('is a password input that says which password it is', async () => {
    const onValue = vi.fn();
    render(<PasswordField label="Nuova password" autoComplete="new-password" required value="" onValue={onValue} />, {
      wrapper: kitWrapper(),
    });
    const input = screen.getByLabelText('Nuova password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toBeRequired();
    await userEvent.setup().type(input, 'x');
    expect(onValue).toHaveBeenCalledWith('x');
  });
});
