import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatLongDate } from '../../../shared/format.js';
import { ApiError } from '../../api/api-error.js';
import type { RegolamentoVersion } from '../../api/regolamento.js';
import { useAcceptRegolamento, usePendingRegolamento } from '../../queries/regolamento.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useTimeZone } from '../../stores/config.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Container } from '../../../ui/container.js';
import { QueryView } from '../../../ui/query-view.js';
import { LoadingState } from '../../../ui/states.js';

const Section = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 32px 0 48px;
  display: grid;
  gap: 16px;
`;

const Changes = styled.div`
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  padding: 12px 16px;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1rem;
  }
  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

function Pending({ version }: { version: RegolamentoVersion }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const accept = useAcceptRegolamento();
  const outdated = accept.error instanceof ApiError && accept.error.status === 409;
  return (
    <>
      <p>{t('regolamento.intro', { version: version.version, date: formatLongDate(version.publishedAt, timeZone) })}</p>
      <Changes>
        <h2>{t('regolamento.changesTitle')}</h2>
        <p>{version.changes}</p>
      </Changes>
      <p>
        <a href={version.url} target="_blank" rel="noopener noreferrer">
          {t('regolamento.readFull', { version: version.version })} <span className="visually-hidden">{t('common.opensInNewTab')}</span>
        </a>
      </p>
      {accept.isError && (
        <Alert tone="error">
          {outdated ? t('regolamento.outdated') : accept.error instanceof ApiError ? accept.error.message : t('regolamento.failed')}
        </Alert>
      )}
      <Actions>
        <Button variant="primary" loading={accept.isPending} onClick={() => accept.mutate(version.version)}>
          {t('regolamento.accept')}
        </Button>
      </Actions>
    </>
  );
}

/**
 * /accetta-regolamento: a new version of the programme's rules is in force. The customer reads
 * what changed (the operator's summary, the full text a link away) and accepts it; until then
 * the guards lead every other route here, and the server refuses every other call.
 */
export default function AcceptRegolamentoScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const pending = usePendingRegolamento();
  return (
    <Container>
      <Section aria-labelledby="regolamento-title">
        <h1 id="regolamento-title">{t(title)}</h1>
        <QueryView query={pending} pending={<LoadingState label={t('regolamento.loading')} />} errorTitle={t('regolamento.loadFailed')}>
          {(data) => (data.pending ? <Pending version={data.pending} /> : <Alert tone="success">{t('regolamento.nothingToAccept')}</Alert>)}
        </QueryView>
      </Section>
    </Container>
  );
}
