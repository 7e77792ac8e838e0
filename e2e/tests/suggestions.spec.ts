import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { settle } from './support.js';

interface Listing {
  products: Array<{ name: string; product: { packageType: { id: number; name: string } } }>;
  filters: { packageTypes: Array<{ id: number; name: string }> };
}

async function smallFormat(request: APIRequestContext) {
  const listing = (await (
    await request.get('/api/products/cross-sell?limit=1&locale=fr_FR')
  ).json()) as Listing;
  const small = listing.filters.packageTypes.find((p) => p.name === 'Petit format');
  expect(small, 'the catalogue has a small format').toBeTruthy();
  return small!;
}

test('produits/suggestions lists at most 9 products, all of the small format (fr)', async ({
  page,
  request,
}) => {
  const small = await smallFormat(request);
  // Every product of the small format (the API's own filter), and of the others.
  const names = async (query: string) =>
    (
      (await (
        await request.get(`/api/products/cross-sell?${query}&limit=100&locale=fr_FR`)
      ).json()) as Listing
    ).products;
  const smallProducts = await names(`packageType=${small.id}`);
  expect(smallProducts.every((p) => p.product.packageType.name === 'Petit format')).toBe(true);
  const smallNames = new Set(smallProducts.map((p) => p.name));

  const response = await page.goto(`/fr/produits/suggestions?packageType=${small.id}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByTestId('product-card');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(9);
  for (const name of await cards.getByRole('heading').allTextContents()) {
    expect(smallNames.has(name.trim()), `${name} is a small-format product`).toBe(true);
  }
  await expect(page.getByText('Petit format').first()).toBeVisible();
});

test('produits/suggestions: an invalid package type is a 404', async ({ page }) => {
  const response = await page.goto('/fr/produits/suggestions?packageType=abc');
  expect(response?.status()).toBe(404);
});

test('produits/suggestions has no serious or critical accessibility violation', async ({ page, request }) => {
  const small = await smallFormat(request);
  await page.goto(`/fr/produits/suggestions?packageType=${small.id}`);
  await settle(page);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, serious.map((v) => v.id).join(', ')).toEqual([]);
});
