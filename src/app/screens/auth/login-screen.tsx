import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { guardContext } from '../../routing/guards.js';
import { useConfig } from '../../stores/config.js';
import { isActiveUser, signInWithPassword, signInWithRefreshCookie } from '../../stores/session.js';
import { setLoaderVisible } from '../../stores/ui.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { Intro, LinkRow, Title } from './auth-styles.js';

const Providers = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

// A link styled as the primary button: the start URL is a full-page navigation to the provider.
const ProviderLink = styled.a`
  display: flex;
  min-height: 48px;
  align-items: center;
  justify-content: center;
  padding: 0 24px;
  border-radius: ${({ theme }) => theme.radii.button}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
`;

// The spec's full-screen error page for a failed external sign-in, over the auth card.
const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
`;

type OidcState = 'idle' | 'exchanging' | 'failed';

/**
 * Login (spec §2, §4): with own login, the tenant's `login` form (`email` holds the SAP user
 * code); an inactive user goes on to complete the registration, an active one to /. Without own
 * login, one button per OpenID Connect provider; back from the provider on `/?oidc=1` the
 * refresh cookie is traded for the access token under the loading overlay, and `?oidc_error`
 * or a failed exchange shows the full-screen error page.
 */
export default function LoginScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const ownLogin = config.features.ownLogin.active;
  const returning = params.get('oidc') === '1';
  const [oidc, setOidc] = useState<OidcState>(params.has('oidc_error') ? 'failed' : returning ? 'exchanging' : 'idle');
  const afterSignIn = guardContext(config).completeRegistrationPath ?? '/';

  useEffect(() => {
    if (!returning) return;
    let live = true;
    setLoaderVisible(true);
    signInWithRefreshCookie()
      .then(
        (user) => {
          // Not guarded by `live`: the new session usually swaps this screen for the home before
          // the promise settles, and the spent `?oidc=1` must still leave the address bar.
          navigate(isActiveUser(user) ? '/' : afterSignIn, { replace: true });
        },
        () => {
          if (!live) return;
          setOidc('failed');
          // Reloading must not try the spent exchange again.
          setParams({}, { replace: true });
        },
      )
      // Whatever happened, and even if the session already swapped this screen for the home.
      .finally(() => setLoaderVisible(false));
    return () => {
      live = false;
    };
    // Runs once per return from the provider.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [returning]);

  if (oidc === 'failed') {
    return (
      <FullScreen>
        <ErrorPage title={t('errors.auth.title')} text={t('errors.auth.text')}>
          <Link to="/" onClick={() => setOidc('idle')}>
            {t('login.tryAgain')}
          </Link>
        </ErrorPage>
      </FullScreen>
    );
  }
  if (oidc === 'exchanging') return null;

  const providers = Object.entries(config.features.oidc);
  return (
    <section aria-labelledby="login-title">
      <Title id="login-title">{t(title)}</Title>
      {ownLogin ? (
        <>
          <TenantForm
            formId="login"
            onSubmit={async (values) => {
              const user = await signInWithPassword(String(values['email'] ?? ''), String(values['password'] ?? ''));
              navigate(isActiveUser(user) ? '/' : afterSignIn, {
                replace: true,
              });
            }}
          />
          <LinkRow>
            <Link to="/recupera-password">{t('login.forgotPassword')}</Link>
          </LinkRow>
        </>
      ) : (
        <>
          <Intro>{t('login.externalIntro')}</Intro>
          <Providers>
            {providers.map(([id, provider]) => (
              <li key={id}>
                <ProviderLink href={`/v1/auth/oidc/${encodeURIComponent(id)}/start`}>
                  {provider.label ?? t('login.externalButton', { provider: id })}
                </ProviderLink>
              </li>
            ))}
          </Providers>
        </>
      )}
    </section>
  );
}
