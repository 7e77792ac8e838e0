// Back-office, products: the admin creates a product in four locales with a photo, finds it in
// the list and edits it; the Lyon manager can read it but not save it.
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { login, seriousViolations, waitForHydration } from './support.js';

const stamp = Date.now().toString(36);
const names = {
  fr: `Limonade Azur ${stamp}`,
  es: `Limonada Azur ${stamp}`,
  be: `Limonade Azur belge ${stamp}`,
  'nl-BE': `Azuurlimonade ${stamp}`,
};

async function shoot(page: Page, name: string) {
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.configure({ mode: 'serial' });
// Long journeys on a slow shared machine: each step has its own expectation timeout.
test.setTimeout(240_000);

let productUrl = '';

test('the admin creates a product in four locales with a photo, finds it and edits it', async ({ page }) => {
  await login(page, '/admin', 'admin@example.com');
  await page.goto('/admin/produits/nouveau');
  await waitForHydration(page);

  // A missing French name is refused with a field error, nothing is created.
  await page.getByRole('button', { name: 'Créer le produit' }).click();
  await expect(page.locator('#name-fr-error')).toHaveText('Ce champ est requis.');
  await expect(page.getByRole('alert').first()).toContainText('Certains champs sont à corriger');

  for (const [locale, name] of Object.entries(names)) {
    await page.locator(`#name-${locale}`).fill(name);
    await page.locator(`#description-${locale}`).fill(`${name} : citron et eau de source.`);
  }
  await page.getByLabel('Marque').fill('Maison Azur');
  await page.getByLabel('Rayon et catégorie').selectOption({ index: 0 });
  await page.getByLabel('Volume').fill('75');
  await page.getByLabel('Unité').selectOption('cl');
  await page.getByLabel('Consigne de la bouteille').selectOption('large_bottle');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'new-product');
  await page.getByRole('button', { name: 'Créer le produit' }).click();

  await expect(page).toHaveURL(/\/admin\/produits\/\d+\?created=1$/);
  productUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.fr);
  await expect(page.getByTestId('not-sold')).toContainText('n’est encore vendu dans aucun entrepôt');
  await expect(page.getByTestId('not-sold').getByRole('link')).toHaveAttribute(
    'href',
    /\/admin\/prix-et-stocks/,
  );
  await expect(page.getByTestId('image-kind')).toContainText('Visuel généré');

  // A real JPEG, 1200 × 900: stored as WebP at the storefront's 600 px.
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Nouvelle photo')
    .setInputFiles({ name: 'azur.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await page.getByRole('button', { name: 'Envoyer la photo' }).click();
  await expect(page.getByText('Photo enregistrée.')).toBeVisible();
  await expect(page.getByTestId('image-kind')).toContainText('Photo envoyée · 600 × 450');
  const src = await page.getByAltText('Photo du produit').getAttribute('src');
  expect(src).toMatch(/\.webp$/);
  const image = await page.request.get(src!);
  expect(image.headers()['content-type']).toBe('image/webp');

  // A text file named .jpg is refused, the photo stays.
  await page.getByLabel('Nouvelle photo').setInputFiles({
    name: 'faux.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('pas une image'),
  });
  await page.getByRole('button', { name: 'Envoyer la photo' }).click();
  await expect(page.getByTestId('product-error')).toContainText('n’est pas une image JPEG, PNG ou WebP');
  await expect(page.getByTestId('image-kind')).toContainText('Photo envoyée');

  // The list finds it by its Dutch name, flags nothing missing and says it is sold nowhere.
  await page.goto(`/admin/produits?search=${encodeURIComponent(names['nl-BE'])}`);
  const row = page.getByRole('row', { name: new RegExp(names.fr) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Vendu nulle part');
  await expect(row).not.toContainText('Traduction manquante');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'product-list');

  // Edit: the Spanish name is emptied (flagged as missing) and the brand changes.
  await row.getByRole('link', { name: names.fr }).click();
  await waitForHydration(page);
  await page.locator('#name-es').fill('');
  await page.getByLabel('Marque').fill('Maison Azur & Fils');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Fiche enregistrée.')).toBeVisible();
  await expect(page.getByText('Maison Azur & Fils · n°')).toBeVisible();
  await expect(page.locator('legend', { hasText: 'Espagnol' })).toContainText('Traduction manquante');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'product-sheet');

  await page.goto(`/admin/produits?search=${encodeURIComponent(names.fr)}`);
  await expect(page.getByRole('row', { name: new RegExp(names.fr) })).toContainText(
    'Traduction manquante : Espagnol',
  );
});

test('a sheet saved by someone else in between is refused with a clear message', async ({
  page,
  browser,
}) => {
  await login(page, '/admin', 'admin@example.com');
  await page.goto(productUrl);
  await waitForHydration(page);
  // Another admin saves the same sheet first.
  const other = await browser.newPage();
  await login(other, '/admin', 'admin@example.com');
  await other.goto(productUrl);
  await waitForHydration(other);
  await other.getByLabel('Volume').fill('70');
  await other.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(other.getByText('Fiche enregistrée.')).toBeVisible();
  await other.close();

  await page.getByLabel('Volume').fill('100');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('product-error')).toContainText('modifiée par quelqu’un d’autre');
  await expect(
    page.getByTestId('product-error').getByRole('link', { name: 'Recharger la fiche' }),
  ).toBeVisible();
});

test('the Lyon manager reads the product but cannot save it', async ({ page }) => {
  await login(page, '/admin', 'gerant.lyon@example.com');
  await page.goto(`/admin/produits?warehouse=all&search=${encodeURIComponent(names.fr)}`);
  await page.getByRole('link', { name: names.fr }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(names.fr);
  await expect(page.getByText('Lecture seule')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await expect(page.getByLabel('Marque')).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'manager-sheet');

  // Saving anyway (the form's request, sent by hand) is refused: by the page and by the API.
  const form = await page.request.post(productUrl, {
    form: { intent: 'save', version: '1', brand: 'Piratée' },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(form.status()).toBe(403);
  const id = productUrl.split('/').pop();
  const api = await page.request.put(`/api/admin/products/${id}?locale=fr_FR`, {
    data: { version: 1, brand: 'Piratée' },
  });
  expect(api.status()).toBe(403);
  expect((await api.json()).message).toBe('Réservé aux administrateurs.');
});
