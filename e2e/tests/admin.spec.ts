import { expect, test } from '@playwright/test';
import { login, seriousViolations } from './support.js';

test('a guest is sent to the login page and, logged in as the admin, lands in the back-office', async ({
  page,
}) => {
  const response = await page.goto('/admin/equipe');
  expect(response?.url()).toContain('/fr/login?redirect=%2Fadmin%2Fequipe');
  await login(page, '/admin/equipe', 'admin@example.com');
  await expect(page.getByRole('heading', { level: 1, name: 'Équipe' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back-office' }).last();
  await expect(nav.getByRole('link', { name: 'Journal des modifications' })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(await seriousViolations(page)).toEqual([]);
});

test('staff logging in without a target go to the back-office', async ({ page }) => {
  await page.goto('/fr/login');
  await page.getByLabel('Adresse e-mail').fill('gerant.lyon@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Bonjour Hugo' })).toBeVisible();
  await expect(page.getByText('Vous gérez : Entrepôt Lyon.')).toBeVisible();
});

test('the Lyon manager sees their sections only, and an admin page says it is for admins', async ({
  page,
}) => {
  await login(page, '/admin', 'gerant.lyon@example.com');
  const nav = page.getByRole('navigation', { name: 'Back-office' }).last();
  await expect(nav.getByRole('link', { name: 'Prix et stocks' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Équipe' })).toHaveCount(0);
  const response = await page.goto('/admin/journal');
  expect(response?.status()).toBe(403);
  await expect(page.getByText('Cette partie du back-office est réservée aux administrateurs.')).toBeVisible();
  // Inside the layout: the way back is still there.
  await expect(nav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
});

test('a customer gets the staff-only page, with a way to change account', async ({ page }) => {
  await login(page, '/fr/mon-compte');
  const response = await page.goto('/admin');
  expect(response?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Accès réservé à l’équipe' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer de compte' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the admin makes a new manager of Lille; the change is in the journal', async ({ page }) => {
  const email = `gerant-${Date.now()}@example.com`;
  await login(page, '/admin/equipe', 'admin@example.com');
  const add = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Ajouter', exact: true }) });
  await add.getByLabel('E-mail').fill(email);
  await add.getByLabel('Premier mot de passe (12 caractères au moins)').fill('un-mot-de-passe-long');
  await add.getByLabel('Prénom').fill('Inès');
  await add.getByLabel('Nom', { exact: true }).fill('Garnier');
  await add.getByLabel('Rôle').selectOption('manager');
  await add.getByLabel('Entrepôt Lille').check();
  await add.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByText(`${email} fait désormais partie de l’équipe.`)).toBeVisible();
  await expect(page.getByRole('row', { name: /Inès Garnier/ })).toBeVisible();

  await page.goto('/admin/journal?entity=user');
  await expect(page.getByRole('cell', { name: 'staff.create' }).first()).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
});

test('a manager without the warehouses is told why, and nothing is created', async ({ page }) => {
  await login(page, '/admin/equipe', 'admin@example.com');
  const add = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Ajouter', exact: true }) });
  await add.getByLabel('E-mail').fill(`sans-entrepot-${Date.now()}@example.com`);
  await add.getByLabel('Premier mot de passe (12 caractères au moins)').fill('un-mot-de-passe-long');
  await add.getByLabel('Prénom').fill('Paul');
  await add.getByLabel('Nom', { exact: true }).fill('Sans');
  await add.getByLabel('Rôle').selectOption('manager');
  await add.getByRole('button', { name: 'Ajouter', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(
    /Un gérant ou un livreur doit avoir au moins un entrepôt\./,
  );
  await expect(page.getByRole('row', { name: /Paul Sans/ })).toHaveCount(0);
});
