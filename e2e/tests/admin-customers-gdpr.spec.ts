import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { login, registerLilleCustomer, screenshots, seriousViolations } from './support.js';

const shoot = screenshots('admin-customers-gdpr');

test('an admin exports a customer’s data as JSON, then erases them on request: the login is refused', async ({
  browser,
}) => {
  const shopperContext = await browser.newContext();
  const shopper = await registerLilleCustomer(await shopperContext.newPage(), 'gdpr', ['Noé', 'Vidange']);
  await shopperContext.close();

  const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
  const admin = await context.newPage();
  await login(admin, '/admin', 'admin@example.com', 'consigne-demo');
  await admin.goto(`/admin/clients?q=${encodeURIComponent(shopper.email)}`);
  await admin.getByRole('link', { name: 'Noé Vidange' }).click();
  await expect(admin.getByRole('heading', { name: 'Données personnelles (RGPD)' })).toBeVisible();
  const id = Number(new URL(admin.url()).pathname.split('/').pop());

  // The export: a JSON download named after the customer and the day, with what the shop holds.
  const [download] = await Promise.all([
    admin.waitForEvent('download'),
    admin.getByRole('link', { name: 'Exporter ses données (JSON)' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^export-client-${id}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
  );
  const exported = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(exported.customer).toMatchObject({
    id,
    email: shopper.email,
    firstname: 'Noé',
    lastname: 'Vidange',
  });
  expect(exported.customer).not.toHaveProperty('passwordHash');
  expect(exported.addresses[0]).toMatchObject({ street: 'rue Esquermoise', postalCode: '59000' });
  expect(exported.tables).toContain('wallet_entries');

  // The erasure: a wrong e-mail is refused, the right one erases.
  await admin.getByLabel('Motif de la demande').fill('Demande écrite du client');
  await admin.getByLabel('Recopiez l’e-mail du client pour confirmer').fill('quelqu-un@example.com');
  await admin.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(admin.getByText('n’est pas celui de ce client')).toBeVisible();
  expect(await seriousViolations(admin)).toEqual([]);
  await shoot(admin, 'customer');
  await admin.getByLabel('Motif de la demande').fill('Demande écrite du client');
  await admin.getByLabel('Recopiez l’e-mail du client pour confirmer').fill(shopper.email);
  await admin.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(admin.getByText('Les données du client ont été effacées.')).toBeVisible();
  await expect(admin.getByRole('heading', { name: 'Client effacé' })).toBeVisible();
  await expect(admin.getByText(`efface-${id}@invalid`)).toBeVisible();
  await shoot(admin, 'erased');

  // The account can no longer log in.
  const refused = await admin.request.post('/api/login_check', {
    data: { username: shopper.email, password: shopper.password },
  });
  expect(refused.status()).toBe(401);
  await context.close();
});
