import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { requestPasswordRecovery } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { Intro, LinkRow, Notice, Title } from './auth-styles.js';

/**
 * Password recovery (/recupera-password): the tenant's `recovery` form; the server answers the
 * same whether the user code exists or not, and that answer is shown as is: the screen never
 * tells whether a code exists.
 */
export default function RecoverPasswordScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section aria-labelledby="recovery-title">
      <Title id="recovery-title">{t(title)}</Title>
      {message ? (
        <Notice role="status">{message}</Notice>
      ) : (
        <>
          <Intro>
            {t('recovery.intro', {
              defaultValue: 'Inserisci il tuo codice utente: ti invieremo un link per scegliere una nuova password.',
            })}
          </Intro>
          <TenantForm
            formId="recovery"
            onSubmit={async (values) => {
              const answer = await requestPasswordRecovery(String(values['username'] ?? ''));
              setMessage(
                answer.message ?? t('recovery.sent', { defaultValue: 'Se il codice è corretto, riceverai un’email con le istruzioni.' }),
              );
            }}
          />
        </>
      )}
      <LinkRow>
        <Link to="/login">{t('recovery.backToLogin', { defaultValue: 'Torna al login' })}</Link>
      </LinkRow>
    </section>
  );
}
