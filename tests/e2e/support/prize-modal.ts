import type { Page } from 'playwright-core';

/**
 * DEMO0001 has a prize to validate, so every full page load of the demo tenant opens
 * 'Hai un premio da convalidare'. Journeys about something else wait for it and close it with
 * Escape (the modal's own keyboard exit), so that it neither covers nor steals their clicks.
 */
export async function closePrizeModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Hai un premio da convalidare' });
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
}
