import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

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

async function expectNoSeriousViolation(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious, `${label}: ${serious.map((v) => v.id).join(', ')}`).toEqual([]);
}

test('a new user in Lille registers and is logged in', async ({ page, context }) => {
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

  await fillAccount(page, { email: uniqueEmail('lille') });
  await page.getByRole('button', { name: 'Créer mon compte' }).click();

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

test('the home hero prefills step 1; a taken e-mail shows a clear error', async ({ page }) => {
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
  await expect(page.locator('#email-error')).toHaveText(
    'Impossible de créer un compte avec cette adresse e-mail. Si vous avez déjà un compte, connectez-vous ou réinitialisez votre mot de passe.',
  );
  await expect(page.getByLabel('Adresse e-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Prénom')).toHaveValue('Léa');
  await expect(page).toHaveURL('/fr/inscription/step2');
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
    await fillAccount(page, { email: uniqueEmail('nojs'), firstname: 'Noé' });
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page).toHaveURL('/fr/inscription/success');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenue Noé !' })).toBeVisible();
  });
});
