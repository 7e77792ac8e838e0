import { expect, test, type Page } from '@playwright/test';
import { login, seriousViolations, waitForHydration } from './support.js';

const LOCALES = ['fr', 'es', 'be', 'nl-BE'] as const;
const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** Far enough ahead for the form to be saved and the storefront checked before the time comes. */
const SCHEDULE_AHEAD_MS = 20_000;

/** A datetime-local value on the shop's wall clock (Europe/Paris), seconds included. */
function parisInput(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}:${get('second')}`;
}

async function shoot(page: Page, name: string) {
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/admin-content-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an article written in four locales with a preview is scheduled, absent before its time and present after', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await login(page, '/admin/contenus', 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Contenus' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pages et CGV' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'list');

  await page.getByRole('link', { name: 'Nouvel article' }).click();
  await waitForHydration(page);
  const slug = `article-programme-${tag}`;
  await page.getByLabel('Adresse (minuscules, chiffres et tirets)').fill(slug);
  await page.getByLabel('État').selectOption('published');
  for (const locale of LOCALES) {
    await page.locator(`#text-${locale}-title`).fill(`Tournée du printemps ${locale} ${tag}`);
    await page.locator(`#text-${locale}-summary`).fill(`Le chapeau de l’article en ${locale}.`);
  }
  // Each locale flags its missing translation until its text is written.
  await expect(page.locator('fieldset[data-locale="es"]').getByText('Traduction manquante')).toHaveCount(0);
  await page.locator('#text-fr-body').fill('## Au programme\n\nDes **caisses consignées** et des fleurs.');
  const frPreview = page.locator('fieldset[data-locale="fr"]').getByTestId('markdown-preview');
  await expect(frPreview.getByRole('heading', { name: 'Au programme' })).toBeVisible();
  await expect(frPreview.locator('strong')).toHaveText('caisses consignées');
  for (const locale of ['es', 'be', 'nl-BE'] as const)
    await page.locator(`#text-${locale}-body`).fill(`## ${locale}\n\nTexte traduit (${locale}).`);
  await expect(
    page.locator('fieldset[data-locale="nl-BE"]').getByTestId('markdown-preview').getByRole('heading'),
  ).toHaveText('nl-BE');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'editor');

  const publishAt = new Date(Date.now() + SCHEDULE_AHEAD_MS);
  await page.getByLabel('Date de publication').fill(parisInput(publishAt));
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page).toHaveURL(/\/admin\/contenus\/blog\/\d+\?cree=1$/);
  await expect(page.getByTestId('post-state')).toContainText('Programmé');

  // Before its time: neither in the list nor at its address.
  expect(Date.now()).toBeLessThan(publishAt.getTime());
  await page.goto('/fr/blog');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(`Tournée du printemps fr ${tag}`)).toHaveCount(0);
  const early = await page.goto(`/fr/blog/${slug}`);
  expect(early?.status()).toBe(404);
  expect(Date.now()).toBeLessThan(publishAt.getTime());

  // At its time, with no other action: listed, and readable in Belgian Dutch.
  await page.waitForTimeout(Math.max(0, publishAt.getTime() - Date.now()) + 500);
  await page.goto('/fr/blog');
  await expect(page.getByText(`Tournée du printemps fr ${tag}`).first()).toBeVisible();
  await page.goto('/admin/contenus');
  const row = page.getByRole('row', { name: new RegExp(`Tournée du printemps fr ${tag}`) });
  await expect(row.getByText('Publié')).toBeVisible();
  await expect(row.getByText('Complètes')).toBeVisible();
  // Last: the Dutch page sets the locale cookie, which the back-office follows too.
  const nl = await page.goto(`/nl-BE/blog/${slug}`);
  expect(nl?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Tournée du printemps nl-BE ${tag}`);

  // Deleted after a confirmation: gone from the list and from its address.
  await page.goto('/admin/contenus');
  await page.getByRole('link', { name: new RegExp(`Tournée du printemps fr ${tag}`) }).click();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^(Supprimer l’article|Artikel verwijderen)$/ }).click();
  await expect(page).toHaveURL('/admin/contenus');
  await expect(page.getByRole('row', { name: new RegExp(`Tournée du printemps fr ${tag}`) })).toHaveCount(0);
  expect((await page.goto(`/fr/blog/${slug}`))?.status()).toBe(404);
});

test('a redirect created in the back-office works on the storefront at once', async ({ page }) => {
  test.setTimeout(360_000);
  const path = `/fr/ancienne-adresse-${tag}`;
  const before = await page.goto(path);
  expect(before?.status()).toBe(404);

  await login(page, '/admin/redirections', 'admin@example.com');
  const form = page.getByRole('form', { name: 'Nouvelle redirection' });
  await form.getByLabel('Adresse d’origine').fill(path);
  await form.getByLabel('Destination').fill(path);
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(form.getByText(/ramènerait à son point de départ/)).toBeVisible();

  await form.getByLabel('Destination').fill('/fr/blog');
  await form.getByRole('button', { name: 'Ajouter' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  await expect(page.getByRole('form', { name: `Redirection de ${path}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'redirects');

  await page.goto(path);
  await expect(page).toHaveURL(/\/fr\/blog$/);
});

test('the promo bar is edited in four locales and the home shows what is stored', async ({ page }) => {
  test.setTimeout(360_000);
  await login(page, '/admin/contenus/bandeau', 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Bandeau promotionnel' })).toBeVisible();
  const code = page.locator('#bar-fr-part3');
  const stored = await code.inputValue();
  // An emptied fragment is refused field by field, and nothing changes.
  await code.fill('');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.locator('#bar-fr-part3-error')).toBeVisible();
  await code.fill(stored);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Modifications enregistrées.' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'promo-bar');
  await page.goto('/fr/welcome');
  await expect(page.getByRole('complementary', { name: 'Offre de bienvenue' })).toContainText(stored);
});
