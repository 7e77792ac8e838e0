import { expect, test } from '@playwright/test';
import { login, screenshots, seriousViolations } from './support.js';

const shoot = screenshots('admin-sales-journal');

test('the admin opens the sales journal from the nav: the chain is intact, in French and Belgian Dutch; a manager of one warehouse is told the books are the whole company’s', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await login(page, '/admin', 'admin@example.com', 'consigne-demo');
  await page.getByRole('navigation').getByRole('link', { name: 'Journal des ventes' }).first().click();
  await expect(page).toHaveURL(/\/admin\/journal-des-ventes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journal des ventes' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Chaîne intacte' })).toBeVisible();
  await expect(page.getByText(/Total perpétuel des ventes/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'journal-fr');

  await context.addCookies([
    { name: 'locale', value: 'nl-BE', domain: new URL(page.url()).hostname, path: '/' },
  ]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Verkoopjournaal' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Keten intact' })).toBeVisible();
  await shoot(page, 'journal-nl-BE');
  await context.close();

  const manager = await (await browser.newContext()).newPage();
  await login(manager, '/admin/journal-des-ventes', 'gerant.lyon@example.com', 'consigne-demo');
  await expect(manager.getByRole('heading', { level: 1, name: 'Journal des ventes' })).toBeVisible();
  await expect(manager.getByRole('alert')).toContainText('Les comptes sont ceux de toute la société');
  await expect(manager.getByText(/Total perpétuel des ventes/)).toHaveCount(0);
});
