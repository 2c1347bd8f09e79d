import { prerender } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import type { ResolvedTenantConfig } from '../shared/tenant-config.js';
import { ServerStyleSheet } from 'styled-components';
import type { FirstScreen, FirstScreenInput } from '../shared/first-screen.js';
import { AppShell } from './boot/app-shell.js';
import { startCustomerScreen } from './boot/customer-screen.js';
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
import { setServerSanitiser } from '../ui/sanitize.js';

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

/** One render of the page, with the styles of exactly the markup it made. */
async function renderPage(url: string): Promise<{ html: string; styles: string }> {
  const sheet = new ServerStyleSheet();
  const failures: unknown[] = [];
  try {
    const { prelude } = await prerender(
      sheet.collectStyles(
        <StaticRouter location={url}>
          <Providers>
            <AppShell />
          </Providers>
        </StaticRouter>,
      ),
      // Past this many bytes React moves a Suspense boundary's content after the shell and puts
      // it in place with inline scripts, which the CSP refuses: a page is sent whole, in order.
      { onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    // React would hand the part that failed to the browser with inline scripts, which the CSP
    // refuses: the page goes without a first screen instead, and the failure is logged.
    if (failures.length > 0) throw failures[0];
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

/**
 * The first screen of a portal page, rendered on the server as the browser's first render would
 * draw it once boot is done (src/app/main.tsx hydrates it): the app shell with the tenant's
 * configuration and translations, as a visitor without a session sees it; for a customer the
 * server knows (the session cookie's token), their screen with its data, which the page carries
 * for the browser's first render; when the request only says a session exists, the route's
 * layout with its loading state. Lazy screens and the forms engine are waited for (prerender),
 * so a form is painted whole. The app's stores are module singletons: the caller renders one
 * page at a time.
 */
export async function renderFirstScreen(input: FirstScreenInput): Promise<FirstScreen> {
  // Screens read server state through the client's context, which the providers take as it is at
  // their render. Each render starts empty; only a customer's render fetches (customer-screen.ts).
  const client = await loadQueryClient();
  client.clear();
  // The server validated what it embeds (file and overrides merged) before handing it over.
  const config = buildConfig(input.boot.start, input.boot.tenant, null);
  holdTranslationsOf(config.lang, input.translations, config.texts);
  setConfig(config);
  const url = new URL(input.url, 'http://page');
  const screen = input.signedIn ? screenAt(config, url.pathname, true) : null;
  const customer = input.customer ? await startCustomerScreen(client, input.customer, screen, url.search) : null;
  setServerSessionUnknown(input.signedIn && !customer);
  // Without the customer, any token makes the header draw the signed-in menu; the screens are not rendered.
  sessionStore.token = customer ? input.customer!.token : input.signedIn ? 'server-render' : null;
  const forms = new Set<string>();
  setFormsModuleLoader((revision, formId) => {
    forms.add(formId);
    return input.loadForm(revision, formId);
  });
  setServerSanitiser(input.sanitiser);
  bootSucceeded();

  try {
    const page = customer ? await customer.render(() => renderPage(input.url)) : await renderPage(input.url);
    return {
      ...page,
      forms: [...forms],
      title: titleAt(config, url.pathname, input.signedIn),
      screen,
      data: customer?.data() ?? null,
    };
  } finally {
    setServerSanitiser(null);
    customer?.release();
    setServerSessionUnknown(false);
    sessionStore.token = null;
  }
}
