import type { Locator, Page } from 'playwright-core';
import { openArea } from './console.js';

/** The header of a sales file, as the console's Vendite screen documents it. */
export const SALES_HEADER = 'user_code;date;product_code;quantity;amount';

/** Vendite: chooses `rows` as the CSV `name` and shows its preview; answers the table of its rows. */
export async function previewSalesFile(page: Page, name: string, rows: readonly string[]): Promise<Locator> {
  if ((await page.getByRole('heading', { level: 2, name: 'Vendite' }).count()) === 0) {
    await openArea(page, 'Vendite');
    await page.getByRole('heading', { level: 2, name: 'Vendite' }).waitFor();
  }
  await page
    .getByLabel('Scegli il file CSV delle vendite')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from([SALES_HEADER, ...rows].join('\r\n')) });
  await page.getByRole('button', { name: 'Mostra l’anteprima' }).click();
  await page.getByRole('heading', { level: 3, name: `Anteprima di ${name}` }).waitFor();
  return page.getByRole('table', { name: 'Righe del file' });
}

/** Vendite: «Applica» on the file previewed, until the screen says what it credited. */
export async function applySalesFile(page: Page, points: number): Promise<void> {
  await page.getByRole('button', { name: 'Applica', exact: true }).click();
  await page.getByText(`File applicato: ${points} ${points === 1 ? 'punto accreditato' : 'punti accreditati'}.`).waitFor();
}

/** The list of uploaded files and API batches on the Vendite screen. */
export const salesBatches = (page: Page): Locator => page.getByRole('table', { name: 'File di vendite e lotti dell’API, dal più recente' });
