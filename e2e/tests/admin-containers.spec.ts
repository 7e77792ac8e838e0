import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { login, seriousViolations } from './support.js';

test('the admin records containers bought and sent to the washer, reads the reconciliation and downloads the reuse report; a Lyon manager sees Lyon only', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await login(admin, '/admin/contenants', 'admin@example.com');
  await expect(admin.getByRole('heading', { level: 1, name: 'Contenants' })).toBeVisible();
  const shelf = admin.getByTestId('balance-crate-warehouse');
  const before = Number(await shelf.textContent());

  // Bought: 40 crates on the shelf.
  const form = admin.getByTestId('container-movement-form');
  await form.getByLabel('Mouvement').selectOption({ label: 'Achat de contenants neufs' });
  await form.getByLabel('Contenant').selectOption({ label: 'Caisse' });
  await form.getByLabel('Nombre').fill('40');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Mouvement enregistré.')).toBeVisible();
  await expect(admin.getByTestId('balance-crate-warehouse')).toHaveText(String(before + 40));

  // To the washer: more than the shelf holds is refused with the API's words, nothing moves.
  await form.getByLabel('Mouvement').selectOption({ label: 'Départ au lavage' });
  await form.getByLabel('Contenant').selectOption({ label: 'Caisse' });
  await form.getByLabel('Nombre').fill(String(before + 41));
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText(/Il n’y a que \d+ contenants de ce type à cet endroit/)).toBeVisible();
  await form.getByLabel('Nombre').fill('15');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin.getByText('Mouvement enregistré.')).toBeVisible();
  await expect(admin.getByTestId('balance-crate-washer')).toHaveText(/^\d+$/);
  await expect(admin.getByTestId('balance-crate-warehouse')).toHaveText(String(before + 25));

  // Nothing of it is money: the two ledgers still agree.
  await expect(admin.getByTestId('containers-verdict')).toContainText('concordent au centime près');
  expect(await seriousViolations(admin)).toEqual([]);

  // The reuse report of the period, as a CSV with French headers.
  const download = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Télécharger le CSV' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8');
  expect(file.replace('\uFEFF', '').split('\r\n')[0]).toBe(
    'Du;Au;Contenant;Mis sur le marché;Rendus;Taux de retour (%);Parc en fin de période;Rotations moyennes;Cassés;Perdus',
  );

  // Lyon's manager: Lyon's containers, and Lille's refused.
  const manager = await (await browser.newContext({ viewport: { width: 820, height: 1180 } })).newPage();
  await login(manager, '/admin/contenants', 'gerant.lyon@example.com');
  await expect(manager.getByRole('heading', { level: 1, name: 'Contenants' })).toBeVisible();
  const warehouses = (await (await admin.request.get('/api/admin/warehouses?locale=fr_FR')).json()) as Array<{
    id: number;
    key: string;
  }>;
  const lille = warehouses.find((w) => w.key === 'lille')!;
  const refused = await manager.request.get(`/api/admin/containers?warehouseId=${lille.id}&locale=fr_FR`);
  expect(refused.status()).toBe(403);
});
