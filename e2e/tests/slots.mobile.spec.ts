import { expect, test } from '@playwright/test';

test('on a phone the slot button opens the slot modal as a full-width sheet', async ({ page }) => {
  await page.goto('/fr/login?redirect=%2Ffr%2Fcategories');
  await page.getByLabel('Adresse e-mail').fill('demo@example.com');
  await page.getByLabel('Mot de passe').fill('consigne-demo');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/fr/categories');

  const button = page.getByTestId('header-slot');
  await expect(button).toBeVisible();
  await button.click();
  const modal = page.getByRole('dialog', { name: 'Mon créneau' });
  await expect(modal).toBeVisible();
  const viewport = page.viewportSize()!;
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeCloseTo(viewport.width, 0);
  expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  // The day row scrolls sideways; the validate button stays in view.
  await expect(modal.getByTestId('slot-day').first()).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Valider mon créneau' })).toBeInViewport();
  await modal.getByRole('button', { name: 'Fermer' }).click();
  await expect(modal).toBeHidden();
});
