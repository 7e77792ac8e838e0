import { expect, test, type Page } from '@playwright/test';
import {
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  selectSoonSlot,
  seriousViolations,
  waitForHydration,
} from './support.js';

/**
 * A shopper marks a favourite from a product card, finds it in mes-favoris,
 * adds all of it to the cart; places an order and orders it again from the home.
 */

/** An order through the API for the logged-in page: a slot, whole crates of large bottles, paid at the door. */
async function placeOrder(page: Page) {
  const api = page.request;
  await selectSoonSlot(api);
  const listing = (await (await api.get('/api/products/cross-sell?limit=10&locale=fr_FR')).json()) as {
    products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }>;
  };
  const entry = listing.products.find((p) => p.isAvailable && p.maxOrderable >= 24 && p.price * 24 >= 25)!;
  const cart = await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: 24 },
  });
  expect(((await cart.json()) as { isValidable: boolean }).isValidable).toBe(true);
  return placeOfflineOrder(api, `favourites-e2e-${Date.now()}-${Math.random()}`);
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a favourite from a card, in mes-favoris, all added to the cart; the last order again from the home', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const { email, password } = await registerLilleCustomer(page, 'favourites', ['Fleur', 'Favori']);
      await login(page, '/fr/produits', email, password);

      // The heart of the first card: pressed at once, stored by the server.
      const card = page.getByTestId('product-card').first();
      const name = (await card.getByRole('heading').textContent())!.trim();
      const heart = card.getByRole('button', { name: `Mettre ${name} en favori` });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(heart).toBeEnabled();
      const saved = page.waitForResponse(
        (r) => r.url().includes('/api/user/favourites/') && r.request().method() === 'PUT',
      );
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      expect((await saved).status()).toBe(200);

      // mes-favoris (the account menu's link): the product with its stepper.
      await page.goto('/fr/mes-favoris');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes favoris');
      await expect(page).toHaveTitle(/Mes favoris/);
      const favourites = page.getByTestId('product-card');
      await expect(favourites).toHaveCount(1);
      await expect(favourites.first()).toContainText(name);
      await expect(page.getByTestId('favourites-count')).toHaveText('1 produit');
      expect(await seriousViolations(page)).toEqual([]);

      const patched = page.waitForResponse(
        (r) => r.url().includes('/api/user/cart') && r.request().method() === 'PATCH',
      );
      await page.getByTestId('add-all-to-cart').click();
      await expect(page.getByTestId('add-all-result')).toContainText('1 produit ajouté au panier.');
      expect((await patched).status()).toBe(200);
      await expect(favourites.first().getByTestId('stepper-quantity')).toHaveValue('1');
      await expect(page.getByTestId('cart-badge')).toHaveText('1');

      // The cart line carries the heart too, pressed.
      await page.goto('/fr/cart');
      await expect(
        page
          .getByTestId('cart-line')
          .first()
          .getByRole('button', { name: `Mettre ${name} en favori` }),
      ).toHaveAttribute('aria-pressed', 'true');

      // The same page at /favoris.
      await page.goto('/fr/favoris');
      await expect(page.getByTestId('product-card')).toHaveCount(1);

      // Removing the heart on mes-favoris empties the page: the way back to the Rayons.
      await page.goto('/fr/mes-favoris');
      await page.getByTestId('product-card').first().getByTestId('favourite-toggle').click();
      await expect(page.getByTestId('favourites-empty')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Parcourir les Rayons' })).toHaveAttribute(
        'href',
        '/fr/categories',
      );
      expect(await seriousViolations(page)).toEqual([]);

      // An order, then the home of a returning shopper: slot, last order, favourites, Rayons.
      const orderId = await placeOrder(page);
      await page.goto('/fr');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bonjour Fleur !');
      const lastOrder = page.getByTestId('home-last-order');
      await expect(lastOrder).toContainText(`Commande n° ${orderId}`);
      await expect(lastOrder).toBeInViewport();
      await expect(page.getByTestId('home-slot')).toBeInViewport();
      await expect(page.getByTestId('home-rayons').getByRole('link').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await lastOrder.getByRole('button', { name: 'Commander à nouveau' }).click();
      await expect(page.getByTestId('reorder-result')).toContainText('articles ajoutés au panier.');
      await expect(page.getByTestId('cart-badge')).not.toHaveText('');
      const cart = (await (await page.request.get('/api/cart?locale=fr_FR')).json()) as { itemCount: number };
      expect(cart.itemCount).toBeGreaterThanOrEqual(24);

      // mon-compte: the next delivery, the last orders, and a way to every account page.
      await page.goto('/fr/mon-compte');
      await expect(page.getByTestId('hub-next-delivery')).toContainText(`Commande n° ${orderId}`);
      await expect(page.getByTestId('hub-last-orders')).toContainText(`Commande n° ${orderId}`);
      const links = page.getByTestId('hub-links').getByRole('link');
      for (const path of ['/fr/mes-favoris', '/fr/mes-parrainages', '/fr/mon-compte/mon-impact-perso'])
        await expect(links.and(page.locator(`[href="${path}"]`))).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('a guest pressing a heart is offered to log in or register; mes-favoris asks to log in', async ({
  page,
}) => {
  await page.goto('/fr/produits');
  // The heart only has a click handler: it answers once the page has hydrated.
  await waitForHydration(page);
  await page.getByTestId('product-card').first().getByTestId('favourite-toggle').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Se connecter' })).toBeVisible();
  const response = await page.goto('/fr/mes-favoris');
  expect(response?.url()).toContain('/fr/login?redirect=%2Ffr%2Fmes-favoris');
});

test('nl-BE: the hearts and mijn favorieten speak Dutch', async ({ page }) => {
  const { email, password } = await registerLilleCustomer(page, 'favourites-nl', ['Fien', 'Favoriet']);
  await login(page, '/fr/produits', email, password);
  await page.goto('/nl-BE/produits');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent())!.trim();
  const heart = card.getByRole('button', { name: `${name} als favoriet markeren` });
  await expect(heart).toBeEnabled();
  // Stored before leaving: a navigation right after the click would cancel the request in flight.
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user/favourites/') && r.request().method() === 'PUT',
  );
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await page.goto('/nl-BE/mes-favoris');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mijn favorieten');
  await expect(page.getByRole('button', { name: 'Alles in het winkelmandje' })).toBeVisible();
});
