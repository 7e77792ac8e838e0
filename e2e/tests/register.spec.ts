import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registrationLinkOf, waitForHydration } from './support.js';

const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Types an address in the search field and picks the first suggestion with the keyboard. */
async function chooseAddress(page: Page, typed: string) {
  const field = page.getByRole('combobox', { name: 'Votre adresse de livraison' });
  await field.click();
  await field.pressSequentially(typed, { delay: 15 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /option-0$/);
  await field.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
}

async function fillAccount(page: Page, { email, firstname = 'Léa' }: { email: string; firstname?: string }) {
  await page.getByLabel('Prénom').fill(firstname);
  await page.getByLabel('Nom', { exact: true }).fill('Dubois');
  await page.getByLabel('Téléphone').fill('06 12 34 56 78');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe').fill('verre-consigne-2026');
  await page.getByLabel('Je déclare avoir 18 ans ou plus.').check();
}

const SENT = (email: string) =>
  `Presque terminé ! Nous venons d’envoyer un e-mail à ${email} : ouvrez-le pour finaliser la création de votre compte.`;

async function expectNoSeriousViolation(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${serious.map((v) => v.id).join(', ')}`).toEqual([]);
}

test('a new user in Lille registers, follows the e-mailed link and is logged in', async ({
  page,
  context,
}) => {
  await page.goto('/fr/inscription/step1');
  expect(await page.title()).toBe('Créer un compte – votre adresse | consigne');
  await chooseAddress(page, '12 rue Nationale 59000 Lille');
  await expect(page.getByLabel('Numéro')).toHaveValue('12');
  await expect(page.getByLabel('Rue')).toHaveValue('rue Nationale');
  await expect(page.getByLabel('Code postal')).toHaveValue('59000');
  await expect(page.getByLabel('Ville')).toHaveValue('Lille');
  await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();

  await expect(page).toHaveURL('/fr/inscription/step2');
  await expect(page.getByText('Bonne nouvelle : nous livrons votre adresse !')).toBeVisible();
  await expect(page.getByTestId('chosen-address')).toHaveText('12 rue Nationale, 59000 Lille');
  // A guest at a delivered address shops in its zone's warehouse.
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'warehouse_id')?.value).toMatch(/^\d+$/);
  expect(
    JSON.parse(decodeURIComponent(cookies.find((c) => c.name === 'selected_address')!.value)),
  ).toMatchObject({
    postalCode: '59000',
    isEligible: true,
  });
  expect(
    JSON.parse((await page.evaluate(() => localStorage.getItem('selectedAddress')))!).state,
  ).toMatchObject({
    isEligible: true,
    isAddressComplete: true,
  });

  // Apartment details appear for an apartment only.
  await expect(page.getByLabel(/Étage, bâtiment/)).toBeHidden();
  await page.getByText('Appartement', { exact: true }).click();
  await expect(page.getByLabel(/Étage, bâtiment/)).toBeVisible();
  await page.getByLabel(/Étage, bâtiment/).fill('3e étage');

  const email = uniqueEmail('lille');
  await fillAccount(page, { email });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(SENT(email));
  expect((await context.cookies()).map((c) => c.name)).not.toContain('access_token');

  // The link of the e-mail: one button activates the account.
  await page.goto(await registrationLinkOf(page, email));
  await expect(page.getByRole('heading', { level: 1, name: 'Plus qu’une étape !' })).toBeVisible();
  await page.getByRole('button', { name: 'Activer mon compte' }).click();
  await expect(page).toHaveURL('/fr/inscription/success');
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue Léa !' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Découvrir le catalogue' })).toHaveAttribute(
    'href',
    '/fr/categories',
  );
  // No layout on the success page.
  await expect(page.locator('footer')).toHaveCount(0);
  expect((await context.cookies()).map((c) => c.name)).toEqual(
    expect.arrayContaining(['access_token', 'refresh_token']),
  );

  await page.getByRole('link', { name: 'Aller à l’accueil' }).click();
  await expect(page).toHaveURL('/fr');
  await expect(page.getByTestId('header-account')).toHaveText('Léa');
});

test('what a shopper types before the page has hydrated is kept', async ({ page }) => {
  // The page's scripts are held back, as on a slow phone, while the shopper starts on the server's form.
  let release = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/fr/inscription/step1', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Votre adresse de livraison').fill('12 rue');
  await page.getByLabel('Numéro').fill('12');
  release();
  await waitForHydration(page);
  // The next fields re-render the form: the first one must keep its text.
  await page.getByLabel('Rue', { exact: true }).fill('rue Nationale');
  await page.getByLabel('Code postal').fill('59000');
  await page.getByLabel('Ville').fill('Lille');
  await expect(page.getByLabel('Numéro')).toHaveValue('12');
  await expect(page.getByLabel('Votre adresse de livraison')).toHaveValue('12 rue');
  await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();
  await expect(page).toHaveURL('/fr/inscription/step2');
  await expect(page.getByTestId('chosen-address')).toHaveText('12 rue Nationale, 59000 Lille');
});

test('a non-served address leads to the e-mail capture', async ({ page }) => {
  await page.goto('/fr/inscription/step1');
  await chooseAddress(page, '3 place du Foirail 48000 Mende');
  await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();

  await expect(page).toHaveURL('/fr/inscription/non-eligible');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Nous ne livrons pas encore Mende' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Me prévenir' }).click();
  await expect(page.getByRole('alert')).toHaveText("L'email est requis");

  await page.getByLabel('Votre adresse e-mail').fill(uniqueEmail('mende'));
  await page.getByRole('button', { name: 'Me prévenir' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Merci !' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Me prévenir' })).toHaveCount(0);
});

test('step 2 and the non-eligible page without a chosen address go back to step 1', async ({ page }) => {
  await page.goto('/fr/inscription/step2');
  await expect(page).toHaveURL('/fr/inscription/step1');
  await page.goto('/nl-BE/inscription/non-eligible');
  await expect(page).toHaveURL('/nl-BE/inscription/step1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waar mogen we leveren?');
});

test('the home hero prefills step 1; a taken e-mail gets the same answer as a new one', async ({ page }) => {
  await page.goto('/fr');
  await page.getByLabel('Votre adresse de livraison').fill('12 rue Nationale 59000 Lille');
  await page.getByRole('button', { name: 'Vérifier' }).click();
  await expect(page).toHaveURL(/\/fr\/inscription\/step1\?address=/);
  await expect(page.getByLabel('Code postal')).toHaveValue('59000');
  await expect(page.getByLabel('Ville')).toHaveValue('Lille');
  await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();
  await expect(page).toHaveURL('/fr/inscription/step2');

  await fillAccount(page, { email: 'demo@example.com' });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(SENT('demo@example.com'));
  await page.screenshot({ path: test.info().outputPath('register-sent-fr.png') });
  // The owner is told instead: sign in, or choose a new password.
  await expect
    .poll(async () =>
      (
        (await (await page.request.get('/api/dev/outbox?to=demo@example.com')).json()) as Array<{
          template: string;
        }>
      ).map((m) => m.template),
    )
    .toContain('registration-taken');
});

test('nl-BE: the same answer, in Belgian Dutch', async ({ page }) => {
  await page.goto('/nl-BE/inscription/step1');
  const field = page.getByRole('combobox');
  await field.click();
  await field.pressSequentially('Rue du Bailli 5, 1050 Ixelles', { delay: 15 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await field.press('ArrowDown');
  await field.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await page.getByRole('button', { name: 'Mijn adres controleren' }).click();
  await expect(page).toHaveURL('/nl-BE/inscription/step2');
  await page.getByLabel('Voornaam', { exact: true }).fill('Lotte');
  await page.getByLabel('Achternaam', { exact: true }).fill('Peeters');
  await page.getByLabel('Telefoon', { exact: true }).fill('0470 12 34 56');
  await page.getByLabel('E-mailadres', { exact: true }).fill('demo@example.com');
  await page.getByLabel('Wachtwoord', { exact: true }).fill('verre-consigne-2026');
  await page.getByLabel(/18 jaar/).check();
  await page.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page.getByTestId('register-sent')).toContainText(
    'Bijna klaar! We hebben zonet een e-mail naar demo@example.com gestuurd.',
  );
  await page.screenshot({ path: test.info().outputPath('register-sent-nl-BE.png') });
});

test('registration pages have no serious accessibility violation', async ({ page }) => {
  // Several axe scans, seconds of CPU each while CI runs other lanes beside: three times the time.
  test.slow();
  await page.goto('/fr/inscription/step1');
  await expectNoSeriousViolation(page, 'step1');
  await page.getByRole('combobox').pressSequentially('12 rue Nationale 590', { delay: 15 });
  await expect(page.getByRole('option').first()).toBeVisible();
  await expectNoSeriousViolation(page, 'step1 with suggestions');
  await page.getByRole('option').first().click();
  await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();
  await expect(page).toHaveURL('/fr/inscription/step2');
  await expectNoSeriousViolation(page, 'step2');
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.locator('#firstname-error')).toHaveText('Ce champ est requis.');
  await expectNoSeriousViolation(page, 'step2 with errors');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address typed alone is looked up and registration still works', async ({ page }) => {
    await page.goto('/fr/inscription/step1');
    await page.getByLabel('Votre adresse de livraison').fill('12 rue Nationale 59000 Lille');
    await page.getByRole('button', { name: 'Vérifier mon adresse' }).click();
    await expect(page).toHaveURL('/fr/inscription/step2');
    const email = uniqueEmail('nojs');
    await fillAccount(page, { email, firstname: 'Noé' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByTestId('register-sent')).toContainText(SENT(email));
    await page.goto(await registrationLinkOf(page, email));
    await page.getByRole('button', { name: 'Activer mon compte' }).click();
    await expect(page).toHaveURL('/fr/inscription/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue Noé !' })).toBeVisible();
  });
});
