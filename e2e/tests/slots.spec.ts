import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { login, registerLilleCustomer } from './support.js';

async function openSlotModal(page: Page) {
  await page.getByTestId('header-slot').click();
  const modal = page.getByRole('dialog', { name: 'Mon créneau' });
  await expect(modal).toBeVisible();
  return modal;
}

test('the demo customer picks a delivery slot from the header, and it stays chosen', async ({ page }) => {
  await login(page, '/fr/categories');
  const modal = await openSlotModal(page);

  // The address row, the day buttons (the first one preselected unless a slot is already held).
  await expect(modal.getByTestId('slot-address-row')).toContainText('Adresse de livraison');
  const days = modal.getByTestId('slot-day');
  await expect(days.first()).toBeVisible();
  expect(await days.count()).toBeGreaterThan(1);
  expect((await days.first().boundingBox())?.width).toBeCloseTo(112, 0);
  await expect(modal.locator('[data-testid=slot-day][aria-pressed=true]')).toHaveCount(1);

  // Another day, then a slot that is not full.
  await days.nth(1).click();
  await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
  const validate = modal.getByRole('button', { name: 'Valider mon créneau' });
  const option = modal.locator('[data-testid=slot-option]:not([data-full])').last();
  const time = (await option.textContent())!.match(/\d{2}:\d{2}-\d{2}:\d{2}/)![0];
  const dayNumber = (await days.nth(1).locator('span').nth(1).textContent())!.trim();
  await option.click();
  await expect(option.getByRole('radio')).toBeChecked();
  await expect(validate).toBeEnabled();

  // Accessible while open.
  const { violations } = await new AxeBuilder({ page }).include('[data-testid=slot-modal]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);

  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/user/select/slot/') && r.request().method() === 'POST',
  );
  await validate.click();
  expect((await saved).status()).toBe(200);
  await expect(modal).toBeHidden();
  const header = page.getByTestId('header-slot');
  await expect(header).toHaveText(new RegExp(`^\\S+ ${dayNumber} \\S+ · ${time}$`));

  await page.reload();
  await expect(header).toHaveText(new RegExp(`^\\S+ ${dayNumber} \\S+ · ${time}$`));

  // Reopened, the modal shows that day and slot chosen.
  const again = await openSlotModal(page);
  await expect(again.locator('[data-testid=slot-day][aria-pressed=true] span').nth(1)).toHaveText(dayNumber);
  await expect(again.getByRole('radio', { checked: true })).toHaveCount(1);
  // GET /user/selected/slot tells until when the place is held.
  await expect(again.getByTestId('slot-hold')).toContainText('vous est réservé jusqu’à');
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
});

test('a customer switches to a pickup point after confirming the zone change', async ({ page }) => {
  // A customer of its own: a zone change empties the cart, which the other journeys of the demo
  // customer rely on.
  const { email, password } = await registerLilleCustomer(page, 'slots', ['Zoé', 'Retrait']);
  await login(page, '/fr/categories', email, password);

  const modal = await openSlotModal(page);
  const row = modal.getByTestId('slot-address-row');
  await expect(row).toContainText('Adresse de livraison');
  await expect(row).toContainText('3 rue Esquermoise, 59000 Lille');
  await row.click();

  const view = page.getByRole('dialog', { name: 'Adresse de livraison' });
  await expect(view).toBeVisible();
  const home = view.getByRole('tab', { name: 'Chez moi' });
  const pickup = view.getByRole('tab', { name: 'Point de retrait' });
  await expect(home).toHaveAttribute('aria-selected', 'true');
  await expect(home).toBeFocused();
  await expect(view.getByText('Aucune adresse sélectionnée')).toBeVisible();
  await expect(view.getByRole('link', { name: 'Ajouter une adresse' })).toHaveAttribute(
    'href',
    '/fr/mes-adresses/ajouter/step1',
  );
  const validate = view.getByRole('button', { name: 'Valider mon adresse' });
  await expect(validate).toBeDisabled();

  // Keyboard: the arrow keys move between the tabs; the pickup points load.
  await home.focus();
  await page.keyboard.press('ArrowRight');
  await expect(pickup).toBeFocused();
  await expect(pickup).toHaveAttribute('aria-selected', 'true');
  const points = view.getByTestId('address-option');
  await expect(points.first()).toBeVisible();
  const pointName = (await points.first().locator('span.font-semibold').first().textContent())!.trim();
  await points.first().click();
  await expect(validate).toBeEnabled();

  // Annuler keeps everything.
  await validate.click();
  const confirm = page.getByRole('alertdialog', { name: 'Changement de zone géographique' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('panier');
  const { violations } = await new AxeBuilder({ page }).include('[data-testid=slot-modal]').analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  await view.getByRole('button', { name: 'Retour aux créneaux' }).click();
  await expect(row).toContainText('3 rue Esquermoise, 59000 Lille');
  await expect(row).toBeFocused();

  // Confirmer switches and reloads the page at the same path.
  await row.click();
  await pickup.click();
  await points.first().click();
  await validate.click();
  const chosen = page.waitForResponse(
    (r) => r.url().includes('/api/user/delivery') && r.request().method() === 'POST',
  );
  const reloaded = page.waitForEvent('load');
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  expect((await chosen).status()).toBe(200);
  await reloaded;
  await expect(page).toHaveURL('/fr/categories');

  const after = await openSlotModal(page);
  await expect(after.getByTestId('slot-address-row')).toContainText('Mon point de retrait');
  await expect(after.getByTestId('slot-address-text')).toHaveText(pointName);
  // The address sub-view now opens on the pickup points, the current one marked.
  await after.getByTestId('slot-address-row').click();
  await expect(view.getByRole('tab', { name: 'Point de retrait' })).toHaveAttribute('aria-selected', 'true');
  await expect(view.getByTestId('address-option').filter({ hasText: 'Actuelle' })).toContainText(pointName);
});

test('the warehouse selection is filled by the cart panel and reset at login and at logout', async ({
  page,
}) => {
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('warehouse') ?? 'null')?.state ?? null);

  // A selection left in the browser before logging in is reset by the login.
  await page.goto('/fr/login?redirect=%2Ffr%2Fcategories');
  await page.evaluate(() =>
    localStorage.setItem(
      'warehouse',
      JSON.stringify({ state: { selectedWarehouseId: 999, selectedWarehouseName: 'Ancien' }, version: 0 }),
    ),
  );
  await page.getByLabel('Adresse e-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/categories');
  await expect.poll(async () => (await stored())?.selectedWarehouseId ?? null).toBeNull();

  // Opening the cart reads GET /api/warehouse/ into the selection.
  await page.getByTestId('cart-button').click();
  await expect(page.getByTestId('cart-panel')).toBeVisible();
  await expect.poll(async () => typeof (await stored())?.selectedWarehouseId).toBe('number');
  expect(await stored()).toMatchObject({
    selectedWarehouseName: expect.any(String),
    deliveryFreeThreshold: expect.any(Number),
    deliveryFee: expect.any(Number),
    orderMinimumAmount: expect.any(Number),
  });
  await page.keyboard.press('Escape');

  await page.getByTestId('header-account').click();
  await expect(page).toHaveURL('/fr/mon-compte');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL('/fr');
  await expect.poll(async () => (await stored())?.selectedWarehouseId ?? null).toBeNull();
});
