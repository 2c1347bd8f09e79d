import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { submitSignup } from '../../api/auth-forms.js';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { page } from '../../routing/page.js';
import { CUSTOMER_FLAG_COLUMNS, isConsentField } from '../../../shared/customer-fields.js';
import { useConfig } from '../../stores/config.js';
import { endSession, useSession } from '../../stores/session.js';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { Modal } from '../../../ui/modal.js';

const Section = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 0 48px;
`;

const Lead = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Thanks = styled.p`
  padding: 16px;
  border-left: 4px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * Never prefilled: a password is the customer's to choose, and the rules' acceptance is the
 * customer's to give, as are consents (left out by the screen: isConsentField).
 */
const NOT_PREFILLED = new Set<string>(['password', 'repeatpassword', ...CUSTOMER_FLAG_COLUMNS]);
/** A repeat field takes the value of the field it repeats. */
const REPEATS: Record<string, string> = { repeatemail: 'email', repeatphone: 'phone' };

/**
 * Everything the customer's record already holds for a field of the signup form (the
 * operator's import of company, VAT number, e-mail, phone, extra fields…), so nothing known is
 * typed again; a repeat field gets the value it repeats.
 */
export function knownValues(userinfo: Record<string, unknown> | undefined, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of fields) {
    if (NOT_PREFILLED.has(key)) continue;
    const value = userinfo?.[REPEATS[key] ?? key];
    // Text only: the record's numbers are flags (consents 0/1), not values a form field shows.
    if (typeof value === 'string' && value.trim() !== '') out[key] = value;
  }
  return out;
}

/** Registration steps: 1 is the form, 3 'thanks' once the signup succeeded. */
type Step = 1 | 3;

/**
 * Complete registration: the tenant's `signup` form in its sections, prefilled with
 * what the record holds (read-only for `features.ownLogin.lockedFields`), sent only when
 * valid (the form engine validates first), with gdpr_marketing as 1/0. On success the 'thanks'
 * step and the modal about the confirmation email; closing it ends this (inactive) session
 * locally and goes to /auth/login, where the user signs in again once the link is confirmed.
 * A failed signup shows the server's message in an error modal (field details under fields).
 * The guards send an already active user to /.
 */
export default function CompleteRegistrationScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [step, setStep] = useState<Step>(1);
  const [error, setError] = useState<string | null>(null);
  const config = useConfig();
  const properties = (config.forms['signup']?.schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  const fields = Object.entries(properties)
    .filter(([name, prop]) => !isConsentField(name, prop))
    .map(([name]) => name);
  const known = knownValues(user?.userinfo as Record<string, unknown> | undefined, fields);
  // The fields the tenant holds the import authoritative for are shown, not changed (the server keeps them too).
  const locked = config.features.ownLogin.lockedFields.filter((name) => name in known);

  // A full page load, like logout: an in-app navigation races the guards, which react to the
  // ended session first and send the visitor to /login instead of /auth/login.
  const closeEmailModal = () => {
    endSession();
    page.assign('/auth/login');
  };

  return (
    <Container>
      <Section aria-labelledby="signup-title">
        <h1 id="signup-title">{t(title)}</h1>
        {/* The menu shows only what an inactive customer can open: this says why the rest is missing. */}
        {step === 1 && <Lead>{t('signup.whyHere')}</Lead>}
        {step === 1 ? (
          <TenantForm
            formId="signup"
            initialData={known}
            readOnlyFields={locked}
            onSubmit={async (values) => {
              await submitSignup(values);
              setStep(3);
            }}
            onSubmitError={(e) => setError(e instanceof ApiError || e instanceof Error ? e.message : t('errors.unknown'))}
          />
        ) : (
          <Thanks role="status">{t('signup.thanks')}</Thanks>
        )}
      </Section>
      <Modal
        open={step === 3}
        onClose={closeEmailModal}
        title={t('signup.emailSentTitle')}
        actions={
          <Button variant="primary" onClick={closeEmailModal}>
            {t('common.close')}
          </Button>
        }
      >
        <p>{t('modal.registrationEmail.text')}</p>
      </Modal>
      <Modal open={error !== null} onClose={() => setError(null)} type="error" title={t('signup.errorTitle')}>
        <p>{error}</p>
      </Modal>
    </Container>
  );
}
