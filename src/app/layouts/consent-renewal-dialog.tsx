import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ApiError } from '../api/api-error.js';
import type { User } from '../api/auth.js';
import { setConsent } from '../api/privacy.js';
import { loadedQueryClient } from '../queries/loaded-client.js';
import { refreshUserRecord } from '../queries/user.js';
import { Alert } from '../../ui/alert.js';
import { Button } from '../../ui/button.js';
import { Modal } from '../../ui/modal.js';
import { RichText } from '../../ui/rich-text.js';

type ToRenew = NonNullable<User['consents_to_renew']>;

const List = styled.ul`
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 12px;
`;

/**
 * The question asked at sign-in when consents the customer had given lapsed by retention
 * (profiling after 12 months, marketing after 24): each with its current wording. Renewing gives
 * them again, refusing records the refusal; either ends the question (the record no longer asks).
 * Closing it asks again at the next sign-in. Loaded only when there is something to ask.
 */
export default function ConsentRenewalDialog({ consents, onClose }: { consents: ToRenew; onClose: () => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<'renew' | 'refuse' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const answer = async (given: boolean) => {
    setPending(given ? 'renew' : 'refuse');
    setError(null);
    try {
      for (const consent of consents) await setConsent(consent.purpose, given);
      const client = loadedQueryClient();
      if (client) await refreshUserRecord(client);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors.unknown'));
    } finally {
      setPending(null);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('modal.consentRenewal.title', { count: consents.length })}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={pending !== null}>
            {t('modal.consentRenewal.later')}
          </Button>
          <Button variant="outline" loading={pending === 'refuse'} disabled={pending === 'renew'} onClick={() => void answer(false)}>
            {t('modal.consentRenewal.refuse')}
          </Button>
          <Button variant="primary" loading={pending === 'renew'} disabled={pending === 'refuse'} onClick={() => void answer(true)}>
            {t('modal.consentRenewal.renew')}
          </Button>
        </>
      }
    >
      <p>{t('modal.consentRenewal.intro', { count: consents.length })}</p>
      <List>
        {consents.map((consent) => (
          <li key={consent.purpose}>
            <strong>{consent.label}</strong>
            <RichText html={consent.text} headingLevel={4} />
          </li>
        ))}
      </List>
      {error && <Alert tone="error">{error}</Alert>}
    </Modal>
  );
}
