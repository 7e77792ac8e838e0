// Start-up and navigation rules, the #faq anchor and the legal texts of an alcohol shop (docs/rules.md#alcohol).
import { expect, test, type Page } from '@playwright/test';
import { login, registerLilleCustomer, seriousViolations, settle, waitForHydration } from './support.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A customer of its own with beer and gin in the cart (added over the API, as the page would). */
async function customerWithAlcohol(page: Page, name: string) {
  const { email, password } = await registerLilleCustomer(page, 'nav', [name, 'Navigation']);
  await login(page, '/fr', email, password);
  for (const [search, quantity] of [
    ['gin artisanal', 1],
    ['biere blonde bio', 2],
  ] as const) {
    const found = await page.request.get(
      `/api/products/cross-sell?search=${encodeURIComponent(search)}&limit=1`,
    );
    const [entry] = (await found.json()).products as Array<{ id: number }>;
    const patched = await page.request.patch('/api/user/cart', {
      data: { product_warehouse_id: entry!.id, quantity },
    });
    expect(patched.ok()).toBe(true);
  }
}

test.describe('header colour (base variant, scroll variant at the threshold)', () => {
  for (const width of [1440, 390]) {
    test(`the home's header is transparent over the hero, yellow past 100 px, without moving (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/fr');
      const header = page.locator('header').first();
      await expect(header).toHaveAttribute('data-variant', 'transparent');
      const before = await header.boundingBox();
      // The hero reaches up under the header: its title is not covered.
      const title = page.getByRole('heading', { level: 1 });
      const covered = await title.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return !(hit && el.contains(hit));
      });
      expect(covered).toBe(false);

      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(header).toHaveAttribute('data-variant', 'transparent');
      await page.evaluate(() => window.scrollTo(0, 140));
      await expect(header).toHaveAttribute('data-variant', 'yellow');
      const after = await header.boundingBox();
      expect(after?.height).toBe(before?.height);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(header).toHaveAttribute('data-variant', 'transparent');
    });
  }

  test('the logged-in home keeps its first section clear of the transparent header', async ({ page }) => {
    await login(page, '/fr');
    await expect(page.locator('header').first()).toHaveAttribute('data-variant', 'transparent');
    const first = page.locator('main > section').first();
    const [sectionTop, headerBottom, contentTop] = await first.evaluate((section) => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      const content = section.firstElementChild!.getBoundingClientRect();
      return [section.getBoundingClientRect().top, header.bottom, content.top];
    });
    // The section reaches under the header; its content starts below it.
    expect(sectionTop).toBeLessThan(headerBottom);
    expect(contentTop).toBeGreaterThanOrEqual(headerBottom - 1);
  });

  test('a page without a scroll variant keeps its header', async ({ page }) => {
    await page.goto('/fr/categories');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-variant', 'yellow');
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-variant', 'yellow');
  });
});

test.describe("the footer's 'Questions fréquentes' lands on the FAQ (#faq)", () => {
  for (const { prefix, link, question } of [
    { prefix: '/fr', link: 'Questions fréquentes', question: 'Comment fonctionne la consigne ?' },
    { prefix: '/nl-BE', link: 'Veelgestelde vragen', question: 'Hoe werkt het leeggoed?' },
  ]) {
    test(`from a listing in ${prefix}`, async ({ page }) => {
      await page.goto(`${prefix}/categories`);
      await page.locator('footer').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(`${prefix}#faq`);
      const faq = page.locator('#faq');
      await expect(faq.getByRole('heading', { name: link })).toBeInViewport();
      // An accessible accordion: the answer opens from its question.
      const item = faq.locator('details').filter({ hasText: question });
      await item.locator('summary').click();
      await expect(item).toHaveAttribute('open', '');
      expect(await seriousViolations(page, '#faq')).toEqual([]);
    });
  }

  test('the help page holds the FAQ too', async ({ page }) => {
    await login(page, '/fr/mon-compte/aide');
    await expect(page.locator('#faq').getByRole('heading', { name: 'Questions fréquentes' })).toBeVisible();
    await expect(page.locator('#faq details')).toHaveCount(9);
  });
});

test.describe('bottom navigation on phones', () => {
  test.use(PHONE);

  test('home, Rayons, search, cart with its badge, account; it covers no content', async ({ page }) => {
    await customerWithAlcohol(page, 'Noor');
    await page.goto('/fr');
    const nav = page.getByRole('navigation', { name: 'Navigation rapide' });
    await expect(nav).toBeVisible();
    for (const name of ['Accueil', 'Rayons', 'Rechercher', 'Compte'])
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Accueil', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByTestId('bottom-nav-badge')).toHaveText('3');
    await expect(nav.getByTestId('bottom-nav-cart')).toHaveAccessibleName(
      'Panier, 3 articles dans le panier',
    );

    // Search goes to the header's field; Rayons to the departments.
    await nav.getByRole('link', { name: 'Rechercher' }).click();
    await expect(page.locator('#header-search-mobile')).toBeFocused();
    await nav.getByRole('link', { name: 'Rayons' }).click();
    await expect(page).toHaveURL('/fr/categories');

    // At the end of the page the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const navBox = (await nav.boundingBox())!;
    const lastLine = (await page.locator('footer p').last().boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(navBox.y);

    // The cart page's validate button is not under the bar either.
    await nav.getByRole('link', { name: /^Panier/ }).click();
    await expect(page).toHaveURL('/fr/cart');
    const validate = page.locator('main').getByTestId('cart-validate');
    await validate.scrollIntoViewIfNeeded();
    const button = (await validate.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual((await nav.boundingBox())!.y);
    expect(await seriousViolations(page, '[data-testid="bottom-nav"]')).toEqual([]);
  });

  test('checkout keeps the order button free of the bar', async ({ page }) => {
    await customerWithAlcohol(page, 'Lou');
    await page.goto('/fr/commande');
    await expect(page.getByTestId('checkout-submit')).toBeVisible();
    await expect(page.getByTestId('bottom-nav')).toHaveCount(0);
  });
});

test('the bottom navigation is hidden from md up', async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByTestId('bottom-nav')).toBeHidden();
});

test.describe('legal texts', () => {
  test('the minors notice of the arrêté of 17 October 2016 spans the home and the payment page', async ({
    page,
  }) => {
    await page.goto('/fr');
    const notice = page.getByTestId('minors-notice');
    await expect(notice).toContainText(
      'Interdiction de vente de boissons alcooliques aux mineurs de moins de 18 ans',
    );
    await expect(notice).toContainText(
      'La preuve de majorité de l’acheteur est exigée au moment de la vente en ligne.',
    );
    const width = page.viewportSize()!.width;
    expect((await notice.boundingBox())!.width).toBeCloseTo(width, 0);
    await expect(page.getByTestId('alcohol-warning')).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="minors-notice"]')).toEqual([]);

    await customerWithAlcohol(page, 'Jade');
    await page.goto('/fr/commande');
    await expect(page.getByTestId('checkout-submit')).toBeVisible();
    await expect(page.getByTestId('minors-notice')).toContainText('moins de 18 ans');
    // A French basket is all 18: the declaration says it, no Belgian age list.
    await expect(page.getByTestId('checkout-age-notice')).toHaveCount(0);
  });

  test('an alcohol product page carries the health warning and its age', async ({ page }) => {
    await page.goto('/fr/p/gin-artisanal-50cl');
    await expect(page.getByTestId('health-warning')).toHaveText(
      'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
    );
    await expect(page.getByTestId('age-notice')).toHaveText('Vente interdite aux moins de 18 ans.');
    await page.goto('/fr/p/eau-petillante-citron-vert-gingembre-33cl');
    await expect(page.getByTestId('health-warning')).toHaveCount(0);
  });

  test('the ages are the law of the warehouse’s country, not of the language: 16 for beer in Brussels, 18 in France', async ({
    page,
    context,
    baseURL,
  }) => {
    // A guest shops in the warehouse of the address they gave (the warehouse_id cookie).
    const warehouses = (await (await page.request.get('/api/warehouses')).json()) as Array<{
      id: number;
      country: string;
    }>;
    const brussels = warehouses.find((w) => w.country === 'BE')!;
    await context.addCookies([{ name: 'warehouse_id', value: String(brussels.id), url: baseURL! }]);
    await page.goto('/be/p/biere-blonde-bio-33cl');
    await expect(page.getByTestId('age-notice')).toHaveText('Vente interdite aux moins de 16 ans.');
    await expect(page.getByTestId('badge-adults').first()).toHaveText('16+');
    await page.goto('/be/p/gin-artisanal-50cl');
    await expect(page.getByTestId('age-notice')).toHaveText('Vente interdite aux moins de 18 ans.');
    await page.goto('/nl-BE/p/biere-blonde-bio-33cl');
    await expect(page.getByTestId('age-notice')).toHaveText('Verkoop verboden aan jongeren onder 16 jaar.');
    await expect(page.getByTestId('health-warning')).toHaveText(
      'Alcoholmisbruik schaadt de gezondheid. Geniet, maar drink met mate.',
    );
    // The same warehouse in French: still Belgian law.
    await page.goto('/fr/p/biere-blonde-bio-33cl');
    await expect(page.getByTestId('badge-adults').first()).toHaveText('16+');

    // A French warehouse sells the same beer from 18, in Dutch and Belgian French too.
    await context.clearCookies({ name: 'warehouse_id' });
    await page.goto('/nl-BE/p/biere-blonde-bio-33cl');
    await expect(page.getByTestId('age-notice')).toHaveText('Verkoop verboden aan jongeren onder 18 jaar.');
    await expect(page.getByTestId('badge-adults').first()).toHaveText('18+');
    await page.goto('/be/c/bieres');
    await expect(page.getByTestId('badge-adults').first()).toHaveText('18+');
  });

  test('a French warehouse’s checkout in Dutch lists no Belgian ages', async ({ page }) => {
    await customerWithAlcohol(page, 'Wout');
    await page.goto('/nl-BE/commande');
    await expect(page.getByTestId('checkout-submit')).toBeVisible();
    // A Lille basket is all 18: the adult declaration says it, not a list of 16 and 18.
    await expect(page.getByTestId('checkout-age-notice')).toHaveCount(0);
    await page.goto('/be/commande');
    await expect(page.getByTestId('checkout-submit')).toBeVisible();
    await expect(page.getByTestId('checkout-age-notice')).toHaveCount(0);
  });
});

test.describe('start-up rules', () => {
  test('a newer build on the server is offered, politely, when the shopper comes back to the tab', async ({
    page,
  }) => {
    let version: string | null = null;
    await page.route('**/__version', async (route) => {
      if (version) await route.fulfill({ json: { version } });
      else await route.continue();
    });
    await page.goto('/fr');
    await waitForHydration(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('update-banner')).toHaveCount(0);

    version = 'a-newer-build';
    // The check is at most once a minute: a later visit of the tab finds it.
    await page.clock.install();
    await page.reload();
    // The page's modules start after its first frame (ADR 0013): the fake clock lets them.
    await page.clock.runFor(2_000);
    await waitForHydration(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('Une nouvelle version de consigne est disponible.');
    await expect(page.getByRole('status').filter({ has: banner })).toBeVisible();
    expect(await seriousViolations(page, '[data-testid="update-banner"]')).toEqual([]);
    await banner.getByRole('button', { name: 'Plus tard' }).click();
    await expect(banner).toHaveCount(0);
  });

  test('the banner reloads the page when asked', async ({ page }) => {
    await page.route('**/__version', (route) => route.fulfill({ json: { version: 'a-newer-build' } }));
    await page.goto('/nl-BE');
    await waitForHydration(page);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const banner = page.getByTestId('update-banner');
    await expect(banner).toContainText('Er is een nieuwe versie van consigne beschikbaar.');
    const reloaded = page.waitForEvent('load');
    await banner.getByRole('button', { name: 'Herladen' }).click();
    await reloaded;
  });

  test('the server says which build it runs, uncached', async ({ request }) => {
    const response = await request.get('/__version');
    expect(response.headers()['cache-control']).toBe('no-store');
    expect((await response.json()).version).toMatch(/^\w+$/);
  });

  test('a chunk that cannot be loaded reloads the page once, never in a loop', async ({ page }) => {
    await login(page, '/fr');
    await waitForHydration(page);
    // The cart slide-over's code is gone from the server (a deploy since the page loaded).
    await page.route(/\/assets\/CartPanel-[^/]+\.js$/, (route) => route.abort());
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByTestId('cart-button').click();
    await expect.poll(() => loads).toBe(1);
    await page.waitForLoadState('load');
    await waitForHydration(page);
    // Still gone after the reload: the page stays, with the error page's retry.
    await page.getByTestId('cart-button').click();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    expect(loads).toBe(1);
  });

  test('route preloading keeps at most 4 loads pending', async ({ page }) => {
    await page.goto('/fr');
    // React Router discovers the routes the page links to (lazy route discovery).
    await settle(page);
    const modules = new Set(
      await page.evaluate(() =>
        Object.values(
          (window as unknown as { __reactRouterManifest: { routes: Record<string, { module: string }> } })
            .__reactRouterManifest.routes,
        ).map((r) => new URL(r.module, location.href).pathname),
      ),
    );
    let pending = 0;
    let peak = 0;
    let requested = 0;
    await page.route('**/assets/*.js', async (route) => {
      if (!modules.has(new URL(route.request().url()).pathname)) return route.continue();
      requested++;
      peak = Math.max(peak, ++pending);
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
      pending--;
    });
    // A thumb runs over every link of the header and footer, faster than their pages' code loads.
    await page.evaluate(() => {
      document
        .querySelectorAll('header a[href], footer a[href^="/fr/"]')
        .forEach((a) => a.dispatchEvent(new Event('touchstart', { bubbles: true })));
    });
    await expect.poll(() => requested).toBeGreaterThan(4);
    await expect.poll(() => pending, { timeout: 10_000 }).toBe(0);
    expect(peak).toBeLessThanOrEqual(4);
  });
});
