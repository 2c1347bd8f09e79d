import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { normalizeError } from '../../api/api-error.js';
import { initPanel } from '../../api/content.js';
import type { ScreenProps } from '../../registry/screen-props.js';
import { page } from '../../routing/page.js';
import { useConfig } from '../../stores/config.js';
import { useSession, useSessionFacts } from '../../stores/session.js';
import { Button } from '../../../ui/button.js';
import { surfaceBox } from '../../../ui/cards.js';
import { Container } from '../../../ui/container.js';
import { Lead, Narrow, Page, PageTitle } from '../../../ui/page.js';

/**
 * Where the browser goes: the tenant's `features.panel.url` with the app code as `?appcode=`
 * (docs/tenants.md), any query the operator put in the URL kept.
 */
export function panelTarget(baseUrl: string, appcode: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set('appcode', appcode);
  return url.toString();
}

const Box = styled.div`
  margin-top: 24px;
  padding: 28px;
  ${surfaceBox}
  p {
    margin: 0 0 16px;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 20px;
  }
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.95rem;
`;

const Failure = styled.p`
  margin: 16px 0 0 !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.error};
`;

/**
 * /panel: public. 'Vai al pannello' asks the server for a short-lived
 * app code (GET panel/auth/init/{id}, naming the customer when signed in) and sends the browser to
 * the panel app. A tenant without `features.panel.url` says the panel is not available.
 */
export default function PanelScreen({ title }: ScreenProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const { loggedIn } = useSessionFacts();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { url, initiativeId } = config.features.panel;

  // Back from the panel app, the browser may restore this page as it was left (busy): unlock it.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  async function go() {
    if (!url) return;
    setBusy(true);
    setError(null);
    try {
      // Without an initiative id in the tenant file the server accepts any id: the alias names it.
      const { appcode } = await initPanel(initiativeId ?? config.alias);
      page.assign(panelTarget(url, appcode));
      // Stay busy: the browser is leaving, a second click would only mint another code.
    } catch (e) {
      setError(normalizeError(e).message);
      setBusy(false);
    }
  }

  return (
    <Container>
      <Page>
        <Narrow>
          <PageTitle>{t(title)}</PageTitle>
          <Lead>{t('content.panel.lead')}</Lead>
          <Box>
            {url ? (
              <>
                <p>{t('content.panel.text')}</p>
                <Note>
                  {loggedIn ? t('content.panel.asCustomer', { username: user?.userinfo?.username ?? '' }) : t('content.panel.anonymous')}
                </Note>
                <Button variant="primary" loading={busy} onClick={() => void go()}>
                  {t('content.panel.go')}
                </Button>
                {error && <Failure role="alert">{error}</Failure>}
              </>
            ) : (
              <p role="status">{t('content.panel.unavailable')}</p>
            )}
          </Box>
        </Narrow>
      </Page>
    </Container>
  );
}
