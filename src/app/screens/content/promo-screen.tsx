import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { getInitiative, type Initiative } from '../../api/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { useConfig } from '../../stores/config.js';
import { useSessionFacts } from '../../stores/session.js';
import { Container } from '../../../ui/container.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { formatLongDate } from '../../../shared/format.js';
import { RichText } from '../../../ui/rich-text.js';
import { ArticleSkeleton, LoadError, serverErrorText } from './states.js';
import { ImageBox, Meta, Narrow, Page, PageTitle, ratioOf } from './styles.js';
import { useRemote } from './use-remote.js';
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
  p { margin: 0 0 16px; }
`;

/** A link drawn as the kit's primary button (navigation, so a link, not a button). */
const ActionLink = styled(Link)`
  display: inline-flex;
  min-height: 48px;
  align-items: center;
  padding: 0 28px;
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
  &:hover { filter: brightness(0.92); }
`;

/** 'Dal 3 novembre 2025 al 3 marzo 2026', 'Fino al …', 'Dal …', or nothing for an open-ended page. */
function usePeriod(initiative: Initiative): string {
  const { t } = useTranslation();
  const from = formatLongDate(initiative.starts_at);
  const to = formatLongDate(initiative.ends_at);
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
      {initiative.image && (
        <Hero $ratio={ratioOf(initiative.image)}>
          <img src={initiative.image.url} width={initiative.image.width} height={initiative.image.height} alt="" fetchPriority="high" />
        </Hero>
      )}
      <PageTitle id="promo-title">{initiative.title}</PageTitle>
      {period && <Period>{period}</Period>}
      <RichText html={initiative.body_html} headingLevel={2} />
      <Action>
        <p>{loggedIn ? t('content.promo.loggedIn') : t('content.promo.loggedOut')}</p>
        <ActionLink to={loggedIn ? '/' : (login?.path ?? '/')}>{loggedIn ? t('content.promo.goHome') : t('content.promo.login')}</ActionLink>
      </Action>
    </article>
  );
}

/**
 * /promo/{initiative} (spec §2): the public page of an initiative (GET /initiatives/:slug), open
 * to anonymous visitors. Unknown, inactive or out-of-dates initiatives answer 404 and show the
 * 'promo not found' screen's texts.
 */
export default function PromoScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const { initiative: slug = '' } = useParams();
  const { state, retry } = useRemote(`promo:${slug}`, () => getInitiative(slug));

  if (state.status === 'error' && (state.error.status === 404 || state.error.status === 400)) {
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
          {state.status !== 'ready' && <h1 className="visually-hidden">{t(title)}</h1>}
          {state.status === 'loading' && <ArticleSkeleton />}
          {state.status === 'error' && <LoadError message={serverErrorText(state.error)} onRetry={retry} />}
          {state.status === 'ready' && <InitiativePage initiative={state.data} />}
        </Narrow>
      </Page>
    </Container>
  );
}
