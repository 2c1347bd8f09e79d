import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError, normalizeError } from '../../api/api-error.js';
import { useAdvantage } from '../../queries/engagement.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { guardContext } from '../../routing/guards.js';
import { useConfig } from '../../stores/config.js';
import { useSessionFacts } from '../../stores/session.js';
import { EmptyState } from '../../../ui/states.js';
import { EngagementDetail, isId, itemArticle } from './engagement-detail.js';
import { pathTo } from './route-links.js';

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

/**
 * /advantage/{id}, open to anyone: a public advantage reads the same logged in or out;
 * a private one asks a visitor to log in (the server answers 401 to anonymous calls).
 */
export default function AdvantageDetailScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { loggedIn } = useSessionFacts();
  const { id } = useParams();
  const valid = isId(id);
  const query = useAdvantage(valid ? id : null, loggedIn);
  const failure = !valid ? new ApiError(t('engagement.advantage.notFound'), 404) : query.isError ? normalizeError(query.error) : null;
  // The list is for customers: a visitor following a shared link gets no link to a login wall.
  const list = loggedIn ? pathTo(config, 'advantages') : null;
  const back = list ? { to: list, label: t('engagement.advantage.back') } : null;

  const explain = ({ status, message }: ApiError) =>
    status === 401 && !loggedIn ? (
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
    ) : null;

  const advantage = !failure && query.isSuccess ? query.data : null;
  return (
    <EngagementDetail
      routeTitle={t(title)}
      back={back}
      loadingLabel={t('engagement.advantage.loading')}
      failure={failure}
      explain={explain}
      onRetry={() => void query.refetch()}
      article={
        advantage && {
          ...itemArticle('advantage-title', advantage),
          lead: advantage.summary,
          footer: advantage.partner && (
            <PartnerLine>
              {advantage.partner.logo && <img src={advantage.partner.logo.url} width={96} height={48} alt="" loading="lazy" />}
              <p>{t('engagement.advantage.offeredBy', { name: advantage.partner.name })}</p>
            </PartnerLine>
          ),
        }
      }
    />
  );
}
