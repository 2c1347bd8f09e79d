import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../api/api-error.js';
import { getAdvantage } from '../../api/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { guardContext } from '../../routing/guards.js';
import { useConfig } from '../../stores/config.js';
import { useSessionFacts } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { Eyebrow } from './cards.js';
import { BackLink, DetailLayout, Page, PageTitle, RoundedImage } from './layout.js';
import { DetailSkeleton, EmptyState, ErrorState } from './states.js';
import { RichText } from '../../../ui/rich-text.js';
import { pathTo } from './route-links.js';
import { useRemote } from './use-remote.js';

const Summary = styled.p`
  margin: 0 0 20px;
  font-size: 1.15rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PartnerLine = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 24px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  img {
    width: 96px;
    height: 48px;
    object-fit: contain;
  }
  p {
    margin: 0;
  }
`;

/** Ids are positive integers: anything else is not found, without asking the server. */
const isId = (id: string | undefined): id is string => Boolean(id && /^[1-9]\d{0,9}$/.test(id));

/**
 * /advantage/{id} (spec §2: open to anyone): a public advantage reads the same logged in or out;
 * a private one asks a visitor to log in (the server answers 401 to anonymous calls).
 */
export default function AdvantageDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { loggedIn } = useSessionFacts();
  const { id } = useParams();
  const { state, retry } = useRemote(`advantage:${id ?? ''}:${loggedIn}`, () =>
    isId(id) ? getAdvantage(id) : Promise.reject(new ApiError(t('engagement.advantage.notFound'), 404)),
  );
  // The list is for customers: a visitor following a shared link gets no link to a login wall.
  const list = loggedIn ? pathTo(config, 'advantages') : null;
  const back = list && <BackLink to={list}>← {t('engagement.advantage.back')}</BackLink>;

  if (state.status === 'loading') {
    return (
      <Container>
        <Page>
          {back}
          <DetailSkeleton label={t('engagement.advantage.loading')} />
        </Page>
      </Container>
    );
  }
  if (state.status === 'error') {
    const { status, message } = state.error;
    return (
      <Container>
        <Page>
          {back}
          <PageTitle>{t(title)}</PageTitle>
          {status === 401 && !loggedIn ? (
            <EmptyState>
              {t('engagement.advantage.membersOnly')} <Link to={guardContext(config).loginPath}>{t('engagement.advantage.logIn')}</Link>
            </EmptyState>
          ) : status === 404 || status === 400 ? (
            <EmptyState>
              {status === 404 ? message : t('engagement.advantage.notFound')}
              {!list && (
                <>
                  {' '}
                  <Link to="/">{t('common.backHome')}</Link>
                </>
              )}
            </EmptyState>
          ) : (
            <ErrorState message={message} onRetry={retry} />
          )}
        </Page>
      </Container>
    );
  }

  const advantage = state.data;
  return (
    <Container>
      <Page>
        {back}
        <DetailLayout as="article" aria-labelledby="advantage-title">
          <RoundedImage image={advantage.image} lazy={false} />
          <div>
            {advantage.partner && <Eyebrow>{advantage.partner.name}</Eyebrow>}
            <PageTitle id="advantage-title">{advantage.title}</PageTitle>
            <Summary>{advantage.summary}</Summary>
            <RichText html={advantage.body_html} />
            {advantage.partner && (
              <PartnerLine>
                {advantage.partner.logo && <img src={advantage.partner.logo.url} width={96} height={48} alt="" loading="lazy" />}
                <p>{t('engagement.advantage.offeredBy', { name: advantage.partner.name })}</p>
              </PartnerLine>
            )}
          </div>
        </DetailLayout>
      </Page>
    </Container>
  );
}
