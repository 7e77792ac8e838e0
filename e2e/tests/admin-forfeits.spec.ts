import { expect, test, type Page } from '@playwright/test';
import { login, screenshots, seriousViolations } from './support.js';

const shoot = screenshots('admin-forfeits');

/** Types a warehouse's period and saves its row. */
async function savePeriod(page: Page, warehouse: string, days: string) {
  const field = page.getByLabel(`${warehouse} : délai en jours`);
  await field.fill(days);
  await page.locator('form').filter({ has: field }).getByRole('button', { name: 'Enregistrer' }).click();
}

test('the admin sets a warehouse’s period for unreturned deposits (a wrong one is refused), runs the sale now and reads the sales; a Lyon manager sees Lyon only', async ({
  browser,
}) => {
  // Two staff members' sessions and a sale run: a minute is not enough when the CI machine is busy.
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  await login(admin, '/admin/consignes/non-rendues', 'admin@example.com');
  await expect(admin.getByRole('heading', { level: 1, name: 'Consignes non rendues' })).toBeVisible();
  const lille = admin.getByLabel('Entrepôt Lille : délai en jours');
  await expect(lille).toHaveValue('365');
  const lilleForm = admin.locator('form').filter({ has: lille });
  await expect(lilleForm).toContainText('TVA 20 %');

  // Below the 30-day floor: the API's message, beside the field, and nothing saved.
  await savePeriod(admin, 'Entrepôt Lille', '10');
  await expect(lilleForm.getByRole('alert')).toBeVisible();
  await expect(lille).toHaveAttribute('aria-invalid', 'true');
  await admin.reload();
  await expect(admin.getByLabel('Entrepôt Lille : délai en jours')).toHaveValue('365');

  // 400 days: saved, then put back.
  await savePeriod(admin, 'Entrepôt Lille', '400');
  await expect(admin.getByText('Délai enregistré.')).toBeVisible();
  await expect(admin.getByLabel('Entrepôt Lille : délai en jours')).toHaveValue('400');

  // The nightly sale, now: a fresh shop has nothing old enough to sell.
  await admin.getByRole('button', { name: 'Lancer maintenant' }).click();
  await expect(
    admin.getByText(/Aucune consigne à vendre\.|Consignes vendues pour \d+ clients? :/),
  ).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: 'Ventes d’emballages' })).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'admin');

  await savePeriod(admin, 'Entrepôt Lille', '365');
  await expect(admin.getByText('Délai enregistré.')).toBeVisible();

  // Lyon's manager: Lyon's period only, and no "run now" (an admin's).
  const manager = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await login(manager, '/admin/consignes/non-rendues', 'gerant.lyon@example.com');
  await expect(manager.getByLabel('Entrepôt Lyon : délai en jours')).toBeVisible();
  await expect(manager.getByLabel('Entrepôt Lille : délai en jours')).toHaveCount(0);
  await expect(manager.getByRole('button', { name: 'Lancer maintenant' })).toHaveCount(0);
  const scope = (await (
    await manager.request.get('/api/admin/deposit-forfeits/settings?locale=fr_FR')
  ).json()) as { warehouses: Array<{ name: string }> };
  expect(scope.warehouses.map((w) => w.name)).toEqual(['Entrepôt Lyon']);
  await shoot(manager, 'lyon-manager');
});
