// Back-office, Rayons: the admin renames a Rayon in the four locales, reorders two and hides one on
// /admin/rayons; a shopper's categories page shows each change at once. The journey works on two Rayons of
// its own, created hidden and hidden again at the end, so the seeded catalogue other journeys read stays.
import { expect, test, type Page } from '@playwright/test';
import { login, seriousViolations } from './support.js';

const tag = Date.now().toString(36);
const first = {
  fr: `Apéro ${tag}`,
  es: `Aperitivo ${tag}`,
  be: `Apéro belge ${tag}`,
  nl: `Aperitief ${tag}`,
};
const second = `Pique-nique ${tag}`;

/** The Rayons' names of the storefront's categories page, in order, as a guest of the language. */
async function storefrontRayons(shopper: Page, lang: string): Promise<string[]> {
  await shopper.goto(`/${lang}/categories`);
  return shopper.getByTestId('rayon').getByRole('heading').allTextContents();
}

test('the admin renames a Rayon in four locales, reorders two and hides one; the storefront follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  // Two Rayons of the journey's own, prepared hidden through the API.
  const token = (
    await (
      await request.post('/api/login_check', {
        data: { username: 'admin@example.com', password: 'consigne-demo' },
      })
    ).json()
  ).token as string;
  for (const fr of [`Brouillon ${tag}`, second]) {
    const created = await request.post('/api/admin/rayons', {
      headers: { authorization: `Bearer ${token}` },
      data: { names: { fr }, icon: 'beer-mug', color: '#f5c542', isHidden: true },
    });
    expect(created.status()).toBe(201);
  }

  await login(page, '/admin/rayons', 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rayons, catégories et étiquettes');
  expect(await seriousViolations(page)).toEqual([]);

  // Rename in the four locales, side by side; the empty translations were flagged.
  await page.getByRole('link', { name: `Modifier « Brouillon ${tag} »` }).click();
  await expect(page.getByText('À traduire', { exact: true })).toHaveCount(3);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Français (France)').fill(first.fr);
  await page.getByLabel('Espagnol').fill(first.es);
  await page.getByLabel('Français (Belgique)').fill(first.be);
  await page.getByLabel('Néerlandais (Belgique)').fill(first.nl);
  await page.getByLabel(/Masqué sur la boutique/).uncheck();
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByTestId('taxonomy-notice')).toHaveText(/Modifications enregistrées/);
  await expect(page.getByText('À traduire', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Rayon : ${first.fr}`);

  await page.getByRole('link', { name: 'Retour aux rayons' }).click();
  await page.getByRole('button', { name: `Afficher « ${second} »` }).click();
  await expect(page.getByTestId('taxonomy-notice')).toHaveText(/Modifications enregistrées/);

  const shopper = await (await browser.newContext({ locale: 'fr-FR' })).newPage();
  const renamed = { fr: first.fr, es: first.es, be: first.be, 'nl-BE': first.nl } as const;
  for (const [lang, name] of Object.entries(renamed)) {
    const names = await storefrontRayons(shopper, lang);
    expect(names, lang).toContain(name);
  }
  let names = await storefrontRayons(shopper, 'fr');
  expect(names.indexOf(first.fr)).toBeLessThan(names.indexOf(second));

  // Reorder with the keyboard: focus the "up" button of the second one and press Enter.
  const up = page.getByRole('button', { name: `Monter « ${second} »` });
  await up.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('taxonomy-notice')).toHaveText(/Ordre mis à jour/);
  const adminOrder = () => page.getByTestId('taxonomy-rayon').locator('th[scope=row] a').allTextContents();
  await expect
    .poll(async () => {
      const order = await adminOrder();
      return order.indexOf(second) < order.indexOf(first.fr);
    })
    .toBe(true);
  names = await storefrontRayons(shopper, 'fr');
  expect(names.indexOf(second)).toBeLessThan(names.indexOf(first.fr));

  // Screenshots of the list at a laptop's and a tablet's width (looked at when the journey was written).
  for (const width of [1024, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`admin-rayons-${width}.png`), fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${width} px: the page does not scroll sideways`).toBeLessThanOrEqual(0);
  }

  // Hide one: it leaves the storefront's categories page at once, its products stay.
  await page.getByRole('button', { name: `Masquer « ${first.fr} »` }).click();
  await expect(page.getByTestId('taxonomy-notice')).toHaveText(/Modifications enregistrées/);
  names = await storefrontRayons(shopper, 'fr');
  expect(names).not.toContain(first.fr);
  expect(names).toContain(second);

  // Leave the seeded catalogue as other journeys expect it.
  await page.getByRole('button', { name: `Masquer « ${second} »` }).click();
  await expect(page.getByTestId('taxonomy-notice')).toHaveText(/Modifications enregistrées/);
  expect(await storefrontRayons(shopper, 'fr')).not.toContain(second);
  await shopper.context().close();
});

test('a manager is refused the Rayons page', async ({ page }) => {
  await login(page, '/admin', 'gerant.lyon@example.com');
  const response = await page.goto('/admin/rayons');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('button', { name: /Monter/ })).toHaveCount(0);
});

test('a Rayon whose slug changed: its old address follows to the new one', async ({ page, request }) => {
  const login = await request.post('/api/login_check', {
    data: { username: 'admin@example.com', password: 'consigne-demo' },
  });
  const headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  // Hidden: the storefront's other journeys never see it; its new address is then a 404 of its own.
  const created = await request.post('/api/admin/rayons', {
    headers,
    data: { names: { fr: `Ancien ${tag}` }, icon: 'beer-mug', color: '#f5c542', isHidden: true },
  });
  const { id, taxonomy } = (await created.json()) as {
    id: number;
    taxonomy: { rayons: Array<{ id: number; slug: string; version: number }> };
  };
  const rayon = taxonomy.rayons.find((r) => r.id === id)!;
  const moved = await request.patch(`/api/admin/rayons/${id}`, {
    headers,
    data: { version: rayon.version, slug: `nouveau-${tag}` },
  });
  expect(moved.status()).toBe(200);
  await page.goto(`/es/c/${rayon.slug}?sort=price`);
  await expect(page).toHaveURL(`/es/c/nouveau-${tag}?sort=price`);
});
