import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { accountTypeLabel } from '../../../shared/account-types.js';
import { extraProfileFields } from '../../../shared/customer-fields.js';
import { TenantForm } from '../../forms/tenant-form.js';
import { useUpdateProfile } from '../../queries/profile.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSession } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { Modal } from '../../../ui/modal.js';
import { ChangePasswordSection } from './change-password-section.js';
import { PrivacySection } from './privacy-section.js';

const Page = styled.div`
  display: grid;
  max-width: 720px;
  gap: 40px;
  margin: 0 auto;
  padding: 32px 0 48px;
`;

/** The user's current values for the fields the tenant defines (null and absent stay empty). */
export function profileValues(userinfo: Record<string, unknown> | undefined, fields: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of fields) {
    const value = userinfo?.[name];
    if (typeof value === 'string' || typeof value === 'number') out[name] = String(value);
  }
  // The account type is a stored code (read-only here): the customer reads its label.
  if (typeof out['type'] === 'string') out['type'] = accountTypeLabel(out['type']);
  return out;
}

/**
 * /my-page: the profile form built from the server's field definitions (labels,
 * required and disabled flags applied by the forms engine), 'Profilo aggiornato' beside the
 * button on success and an error modal on failure; then the change-password form.
 */
export default function ProfileScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { user } = useSession();
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const fields = useMemo(() => {
    const schema = config.forms['profile']?.schema as { properties?: Record<string, unknown> } | undefined;
    // With the signup's extra fields, which the profile form shows too (customer-fields.ts).
    return [
      ...new Set([...Object.keys(schema?.properties ?? {}), ...Object.keys(config.profile), ...Object.keys(extraProfileFields(config))]),
    ];
  }, [config]);
  const initial = profileValues(user?.userinfo as Record<string, unknown> | undefined, fields);

  return (
    <Container>
      <Page>
        <section aria-labelledby="profile-title">
          <h1 id="profile-title">{t(title)}</h1>
          <TenantForm
            formId="profile"
            initialData={initial}
            onSubmit={async (values) => {
              await updateProfile.mutateAsync(values);
              // Shown by the form beside the Salva button, where the customer is looking.
              return t('profile.updated');
            }}
            onSubmitError={(e) => setError(e instanceof Error ? e.message : t('errors.unknown'))}
          />
        </section>
        <ChangePasswordSection />
        <PrivacySection />
      </Page>
      <Modal open={error !== null} onClose={() => setError(null)} type="error" title={t('profile.errorTitle')}>
        <p>{error}</p>
      </Modal>
    </Container>
  );
}
