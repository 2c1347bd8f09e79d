import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { TenantForm } from '../../forms/tenant-form.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { guardContext } from '../../routing/guards.js';
import { useConfig } from '../../stores/config.js';
import { isActiveUser, signInWithPassword } from '../../stores/session.js';
import { isLoginError, LOGIN_ERROR_PARAM, LOGIN_FORM_ID, LOGIN_USER_PARAM, SIGN_IN_FORM_ACTION } from '../../../shared/login-post.js';
import { ErrorPage } from '../../../ui/error-page.js';
import { bareList, primaryLinkLook } from '../../../ui/layout-css.js';
import { Intro, LinkRow, Title } from './auth-styles.js';

const Providers = styled.ul`
  ${bareList('12px')}
`;

// A link styled as the primary button: the start URL is a full-page navigation to the provider.
const ProviderLink = styled.a`
  ${primaryLinkLook}
  display: flex;
`;

// The full-screen error page for a failed external sign-in, over the auth card.
const FullScreen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 50;
  overflow: auto;
  background: ${({ theme }) => theme.colors.background};
`;

/**
 * Login: with own login, the tenant's `login` form (`email` holds the SAP user
 * code); an inactive user goes on to complete the registration, an active one to /. Painted by
 * the server, the form works before the page's scripts do: the browser posts it to the server
 * (src/shared/login-post.ts), which comes back here with `?errore=…&codice=…` when it refused it.
 * Without own login, one button per OpenID Connect provider; back from the provider signed in,
 * boot takes the session (`/?accesso=1`, src/app/boot/hand-over.ts), and `?oidc_error` shows the
 * full-screen error page. The heading is its own text (`login.title`, a tenant's welcome), the
 * route's title stays the tab's short 'Accedi'.
 */
export default function LoginScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // Read once: the address is cleaned below, the message and the code typed stay.
  const [retry] = useState(() => {
    const reason = params.get(LOGIN_ERROR_PARAM);
    return isLoginError(reason) ? { reason, userCode: params.get(LOGIN_USER_PARAM) ?? '' } : null;
  });
  const [oidcFailed, setOidcFailed] = useState(() => params.has('oidc_error'));
  const ownLogin = config.features.ownLogin.active;
  const afterSignIn = guardContext(config).completeRegistrationPath ?? '/';

  useEffect(() => {
    // A reload must not say again why an earlier attempt failed.
    if (retry) setParams({}, { replace: true });
    // Once, for the address the page opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (oidcFailed) {
    return (
      <FullScreen>
        <ErrorPage title={t('errors.auth.title')} text={t('errors.auth.text')}>
          <Link to="/" onClick={() => setOidcFailed(false)}>
            {t('login.tryAgain')}
          </Link>
        </ErrorPage>
      </FullScreen>
    );
  }

  const providers = Object.entries(config.features.oidc);
  return (
    <section aria-labelledby="login-title">
      <Title id="login-title">{t('login.title')}</Title>
      {ownLogin ? (
        <>
          <TenantForm
            formId={LOGIN_FORM_ID}
            nativeAction={SIGN_IN_FORM_ACTION}
            initialData={retry?.userCode ? { email: retry.userCode } : undefined}
            initialError={retry ? t(`login.retry.${retry.reason}`) : undefined}
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
