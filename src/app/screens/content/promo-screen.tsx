import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import { primaryLinkLook } from '../../../ui/layout-css.js';
import type { Initiative } from '../../api/content.js';
import { useInitiative } from '../../queries/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig, useTimeZone } from '../../stores/config.js';
import { useSessionFacts } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatLongDate } from '../../../shared/format.js';
import { RichText } from '../../../ui/rich-text.js';
import { ImageBox, ratioOf } from '../../../ui/cards.js';
import { DetailSkeleton } from '../../../ui/detail-layout.js';
import { Meta, Narrow, Page, PageTitle } from '../../../ui/page.js';
import { ErrorState } from '../../../ui/states.js';
import { serverErrorText } from './error-text.js';
import { usePageTitle } from '../../routing/route-title.js';

const Hero = styled(ImageBox)`
  margin: 0 0 28px;
  border-radius: ${({ theme }) => theme.radii.card}px;
`;

const Period = styled(Meta)`
  margin: 4px 0 24px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const Action = styled.div`
  margin-top: 32px;
  padding: 24px;
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  p {
    margin: 0 0 16px;
  }
`;

/** A link drawn as the kit's primary button (navigation, so a link, not a button). */
const ActionLink = styled(Link)`
  ${primaryLinkLook}
  padding: 0 28px;
  &:hover {
    filter: brightness(0.92);
  }
`;

/** 'Dal 3 novembre 2025 al 3 marzo 2026', 'Fino al …', 'Dal …', or nothing for an open-ended page. */
function usePeriod(initiative: Initiative): string {
  const timeZone = useTimeZone();
  const { t } = useTranslation();
  const from = formatLongDate(initiative.starts_at, timeZone);
  const to = formatLongDate(initiative.ends_at, timeZone);
  if (from && to) return t('content.promo.period', { from, to });
  if (to) return t('content.promo.until', { to });
  if (from) return t('content.promo.since', { from });
  return '';
}

function InitiativePage({ initiative }: { initiative: Initiative }) {
  const { t } = useTranslation();
  const config = useConfig();
  const { loggedIn } = useSessionFacts();
  const period = usePeriod(initiative);
  const login = config.routes.find((r) => r.id === 'login' && r.enabled && config.features.ownLogin.active);
  usePageTitle(initiative.title);

  return (
    <article aria-labelledby="promo-title">
      {initiative.image && <Hero image={initiative.image} ratio={ratioOf(initiative.image)} load="priority" />}
      <PageTitle id="promo-title">{initiative.title}</PageTitle>
      {period && <Period>{period}</Period>}
      <RichText html={initiative.body_html} headingLevel={2} />
      <Action>
        <p>{loggedIn ? t('content.promo.loggedIn') : t('content.promo.loggedOut')}</p>
        <ActionLink to={loggedIn ? '/' : (login?.path ?? '/')}>
          {loggedIn ? t('content.promo.goHome') : t('content.promo.login')}
        </ActionLink>
      </Action>
    </article>
  );
}

/**
 * /promo/{initiative}: the public page of an initiative (GET /initiatives/:slug), open
 * to anonymous visitors. Unknown, inactive or out-of-dates initiatives answer 404 and show the
 * 'promo not found' screen's texts.
 */
export default function PromoScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { initiative: slug = '' } = useParams();
  const initiative = useInitiative(slug);
  const error = initiative.isError ? normalizeError(initiative.error) : null;

  if (error && (error.status === 404 || error.status === 400)) {
    return (
      <ErrorPage title={t('errors.promoNotFound.title')} text={t('errors.promoNotFound.text')}>
        <Link to="/">{t('common.backHome')}</Link>
      </ErrorPage>
    );
  }
  return (
    <Container>
      <Page>
        <Narrow>
          {!initiative.isSuccess && <h1 className="visually-hidden">{t(title)}</h1>}
          {initiative.isPending && <DetailSkeleton />}
          {error && <ErrorState message={serverErrorText(error)} onRetry={() => void initiative.refetch()} />}
          {initiative.isSuccess && <InitiativePage initiative={initiative.data} />}
        </Narrow>
      </Page>
    </Container>
  );
}
