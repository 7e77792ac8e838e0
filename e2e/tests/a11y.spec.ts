import type { Page } from '@playwright/test';
import { expect, routeTitle, SPEC_ROUTES, test } from './spec-routes.js';
import { waitForHydration, wcagViolations } from './support.js';

/**
 * Every route of the shop (spec-routes.ts) passes axe's WCAG 2.2 AA rules, logged in where the route
 * needs it. Colours, names and structure are the same in every locale and at every width, so CI
 * checks each route once, alternating: French at a desktop's width, then Dutch (the longest words,
 * which wrap and overflow first) at a phone's, route after route; the 404 page and the panels in
 * both. `A11Y_FULL=1` checks every route in both (twice the time: kept out of CI's 20 minutes);
 * `A11Y_LOCALES=/es,/be` checks other locales, every route.
 */
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const viewportsOf = (prefix: string) => (prefix === '/fr' ? [DESKTOP] : [PHONE]);

/**
 * The page at each width in turn (loaded at the first: the layout follows the width through CSS and
 * media-query listeners, a reload per width would double the run time).
 */
async function expectNoViolation(page: Page, url: string, viewports: { width: number; height: number }[]) {
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.waitForTimeout(100);
    expect.soft(await wcagViolations(page), `${url} at ${viewport.width} px`).toEqual([]);
  }
}

const LOCALES = process.env.A11Y_LOCALES?.split(',');
const PREFIXES = LOCALES ?? ['/fr', '/nl-BE'];
const everyRoute = Boolean(LOCALES) || process.env.A11Y_FULL === '1';
/**
 * Routes another one renders with the same template and the same kind of content, left out of CI's
 * run (routes.spec still checks each answers): a page's second URL, a listing's variants, the
 * editorial pages beyond the first three (one Markdown template), public pages opened logged in
 * beyond the home. A11Y_FULL=1 checks them too.
 */
const SAME_TEMPLATE = new Set([
  '/nos-zones-de-livraison',
  '/produits?search=biere',
  '/c/bieres/t/bio',
  '/favoris',
  '/mon-impact-perso',
]);
const editorial = SPEC_ROUTES.filter((r) => r.path.startsWith('/page/')).slice(3);
const distinct = SPEC_ROUTES.filter(
  (r) => !SAME_TEMPLATE.has(r.path) && !editorial.includes(r) && !(r.public && r.path !== ''),
);
/** The routes checked in the `p`-th locale: all of them, or every other distinct one, starting at `p`. */
const routesOf = (p: number) =>
  everyRoute ? SPEC_ROUTES : distinct.filter((_, i) => i % PREFIXES.length === p);

for (const [p, prefix] of PREFIXES.entries()) {
  test.describe(prefix, () => {
    for (const route of routesOf(p)) {
      test(`${routeTitle(prefix, route)} passes axe WCAG 2.2 AA`, async ({ browser, visitors, baseURL }) => {
        // axe is injected twice (the page, then the blank page its results are merged in), ≈14 s each
        // when CI's API lane on PostgreSQL loads the same two cores: a route took 30–60 s there.
        test.slow();
        const context = await browser.newContext();
        await visitors.signIn(context, baseURL!, route);
        const page = await context.newPage();
        const url = visitors.url(prefix, route);
        const viewports = viewportsOf(prefix);
        await page.setViewportSize(viewports[0]!);
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        // Not sent elsewhere (a lost session would land on the login page).
        expect(new URL(page.url()).pathname, url).toBe(new URL(url, page.url()).pathname);
        await waitForHydration(page);
        await expectNoViolation(page, url, viewports);
        await context.close();
      });
    }
    test(`${prefix}: the 404 page passes axe WCAG 2.2 AA`, async ({ page }) => {
      await page.setViewportSize(viewportsOf(prefix)[0]!);
      expect((await page.goto(`${prefix}/cette-page-nexiste-pas`))?.status()).toBe(404);
      await waitForHydration(page);
      await expectNoViolation(page, `${prefix}/cette-page-nexiste-pas`, viewportsOf(prefix));
    });
  });
}

/** The panels a page opens (cart, slot, address, login-or-register…), open, in the page around them. */
test.describe('panels', () => {
  const shopperRoute = SPEC_ROUTES.find((r) => r.as === 'shopper')!;

  test('the cart slide-over, the slot modal and its address view pass axe WCAG 2.2 AA', async ({
    browser,
    visitors,
    baseURL,
  }) => {
    // Several axe scans, seconds of CPU each while CI runs other lanes beside: three times the time.
    test.slow();
    const context = await browser.newContext();
    await visitors.signIn(context, baseURL!, shopperRoute);
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await page.goto('/fr/c/bieres');
    await waitForHydration(page);

    await page.getByTestId('cart-button').click();
    await expect(page.getByTestId('cart-panel')).toBeVisible();
    await expect(page.getByTestId('cart-line').first()).toBeVisible();
    await expectNoViolation(page, 'cart slide-over', [DESKTOP, PHONE]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('cart-panel')).toBeHidden();

    await page.setViewportSize(DESKTOP);
    await page.getByTestId('header-slot').click();
    const modal = page.getByRole('dialog', { name: 'Mon créneau' });
    await expect(modal.getByTestId('slot-day').first()).toBeVisible();
    await expectNoViolation(page, 'slot modal', [DESKTOP, PHONE]);

    await page.setViewportSize(DESKTOP);
    await modal.getByTestId('slot-address-row').click();
    await expect(
      page.getByRole('dialog', { name: 'Adresse de livraison' }).getByRole('tab', { name: 'Chez moi' }),
    ).toBeVisible();
    await expectNoViolation(page, 'slot modal, address view', [DESKTOP, PHONE]);
    await context.close();
  });

  test('the login-or-register modal of a guest pressing plus passes axe WCAG 2.2 AA', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/fr/c/bieres');
    await waitForHydration(page);
    await page.locator('main').getByTestId('add-to-cart').first().click();
    await expect(page.getByRole('dialog', { name: 'Bienvenue !' })).toBeVisible();
    await expectNoViolation(page, 'login-or-register modal', [DESKTOP, PHONE]);
  });
});
