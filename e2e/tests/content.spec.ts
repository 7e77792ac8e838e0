import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('a content page renders its title, summary and Markdown body (fr)', async ({ page }) => {
  const response = await page.goto('/fr/page/notre-concept');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Notre concept' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Comment ça marche' })).toBeVisible();
  await expect(page.locator('article ol li').first()).toContainText('12 grandes bouteilles');
  expect(await page.title()).toBe('Notre concept | consigne');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /consignées/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe('/fr/page/notre-concept');
});

test('the same page in Belgian Dutch', async ({ page }) => {
  const response = await page.goto('/nl-BE/page/notre-concept');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  await expect(page.getByRole('heading', { level: 1, name: 'Ons concept' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Hoe werkt het?' })).toBeVisible();
  await expect(page.locator('article')).toContainText('leeggoed');
});

test('the static general terms of sale, by slug and by configured key', async ({ page }) => {
  const bySlug = await page.goto('/fr/page/conditions-generales-de-vente-du-fourgon');
  expect(bySlug?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Article 6 – Droit de rétractation' })).toBeVisible();

  const byKey = await page.goto('/fr/page/cgv');
  expect(byKey?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Conditions générales de vente' })).toBeVisible();
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe('/fr/page/conditions-generales-de-vente-du-fourgon');
});

test('the pro page carries the e-mail call to action', async ({ page }) => {
  await page.goto('/fr/page/boissons-produits-consignes-pour-professionnels');
  await expect(page.getByRole('link', { name: 'pro@consigne.app' })).toHaveAttribute(
    'href',
    'mailto:pro@consigne.app',
  );
});

test('an unknown content page is the 404 page', async ({ page }) => {
  const response = await page.goto('/fr/page/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Désolé, cette page n'a pas été trouvée." })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the first-time page explains crates and deposits, with an FAQ block', async ({ page }) => {
  const response = await page.goto('/fr/1ere-fois');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('La consigne, simple comme une livraison');
  await expect(page.getByTestId('deposit-amount')).toHaveText(['3,00\u00a0€', '0,20\u00a0€', '0,10\u00a0€']);
  const faq = page.locator('#faq');
  await expect(faq.getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
  const question = faq.getByText('Quand ma consigne est-elle remboursée\u00a0?');
  await question.click();
  await expect(faq.getByText(/Dès que le livreur reprend vos caisses/)).toBeVisible();
  expect(await page.title()).toBe('Première commande\u00a0: comment ça marche | consigne');
});

test('content pages have no serious accessibility violation', async ({ page }) => {
  // Several axe scans, seconds of CPU each while CI runs other lanes beside: three times the time.
  test.slow();
  for (const path of ['/fr/page/cookies', '/nl-BE/page/nos-produits', '/fr/1ere-fois']) {
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious, `${path}: ${serious.map((v) => v.id).join(', ')}`).toEqual([]);
  }
});
