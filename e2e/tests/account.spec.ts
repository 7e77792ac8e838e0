import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { registerOverApi } from './support.js';

/** A new account of its own (POST /api/register), so these journeys never disturb the demo users. */
async function newAccount(request: APIRequestContext, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Consigne-E2E-2026';
  const tokens = await registerOverApi(request, {
    address: {
      number: '12',
      street: 'rue Nationale',
      postalCode: '59000',
      city: 'Lille',
      country: 'FR',
      fullAddress: '12 rue Nationale, 59000 Lille',
    },
    houseType: 'house',
    firstname: 'Lou',
    lastname: 'Essai',
    phone: '+33612345678',
    email,
    password,
    newsletterOptIn: false,
    isAdult: true,
  });
  return { email, password, tokens };
}

/** Logs a browser context in with API tokens, as the login page would (same cookies). */
async function useTokens(
  context: BrowserContext,
  baseURL: string | undefined,
  tokens: { token: string; refresh_token: string },
) {
  const url = new URL(baseURL!);
  await context.addCookies(
    [
      ['access_token', tokens.token],
      ['refresh_token', tokens.refresh_token],
    ].map(([name, value]) => ({
      name: name!,
      value: value!,
      domain: url.hostname,
      path: '/',
      sameSite: 'Lax' as const,
    })),
  );
}

async function login(page: Page, email: string, password: string) {
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

const SENT = (email: string) =>
  `Si un compte existe avec l’adresse ${email}, un e-mail vient de vous être envoyé avec un lien pour choisir un nouveau mot de passe.`;

test('password reset: request, e-mail link, new password, login; the link works once', async ({
  page,
  request,
}) => {
  const account = await newAccount(request, 'reset');

  // The same answer for a known and an unknown address.
  for (const email of [account.email, `nobody-${Date.now()}@example.com`]) {
    await page.goto('/fr/reset-password');
    await expect(page).toHaveTitle('Mot de passe oublié | consigne');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(page.getByTestId('reset-sent')).toContainText(SENT(email));
  }

  // The e-mail, from the development outbox.
  let text = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(account.email)}`);
      const mails = (await res.json()) as Array<{ subject: string; text: string }>;
      text = mails[0]?.text ?? '';
      return mails[0]?.subject;
    })
    .toBe('Réinitialisez votre mot de passe consigne');
  const link = new URL(/https?:\/\/\S+\/fr\/reset-password\/nouveau\?token=[\w-]+/.exec(text)![0]);
  const path = link.pathname + link.search;

  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Choisissez un nouveau mot de passe' })).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Un-Nouveau-Secret-42');
  await page.getByLabel('Confirmez le mot de passe').fill('Pas-le-meme-42');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Les deux mots de passe ne correspondent pas.')).toBeVisible();
  await page.getByLabel('Nouveau mot de passe').fill('Un-Nouveau-Secret-42');
  await page.getByLabel('Confirmez le mot de passe').fill('Un-Nouveau-Secret-42');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/login');
  await login(page, account.email, 'Un-Nouveau-Secret-42');
  await expect(page.getByTestId('header-account')).toHaveText('Lou');

  // A second use of the link is refused.
  await page.goto(path);
  await expect(page.getByTestId('reset-invalid')).toContainText(
    'Ce lien de réinitialisation n’est plus valide. Demandez-en un nouveau.',
  );
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});

test.describe('the demo user', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/fr/login');
    await login(page, 'demo@example.com', 'consigne-demo');
    await expect(page.getByTestId('header-account')).toBeVisible();
  });

  test('edits their phone on mes-informations', async ({ page }) => {
    await page.goto('/fr/mes-informations');
    await expect(page.getByRole('heading', { level: 1, name: 'Mes informations' })).toBeVisible();
    const phone = page.getByLabel('Téléphone');
    const before = await phone.inputValue();
    await phone.fill('+33 6 98 76 54 32');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByTestId('profile-saved')).toHaveText(/Vos informations sont enregistrées\./);
    await page.reload();
    await expect(page.getByLabel('Téléphone')).toHaveValue('+33 6 98 76 54 32');
    // Put it back for the other journeys.
    await page.getByLabel('Téléphone').fill(before);
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
  });

  test('a wrong current password is refused next to its field', async ({ page }) => {
    await page.goto('/fr/mes-informations');
    await page.getByLabel('Mot de passe actuel').fill('not-the-password');
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Un-Nouveau-Secret-42');
    await page.getByLabel('Confirmez le nouveau mot de passe').fill('Un-Nouveau-Secret-42');
    await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
    await expect(page.getByText('Le mot de passe actuel est incorrect.')).toBeVisible();
  });

  test('toggles a preference, which persists after reload', async ({ page }) => {
    await page.goto('/fr/mon-compte/newsletter-et-communications');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter et communications' })).toBeVisible();
    const offers = page.getByRole('switch', { name: /Offres et promotions/ });
    const wasOn = await offers.isChecked();
    await offers.setChecked(!wasOn);
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(page.getByTestId('preferences-saved')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: /Offres et promotions/ })).toBeChecked({ checked: !wasOn });
    await page.getByRole('switch', { name: /Offres et promotions/ }).setChecked(wasOn);
    await page.getByRole('button', { name: 'Enregistrer mes préférences' }).click();
    await expect(page.getByTestId('preferences-saved')).toBeVisible();
  });

  test('opens the help page', async ({ page }) => {
    await page.goto('/fr/mon-compte/aide');
    await expect(page).toHaveTitle('Aide | consigne');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide' })).toBeVisible();
    await expect(page.getByTestId('support-hours')).toHaveText('Du lundi au samedi de 8h30 à 21h30');
    const question = page.locator('details').filter({ hasText: 'Comment fonctionne la consigne ?' });
    await question.locator('summary').click();
    await expect(question.getByText(/3 € la caisse/)).toBeVisible();
    await expect(page.getByRole('link', { name: /01 86 65 42 42/ }).first()).toBeVisible();
    // No chat app id configured in the tests: no chat button on the page.
    await expect(page.locator('main [data-chat-app-id]')).toHaveCount(0);
  });
});

test('adds an address in two steps, selects it and deletes another', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await newAccount(request, 'addresses');
  await useTokens(context, baseURL, account.tokens);

  await page.goto('/fr/mes-adresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Mes adresses' })).toBeVisible();
  const cards = page.getByTestId('address-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Adresse sélectionnée');
  const original = (await cards.first().getByRole('heading').textContent())!.trim();

  await page.getByRole('link', { name: 'Ajouter une adresse' }).click();
  await expect(page).toHaveURL('/fr/mes-adresses/ajouter/step1');
  await expect(page.getByText('Étape 1 sur 2')).toBeVisible();
  await page.getByLabel('Numéro').fill('45');
  await page.getByLabel('Rue', { exact: true }).fill('rue de la Monnaie');
  await page.getByLabel('Code postal').fill('59800');
  await page.getByLabel('Ville').fill('Lille');
  await page.getByRole('button', { name: 'Continuer' }).click();

  await expect(page).toHaveURL(/\/fr\/mes-adresses\/ajouter\/step2\?/);
  await expect(page.getByTestId('step2-address')).toHaveText('45 rue de la Monnaie, 59800 Lille');
  await expect(page.getByText('Bonne nouvelle : nous livrons cette adresse.')).toBeVisible();
  await page.getByLabel('Nom de l’adresse').fill('Bureau');
  await page.getByLabel('Entreprise').check();
  await page.getByLabel(/Nom de l’entreprise/).fill('Atelier Essai');
  await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click();

  await expect(page).toHaveURL('/fr/mes-adresses?done=added');
  await expect(page.getByTestId('addresses-notice')).toHaveText(/L’adresse a été ajoutée\./);
  const bureau = cards.filter({ hasText: 'Bureau' });
  await expect(bureau).toContainText('Entreprise · Atelier Essai');

  // Select it, after confirming.
  await bureau.getByRole('button', { name: 'Livrer à cette adresse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Livrer à cette adresse ?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmer' }).click();
  await expect(page.getByTestId('addresses-notice')).toHaveText(
    /C’est maintenant votre adresse de livraison\./,
  );
  await expect(bureau).toContainText('Adresse sélectionnée');

  // Delete the other one: cancel first, then confirm.
  const other = cards.filter({ hasText: original });
  await other.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette adresse ?' })
    .getByRole('button', { name: 'Annuler' })
    .click();
  await expect(cards).toHaveCount(2);
  await other.getByRole('button', { name: 'Supprimer' }).click();
  await page
    .getByRole('dialog', { name: 'Supprimer cette adresse ?' })
    .getByRole('button', { name: 'Supprimer' })
    .click();
  await expect(page.getByTestId('addresses-notice')).toHaveText(/L’adresse a été supprimée\./);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Bureau');

  // The edit page goes back to the address list.
  await cards
    .first()
    .getByRole('link', { name: /Modifier/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Modifier une adresse' })).toBeVisible();
  await page.getByTestId('back-to-addresses').click();
  await expect(page).toHaveURL('/fr/mes-adresses');

  const results = await new AxeBuilder({ page }).include('main').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('changing the password on mes-informations keeps this browser logged in', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const account = await newAccount(request, 'password');
  await useTokens(context, baseURL, account.tokens);
  // Another device logged in to the same account.
  const login = await request.post('/api/login_check', {
    data: { username: account.email, password: account.password },
  });
  const elsewhere = ((await login.json()) as { refresh_token: string }).refresh_token;

  await page.goto('/fr/mes-informations');
  await page.getByLabel('Mot de passe actuel').fill(account.password);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Un-Secret-42');
  await page.getByLabel('Confirmez le nouveau mot de passe').fill('Encore-Un-Secret-42');
  await page.getByRole('button', { name: 'Changer mon mot de passe' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  // The other device is logged out, the old password no longer works…
  const renewed = await request.post('/api/token/refresh', { data: { refresh_token: elsewhere } });
  expect(renewed.status()).toBe(401);
  const old = await request.post('/api/login_check', {
    data: { username: account.email, password: account.password },
  });
  expect(old.status()).toBe(401);
  // …while this browser stays logged in, even once its access token has to be renewed.
  await context.clearCookies({ name: 'access_token' });
  await page.goto('/fr/mes-informations');
  await expect(page.getByTestId('header-account')).toHaveText('Lou');
});
