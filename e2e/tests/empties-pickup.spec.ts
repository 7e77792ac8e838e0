import { expect, test } from '@playwright/test';
import { login, seriousViolations } from './support.js';

/**
 * A pickup of empties without an order (ADR 0037): the demo shopper (deposits pending, no order)
 * asks for one on /consignes-cagnotte; the Lille driver sees the stop "Reprise de vides" on the phone
 * and records the empties with the usual form; the shopper's cagnotte shows the credit. The demo's
 * wallet is given back its amount at the end (other journeys read it).
 */
const SHOTS = '/work/shots/pickup';

test('the demo shopper asks for a pickup, the driver collects the empties, the cagnotte is credited', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await shopperContext.newPage();
  await login(shopper, '/fr/consignes-cagnotte');
  const card = shopper.getByTestId('empties-pickup');
  await expect(card.getByRole('heading', { name: 'Faire reprendre mes vides' })).toBeVisible();
  await expect(card.getByTestId('pickup-fee')).toHaveText('Reprise gratuite.');
  const walletBefore = (await shopper.getByTestId('wallet').textContent())!;

  const note = `Caisses devant le garage ${Date.now()}`;
  const form = card.getByTestId('pickup-form');
  // The slot list's second choosable slot: the first may fill up with other journeys' orders.
  const choices = form.getByLabel('Créneau').locator('option:not([disabled])');
  await form.getByLabel('Créneau').selectOption((await choices.nth(1).getAttribute('value'))!);
  await form.getByLabel('Instructions pour le livreur (facultatif)').fill(note);
  await shopper.screenshot({ path: `${SHOTS}/shopper-form-1280.png`, fullPage: true });
  await form.getByRole('button', { name: 'Demander la reprise' }).click();
  await expect(card.getByTestId('pickup-success')).toContainText(
    'C’est noté : le livreur passera reprendre vos vides',
  );
  const row = card.getByTestId('pickup-row').filter({ hasText: note });
  await expect(row.getByTestId('pickup-status')).toHaveText('Prévue');
  await expect(row.getByRole('button', { name: 'Annuler la reprise' })).toBeVisible();
  expect(await seriousViolations(shopper, '#reprise')).toEqual([]);
  await shopper.setViewportSize({ width: 320, height: 800 });
  await card.scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: `${SHOTS}/shopper-booked-320.png`, fullPage: true });
  // Nothing sticks out at 320 px.
  const overflow = await shopper.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Its slot's day, in the shop's time zone.
  const list = await shopper.request.get('/api/user/empties-pickups');
  const pickup = (
    (await list.json()) as { pickups: { id: number; instructions: string; slot: { startAt: string } }[] }
  ).pickups.find((p) => p.instructions === note)!;
  const day = new Date(pickup.slot.startAt).toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });

  // The Lille driver, on a phone.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/livreur', 'livreur@example.com', 'consigne-demo');
  await driver.goto(`/fr/livreur?date=${day}`);
  const stop = driver.getByTestId('round-stop').filter({ hasText: note });
  await expect(stop).toContainText('Reprise de vides');
  await expect(stop).toContainText('Camille Martin');
  await expect(stop.getByTestId('crates-to-drop')).toHaveText('Aucune caisse à déposer');
  await stop.scrollIntoViewIfNeeded();
  await driver.screenshot({ path: `${SHOTS}/driver-stop-390.png`, fullPage: true });
  const empties = stop.getByTestId('empties-form');
  await empties.getByRole('spinbutton', { name: 'Grandes bouteilles' }).fill('1');
  await empties.getByRole('button', { name: 'Enregistrer les vides' }).click();
  // The round reloads with the pickup done: the form gives way to its outcome, there and after a reload.
  await expect(stop.getByTestId('pickup-collected')).toContainText('Vides repris.');
  await driver.reload();
  await expect(stop.getByTestId('pickup-collected')).toContainText('Vides repris.');
  await expect(stop.getByTestId('empties-form')).toHaveCount(0);
  await driver.screenshot({ path: `${SHOTS}/driver-done-390.png`, fullPage: true });
  await driverContext.close();

  // The shopper's cagnotte: 0,20 € more, the pickup done.
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.goto('/fr/consignes-cagnotte');
  const cents = (text: string) => Math.round(Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100);
  await expect(shopper.getByTestId('wallet')).toHaveText(
    new RegExp(`^${((cents(walletBefore) + 20) / 100).toFixed(2).replace('.', ',')}\\s€$`),
  );
  await expect(shopper.getByTestId('wallet-history-amount').first()).toHaveText(/^\+0,20\s€$/);
  await expect(
    card.getByTestId('pickup-row').filter({ hasText: note }).getByTestId('pickup-status'),
  ).toHaveText('Faite');
  await shopper.screenshot({ path: `${SHOTS}/shopper-credited-1280.png`, fullPage: true });
  await shopperContext.close();

  // The demo's wallet as it was, for the journeys that read it.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, '/admin', 'admin@example.com', 'consigne-demo');
  const found = await admin.request.get('/api/admin/customers?q=demo@example.com');
  const demoId = ((await found.json()) as { rows: { id: number }[] }).rows[0]!.id;
  const corrected = await admin.request.post(`/api/admin/customers/${demoId}/wallet`, {
    data: { direction: 'debit', amount: 0.2, reason: 'Journée de test : reprise de vides rendue' },
  });
  expect(corrected.status()).toBe(200);
  await adminContext.close();
});
