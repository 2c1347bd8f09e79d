import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { submitSignup } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { sessionStore } from '../../stores/session.js';
import { Button } from '../../ui/button.js';
import { Container } from '../../ui/container.js';
import { Modal } from '../../ui/modal.js';

const Section = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 0 48px;
`;

/** Names the user already has (from the import) are shown read-only (spec §3). */
function knownNames(userinfo: Record<string, unknown> | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of ['firstname', 'lastname']) {
    const value = userinfo?.[key];
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out;
}

/**
 * Complete registration (spec §2/§4): the tenant's `signup` form in its sections; on success the
 * 'thanks' step and the modal about the confirmation email, whose closing goes to /auth/login.
 * A failed signup shows the server's message in an error modal (field details under fields).
 */
export default function CompleteRegistrationScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSnapshot(sessionStore);
  const [step, setStep] = useState<1 | 3>(1);
  const [error, setError] = useState<string | null>(null);
  const known = knownNames(user?.userinfo as Record<string, unknown> | undefined);

  return (
    <Container>
      <Section>
        <h1>{t(title)}</h1>
        {step === 1 ? (
          <TenantForm
            formId="signup"
            initialData={known}
            readOnlyFields={Object.keys(known)}
            onSubmit={async (values) => {
              await submitSignup(values);
              setStep(3);
            }}
            onSubmitError={(e) => setError(e instanceof ApiError || e instanceof Error ? e.message : String(e))}
          />
        ) : (
          <p>{t('signup.thanks', { defaultValue: 'Grazie! La registrazione è quasi completa.' })}</p>
        )}
      </Section>
      <Modal
        open={step === 3}
        onClose={() => navigate('/auth/login')}
        title={t('signup.emailSentTitle', { defaultValue: 'Controlla la tua email' })}
        actions={
          <Button variant="primary" onClick={() => navigate('/auth/login')}>
            {t('common.close', { defaultValue: 'Chiudi' })}
          </Button>
        }
      >
        <p>{t('modal.registrationEmail.text')}</p>
      </Modal>
      <Modal open={error !== null} onClose={() => setError(null)} type="error" title={t('signup.errorTitle', { defaultValue: 'Registrazione non riuscita' })}>
        <p>{error}</p>
      </Modal>
    </Container>
  );
}
