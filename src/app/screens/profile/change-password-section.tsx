import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { changePassword, changePasswordErrorCode, PASSWORD_MISMATCH_CODE } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';

const Message = styled.p<{ $tone: 'success' | 'error' }>`
  margin: 16px 0 0;
  padding: 12px;
  border-left: 4px solid ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.error : theme.colors.success)};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The change-password error as the user reads it: a 400 shows the server's text as is,
 * anything else 'Errore cambio password'. Code 2030 (confirmation differs) is no form-level
 * message at all: it goes under the confirm field.
 */
export function changePasswordMessage(error: unknown, fallback: string): string | null {
  if (changePasswordErrorCode(error) === PASSWORD_MISMATCH_CODE) return null;
  return error instanceof ApiError && error.status === 400 ? error.message : fallback;
}

/** Change password on /my-page: the tenant's `changePassword` form (current, new, confirm). */
export function ChangePasswordSection() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{
    tone: 'success' | 'error';
    text: string;
  } | null>(null);
  // A new key empties the form after a success: the old passwords must not stay on screen.
  const [round, setRound] = useState(0);

  return (
    <section aria-labelledby="change-password-title">
      <h2 id="change-password-title">{t('profile.changePasswordTitle')}</h2>
      <TenantForm
        key={round}
        formId="changePassword"
        onSubmit={async (values) => {
          setResult(null);
          const body = {
            old: String(values['old'] ?? ''),
            new: String(values['new'] ?? ''),
            confirm: String(values['confirm'] ?? ''),
          };
          try {
            const answer = await changePassword(body);
            setResult({
              tone: 'success',
              text: answer.message ?? t('profile.passwordChanged'),
            });
            setRound((n) => n + 1);
          } catch (error) {
            if (changePasswordErrorCode(error) === PASSWORD_MISMATCH_CODE) {
              // Rethrown with a field detail: the form engine shows it under 'confirm'.
              throw new ApiError(t('validation.passwordMatch'), 422, {
                details: [{ field: 'confirm', message: t('validation.passwordMatch') }],
              });
            }
            throw error;
          }
        }}
        onSubmitError={(error) => {
          const text = changePasswordMessage(error, t('errors.changePassword'));
          setResult(text ? { tone: 'error', text } : null);
        }}
      />
      {/* Below the form, beside its button: where the customer who pressed it is looking. */}
      {result && (
        <Message role={result.tone === 'error' ? 'alert' : 'status'} $tone={result.tone}>
          {result.text}
        </Message>
      )}
    </section>
  );
}
