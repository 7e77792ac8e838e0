import { expect, test, type Page } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  selectSoonSlot,
  seriousViolations,
  shotsDir,
  startDelivery,
} from './support.js';

/** Screenshots at 390 px and 1280 px (FAIL_SHOTS_DIR, else beside the run's output). */
async function shoot(page: Page, name: string) {
  const dir = process.env.FAIL_SHOTS_DIR ?? shotsDir('driver-failure');
  const size = page.viewportSize()!;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(size);
}

test('the driver marks a delivery failed (absent), the shopper picks a new slot from the e-mail in one click', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext();
  const shopper = await customer.newPage();
  const email = `failure-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(shopper.request, {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Absa',
    lastname: 'Sente',
    phone: '0612345678',
    email,
    password,
    isAdult: true,
  });
  await customer.clearCookies();
  await login(shopper, '/fr/mon-compte', email, password);
  const api = shopper.request;
  const { slotDate } = await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `failure-e2e-${email}`);

  // The driver, on a phone: the order leaves, then nobody opens the door.
  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  await driver.goto(`/fr/livreur?date=${slotDate}`);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await startDelivery(card);

  // The form in Belgian Dutch first (a look only), then in French for real.
  await driver.goto(`/nl-BE/livreur?date=${slotDate}`);
  await card.getByText('Levering niet mogelijk', { exact: true }).click();
  await card.getByLabel('Klant niet thuis').check();
  await card.scrollIntoViewIfNeeded();
  await shoot(driver, 'driver-failure-nl-BE');
  await driver.goto(`/fr/livreur?date=${slotDate}`);
  await card.getByText('Livraison impossible', { exact: true }).click();
  const submit = card.getByRole('button', { name: 'Signaler l’échec' });
  await expect(submit).toBeDisabled();
  await card.getByLabel('Autre').check();
  // 'Autre' needs a note.
  await expect(submit).toBeDisabled();
  await card.getByLabel('Client absent').check();
  await expect(submit).toBeEnabled();
  expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(driver, 'main')).toEqual([]);
  await shoot(driver, 'driver-failure-fr');
  await submit.click();
  await expect(card.getByTestId('order-status')).toHaveText('Échec de livraison');
  await expect(card.getByTestId('order-failure')).toHaveText('Échec : Client absent');
  // No more actions on it.
  await expect(card.getByRole('button', { name: /Passer à/ })).toHaveCount(0);
  await expect(card.getByText('Livraison impossible', { exact: true })).toHaveCount(0);
  await driverContext.close();

  // The shopper's e-mail, from the development outbox: its link to a new slot.
  let link = '';
  await expect
    .poll(async () => {
      const res = await shopper.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as Array<{ subject: string; text: string }>;
      const mail = mails.find((m) => m.subject === `Nous n’avons pas pu livrer votre commande n° ${orderId}`);
      link = /https?:\/\/\S+\/nouveau-creneau/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .toContain(`/fr/mon-compte/mes-commandes/order-detail/${orderId}/nouveau-creneau`);
  const path = new URL(link).pathname;
  await shopper.goto(`/nl-BE${path.slice(3)}`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Kies een nieuw tijdslot' })).toBeVisible();
  await shoot(shopper, 'rebook-nl-BE');
  await shopper.goto(path);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Choisissez un nouveau créneau' }),
  ).toBeVisible();
  expect(await seriousViolations(shopper, 'main')).toEqual([]);
  await shoot(shopper, 'rebook-fr');
  await shopper.getByTestId('rebook-slots').getByRole('button').first().click();
  await expect(shopper.getByTestId('rebook-done')).toContainText('C’est réservé');
  const rebooked = Number(
    /n° (\d+)/.exec((await shopper.getByTestId('rebook-done').textContent()) ?? '')![1],
  );
  expect(rebooked).toBeGreaterThan(orderId);
  // Opened again, the link says so, and the order page too.
  await shopper.goto(path);
  await expect(shopper.getByTestId('rebook-done')).toBeVisible();
  await expect(shopper.getByTestId('rebook-slots')).toHaveCount(0);
  await shopper.goto(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  await expect(shopper.getByTestId('order-failure')).toContainText(
    'Motif : personne n’était là pour recevoir la commande',
  );
  await expect(shopper.getByTestId('order-rebooked')).toContainText(`commande n° ${rebooked}`);
  await shoot(shopper, 'order-failed-fr');
  await customer.close();
});
