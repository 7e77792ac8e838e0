import { expect, test } from '@playwright/test';
import {
  fillCartWithWater,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  screenshots,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

const shoot = screenshots('admin-order-edit');

/** The journey's order is cancelled at the end: the stock its edit took goes back to the shared catalogue. */
const restore: Array<() => Promise<unknown>> = [];
test.afterAll(async () => {
  for (const undo of restore.reverse()) await undo();
});

test('an admin edits a placed order for its customer, refunds part to the wallet with a reason, and the customer sees it', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // A Lille customer, whose wallet the admin credits 5 € (a back-office correction).
  const shopper = await (await browser.newContext()).newPage();
  const account = await registerLilleCustomer(shopper, 'admin-order-edit', ['Élise', 'Modifiée']);
  await login(shopper, '/fr/mon-compte', account.email, account.password);
  const { id: customerId } = (await (await shopper.request.get('/api/user?locale=fr_FR')).json()) as {
    id: number;
  };
  const admin = await (await browser.newContext()).newPage();
  await login(admin, `/admin/clients/${customerId}`, 'admin@example.com');
  const correction = admin.getByRole('form', { name: 'Corriger la cagnotte' });
  await correction.getByLabel('Montant (€)', { exact: true }).fill('5');
  await correction.getByLabel('Motif', { exact: true }).fill('Geste commercial avant commande');
  await correction.getByRole('button', { name: 'Enregistrer la correction', exact: true }).click();
  await expect(admin.getByText('La cagnotte est corrigée.')).toBeVisible();

  // The customer orders 48 bottles of water, paid at the door; the wallet pays its 5 €.
  await selectSoonSlot(shopper.request);
  await fillCartWithWater(shopper, 48);
  const orderId = await placeOfflineOrder(shopper.request, `admin-order-edit-${account.email}`);
  restore.push(() =>
    admin.request.fetch(`/admin/commandes/${orderId}`, {
      method: 'POST',
      form: { intent: 'cancel', reason: 'Fin du parcours e2e' },
    }),
  );
  const placed = (await (await shopper.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    packages: Array<{ lines: Array<{ name: string; volume: string }> }>;
    totals: { walletUsage: number };
  };
  expect(placed.totals.walletUsage).toBe(5);
  const water = placed.packages[0]!.lines[0]!;

  // The admin opens the order and its edit mode: 60 bottles instead of 48, and another water added.
  await admin.goto(`/admin/commandes/${orderId}`);
  await expect(admin.getByRole('heading', { level: 1, name: `Commande n° ${orderId}` })).toBeVisible();
  const before = await admin.getByTestId('order-amount-to-pay').innerText();
  await admin.getByRole('link', { name: 'Modifier la commande', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 2, name: 'Modifier la commande' })).toBeVisible();
  await admin.getByLabel(`Quantité de ${water.name} ${water.volume}`, { exact: true }).fill('60');
  await admin.getByLabel('Produit à ajouter', { exact: true }).fill('eau');
  await admin.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const toAdd = admin.getByRole('list', { name: 'Ajouter un produit' }).getByRole('spinbutton').first();
  await expect(toAdd).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'edit');
  // The search reloaded the page: the quantity is typed again, then the product to add.
  await admin.getByLabel(`Quantité de ${water.name} ${water.volume}`, { exact: true }).fill('60');
  await toAdd.fill('6');
  await admin.getByRole('button', { name: 'Enregistrer les modifications', exact: true }).click();
  await expect(admin.getByText('La commande a été modifiée et le client prévenu par e-mail.')).toBeVisible();
  await expect(admin.getByTestId('order-amount-to-pay')).not.toHaveText(before);
  const after = await admin.getByTestId('order-amount-to-pay').innerText();
  await expect(admin.getByRole('rowheader').filter({ hasText: water.name }).first()).toBeVisible();
  await expect(admin.getByRole('cell', { name: '60', exact: true })).toBeVisible();
  await expect(admin.getByText('Commande modifiée', { exact: true })).toBeVisible();

  // 2,50 € back to the wallet, with its reason; listed on the order.
  await admin.getByRole('link', { name: 'Terminer la modification', exact: true }).click();
  await admin.getByLabel('Montant du remboursement (€)', { exact: true }).fill('2,50');
  await admin.getByLabel('Motif du remboursement', { exact: true }).fill('Bouteille abîmée à la livraison');
  await admin.getByRole('button', { name: 'Rembourser', exact: true }).click();
  await expect(admin.getByText('Le remboursement est enregistré.')).toBeVisible();
  await expect(admin.getByText('2,50 € · Cagnotte', { exact: true })).toBeVisible();
  await expect(admin.getByText('Motif : Bouteille abîmée à la livraison').first()).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'refunded');

  // The customer's order shows the new amount; their wallet the refund.
  const order = (await (await shopper.request.get(`/api/orders/${orderId}?locale=fr_FR`)).json()) as {
    totals: { amountToPay: number };
  };
  expect(after.replace(/\s/g, ' ')).toContain(order.totals.amountToPay.toFixed(2).replace('.', ','));
  const wallet = (await (await shopper.request.get('/api/user/billing/wallet?locale=fr_FR')).json()) as {
    amount: number;
  };
  expect(wallet.amount).toBe(2.5);
  await shopper.goto('/fr/consignes-cagnotte');
  await expect(shopper.getByText('Remboursement d’une commande').first()).toBeVisible();

  // The customer calls back: the order is cancelled, its stock and the rest of its wallet part given back.
  await admin.goto(`/admin/commandes/${orderId}`);
  await admin.getByLabel('Motif', { exact: true }).fill('Le client annule par téléphone');
  await admin.getByRole('button', { name: 'Annuler la commande', exact: true }).click();
  await expect(admin.getByText('Annulée').first()).toBeVisible();
  restore.length = 0;
  const refunded = (await (await shopper.request.get('/api/user/billing/wallet?locale=fr_FR')).json()) as {
    amount: number;
  };
  // 5 € paid by the wallet: 2,50 € refunded, 2,50 € back at the cancellation — never more.
  expect(refunded.amount).toBe(5);
});
