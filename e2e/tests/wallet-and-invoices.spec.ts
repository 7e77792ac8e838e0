import { expect, test } from '@playwright/test';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerLilleCustomer,
  registerOverApi,
  screenshots,
  selectSoonSlot,
  seriousViolations,
  stepBody,
} from './support.js';

test('the demo customer sees how deposits work, both balances and both histories', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, '/fr/consignes-cagnotte', 'demo@example.com', 'consigne-demo');

  await expect(page).toHaveTitle(/Consignes & cagnotte/);
  await expect(page.getByRole('heading', { level: 1, name: 'Consignes & cagnotte' })).toBeVisible();
  // The account menu leads here and to the invoices.
  const menu = page.getByRole('navigation', { name: 'Menu du compte' });
  await expect(menu.getByRole('link', { name: 'Consignes & cagnotte' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(menu.getByRole('link', { name: 'Mes factures' })).toHaveAttribute('href', '/fr/mes-factures');

  // Deposit amounts come from the domain constants.
  const rates = page.getByTestId('deposit-rates');
  await expect(rates).toContainText(/Caisse\s*3,00\s€/);
  await expect(rates).toContainText(/Grande bouteille\s*0,20\s€/);
  await expect(rates).toContainText(/Petite bouteille\s*0,10\s€/);
  await expect(page.getByText('le livreur les récupère lors de votre prochaine livraison')).toBeVisible();

  await expect(page.getByTestId('wallet')).toHaveText(/^14,60\s€$/);
  await expect(page.getByTestId('pending-deposit')).toHaveText(/^\d+,\d{2}\s€$/);

  const wallet = page.getByTestId('wallet-history');
  await expect(wallet.getByText('Consignes récupérées').first()).toBeVisible();
  await expect(wallet.getByText('Parrainage')).toBeVisible();
  await expect(wallet.getByText('Utilisée sur une commande')).toBeVisible();
  await expect(wallet.getByTestId('wallet-history-amount').filter({ hasText: '+10,00' })).toHaveClass(
    /bg-leaf-soft/,
  );
  await expect(wallet.getByTestId('wallet-history-amount').filter({ hasText: '\u22125,00' })).toBeVisible();
  await expect(page.getByTestId('deposit-history-row').first()).toBeVisible();
  // Each movement says what it was made of, in the reader's language and with plurals.
  await expect(page.getByTestId('deposit-history')).toContainText('1 caisse et 12 grandes bouteilles');
  await expect(page.getByTestId('deposit-history')).toContainText('1 caisse et 20 petites bouteilles');

  expect(await seriousViolations(page, 'main')).toEqual([]);

  // In Dutch, with the Belgian-Dutch wording.
  await page.goto('/nl-BE/consignes-cagnotte');
  await expect(page.getByRole('heading', { level: 1, name: 'Leeggoed & spaarpot' })).toBeVisible();
  await expect(page.getByTestId('wallet-history')).toContainText('Peterschap');
  await expect(page.getByTestId('deposit-history')).toContainText('1 bak en 12 grote flessen');
  await expect(page.getByTestId('wallet')).toHaveText(/^€\s?14,60$|^14,60\s€$/);
  await context.close();
});

test('a guest is sent to the login page from the wallet and invoices pages', async ({ page }) => {
  await page.goto('/fr/mes-factures');
  await expect(page).toHaveURL('/fr/login?redirect=%2Ffr%2Fmes-factures');
  await page.goto('/consignes-cagnotte');
  await expect(page).toHaveURL(/\/fr\/login\?redirect=%2Ffr%2Fconsignes-cagnotte$/);
});

test('a new customer has no invoice yet', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = `invoices-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerOverApi(page.request, {
    address: { number: '3', street: 'rue Esquermoise', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Inès',
    lastname: 'Facture',
    phone: '0612345678',
    email,
    password: 'un-mot-de-passe-solide',
    isAdult: true,
  });
  await context.clearCookies();
  await login(page, '/fr/mes-factures', email, 'un-mot-de-passe-solide');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes factures' })).toBeVisible();
  const empty = page.getByTestId('invoices-empty');
  await expect(empty).toContainText('Aucune facture pour le moment');
  await expect(empty).toContainText('dès qu’une commande est livrée');
  await expect(empty.getByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute(
    'href',
    '/fr/mes-commandes',
  );
  expect(await seriousViolations(page, 'main')).toEqual([]);

  await page.goto('/fr/consignes-cagnotte');
  await expect(page.getByTestId('wallet')).toHaveText(/^0,00\s€$/);
  await expect(page.getByTestId('wallet-history-empty')).toBeVisible();
  await expect(page.getByTestId('deposit-history-empty')).toBeVisible();
  await context.close();
});

test('an order refunded after its invoice shows its credit note in the account, with its PDF', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await registerLilleCustomer(page, 'credit-note', ['Anouk', 'Avoir']);
  await login(page, '/fr/mes-factures', email, password);
  await expect(page.getByTestId('invoices-empty')).toBeVisible();
  await expect(page.getByTestId('credit-notes')).toHaveCount(0);

  // An order delivered by the driver (over the API), then 2,50 € refunded to the wallet by the shop.
  const api = page.request;
  await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `credit-note-${email}`);
  const tokenOf = async (username: string) => {
    const res = await api.post('/api/login_check', { data: { username, password: 'consigne-demo' } });
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const driver = await tokenOf('livreur@example.com');
  for (const status of ['preparing', 'out_for_delivery', 'delivered']) {
    const moved = await api.post(`/api/operator/orders/${orderId}/status?locale=fr_FR`, {
      headers: driver,
      data: {
        ...(await stepBody(api, orderId, status)),
        ...(status === 'delivered' ? { ageCheck: { method: 'id18' } } : {}),
      },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
  }
  const refunded = await api.post(`/api/admin/orders/${orderId}/refunds?locale=fr_FR`, {
    headers: await tokenOf('admin@example.com'),
    data: { method: 'wallet', amount: 2.5, reason: 'Une bouteille cassée à la livraison' },
  });
  expect(refunded.ok(), await refunded.text()).toBe(true);

  await page.goto('/fr/mes-factures');
  const invoice = page.getByTestId('invoice-row');
  await expect(invoice).toHaveCount(1);
  const invoiceNumber = (await invoice.locator('p').first().textContent())!.replace('Facture', '').trim();
  await expect(page.getByRole('heading', { level: 2, name: 'Mes avoirs' })).toBeVisible();
  const row = page.getByTestId('credit-note-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(/AV-\d{4}-\d{6}/);
  await expect(row).toContainText(`Sur la facture ${invoiceNumber}`);
  await expect(row).toContainText(/2,50\s€/);
  const number = /AV-\d{4}-\d{6}/.exec((await row.textContent())!)![0];
  const download = row.getByRole('link', { name: `Télécharger l’avoir ${number} (PDF)` });
  const pdf = await api.get((await download.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await screenshots('credit-notes')(page, 'mes-factures');

  // In Belgian Dutch: a "creditnota".
  await page.goto('/nl-BE/mes-factures');
  await expect(page.getByRole('heading', { level: 2, name: 'Mijn creditnota’s' })).toBeVisible();
  await expect(page.getByTestId('credit-note-row')).toContainText(`Bij factuur ${invoiceNumber}`);

  // The back-office's order page lists it with its PDF.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await login(admin, `/admin/commandes/${orderId}`, 'admin@example.com', 'consigne-demo');
  const notes = admin.getByTestId('admin-credit-notes');
  await expect(notes).toContainText(`${number} sur la facture ${invoiceNumber}`);
  const adminPdf = await admin.request.get(
    (await notes.getByRole('link', { name: `PDF de l’avoir ${number}` }).getAttribute('href'))!,
  );
  expect(adminPdf.status()).toBe(200);
  expect(adminPdf.headers()['content-type']).toContain('application/pdf');
  await screenshots('credit-notes')(admin, 'admin-order');
  await staff.close();
});
