import { expect, test } from '@playwright/test';

test('on mobile the user button opens the login-or-register panel', async ({ page }) => {
  await page.goto('/fr');
  await page.getByRole('button', { name: 'Mon compte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bienvenue !' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/fr/login');
  await expect(dialog.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
    'href',
    '/fr/inscription/step1',
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('on mobile a logged-in user button goes to the account', async ({ page }) => {
  await page.goto('/fr/login');
  await page.getByLabel('Adresse e-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr');
  await page.getByRole('link', { name: 'Mon compte' }).first().click();
  await expect(page).toHaveURL('/fr/mon-compte');
});
