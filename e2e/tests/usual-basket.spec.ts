import { expect, test } from '@playwright/test';
import {
  customerWithOrder,
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  screenshots,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

/**
 * The usual basket (ADR 0042): a shopper with an order reserves a weekly slot, makes their usual basket
 * from that order on "Mon panier habituel", sees its coming dates and skips one; in Belgian Dutch on a
 * phone, a Brussels shopper sees the job place the first date by itself and leave the skipped one. (The
 * weeks after, and every failure, are the PostgreSQL simulation's: a journey has no test clock.)
 */
const shot = screenshots('usual-basket');

test('a shopper reserves a weekly slot, makes a usual basket from an order and skips a week', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const { page, orderId } = await customerWithOrder(browser, 'usual-basket', ['Hélène', 'Habitude'], (p) =>
    fillCartWithCrates(p.request, 24),
  );
  const addresses = (await (await page.request.get('/api/user/addresses?locale=fr_FR')).json()) as Array<{
    id: number;
  }>;
  const groups = (await (await page.request.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number; startAt: string; isFull: boolean }>;
  }>;
  const later = Date.now() + 30 * 3_600_000;
  const slot = groups.flatMap((g) => g.slots).find((s) => !s.isFull && Date.parse(s.startAt) > later)!;
  const reserved = await page.request.post('/api/user/slot-reservation?locale=fr_FR', {
    data: { slotId: slot.id, every: 1, addressId: addresses[0]!.id },
  });
  expect(reserved.status()).toBe(201);

  await page.goto(`/fr/mon-compte/mon-panier-habituel?commande=${orderId}`);
  const create = page.getByTestId('usual-basket-create');
  await expect(create).toContainText(`À partir de la commande n° ${orderId}`);
  await shot(page, 'create');
  await create.getByRole('button', { name: 'Créer mon panier habituel' }).click();
  const basket = page.getByTestId('usual-basket');
  await expect(basket.getByTestId('usual-line')).toHaveCount(1);
  const dates = basket.getByTestId('usual-date');
  await expect(dates.first()).toHaveAttribute('data-status', 'scheduled');
  await dates.nth(1).getByRole('button', { name: 'Sauter cette semaine' }).click();
  await expect(dates.nth(1)).toHaveAttribute('data-status', 'skipped');
  await expect(dates.nth(1).getByRole('button', { name: 'Reprendre cette date' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'basket');
});

test('nl-BE, on a phone: a Brussels shopper reserves a 10:00 slot, skips the second week and sees the first placed', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  // The Brussels warehouse places its usual baskets 72 hours before the cutoff (the slots page's
  // setting): a date in the next three days is due at once, so the job's next pass places it.
  const desk = await browser.newContext();
  const admin = desk.request;
  const { token } = (await (
    await admin.post('/api/login_check', {
      data: { username: 'admin@example.com', password: 'consigne-demo' },
    })
  ).json()) as { token: string };
  const authorization = `Bearer ${token}`;
  const warehouses = (await (await admin.get('/api/warehouses?locale=fr_FR')).json()) as Array<{
    id: number;
    name: string;
  }>;
  const brussels = warehouses.find((w) => w.name.includes('Bruxelles'))!;
  const settings = (await (
    await admin.get(`/api/admin/slot-settings/${brussels.id}`, { headers: { authorization } })
  ).json()) as Record<string, unknown>;
  const saved = await admin.put(`/api/admin/slot-settings/${brussels.id}?locale=fr_FR`, {
    headers: { authorization },
    data: { ...settings, usualBasketHours: 72 },
  });
  // Another run of this journey (a retry) may have saved it already: then the version moved on.
  expect([200, 409]).toContain(saved.status());
  await desk.close();

  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await phone.newPage();
  const email = `vast-mandje-${stamp}@example.com`;
  const password = 'een-sterk-wachtwoord';
  await registerOverApi(page.request, {
    address: { number: '10', street: 'rue Neuve', postalCode: '1000', city: 'Bruxelles' },
    houseType: 'apartment',
    firstname: 'Griet',
    lastname: 'Gewoonte',
    phone: '0470123456',
    email,
    password,
    isAdult: true,
  });
  await phone.clearCookies();
  await login(page, '/nl-BE/mon-compte', email, password);
  const api = page.request;
  await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `usual-nl-${email}`);

  // The 10:00 slot of one of the next three days, at least four hours ahead: its weekday and time are the
  // reservation's.
  const addresses = (await (await api.get('/api/user/addresses?locale=nl_BE')).json()) as Array<{
    id: number;
  }>;
  const groups = (await (await api.get('/api/slots?locale=nl_BE')).json()) as Array<{
    slots: Array<{ id: number; startAt: string; isFull: boolean }>;
  }>;
  const tenOClock = (iso: string) =>
    new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Brussels',
    }).format(new Date(iso)) === '10';
  const slot = groups
    .flatMap((g) => g.slots)
    .find(
      (s) =>
        !s.isFull &&
        tenOClock(s.startAt) &&
        Date.parse(s.startAt) > Date.now() + 4 * 3_600_000 &&
        Date.parse(s.startAt) < Date.now() + 72 * 3_600_000,
    );
  expect(slot, 'a 10:00 slot in the next three days').toBeTruthy();
  const reserved = await api.post('/api/user/slot-reservation?locale=nl_BE', {
    data: { slotId: slot!.id, every: 1, addressId: addresses[0]!.id },
  });
  expect(reserved.status(), await reserved.text()).toBe(201);

  await page.goto(`/nl-BE/mon-compte/mon-panier-habituel?commande=${orderId}`);
  const create = page.getByTestId('usual-basket-create');
  await expect(create).toContainText(`Vanaf bestelling nr. ${orderId}`);
  await create.getByRole('button', { name: 'Mijn vaste boodschappenmandje maken' }).click();
  const basket = page.getByTestId('usual-basket');
  const dates = basket.getByTestId('usual-date');
  await expect(dates.first()).toHaveAttribute('data-status', /scheduled|reminded|placed/);
  await dates.nth(1).getByRole('button', { name: 'Deze week overslaan' }).click();
  await expect(dates.nth(1)).toHaveAttribute('data-status', 'skipped');

  // The job's next pass (every minute here) places the first date; the skipped week stays skipped.
  await expect
    .poll(
      async () => {
        await page.reload();
        return dates.first().getAttribute('data-status');
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toBe('placed');
  await expect(dates.first()).toContainText('Besteld');
  await expect(dates.nth(1)).toHaveAttribute('data-status', 'skipped');
  await expect(dates.nth(2)).toHaveAttribute('data-status', /scheduled|reminded/);
  const placedLink = dates.first().getByRole('link', { name: /Bestelling nr\. \d+ bekijken/ });
  await expect(placedLink).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'placed-nl-BE');
  const placedId = (await placedLink.textContent())!.match(/\d+/)![0];
  await placedLink.click();
  await expect(page).toHaveURL(new RegExp(`/nl-BE/mon-compte/mes-commandes/order-detail/${placedId}$`));
  await expect(page.getByText(`Bestelling nr. ${placedId}`).first()).toBeVisible();
  await phone.close();
});
