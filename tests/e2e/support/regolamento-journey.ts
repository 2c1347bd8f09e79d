import type { Page } from 'playwright-core';
import { openPage, type PageProbe } from './browser.js';
import { openArea } from './console.js';
import { portalSignIn } from './portal-api.js';
import { portalDbReader, PROGRAMME_ALIAS } from './programme.js';
import { CUSTOMER, TIME_ZONE, type ProgrammeJourney } from './programme-journey.js';
import type { RunningServer } from './server.js';

/**
 * Through the console in the browser, as an operator does it: a new version of the regolamento
 * written as rich text with its summary of changes, saved as a draft, then published after the
 * confirmation. Answers the version's number, read from its page.
 */
export async function publishRegolamento(page: Page, text: string, changes: string): Promise<number> {
  await openArea(page, 'Regolamento');
  await page.getByRole('heading', { level: 2, name: 'Regolamento' }).waitFor();
  await page.getByRole('link', { name: 'Nuova versione' }).click();
  const editor = page.getByRole('textbox', { name: 'Testo del regolamento' });
  await editor.click();
  await page.keyboard.type(text);
  await page.getByRole('textbox', { name: 'Che cosa cambia' }).fill(changes);
  await page.getByRole('button', { name: 'Salva la bozza' }).click();
  const title = page.getByRole('heading', { level: 2, name: /^Regolamento, versione \d+$/ });
  await title.waitFor();
  const version = Number((await title.textContent())!.replace(/\D+/g, ''));
  await page.getByRole('button', { name: `Pubblica la versione ${version}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pubblicare la versione ${version}?` });
  await dialog.getByText('Ogni cliente dovrà accettarla di nuovo al prossimo accesso').waitFor();
  await dialog.getByRole('button', { name: 'Pubblica', exact: true }).click();
  await page.getByRole('article').getByText('In vigore').waitFor();
  return version;
}

/** The customer signing in on a fresh page at the servers' time, wherever the portal then leads. */
export async function customerSigningIn(j: ProgrammeJourney, server: RunningServer = j.first): Promise<PageProbe> {
  const probe = await openPage(j.browser, undefined, { timezoneId: TIME_ZONE });
  await probe.page.clock.setFixedTime(j.clock.now());
  await portalSignIn(probe.page, server.url(PROGRAMME_ALIAS, '/login'), CUSTOMER);
  return probe;
}

/** The console's page of the journey's customer, found through the Clienti search. */
export async function openCustomer(page: Page): Promise<void> {
  await openArea(page, 'Clienti');
  await page.getByRole('searchbox', { name: 'Cerca un cliente' }).fill(CUSTOMER);
  await page.keyboard.press('Enter');
  await page
    .getByRole('table', { name: `Clienti trovati per «${CUSTOMER}»` })
    .getByRole('link', { name: CUSTOMER })
    .click();
  await page.getByRole('heading', { level: 2, name: new RegExp(`^${CUSTOMER}`) }).waitFor();
}

interface AcceptanceRow {
  version: number;
  doc_hash: string;
  channel: string;
  address: string | null;
  accepted_at: string;
}

/**
 * What the servers recorded, read straight from their SQLite file: the customer's acceptances
 * and each version's hash, the test's own account beside what the console shows.
 */
export function regolamentoFile(dataDir: string) {
  const read = portalDbReader(dataDir);
  return {
    acceptancesOf: (code: string) =>
      read<AcceptanceRow>(
        `select a.version, a.doc_hash, a.channel, a.address, a.accepted_at from regolamento_acceptances a
         join users u on u.id = a.user_id where u.tenant_alias = ? and u.username = ? order by a.version`,
        PROGRAMME_ALIAS,
        code,
      ),
    hashOf: (version: number) =>
      read<{ doc_hash: string }>(
        'select doc_hash from regolamento_versions where tenant_alias = ? and version = ?',
        PROGRAMME_ALIAS,
        version,
      )[0]?.doc_hash,
  };
}
