import { expect, test, type Route } from '@playwright/test';
import { fillCartWithCrates, login, placeOfflineOrder, registerOverApi, selectSoonSlot } from './support.js';

/**
 * The driver's round without network (docs/adr/0029-driver-offline-queue.md): the day kept by the
 * service worker opens offline, the steps taken offline wait on the phone with a badge, and land once
 * when the network returns.
 */
test('the round opens offline, two steps wait on the phone and land once back online', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const customer = await browser.newContext();
  const shopper = await customer.newPage();
  const email = `offline-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(shopper.request, {
    address: { number: '5', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Hors',
    lastname: 'Ligne',
    phone: '0612345679',
    email,
    password,
    isAdult: true,
  });
  await customer.clearCookies();
  await login(shopper, '/fr/mon-compte', email, password);
  const api = shopper.request;
  const { slotDate } = await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `driver-offline-e2e-${email}`);

  const driverContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  const roundUrl = `/fr/livreur?date=${slotDate}`;
  await driver.goto(roundUrl);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Hors Ligne');
  // The start of the round: the service worker has kept the day.
  await expect(driver.locator('[data-day-kept]')).toHaveCount(1, { timeout: 20_000 });

  // The same round in Dutch, in a second tab: kept too; it shares the phone's queue.
  const dutch = await driverContext.newPage();
  await dutch.goto(`/nl-BE/livreur?date=${slotDate}`);
  await expect(dutch.locator('[data-day-kept]')).toHaveCount(1, { timeout: 20_000 });

  await driverContext.setOffline(true);
  // Belt and braces: no write leaves the phone while it is "offline", whatever path it takes.
  const cutWrites = (route: Route) =>
    route.request().method() === 'GET' ? route.fallback() : route.abort('internetdisconnected');
  await driverContext.route('**/*', cutWrites);
  await card.getByRole('button', { name: 'Passer à « En préparation »' }).click();
  await expect(card.getByTestId('order-status')).toHaveText('En préparation');
  await expect(card.getByTestId('order-queued')).toHaveText('En attente d’envoi');
  await card.getByRole('button', { name: 'Passer à « En cours de livraison »' }).click();
  await expect(driver.getByTestId('pending-actions')).toHaveText('2 actions en attente');
  await expect(driver.getByTestId('offline-notice')).toBeVisible();
  await driver.evaluate(() => window.scrollTo(0, 0));
  await driver.screenshot({ path: test.info().outputPath('driver-offline-fr-390.png'), fullPage: false });

  await dutch.reload();
  await expect(dutch.getByTestId('order-queued')).toHaveCount(1);
  await expect(dutch.getByTestId('pending-actions')).toHaveText('2 acties in afwachting');
  await dutch.screenshot({ path: test.info().outputPath('driver-offline-nl-BE-390.png'), fullPage: false });
  await dutch.close();

  // Reloaded without network: the kept page, the queue read back from the phone.
  await driver.reload();
  await expect(card).toContainText('Hors Ligne');
  await expect(driver.getByTestId('pending-actions')).toHaveText('2 actions en attente');
  await expect(card.getByTestId('order-status')).toHaveText('En cours de livraison');
  await expect(card.getByTestId('order-queued')).toBeVisible();
  // Nothing has reached the shop yet.
  const statusOf = async () =>
    ((await (await api.get(`/api/orders/${orderId}`)).json()) as { status: string }).status;
  expect(await statusOf()).toBe('placed');

  // Logging out now would lose them: the driver is asked, and staying keeps them.
  let asked = '';
  driver.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.dismiss();
  });
  await driver.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect.poll(() => asked).toContain('2 actions n’ont pas encore été envoyées');
  await expect(driver.getByTestId('pending-actions')).toHaveText('2 actions en attente');

  await driverContext.unroute('**/*', cutWrites);
  await driverContext.setOffline(false);
  await expect(driver.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
  await expect(card.getByTestId('order-status')).toHaveText('En cours de livraison');
  await expect(card.getByTestId('order-queued')).toHaveCount(0);
  expect(await statusOf()).toBe('out_for_delivery');
  // Sent once: opening the page again sends nothing more, and the next step is the delivery.
  await driver.reload();
  await expect(card.getByRole('button', { name: 'Passer à « Livrée »' })).toBeVisible();
  expect(await statusOf()).toBe('out_for_delivery');

  // Logging out forgets the kept round (addresses, entry codes): no worker, no kept page, no queue.
  await driver.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(driver).not.toHaveURL(/livreur/);
  const keptCaches = await driver.evaluate(async () =>
    (await caches.keys()).filter((name) => name.startsWith('consigne-driver')),
  );
  expect(keptCaches).toEqual([]);
  expect(await driver.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
    0,
  );
  await driverContext.close();
  await customer.close();
});
