import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { requestPasswordRecovery } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';

const Title = styled.h1`
  margin: 0 0 8px;
  font-size: 1.5rem;
`;

const Intro = styled.p`
  margin: 0 0 20px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Done = styled.p`
  padding: 12px;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
`;

/**
 * Password recovery (/recupera-password): the tenant's `recovery` form; the server answers the
 * same whether the user code exists or not, and that answer is shown as is.
 */
export default function RecoverPasswordScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section>
      <Title>{t(title)}</Title>
      {message ? (
        <Done role="status">{message}</Done>
      ) : (
        <>
          <Intro>{t('recovery.intro', { defaultValue: 'Inserisci il tuo codice utente: ti invieremo un link per scegliere una nuova password.' })}</Intro>
          <TenantForm
            formId="recovery"
            onSubmit={async (values) => {
              const answer = await requestPasswordRecovery(String(values['username'] ?? ''));
              setMessage(answer.message ?? t('recovery.sent', { defaultValue: 'Se il codice è corretto, riceverai un’email con le istruzioni.' }));
            }}
          />
        </>
      )}
      <p>
        <Link to="/login">{t('recovery.backToLogin', { defaultValue: 'Torna al login' })}</Link>
      </p>
    </section>
  );
}
