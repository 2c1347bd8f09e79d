import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTenantForm } from './test-support.js';
import { setFormsModuleLoader } from './validators.js';

afterEach(() => setFormsModuleLoader(null));

describe('TenantForm', () => {
  it('renders the recovery form and submits the values', async () => {
    const onSubmit = vi.fn();
    const { user } = renderTenantForm({ formId: 'recovery', onSubmit });
    const input = await screen.findByLabelText(/Codice utente/);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('CAMPO OBBLIGATORIO')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(input, 'DEMO0001');
    expect(screen.queryByText('CAMPO OBBLIGATORIO')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'DEMO0001' });
  });

  it('refuses pasted text with a control character, in Italian, without sending it', async () => {
    const onSubmit = vi.fn();
    const { user } = renderTenantForm({ formId: 'recovery', onSubmit });
    await user.click(await screen.findByLabelText(/Codice utente/));
    await user.paste('DEMO\u00000001');
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    expect(await screen.findByText('Il testo contiene caratteri non ammessi')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
