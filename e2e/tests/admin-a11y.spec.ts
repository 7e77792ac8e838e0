import { expect, test } from '@playwright/test';
import { waitForHydration, wcagViolations } from './support.js';

/**
 * Every page of the back-office passes axe's WCAG 2.2 AA rules, as the admin (who sees them all),
 * at a desktop's width and at a tablet's (staff on the warehouse floor). The journeys check their
 * pages in the states they reach; this pass opens each page once, as it first shows.
 */
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 820, height: 1180 },
];

/** The back-office's pages (apps/web/app/admin-pages.ts) but the downloads, previews and other elements' pages. */
const PAGES = [
  '',
  'produits',
  'produits/nouveau',
  'produits/{product}',
  'prix-et-stocks',
  'commandes',
  'creneaux',
  'creneaux/operations',
  'creneaux/verts',
  'preparation',
  'tournees',
  'tournees/reglages',
  'consignes',
  'consignes/non-rendues',
  'contenants',
  'clients',
  'demandes-hors-zone',
  'chiffres',
  'e-reporting',
  'rayons',
  'codes-promo',
  'codes-promo/nouveau',
  'contenus',
  'contenus/bandeau',
  'redirections',
  'equipe',
  'journal',
];

let token = '';
/** The seeded catalogue's first product: a product's page (its form, photos and prices). */
const FIRST_PRODUCT = '1';

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/login_check', {
    data: { username: 'admin@example.com', password: 'consigne-demo' },
  });
  expect(login.status()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
});

for (const path of PAGES) {
  test(`/admin/${path} passes axe WCAG 2.2 AA`, async ({ page, context, baseURL }) => {
    // Two axe scans of a long page (Rayons: every Rayon, category and tag) beside CI's other lanes.
    test.slow();
    await context.addCookies([{ name: 'access_token', value: token, url: baseURL! }]);
    const url = `/admin/${path.replace('{product}', FIRST_PRODUCT)}`.replace(/\/$/, '');
    await page.setViewportSize(VIEWPORTS[0]!);
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
    expect(new URL(page.url()).pathname, url).toBe(url);
    await waitForHydration(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(100);
      expect.soft(await wcagViolations(page), `${url} at ${viewport.width} px`).toEqual([]);
    }
  });
}
