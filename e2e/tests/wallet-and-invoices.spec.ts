import { expect, test } from '@playwright/test';
import { login, registerOverApi, seriousViolations } from './support.js';

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
