import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatShortDate, formatShortDateTime } from '../../../shared/format.js';
import { ApiError } from '../../api/api-error.js';
import type { ConsentNow, ExportState } from '../../api/privacy.js';
import { useDownloadExport, usePrivacy, useRequestErasure, useRequestExport, useSetConsent } from '../../queries/privacy.js';
import { useTimeZone } from '../../stores/config.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';
import { RichText } from '../../../ui/rich-text.js';
import { ErrorState, ListSkeleton } from '../../../ui/states.js';

const Block = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 24px;
`;

const Consent = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 8px 16px;
  align-items: start;
  padding: 12px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Plain = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const message = (e: unknown, fallback: string) => (e instanceof ApiError ? e.message : fallback);

function ConsentRow({ consent }: { consent: ConsentNow }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const change = useSetConsent();
  const given = consent.given === true;
  return (
    <Consent>
      <div>
        <strong>{consent.label}</strong>
        <RichText html={consent.text} headingLevel={4} />
        <Muted>
          {consent.given === null
            ? t('privacy.neverAsked')
            : t(given ? 'privacy.givenOn' : 'privacy.refusedOn', { date: formatShortDateTime(consent.recordedAt, timeZone) })}
        </Muted>
        {change.isError && <Alert tone="error">{message(change.error, t('errors.unknown'))}</Alert>}
      </div>
      <Button
        variant={given ? 'outline' : 'primary'}
        size="sm"
        loading={change.isPending}
        aria-label={t(given ? 'privacy.withdrawNamed' : 'privacy.giveNamed', { label: consent.label })}
        onClick={() => change.mutate({ purpose: consent.purpose, given: !given })}
      >
        {t(given ? 'privacy.withdraw' : 'privacy.give')}
      </Button>
    </Consent>
  );
}

function ExportBlock({ latest }: { latest: ExportState | undefined }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const ask = useRequestExport();
  const download = useDownloadExport();
  return (
    <Block>
      <h3>{t('privacy.exportTitle')}</h3>
      <p>{t('privacy.exportIntro')}</p>
      <div role="status">
        {latest?.state === 'preparing' && <Alert tone="info">{t('privacy.preparing')}</Alert>}
        {latest?.state === 'ready' && (
          <Alert tone="success">{t('privacy.ready', { date: formatShortDate(latest.expiresAt, timeZone) })}</Alert>
        )}
        {latest?.state === 'expired' && <Alert tone="info">{t('privacy.expired')}</Alert>}
      </div>
      <div>
        {latest?.state === 'ready' ? (
          <Button variant="primary" loading={download.isPending} onClick={() => download.mutate(latest.id)}>
            {t('privacy.download')}
          </Button>
        ) : (
          <Button variant="primary" loading={ask.isPending} disabled={latest?.state === 'preparing'} onClick={() => ask.mutate()}>
            {t('privacy.exportAsk')}
          </Button>
        )}
      </div>
      {(ask.isError || download.isError) && <Alert tone="error">{message(ask.error ?? download.error, t('errors.unknown'))}</Alert>}
    </Block>
  );
}

function EraseBlock({ pendingOrders }: { pendingOrders: string[] }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const erase = useRequestErasure();
  return (
    <Block>
      <h3>{t('privacy.eraseTitle')}</h3>
      <p>{t('privacy.eraseIntro')}</p>
      {pendingOrders.length > 0 && (
        <Alert tone="info">{t('privacy.erasePending', { orders: pendingOrders.join(', '), count: pendingOrders.length })}</Alert>
      )}
      <div role="status">{erase.isSuccess && <Alert tone="success">{t('privacy.eraseMailed')}</Alert>}</div>
      {erase.isError && <Alert tone="error">{message(erase.error, t('errors.unknown'))}</Alert>}
      <div>
        <Button variant="outline" disabled={pendingOrders.length > 0 || erase.isSuccess} onClick={() => setConfirming(true)}>
          {t('privacy.eraseAsk')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('privacy.eraseConfirmTitle')}
        actions={
          <>
            <Button onClick={() => setConfirming(false)}>{t('privacy.cancel')}</Button>
            <Button
              variant="primary"
              loading={erase.isPending}
              onClick={() => erase.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {t('privacy.eraseConfirm')}
            </Button>
          </>
        }
      >
        <p>{t('privacy.eraseConfirmText')}</p>
      </Modal>
    </Block>
  );
}

/**
 * "I tuoi dati" on /my-page: the consents by purpose with the wording the customer agrees to
 * (each change recorded with channel profile), a copy of their data (preparing / ready / expired),
 * and the account's deletion, asked here and confirmed from the mailed link.
 */
export function PrivacySection() {
  const { t } = useTranslation();
  const overview = usePrivacy();
  return (
    <section id="i-tuoi-dati" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{t('privacy.title')}</h2>
      {overview.isPending ? (
        <ListSkeleton count={2} label={t('privacy.loading')} />
      ) : overview.isError ? (
        <ErrorState
          title={t('privacy.loadError')}
          level={3}
          message={message(overview.error, '')}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <Block>
            <h3>{t('privacy.consentsTitle')}</h3>
            <Plain>
              {overview.data.consents.map((c) => (
                <ConsentRow key={c.purpose} consent={c} />
              ))}
            </Plain>
          </Block>
          <ExportBlock latest={overview.data.exports[0]} />
          <EraseBlock pendingOrders={overview.data.pendingOrders} />
        </>
      )}
    </section>
  );
}
