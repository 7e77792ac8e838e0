/**
 * Notifications (docs/adr/0035-notifications.md): a shopper chooses per step and channel, subscribes
 * this browser to Web Push, and the push of their next order reaches the storefront's push worker,
 * which shows it. Chromium here reaches no real push service: the browser's own leg (PushManager
 * .subscribe → a push service's endpoint) is replaced by the test's fake push service
 * (apps/api/test/push-service.ts), which receives the shop's encrypted, VAPID-signed POST and
 * decrypts it with the device's keys as a browser would; the test then delivers the plaintext to the
 * push worker through the DevTools protocol (ServiceWorker.deliverPushMessage).
 */
import { expect, test } from '@playwright/test';
import { startFakePushService } from '../../apps/api/test/push-service.js';
import { E2E_PUSH } from '../server-env.js';
import {
  deliverToPushWorker,
  fakePushManager,
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  screenshots,
  selectSoonSlot,
  waitForHydration,
  wcagViolations,
} from './support.js';

const shoot = screenshots('notifications');

test('a shopper subscribes this browser to push; their order’s push reaches the push worker, which shows it', async ({
  browser,
  baseURL,
}) => {
  // A long journey (registration by e-mail, an order, the push job): 9 s idle, past 60 s under CI's load.
  test.setTimeout(120_000);
  const push = await startFakePushService({ port: E2E_PUSH.port });
  const context = await browser.newContext({ permissions: ['notifications'], baseURL });
  try {
    const device = push.device();
    // The browser's leg to its push service, replaced (see above); the rest is the page's own code.
    await fakePushManager(context, device);
    const page = await context.newPage();
    const account = await registerLilleCustomer(page, 'push', ['Noa', 'Pousse']);
    const url = '/fr/mon-compte/newsletter-et-communications';
    await login(page, url, account.email, account.password);
    await waitForHydration(page);

    // Every step × channel, e-mail and push on, SMS off; no device yet.
    const grid = page.getByTestId('notification-choices');
    await expect(grid.getByRole('checkbox', { name: 'Commande livrée : E-mail' })).toBeChecked();
    await expect(grid.getByRole('checkbox', { name: 'Livreur à 2 arrêts : SMS' })).not.toBeChecked();
    await expect(page.getByTestId('push-devices')).toHaveText('Aucun appareil abonné.');
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(page, 'preferences');

    // A choice kept: no e-mail when the order is changed.
    await grid.getByRole('checkbox', { name: 'Commande modifiée : E-mail' }).uncheck();
    await grid.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(page.getByTestId('notifications-saved')).toBeVisible();
    await expect(grid.getByRole('checkbox', { name: 'Commande modifiée : E-mail' })).not.toBeChecked();

    // This browser subscribes: the push worker registers on /push/, the subscription is saved.
    await page.getByRole('button', { name: 'Activer sur cet appareil' }).click();
    await expect(page.getByTestId('push-on')).toHaveText(/Cet appareil reçoit vos notifications/);
    await expect(page.getByTestId('push-devices')).toHaveText('1 appareil abonné.');
    expect(await page.evaluate(() => localStorage.getItem('e2e-push'))).toBe('65');
    const scope = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration('/push/'))?.scope,
    );
    expect(scope).toBe(new URL('/push/', baseURL).href);
    // It controls no page (its scope is a path no page has).
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
    expect(await wcagViolations(page)).toEqual([]);
    await shoot(page, 'subscribed');

    // An order: the shop POSTs its encrypted push to the device's push service.
    await selectSoonSlot(page.request);
    await fillCartWithCrates(page.request, 12);
    const orderId = await placeOfflineOrder(page.request, `push-${account.email}`);
    await expect.poll(() => push.accepted.length, { timeout: 20_000 }).toBe(1);
    const received = push.accepted[0]!;
    expect(received.headers).toMatchObject({ 'content-encoding': 'aes128gcm', urgency: 'normal' });
    expect(received.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]{87}$/);
    expect(received.payload).toMatchObject({
      title: `Commande n° ${orderId} confirmée`,
      body: 'Merci ! Nous préparons votre commande pour votre créneau.',
      url: new URL(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`, baseURL).href,
    });

    // The push service delivers it to the browser's push worker, which shows it.
    const shown = await deliverToPushWorker(page, received.payload!);
    await expect.poll(shown, { timeout: 10_000 }).toEqual([
      {
        title: `Commande n° ${orderId} confirmée`,
        body: received.payload!.body,
        tag: received.payload!.tag,
      },
    ]);

    // Unsubscribed: the device is forgotten.
    await page.getByRole('button', { name: 'Désactiver sur cet appareil' }).click();
    await expect(page.getByTestId('push-devices')).toHaveText('Aucun appareil abonné.');

    // Subscribed again, then logged out: the shared device no longer hears of this account.
    await page.getByRole('button', { name: 'Activer sur cet appareil' }).click();
    await expect(page.getByTestId('push-devices')).toHaveText('1 appareil abonné.');
    await page.goto('/fr/mon-compte');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/fr$/);
    expect(await page.evaluate(() => localStorage.getItem('e2e-push'))).toBeNull();
    await login(page, url, account.email, account.password);
    await expect(page.getByTestId('push-devices')).toHaveText('Aucun appareil abonné.');
  } finally {
    await context.close();
    await push.close();
  }
});

test('the choices in Belgian Dutch, accessible', async ({ page }) => {
  await login(page, '/fr/mon-compte');
  await page.goto('/nl-BE/mon-compte/newsletter-et-communications');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Opvolging van je bestellingen' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Chauffeur op 2 stops: Melding' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Inschakelen op dit toestel' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  await shoot(page, 'nl-BE');
});
