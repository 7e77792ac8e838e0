import { expect, test, type Browser } from '@playwright/test';
import { customerWithOrder, fillCartWithCrates, login, screenshots, seriousViolations } from './support.js';

async function staffPage(browser: Browser, email: string, password = 'consigne-demo', target = '/admin') {
  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const page = await context.newPage();
  await login(page, target, email, password);
  return page;
}

const shoot = screenshots('admin-orders');

test('a Lille order is found, opened and cancelled by the Lille manager; Lyon cannot open it; the admin credits and blocks the customer', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const shopper = await customerWithOrder(browser, 'admin-orders', ['Céleste', 'Caisse'], (page) =>
    fillCartWithCrates(page.request, 48),
  );

  // The admin names a manager of Lille.
  const admin = await staffPage(browser, 'admin@example.com');
  const warehouses = (await (await admin.request.get('/api/admin/warehouses')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const managerEmail = `gerant-lille-${Date.now()}@example.com`;
  const created = await admin.request.post('/api/admin/staff', {
    data: {
      email: managerEmail,
      firstname: 'Lina',
      lastname: 'Roux',
      password: 'un-mot-de-passe-de-gerant',
      role: 'manager',
      warehouseIds: [warehouses.find((w) => w.key === 'lille')!.id],
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  // The Lille manager finds the order by the customer's e-mail, every day.
  const manager = await staffPage(browser, managerEmail, 'un-mot-de-passe-de-gerant', '/admin');
  await manager
    .getByRole('navigation', { name: 'Back-office' })
    .last()
    .getByRole('link', { name: 'Commandes' })
    .click();
  await expect(manager.getByRole('heading', { level: 1, name: 'Commandes' })).toBeVisible();
  await manager.goto('/admin/commandes?date=');
  await manager.getByLabel('Recherche').fill(shopper.email);
  await manager.getByRole('button', { name: 'Filtrer' }).click();
  const link = manager.getByRole('link', { name: `Commande n° ${shopper.orderId}` });
  await expect(link).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);
  await shoot(manager, 'list');
  await link.click();
  await expect(
    manager.getByRole('heading', { level: 1, name: `Commande n° ${shopper.orderId}` }),
  ).toBeVisible();
  await expect(manager.getByRole('heading', { name: 'Historique' })).toBeVisible();
  expect(await seriousViolations(manager)).toEqual([]);

  // Cancelled with a reason: everything given back, the history says who and why.
  await manager.getByLabel('Motif').fill('Le client a appelé : il part en vacances.');
  await shoot(manager, 'detail');
  await manager.getByRole('button', { name: 'Annuler la commande' }).click();
  await expect(manager.getByText('La commande est annulée')).toBeVisible();
  await expect(manager.getByText('Motif : Le client a appelé : il part en vacances.')).toBeVisible();
  await expect(manager.getByText(`l’équipe (${managerEmail})`)).toBeVisible();
  const mine = (await (
    await shopper.page.request.get(`/api/orders/${shopper.orderId}?locale=fr_FR`)
  ).json()) as {
    status: string;
  };
  expect(mine.status).toBe('cancelled');

  // The Lyon manager cannot open it.
  const lyon = await staffPage(browser, 'gerant.lyon@example.com');
  const refused = await lyon.goto(`/admin/commandes/${shopper.orderId}`);
  expect(refused?.status()).toBe(403);
  expect((await lyon.request.get(`/api/admin/orders/${shopper.orderId}`)).status()).toBe(403);

  // The admin credits 5 € with a reason; the customer sees it in their wallet.
  await admin.goto(`/admin/clients?q=${encodeURIComponent(shopper.email)}`);
  await admin.getByRole('link', { name: 'Céleste Caisse' }).click();
  await admin.getByLabel('Montant (€)').fill('5');
  await admin.getByLabel('Motif', { exact: true }).fill('Geste commercial après l’annulation');
  await admin.getByRole('button', { name: 'Enregistrer la correction' }).click();
  await expect(admin.getByText('La cagnotte est corrigée.')).toBeVisible();
  await expect(admin.getByTestId('wallet-balance')).toHaveText(/^5,00\s€$/);
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'customer');
  await shopper.page.goto('/fr/consignes-cagnotte');
  await expect(shopper.page.getByTestId('wallet')).toHaveText(/^5,00\s€$/);

  // Blocked: the session ends at once and the login says why.
  await admin.getByRole('button', { name: 'Bloquer le compte' }).click();
  await expect(admin.getByText('Le compte est bloqué')).toBeVisible();
  const response = await shopper.page.goto('/fr/consignes-cagnotte');
  expect(response?.url()).toContain('/fr/login');
  await shopper.page.getByLabel('Adresse e-mail').fill(shopper.email);
  await shopper.page.getByLabel('Mot de passe').fill(shopper.password);
  await shopper.page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(shopper.page.getByText('Ce compte a été bloqué par la boutique')).toBeVisible();
});
