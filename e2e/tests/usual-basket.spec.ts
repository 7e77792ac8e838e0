import { expect, test } from '@playwright/test';
import { customerWithOrder, fillCartWithCrates, screenshots, seriousViolations } from './support.js';

/**
 * The usual basket (ADR 0042): a shopper with an order reserves a weekly slot, makes their usual basket
 * from that order on "Mon panier habituel", sees its coming dates and skips one, then saves a card on
 * the fake Stripe's setup page, pays the basket by it and removes it. (Its placement by the
 * job is covered by the API tests and the PostgreSQL simulation: a journey has no test clock.)
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

  // The saved card (ADR 0051): "Enregistrer une carte" leads to Stripe's page in setup mode (the fake
  // Stripe), which saves it, posts the signed event to the shop and sends the shopper back.
  const payment = page.getByTestId('usual-payment');
  await payment.getByRole('button', { name: 'Enregistrer une carte' }).click();
  await page.getByRole('button', { name: 'Enregistrer la carte' }).click();
  await expect(page).toHaveURL(/\/fr\/mon-compte\/mon-panier-habituel\?carte=enregistree/);
  await expect(payment.getByTestId('usual-saved-card')).toContainText('VISA •••• 4242');
  await payment.getByLabel('Moyen de paiement').selectOption('card');
  await payment.getByRole('button', { name: 'Mettre à jour' }).click();
  await expect(payment).toContainText('Payé par votre carte enregistrée');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'saved-card');
  // Removed: gone, and the basket is paid at delivery again.
  await payment.getByRole('button', { name: 'Supprimer ma carte' }).click();
  await expect(payment.getByTestId('usual-saved-card')).toHaveCount(0);
  await expect(payment).toContainText('Paiement à la livraison.');
});
