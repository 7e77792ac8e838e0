import { expect, test } from '@playwright/test';
import {
  login,
  registerLilleCustomer,
  screenshots,
  seriousViolations,
  waitForHydration,
  shotsDir,
} from './support.js';

const shoot = screenshots('admin-slot-marketing');

test('the admin puts an operation on Lille’s 14:00 slots, a shopper sees it in the slot modal, then it is deleted', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  await login(admin, '/admin/creneaux/operations', 'admin@example.com');
  // The seeded green round is listed, shop-wide, with its reach.
  const seeded = admin.getByRole('row', { name: /Tournée verte/ });
  await expect(seeded).toContainText('Tous les entrepôts');
  await expect(seeded).toContainText('premier créneau du jour');

  await admin.getByRole('link', { name: 'Nouvelle opération' }).click();
  await expect(admin).toHaveURL('/admin/creneaux/operations/nouvelle');
  await waitForHydration(admin);
  await admin.getByLabel('Nom (pour l’équipe, pas affiché)').fill('Après-midi douce');
  await admin.getByLabel('Entrepôt').selectOption({ label: 'Entrepôt Lille' });
  await admin.getByLabel('Les créneaux qui commencent à').check();
  await admin.getByLabel('Heure de début du créneau').fill('14:00');
  const french = admin.getByRole('group', { name: 'Français', exact: true });
  await french.getByLabel('Étiquette (à côté de l’horaire, 40 caractères)').fill('Après-midi douce');
  await french
    .getByLabel('Bandeau (une phrase ; vide : pas de bandeau)')
    .fill('Nos fourgons passent l’après-midi dans votre rue : livraison sans détour.');
  await admin.getByLabel('Icône').fill('🚚');
  await admin.getByLabel('Choisies ici').check();
  await admin.getByLabel('Fond').fill('#ffeb3b');
  await admin.getByLabel('Texte', { exact: true }).fill('#ffffff');
  // The storefront's own option and banner, in the form's colours, as it is typed.
  const preview = admin.getByTestId('slot-marketing-preview');
  await expect(preview).toContainText('Après-midi douce');
  await expect(preview.getByTestId('slot-banner')).toHaveCSS('background-color', 'rgb(255, 235, 59)');

  // Yellow under white is unreadable: refused with the reason, nothing saved.
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByRole('alert').filter({ hasText: 'corrigez les champs signalés' })).toBeVisible();
  await expect(admin.getByRole('group', { name: 'Apparence' }).getByRole('alert')).toHaveText(
    'Le texte serait peu lisible sur ce fond : choisissez des couleurs plus contrastées (4,5:1 au moins).',
  );
  await expect(admin).toHaveURL('/admin/creneaux/operations/nouvelle');
  await admin.getByLabel('Texte', { exact: true }).fill('#3e2723');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(/\/admin\/creneaux\/operations\/\d+\?created$/);
  await expect(
    admin
      .getByRole('status')
      .filter({ hasText: /enregistr/i })
      .first(),
  ).toBeVisible();
  await expect(admin.getByText(/\d+ créneaux à venir l’affichent/)).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'operation');

  // A Lille shopper opens the slot modal: tomorrow's 14:00 slot wears the tag and the banner.
  const shopper = await (await browser.newContext()).newPage();
  const account = await registerLilleCustomer(shopper, 'slot-marketing', ['Sacha', 'Créneau']);
  await login(shopper, '/fr/categories', account.email, account.password);
  await waitForHydration(shopper);
  await shopper.getByTestId('header-slot').click();
  const modal = shopper.getByRole('dialog', { name: 'Mon créneau' });
  await modal.getByTestId('slot-day').nth(1).click();
  const option = modal.getByTestId('slot-option').filter({ hasText: '14:00-16:00' });
  await expect(option).toContainText('Après-midi douce');
  const banner = modal.getByTestId('slot-banner').filter({ hasText: 'livraison sans détour' });
  await expect(banner).toHaveCSS('color', 'rgb(62, 39, 35)');
  await expect(banner).toContainText('🚚');
  await modal.screenshot({ path: `${shotsDir('admin-slot-marketing')}/shopper-modal.png` });

  // Deleted: the upcoming slots lose it at once.
  await admin.once('dialog', (dialog) => dialog.accept());
  await admin.getByRole('button', { name: 'Supprimer l’opération' }).click();
  await expect(admin).toHaveURL('/admin/creneaux/operations');
  await expect(admin.getByRole('row', { name: /Après-midi douce/ })).toHaveCount(0);
  const slots = (await (await shopper.request.get('/api/slots?locale=fr_FR')).json()) as Array<{
    slots: Array<{ marketingOperationText: string | null }>;
  }>;
  expect(slots.flatMap((g) => g.slots).some((s) => s.marketingOperationText === 'Après-midi douce')).toBe(
    false,
  );
});

test('the manager of Lyon runs Lyon’s operations only and reads the shop-wide ones', async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: { width: 1024, height: 800 } })).newPage();
  await login(page, '/admin/creneaux/operations', 'gerant.lyon@example.com');
  await page.getByRole('link', { name: 'Tournée verte' }).click();
  await expect(page.getByText('seuls les administrateurs la modifient')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
  await page.goto('/admin/creneaux/operations/nouvelle');
  await expect(page.getByLabel('Entrepôt').locator('option')).toHaveText(['Entrepôt Lyon']);
});
