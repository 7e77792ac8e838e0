import { expect, test } from '@playwright/test';
import { login, screenshots, seriousViolations } from './support.js';

const shoot = screenshots('admin-accounting');

test('the admin finds the books in the nav, is told a reversed period is not one, and downloads the FEC of this year (fr, nl-BE)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await login(page, '/admin', 'admin@example.com');
  await page.getByRole('link', { name: 'Comptabilité' }).first().click();
  await expect(page).toHaveURL(/\/admin\/comptabilite$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comptabilité' })).toBeVisible();

  // The end before the start: a sentence, and no download.
  await page.getByLabel('Du', { exact: true }).fill('2026-03-01');
  await page.getByLabel('Au', { exact: true }).fill('2026-02-01');
  await page.getByRole('button', { name: 'Préparer' }).click();
  await expect(page.getByRole('alert')).toContainText('La date de fin doit être le jour de début ou après.');
  await expect(page.getByRole('link', { name: 'Télécharger le FEC' })).toHaveCount(0);

  // This year: the file, named after the SIREN and the period's last day, in the legal format.
  await page.getByRole('link', { name: 'Cette année' }).click();
  const link = page.getByRole('link', { name: 'Télécharger le FEC' });
  await expect(link).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'fr');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^\d{9}FEC\d{8}\.txt$/);
  const file = await (await page.request.get((await link.getAttribute('href'))!)).text();
  expect(file.split('\r\n')[0]).toBe(
    'JournalCode\tJournalLib\tEcritureNum\tEcritureDate\tCompteNum\tCompteLib\tCompAuxNum\tCompAuxLib\tPieceRef\tPieceDate\tEcritureLib\tDebit\tCredit\tEcritureLet\tDateLet\tValidDate\tMontantdevise\tIdevise',
  );

  // In Belgian Dutch.
  await context.addCookies([
    { name: 'locale', value: 'nl-BE', domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.goto('/admin/comptabilite?from=2024-01-01&to=2026-01-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Boekhouding' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Een FEC beslaat hoogstens één boekjaar');
  await page.goto('/admin/comptabilite');
  await expect(page.getByRole('link', { name: 'FEC downloaden' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'nl-BE');
});

test('a manager of one warehouse is refused the company’s books', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  await login(page, '/admin/comptabilite', 'gerant.lyon@example.com');
  const href = await page.getByRole('link', { name: 'Télécharger le FEC' }).getAttribute('href');
  const res = await page.request.get(href!);
  expect(res.status()).toBe(403);
  expect((await res.json()).message).toContain('toute la société');
});
