import { expect, test, type Page } from '@playwright/test';
import { settle } from './support.js';

/** '2,24 €' / '€ 2,24' → 2.24 */
const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

/** Prices the shopper pays on the listed cards (anti-waste discounts included), as the API sorts them. */
async function cardPrices(page: Page): Promise<number[]> {
  const cards = await page
    .getByTestId('product-card')
    .evaluateAll((els) => els.map((el) => el.querySelector('[data-testid="price"]')?.textContent ?? ''));
  return cards.map(euros);
}

/** Client behaviour (sort menu, carousel buttons) needs the page hydrated: its scripts loaded. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await settle(page);
}

async function jsonLd(page: Page) {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? '{}');
}

const JOURNEYS = [
  {
    lang: 'fr',
    rayon: 'Bières',
    count: '20 produits',
    category: 'Bières blondes',
    tag: 'Bio',
    title: 'Bières blondes · Bio',
    tagCount: '2 produits',
    product: 'Bière blonde bio',
  },
  {
    lang: 'nl-BE',
    rayon: 'Bieren',
    count: '20 producten',
    category: 'Blonde bieren',
    tag: 'Bio',
    title: 'Blonde bieren · Bio',
    tagCount: '2 producten',
    product: 'Bio blond bier',
  },
];

for (const j of JOURNEYS) {
  test(`journey ${j.lang}: home → categories → Rayon → category → tag → product`, async ({ page }) => {
    await page.goto(`/${j.lang}`);
    await page.locator(`main a[href="/${j.lang}/categories"]`).first().click();
    await expect(page).toHaveURL(`/${j.lang}/categories`);
    await expect(page.getByTestId('rayon')).toHaveCount(14);
    const tile = page
      .getByTestId('rayon')
      .filter({ has: page.getByRole('heading', { name: j.rayon, exact: true }) });
    await expect(tile.locator('img')).toHaveAttribute('width', '400');

    await tile.getByRole('link', { name: j.rayon, exact: true }).click();
    await expect(page).toHaveURL(`/${j.lang}/c/bieres`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.rayon);
    await expect(page.getByTestId('listing-count')).toHaveText(j.count);
    await expect(page.getByTestId('product-card')).toHaveCount(20);

    await page.getByTestId('subcategory-chips').getByRole('link', { name: j.category }).click();
    await expect(page).toHaveURL(`/${j.lang}/c/bieres/bieres-blondes`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.category);
    const breadcrumbs = page.getByRole('navigation', { name: /Ariane|Kruimelpad/ });
    await expect(breadcrumbs.getByRole('link', { name: j.rayon })).toHaveAttribute(
      'href',
      `/${j.lang}/c/bieres`,
    );

    await page.getByTestId('tag-chips').getByRole('link', { name: j.tag, exact: true }).click();
    await expect(page).toHaveURL(`/${j.lang}/c/bieres-blondes/t/bio`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.title);
    await expect(page.getByTestId('listing-count')).toHaveText(j.tagCount);
    await expect(
      page.getByTestId('tag-chips').getByRole('link', { name: j.tag, exact: true }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByTestId('product-card').first().getByRole('link', { name: j.product }).click();
    await expect(page).toHaveURL(new RegExp(`/${j.lang}/p/biere-blonde-bio-(33|75)cl$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(j.product);
    await expect(page.getByRole('img', { name: j.product })).toHaveAttribute('height', '600');
    await expect(page).toHaveTitle(new RegExp(`^${j.product} (33|75) cl \\| consigne$`));
  });
}

test('a category under another spelling of its path is redirected to its one URL', async ({ request }) => {
  const response = await request.get('/fr/c/bieres-blondes?page=1', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/fr/c/bieres/bieres-blondes?page=1');
  expect((await request.get('/fr/c/rayon-inconnu')).status()).toBe(404);
  expect((await request.get('/fr/c/bieres/t/tag-inconnu')).status()).toBe(404);
});

test("search 'creme brulee' finds the crème brûlée, accents and case ignored", async ({ page }) => {
  await page.goto('/fr');
  const search = page.getByRole('searchbox').first();
  await search.fill('creme brulee');
  await search.press('Enter');
  await expect(page).toHaveURL('/fr/produits?search=creme%20brulee');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats pour « creme brulee »');
  await expect(page.getByTestId('listing-count')).toHaveText('1 produit');
  await expect(page.getByTestId('product-card').first()).toContainText('Crème brûlée à la vanille');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/fr\/produits\?search=creme\+brulee$/,
  );
});

test("search 'biere' finds the beers first", async ({ page }) => {
  await page.goto('/fr/produits?search=biere');
  const names = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  expect(names.length).toBeGreaterThanOrEqual(17);
  expect(names.slice(0, 17).every((name) => name.startsWith('Bière'))).toBe(true);
});

test('an empty search result suggests popular searches and the Rayons', async ({ page }) => {
  const response = await page.goto('/fr/produits?search=zzqxwv');
  expect(response?.status()).toBe(200);
  const empty = page.getByTestId('empty-results');
  await expect(
    empty.getByRole('heading', { name: 'Aucun produit ne correspond à « zzqxwv »' }),
  ).toBeVisible();
  for (const term of ['bière', 'jus de pomme', 'eau gazeuse']) {
    await expect(empty.getByRole('link', { name: term, exact: true })).toBeVisible();
  }
  await expect(empty.getByRole('link', { name: 'Bières' })).toHaveAttribute('href', '/fr/c/bieres');
  await empty.getByRole('link', { name: 'jus de pomme' }).click();
  await expect(page).toHaveURL('/fr/produits?search=jus%20de%20pomme');
  await expect(page.getByTestId('product-card').first()).toContainText(/pomme/i);
});

test('sorting by price changes the order and keeps a shareable URL', async ({ page }) => {
  await gotoHydrated(page, '/fr/c/bieres');
  const before = await cardPrices(page);
  await page.getByLabel('Trier par').selectOption({ label: 'Prix croissant' });
  await expect(page).toHaveURL('/fr/c/bieres?sort=price&direction=asc');
  await expect(page.getByLabel('Trier par')).toHaveValue('price-asc');
  const ascending = await cardPrices(page);
  expect(ascending).toEqual([...before].sort((a, b) => a - b));
  expect(ascending).not.toEqual(before);

  await page.getByLabel('Trier par').selectOption({ label: 'Prix décroissant' });
  await expect(page).toHaveURL('/fr/c/bieres?sort=price&direction=desc');
  await expect.poll(() => cardPrices(page)).toEqual([...before].sort((a, b) => b - a));
});

test('pagination uses real links, keeps the sort and the URL ?page=2', async ({ page }) => {
  await page.goto('/fr/produits?sort=price&direction=asc');
  const first = await page.getByTestId('product-card').first().getByRole('heading').textContent();
  const pagination = page.getByTestId('pagination');
  await expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pagination.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL('/fr/produits?sort=price&direction=asc&page=2');
  await expect(pagination.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('product-card').first().getByRole('heading')).not.toHaveText(first!);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/produits\?page=2$/);
  const prices = await cardPrices(page);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // The URL is shareable: loaded afresh, it shows the same page.
  await page.goto('/fr/produits?page=2');
  await expect(page.getByTestId('pagination').getByRole('link', { name: 'Page 2' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect((await page.request.get('/fr/produits?page=999')).status()).toBe(404);
});

test("a guest pressing '+' gets the login-or-register dialog", async ({ page }) => {
  await page.goto('/fr/c/bieres');
  const plus = page.getByRole('button', { name: 'Ajouter Bière blonde bio au panier' }).first();
  const dialog = page.getByRole('dialog');
  // The button acts once the page is hydrated: press again until it does.
  await expect(async () => {
    await plus.click();
    await expect(dialog).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
  await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/fr/inscription/step1',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/fr/c/bieres');
  await plus.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a missing product slug is the 404 page', async ({ page }) => {
  const response = await page.goto('/fr/p/produit-qui-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: "Désolé, cette page n'a pas été trouvée." })).toBeVisible();
});

test('the product page: discount, unit price, JSON-LD Product and Offer', async ({ page, baseURL }) => {
  await page.goto('/fr/p/creme-brulee-vanille-2x100g');
  await expect(page.getByTestId('badge-discount')).toContainText('-20 %');
  await expect(page.getByTestId('price').first()).toHaveText(/^2,87\s€$/);
  await expect(page.locator('main s').first()).toContainText(/3,59\s€/);
  await expect(page.getByTestId('unit-price').first()).toHaveText(/^14,35\s€\/kg$/);
  await expect(page.getByTestId('brand')).toHaveText('Ferme des Prés Salés');
  await expect(page.getByTestId('volume')).toHaveText('200 g');
  await expect(page.getByTestId('alcohol-notice')).toHaveCount(0);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /vanille de Madagascar/);

  const ld = await jsonLd(page);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Product',
    brand: { '@type': 'Brand', name: 'Ferme des Prés Salés' },
    offers: {
      '@type': 'Offer',
      price: '2.87',
      priceCurrency: 'EUR',
      availability: 'https://schema.org/InStock',
    },
  });
  expect(ld.image).toBe(`${baseURL}/api/media/products/117.svg`);
});

test('the product page of a beer: deposit, crate format, alcohol and the 18+ notice', async ({ page }) => {
  await page.goto('/fr/p/biere-blonde-bio-75cl');
  await expect(page.getByTestId('deposit').first()).toHaveText(/^\+ 0,20\s€ de consigne$/);
  await expect(page.getByTestId('package-type')).toHaveText('Grand format (caisse de 12)');
  await expect(page.getByTestId('alcohol-level')).toHaveText('5 % vol.');
  await expect(page.getByTestId('alcohol-notice')).toContainText('18 ans');
  await expect(page.getByTestId('badge-adults').first()).toHaveText('18+');
});

test('an out-of-stock product says so instead of the plus, and in its JSON-LD', async ({ page }) => {
  await page.goto('/fr/p/soda-pamplemousse-rose-33cl');
  await expect(page.getByTestId('out-of-stock')).toBeVisible();
  await expect(page.locator('main').getByTestId('unavailable').first()).toHaveText('Indisponible');
  expect((await jsonLd(page)).offers.availability).toBe('https://schema.org/OutOfStock');
});

test('related products carousel: buttons scroll, a mouse drag does not click', async ({ page }) => {
  await gotoHydrated(page, '/fr/p/biere-blonde-triple-33cl');
  const list = page.getByTestId('carousel');
  const scrollLeft = () => list.evaluate((el) => el.scrollLeft);
  await expect(page.getByTestId('carousel-prev')).toBeDisabled();
  await page.getByTestId('carousel-next').click();
  await expect.poll(scrollLeft).toBeGreaterThan(100);
  await expect(page.getByTestId('carousel-prev')).toBeEnabled();
  await page.getByTestId('carousel-prev').click();
  await expect.poll(scrollLeft).toBe(0);

  const url = page.url();
  const card = list.getByTestId('product-card').nth(1);
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 40);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 60, box.y + 40, { steps: 6 });
  await page.mouse.move(box.x + box.width / 2 - 150, box.y + 40, { steps: 6 });
  await page.mouse.up();
  await expect.poll(scrollLeft).toBeGreaterThan(50);
  expect(page.url()).toBe(url);
});

test('logged-in shoppers fill the cart from the product page; a pro also sees prices excl. VAT', async ({
  page,
}) => {
  await page.goto('/fr/login?redirect=%2Ffr%2Fp%2Fbiere-blonde-bio-33cl');
  await page.getByLabel('Adresse e-mail').fill('pro@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/p/biere-blonde-bio-33cl');
  await expect(page.getByTestId('price-ht').first()).toHaveText(/^\d+,\d{2}\s€ HT$/);

  // docs/rules.md#cart-sync: the local cart changes at once (badge, subtotal), the server 350 ms after the last change.
  const main = page.locator('main');
  await main.getByTestId('add-to-cart').first().click();
  await expect(main.getByTestId('stepper-quantity').first()).toHaveValue('1');
  // On a slow machine the first click's PATCH (quantity 1) may leave before the second click: wait
  // for the one that carries 2.
  const synced = page.waitForResponse(
    (r) =>
      r.url().includes('/api/user/cart') &&
      r.request().method() === 'PATCH' &&
      r.request().postDataJSON()?.quantity === 2,
  );
  await main.getByTestId('stepper-plus').first().click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect((await synced).status()).toBe(200);
  await expect(page.getByTestId('cart-subtotal')).not.toHaveText(/^0,00/);

  // The server kept it: a reload shows the same quantity, and the minus empties it again.
  await page.reload();
  await expect(main.getByTestId('stepper-quantity').first()).toHaveValue('2');
  const emptied = page.waitForResponse(
    (r) =>
      r.url().includes('/api/user/cart') &&
      r.request().method() === 'PATCH' &&
      r.request().postDataJSON()?.quantity === 0,
  );
  await main.getByTestId('stepper-minus').first().click();
  await main.getByTestId('stepper-minus').first().click();
  expect((await emptied).status()).toBe(200);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  await page.reload();
  await expect(main.getByTestId('add-to-cart').first()).toBeEnabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the demo page shows the product card in every state', async ({ page }) => {
  await page.goto('/fr/demo-products');
  await expect(page.getByTestId('demo-state')).toHaveCount(6);
  await expect(page.getByTestId('badge-discount').first()).toBeVisible();
  await expect(page.getByTestId('unavailable').first()).toBeVisible();
  await expect(page.getByTestId('badge-adults').first()).toBeVisible();
  await expect(page.getByTestId('badge-new').first()).toBeVisible();
  await expect(page.getByTestId('price-ht')).toHaveCount(1);
});

for (const path of ['/fr/categories', '/fr/c/bieres', '/fr/p/biere-blonde-triple-33cl', '/nl-BE/produits']) {
  test(`${path} has a title, a description, a canonical URL and sized images (axe: a11y.spec)`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page).toHaveTitle(/\| consigne$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    const images = await page
      .locator('main img')
      .evaluateAll(
        (imgs) => imgs.filter((img) => !img.getAttribute('width') || !img.getAttribute('height')).length,
      );
    expect(images).toBe(0);
  });
}
