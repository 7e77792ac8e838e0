import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  deliverOnDriverPage,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  registrationLinkOf,
  selectSoonSlot,
  seriousViolations,
} from './support.js';

/** Step 1 by hand: an address in Lille that is not the sponsor's (3 rue Esquermoise). */
async function fillStep1(page: Page, [number, street]: [string, string]) {
  await page.getByLabel('Numéro').fill(number);
  await page.getByLabel('Rue', { exact: true }).fill(street);
  await page.getByLabel('Code postal').fill('59000');
  await page.getByLabel('Ville').fill('Lille');
}

/** An order paid at the door, through the API: whole crates of large bottles on a slot 3 hours away or more. */
async function placeOrder(api: APIRequestContext, key: string) {
  const { slotDate } = await selectSoonSlot(api);
  const listing = (await (await api.get('/api/products/cross-sell?limit=5&locale=fr_FR')).json()) as {
    products: Array<{ id: number; price: number; isAvailable: boolean; maxOrderable: number }>;
  };
  const entry = listing.products.find((p) => p.isAvailable && p.maxOrderable >= 48 && p.price * 48 >= 25)!;
  const bottles = 12 * Math.ceil(Math.max(24, 25 / entry.price) / 12);
  await api.patch('/api/user/cart?locale=fr_FR', {
    data: { product_warehouse_id: entry.id, quantity: bottles },
  });
  return { orderId: await placeOfflineOrder(api, key), slotDate };
}

test('a sponsor shares the code, the godson registers with the link and orders, the driver delivers: +10,00 € once', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The sponsor: a customer of their own, on a desktop.
  const sponsorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await sponsorContext.grantPermissions(['clipboard-read', 'clipboard-write']);
  const sponsor = await sponsorContext.newPage();
  const account = await registerLilleCustomer(sponsor, 'parrain', ['Sarah', 'Lemoine']);
  await login(sponsor, '/fr/mes-parrainages', account.email, account.password);
  await expect(sponsor.getByRole('heading', { level: 1, name: 'Mes parrainages' })).toBeVisible();
  const code = (await sponsor.getByTestId('sponsorship-code').textContent())!.trim();
  expect(code).toMatch(/^SARAH[2-9A-Z]{4}$/);
  const link = await sponsor.getByTestId('sponsorship-link').inputValue();
  expect(link).toMatch(new RegExp(`/fr/inscription/step1\\?parrain=${code}$`));
  await sponsor.getByTestId('copy-code').click();
  await expect(sponsor.getByTestId('copy-feedback')).toHaveText('Copié dans le presse-papiers.');
  expect(await sponsor.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(sponsor.getByRole('heading', { name: /^Vous gagnez 10,00\s€$/ })).toBeVisible();
  await expect(sponsor.getByTestId('godsons-active')).toContainText('Aucun filleul inscrit');
  expect(await seriousViolations(sponsor)).toEqual([]);

  // The godson follows the link: the code goes through step 1 and is pre-filled at step 2.
  const godsonContext = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const godson = await godsonContext.newPage();
  const url = new URL(link);
  await godson.goto(`${url.pathname}${url.search}`);
  await expect(godson.getByTestId('sponsor-applied')).toContainText(code);
  await fillStep1(godson, ['8', 'rue de Paris']);
  await godson.getByRole('button', { name: 'Vérifier mon adresse' }).click();
  await expect(godson).toHaveURL(`/fr/inscription/step2?parrain=${code}`);
  await expect(godson.getByLabel(/Code de parrainage/)).toHaveValue(code);
  expect(await seriousViolations(godson)).toEqual([]);
  const email = `filleul-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await godson.getByLabel('Prénom').fill('Paul');
  await godson.getByLabel('Nom', { exact: true }).fill('Durand');
  await godson.getByLabel('Téléphone').fill('06 12 34 56 78');
  await godson.getByLabel('Adresse e-mail').fill(email);
  await godson.getByLabel('Mot de passe').fill('verre-consigne-2026');
  await godson.getByLabel('Je déclare avoir 18 ans ou plus.').check();
  await godson.getByRole('button', { name: 'Créer mon compte' }).click();
  // The account exists once the link the shop e-mails is followed (a registration never says whether
  // an address is known).
  await expect(godson.getByTestId('register-sent')).toBeVisible();
  await godson.goto(await registrationLinkOf(godson, email));
  await godson.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(godson).toHaveURL('/fr/inscription/success');

  // The sponsor sees the new godson and reminds them: not reminded → reminded.
  await sponsor.reload();
  const row = sponsor.getByTestId('godsons-active').getByTestId('godson');
  await expect(row).toContainText('Paul D.');
  await expect(row.getByTestId('godson-status')).toHaveText('Pas encore de commande');
  await row.getByRole('button', { name: 'Relancer Paul D.' }).click();
  await expect(row.getByTestId('reminded')).toContainText('Relancé le');
  await expect(row.getByRole('button', { name: /Relancer/ })).toHaveCount(0);

  // The godson orders; the driver of Lille delivers it.
  const { orderId, slotDate } = await placeOrder(godson.request, `sponsorship-e2e-${email}`);
  const driverContext = await browser.newContext();
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  await driver.goto(`/fr/livreur?date=${slotDate}`);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Paul Durand');
  await deliverOnDriverPage(card);

  // The sponsor's wallet: +10,00 €, once, in the history as a sponsorship reward.
  // The reward is a job the delivery's transaction enqueued (ADR 0008): it lands a moment later.
  await expect(async () => {
    await sponsor.goto('/fr/consignes-cagnotte');
    await expect(sponsor.getByTestId('wallet')).toHaveText(/^10,00\s€$/, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  const rewards = sponsor.getByTestId('wallet-history-row').filter({ hasText: 'Parrainage' });
  await expect(rewards).toHaveCount(1);
  await expect(rewards.getByTestId('wallet-history-amount')).toHaveText(/^\+\s?10,00\s€$/);
  await sponsor.goto('/fr/mes-parrainages');
  await expect(sponsor.getByTestId('sponsorship-earned')).toHaveText(/^10,00\s€$/);
  await expect(row.getByTestId('godson-status')).toHaveText(/^\+10,00\s€ gagnés$/);
  await Promise.all([sponsorContext.close(), godsonContext.close(), driverContext.close()]);
});

test('nl-BE: an unknown code is a field error; a reminder refused shows the error state; invitations', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const page = await context.newPage();
  // Login required: a guest is sent to the login page first.
  const guest = await page.goto('/nl-BE/mes-parrainages');
  expect(guest?.url()).toContain('/login?redirect=%2Fnl-BE%2Fmes-parrainages');
  await page.goto('/nl-BE/inscription/step1');
  await page.getByLabel('Huisnummer').fill('8');
  await page.getByLabel('Straat', { exact: true }).fill('rue de Paris');
  await page.getByLabel('Postcode').fill('59000');
  await page.getByLabel('Gemeente').fill('Lille');
  await page.getByRole('button', { name: /Mijn adres controleren/ }).click();
  await expect(page).toHaveURL('/nl-BE/inscription/step2');
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('Telefoon').fill('0470 12 34 56');
  await page.getByLabel('E-mailadres').fill(`lotte-${Date.now()}@example.com`);
  await page.getByLabel('Wachtwoord').fill('verre-consigne-2026');
  await page.getByLabel(/Peterschapscode/).fill('onbekend9');
  await page.getByLabel(/18 jaar/).check();
  await page.getByRole('button', { name: /account aanmaken/i }).click();
  await expect(page.getByLabel(/Peterschapscode/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Deze peterschapscode bestaat niet', { exact: false })).toBeVisible();
  await expect(page.getByLabel(/Peterschapscode/)).toHaveValue('onbekend9');
  await context.clearCookies();

  // A customer invites a friend, then reminds them from two tabs: the second is refused.
  const account = await registerLilleCustomer(page, 'peter', ['Jan', 'Janssens']);
  await login(page, '/nl-BE/mes-parrainages', account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn peterschappen' })).toBeVisible();
  const friend = `vriend-${Date.now()}@example.org`;
  const form = page.getByTestId('invite-form');
  await form.getByLabel('E-mailadres van je naaste').fill(friend);
  await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(form.getByTestId('invite-sent')).toContainText(friend);
  await form.getByLabel('E-mailadres van je naaste').fill(friend);
  await form.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(form.getByText('Je hebt dit e-mailadres al uitgenodigd.')).toBeVisible();

  await page.reload();
  const other = await context.newPage();
  await other.goto('/nl-BE/mes-parrainages');
  const pending = page.getByTestId('godsons-inactive').getByTestId('godson');
  await expect(pending).toContainText(friend);
  await pending.getByRole('button', { name: `${friend} een herinnering sturen` }).click();
  await expect(pending.getByTestId('reminded')).toContainText('Herinnerd op');
  const stale = other.getByTestId('godsons-inactive').getByTestId('godson');
  await stale.getByRole('button', { name: `${friend} een herinnering sturen` }).click();
  await expect(stale.getByTestId('remind-error')).toHaveText(
    'Fout bij het versturen van de herinnering. Probeer het opnieuw.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
