import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../shared/tenant-config.js';
import { ServerStyleSheet } from 'styled-components';
import type { FirstScreen, FirstScreenInput } from '../shared/first-screen.js';
import { AppShell } from './boot/app-shell.js';
import { buildConfig } from './boot/build-config.js';
import { screenAt } from './boot/prefetch-screen.js';
import { setFormsModuleLoader } from './forms/validators.js';
import { i18n, i18nOptions } from './i18n/i18n.js';
import { applyTenantTexts } from './i18n/tenant-texts.js';
import { Providers } from './providers.js';
import { loadQueryClient } from './queries/query-client-loader.js';
import { availableRoutes } from './routing/guards.js';
import { setServerSessionUnknown } from './routing/server-session.js';
import { setConfig } from './stores/config.js';
import { sessionStore } from './stores/session.js';
import { bootSucceeded } from './stores/ui.js';

/** The app's i18n instance holding exactly this tenant's texts: the base file, then its `texts`. */
function holdTranslationsOf(lng: string, translations: Record<string, unknown>, texts: Record<string, Record<string, string>>): void {
  if (!i18n.isInitialized) {
    void i18n.init({ ...i18nOptions(lng), backend: undefined, initAsync: false, resources: {} });
  }
  i18n.removeResourceBundle(lng, 'translation');
  i18n.addResourceBundle(lng, 'translation', structuredClone(translations), true, true);
  void i18n.changeLanguage(lng);
  applyTenantTexts(i18n, texts, lng);
}

/** "<page> | <initiative>", as RouteTitle writes it once the page runs (signed out, '/' shows the sign-in). */
function titleAt(config: ResolvedTenantConfig, pathname: string, signedIn: boolean): string {
  const route = availableRoutes(config).find((r) => r.path !== '*' && matchPath(r.path, pathname) !== null);
  const key = !route ? 'routes.notFound' : route.access === 'home' && !signedIn ? 'routes.login' : route.title;
  const page = key ? i18n.t(key) : '';
  return page ? `${page} | ${config.name}` : config.name;
}

/**
 * The first screen of a portal page, rendered on the server as the browser's first render would
 * draw it once boot is done (src/app/main.tsx hydrates it): the app shell with the tenant's
 * configuration and translations, as a visitor without a session sees it, or, when the request
 * says a session exists, the route's layout with its loading state. Lazy screens and the forms
 * engine are waited for (prerender), so a form is painted whole. The app's stores are module
 * singletons: the caller renders one page at a time.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  // Screens read server state through the client's context, which the providers take as it is at
  // their render. The server never fetches (effects do not run): each render starts empty.
  (await loadQueryClient()).clear();
  // The server validated what it embeds (file and overrides merged) before handing it over.
  const config = buildConfig(input.boot.start, input.boot.tenant, null);
  holdTranslationsOf(config.lang, input.translations, config.texts);
  setConfig(config);
  setServerSessionUnknown(input.signedIn);
  // Any token makes the header draw the signed-in menu; the screens themselves are not rendered.
  sessionStore.token = input.signedIn ? 'server-render' : null;
  const forms = new Set<string>();
  setFormsModuleLoader((revision, formId) => {
    forms.add(formId);
    return input.loadForm(revision, formId);
  });
  bootSucceeded();

  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StaticRouter location={input.url}>
          <Providers>
            <AppShell />
          </Providers>
        </StaticRouter>,
      ),
    );
    const html = await new Response(prelude).text();
    const pathname = new URL(input.url, 'http://page').pathname;
    return {
      html,
      styles: sheet.getStyleTags(),
      forms: [...forms],
      title: titleAt(config, pathname, input.signedIn),
      screen: input.signedIn ? screenAt(config, pathname, true) : null,
    };
  } finally {
    sheet.seal();
    setServerSessionUnknown(false);
    sessionStore.token = null;
  }
}
