import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, registerLilleCustomer, seriousViolations } from './support.js';

/** Beside the run's other output (test-results/e2e), kept for a look at 1024 px, on a tablet and a phone. */
const SHOTS = new URL('../../test-results/e2e/admin-slots', import.meta.url).pathname;

const parisDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date(iso));
const parisHour = (iso: string) =>
  Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Paris', hour: '2-digit', hourCycle: 'h23' }).format(
      new Date(iso),
    ),
  );

/** A Lille shopper with an order paid at the door in the next Saturday's 14:00 slot. */
async function saturdayAfternoonOrder(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const account = await registerLilleCustomer(page, 'admin-slots', ['Samuel', 'Samedi']);
  await login(page, '/fr/mon-compte', account.email, account.password);
  const api = page.request;
  const groups = (await (await api.get('/api/slots?locale=fr_FR')).json()) as Array<{
    date: string;
    slots: Array<{ id: number; startAt: string; isFull: boolean }>;
  }>;
  const bookable = (g: (typeof groups)[number]) =>
    g.slots.find((s) => parisHour(s.startAt) === 14 && !s.isFull);
  // The next Saturday's; on a Saturday evening the rolling week holds none (today's afternoon has
  // begun, next week's is not generated yet): then the last afternoon listed, the same journey.
  const day =
    groups.find((g) => new Date(`${g.date}T12:00:00Z`).getUTCDay() === 6 && bookable(g)) ??
    [...groups].reverse().find(bookable);
  const slot = day && bookable(day);
  expect(slot, 'a bookable 14:00 slot in Lille').toBeTruthy();
  expect((await api.post(`/api/user/select/slot/${slot!.id}?locale=fr_FR`)).ok()).toBe(true);
  const listing = (await (await api.get('/api/products/cross-sell?limit=5&locale=fr_FR')).json()) as {
    products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }>;
  };
  const entry = listing.products.find((p) => p.isAvailable && p.maxOrderable >= 48 && p.price * 48 >= 25)!;
  expect(entry).toBeTruthy();
  await api.patch('/api/user/cart?locale=fr_FR', { data: { product_warehouse_id: entry.id, quantity: 48 } });
  const placed = await api.post('/api/orders?locale=fr_FR', {
    headers: { 'Idempotency-Key': `admin-slots-${account.email}` },
    data: { paymentMethod: 'offline', acceptTerms: true, adultDeclared: true },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orderId } = (await placed.json()) as { orderId: number };
  return { ...account, page, orderId, slotId: slot!.id, date: parisDate(slot!.startAt) };
}

const shoot = async (page: Page, name: string) => {
  await page.screenshot({ path: `${SHOTS}/${name}-1024.png`, fullPage: true });
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.screenshot({ path: `${SHOTS}/${name}-tablet.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1024, height: 800 });
};

test('the admin closes Saturday afternoon in Lille: the booked order is listed, cancelled, its customer told', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const shopper = await saturdayAfternoonOrder(browser);

  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const admin = await context.newPage();
  await login(admin, '/admin', 'admin@example.com');
  await admin
    .getByRole('navigation', { name: 'Back-office' })
    .last()
    .getByRole('link', { name: 'Créneaux', exact: true })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Créneaux' })).toBeVisible();

  // Lille's week with the Saturday: the warehouse picked, then the weeks walked forward if need be.
  await admin.getByLabel('Entrepôt', { exact: true }).selectOption({ label: 'Entrepôt Lille' });
  await admin.getByRole('button', { name: 'Afficher' }).click();
  await expect(admin).toHaveURL(/entrepot=\d+/);
  const lilleId = new URL(admin.url()).searchParams.get('entrepot');
  const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${shopper.date}T12:00:00Z`),
  );
  const saturdayHeader = admin.getByRole('columnheader', { name: new RegExp(weekday, 'i') });
  const label = new Intl.DateTimeFormat('fr-FR', {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${shopper.date}T12:00:00Z`));
  if (!(await admin.getByRole('checkbox', { name: `Choisir le créneau ${label} 14:00–16:00` }).isVisible()))
    await admin.getByRole('link', { name: 'Semaine suivante →' }).click();
  await expect(saturdayHeader).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'week');

  // The afternoon: every slot starting from 14:00 on.
  for (const hour of [14, 15, 16, 17, 18, 19]) {
    const box = admin.getByRole('checkbox', {
      name: new RegExp(`^Choisir le créneau ${label} ${hour}:00–`),
    });
    await box.check();
  }
  await admin.getByRole('button', { name: 'Fermer les créneaux cochés' }).click();
  await expect(admin.getByRole('heading', { name: 'Fermer ces créneaux ?' })).toBeVisible();
  const listed = admin.getByTestId('closure-orders');
  await expect(listed.getByRole('link', { name: `Commande n° ${shopper.orderId}` })).toBeVisible();
  await expect(listed).toContainText('Samuel Samedi');
  await admin.getByLabel('Motif (envoyé aux clients)').fill('Fermeture exceptionnelle du samedi après-midi');
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'confirm');
  await admin.getByRole('button', { name: /^Fermer et annuler \d+ commandes?$/ }).click();
  await expect(admin.getByText(/^Créneaux fermés : \d+ commandes? annulées?/)).toBeVisible();
  const cell = admin.locator(`[data-slot="${shopper.slotId}"]`).first();
  await expect(cell).toContainText('Fermé');
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'closed');

  // The order shows cancelled, for the back-office and for its customer.
  await admin.goto(`/admin/commandes/${shopper.orderId}`);
  await expect(admin.getByText('Annulée', { exact: true }).first()).toBeVisible();
  await expect(admin.getByText('Motif : Fermeture exceptionnelle du samedi après-midi')).toBeVisible();
  const mine = (await (
    await shopper.page.request.get(`/api/orders/${shopper.orderId}?locale=fr_FR`)
  ).json()) as {
    status: string;
  };
  expect(mine.status).toBe('cancelled');

  // The customer is told by e-mail, and the storefront offers the slot as full.
  await expect
    .poll(async () => {
      const res = await admin.request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
      const mails = (await res.json()) as Array<{ subject: string }>;
      return mails.map((m) => m.subject);
    })
    .toContain(`Votre commande n° ${shopper.orderId} est annulée : nous ne pouvons pas livrer ce créneau`);
  const groups = (await (await shopper.page.request.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ id: number; isFull: boolean }>;
  }>;
  expect(groups.flatMap((g) => g.slots).find((s) => s.id === shopper.slotId)?.isFull).toBe(true);

  // The Lyon manager plans Lyon only: Lille's id in the URL still shows Lyon; the rules are saved.
  const lyonContext = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const lyon = await lyonContext.newPage();
  await login(lyon, '/admin', 'gerant.lyon@example.com');
  await lyon.goto(`/admin/creneaux?entrepot=${lilleId}`);
  await expect(lyon.getByText('Entrepôt Lyon', { exact: true })).toBeVisible();
  await expect(lyon.getByLabel('Entrepôt', { exact: true })).toHaveCount(0);
  await expect(lyon.getByLabel('Capacité par créneau')).toHaveValue('12');
  await lyon.getByRole('button', { name: 'Enregistrer les règles' }).click();
  await expect(lyon.getByText('Règles enregistrées.')).toBeVisible();
  expect(await seriousViolations(lyon)).toEqual([]);
});
