import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import {
  fillCartWithCrates,
  login,
  placeOfflineOrder,
  registerOverApi,
  selectSoonSlot,
  startDelivery,
} from './support.js';

/**
 * Proof of delivery at the door: on a phone, the driver gives the recipient's name (nl-BE), then
 * takes a photo while offline (fr): it waits on the phone with its Blob and is sent once the network
 * returns; the photo reaches the shop upright and without its EXIF; the shopper and the warehouse's
 * staff see it, the position only the staff.
 */
test('a proof photo taken offline lands once; the shopper and the staff see it', async ({ browser }) => {
  test.setTimeout(180_000);
  const shots = (name: string) => `${process.env.PROOF_SHOTS_DIR ?? test.info().outputPath()}/${name}.png`;
  const customer = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await customer.newPage();
  const email = `preuve-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'un-mot-de-passe-solide';
  await registerOverApi(shopper.request, {
    address: { number: '12', street: 'rue de la Monnaie', postalCode: '59000', city: 'Lille' },
    houseType: 'apartment',
    firstname: 'Rose',
    lastname: 'Preuve',
    phone: '0612345670',
    email,
    password,
    isAdult: true,
  });
  await customer.clearCookies();
  await login(shopper, '/fr/mon-compte', email, password);
  const api = shopper.request;
  const { slotDate } = await selectSoonSlot(api);
  await fillCartWithCrates(api, 24);
  const orderId = await placeOfflineOrder(api, `driver-proof-e2e-${email}`);

  const driverContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    permissions: ['geolocation'],
    geolocation: { latitude: 50.6372, longitude: 3.0633, accuracy: 15 },
  });
  const driver = await driverContext.newPage();
  await login(driver, '/fr/mon-compte', 'livreur@example.com', 'consigne-demo');
  await driver.goto(`/fr/livreur?date=${slotDate}`);
  const card = driver.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  await expect(card).toContainText('Rose Preuve');
  await expect(card.getByTestId('proof')).toHaveCount(0);
  await startDelivery(card);
  const proof = card.getByTestId('proof');
  await expect(proof.getByText('Photo', { exact: true })).toBeVisible();
  await expect(proof.getByRole('button', { name: 'Nom du destinataire' })).toBeVisible();
  await expect(driver.locator('[data-day-kept]')).toHaveCount(1, { timeout: 20_000 });
  await proof.scrollIntoViewIfNeeded();
  await card.screenshot({ path: shots('driver-proof-fr-390') });

  // In Dutch: the recipient's name, online.
  const dutch = await driverContext.newPage();
  await dutch.goto(`/nl-BE/livreur?date=${slotDate}`);
  const dutchCard = dutch.locator(`[data-testid=round-order][data-order-id="${orderId}"]`);
  const dutchProof = dutchCard.getByTestId('proof');
  await expect(dutchProof.getByRole('button', { name: 'Naam van de ontvanger' })).toBeVisible();
  await dutchProof.scrollIntoViewIfNeeded();
  await dutchCard.screenshot({ path: shots('driver-proof-nl-BE-390') });
  await dutchProof.getByRole('button', { name: 'Naam van de ontvanger' }).click();
  await dutchProof.getByLabel('Naam van de ontvanger').fill('  Jan   Peeters ');
  await dutchCard.screenshot({ path: shots('driver-proof-name-nl-BE-390') });
  await dutchProof.getByRole('button', { name: 'Naam opslaan' }).click();
  await expect(dutchProof.getByTestId('proof-saved')).toContainText('Ontvangen door Jan Peeters om');
  const proofOf = async () =>
    (
      (await (await api.get(`/api/orders/${orderId}`)).json()) as {
        deliveryProof: Record<string, unknown> | null;
      }
    ).deliveryProof;
  await expect.poll(async () => (await proofOf())?.recipientName, { timeout: 15_000 }).toBe('Jan Peeters');
  await dutch.close();

  // In French, offline: a photo from the camera (a JPEG with a GPS position in its EXIF).
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#8d6e63' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="1200" height="900"><rect x="380" y="260" width="440" height="420" fill="#f2c14e" stroke="#1b4332" stroke-width="24"/><text x="600" y="500" font-size="90" text-anchor="middle" fill="#1b4332">N° 12</text></svg>',
        ),
      },
    ])
    .withExif({
      IFD0: { ImageDescription: 'porte-du-12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '50/1 38/1 0/1' },
    })
    .jpeg()
    .toBuffer();
  await driverContext.setOffline(true);
  await proof
    .getByTestId('proof-photo-input')
    .setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(proof.getByTestId('proof-saved')).toContainText('Photo enregistrée à');
  await expect(proof.getByTestId('proof-preview')).toBeVisible();
  await expect(proof.getByTestId('proof-queued')).toBeVisible();
  await expect(driver.getByTestId('pending-actions')).toHaveText('1 action en attente');
  await card.screenshot({ path: shots('driver-proof-queued-fr-390') });
  expect((await proofOf())?.kind).toBe('name');

  await driverContext.setOffline(false);
  await expect(driver.getByTestId('pending-actions')).toHaveCount(0, { timeout: 20_000 });
  await expect(proof.getByTestId('proof-queued')).toHaveCount(0);
  const sent = await proofOf();
  expect(sent).toMatchObject({ kind: 'photo', recipientName: null, photo: { type: 'image/jpeg' } });
  expect(sent).not.toHaveProperty('position');
  await card.screenshot({ path: shots('driver-proof-sent-fr-390') });

  // The stored photo: JPEG, no EXIF (no GPS).
  const image = await api.get(`/api/orders/${orderId}/preuve/photo`);
  expect(image.status()).toBe(200);
  expect(image.headers()['cache-control']).toBe('private, no-store');
  expect(image.headers()['x-content-type-options']).toBe('nosniff');
  const meta = await sharp(await image.body()).metadata();
  expect(meta.format).toBe('jpeg');
  expect(meta.exif).toBeUndefined();
  // Nobody else: a guest gets a 401.
  const guest = await browser.newContext();
  expect((await guest.request.get(`/api/orders/${orderId}/preuve/photo`)).status()).toBe(401);
  await guest.close();

  // The shopper's order page: the photo and when, no position.
  await shopper.goto(`/fr/mon-compte/mes-commandes/order-detail/${orderId}`);
  const shown = shopper.getByTestId('delivery-proof');
  await expect(shown).toBeVisible();
  await expect(shown.getByTestId('delivery-proof-photo')).toBeVisible();
  await expect
    .poll(() =>
      shown.getByTestId('delivery-proof-photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1200);
  await expect(shown.getByTestId('delivery-proof-position')).toHaveCount(0);
  await shown.scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: shots('shopper-order-proof-fr-1280'), fullPage: true });
  await shopper.setViewportSize({ width: 390, height: 844 });
  await shown.scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: shots('shopper-order-proof-fr-390') });
  await shopper.goto(`/nl-BE/mon-compte/mes-commandes/order-detail/${orderId}`);
  await expect(shopper.getByRole('heading', { name: 'Leveringsbewijs' })).toBeVisible();
  await shopper.getByTestId('delivery-proof').scrollIntoViewIfNeeded();
  await shopper.screenshot({ path: shots('shopper-order-proof-nl-BE-390') });
  await shopper.setViewportSize({ width: 1280, height: 900 });
  await shopper.screenshot({ path: shots('shopper-order-proof-nl-BE-1280'), fullPage: true });

  // The staff's order page (the admin): the photo, when and where.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const staff = await staffContext.newPage();
  await login(staff, '/admin', 'admin@example.com', 'consigne-demo');
  await staff.goto(`/admin/commandes/${orderId}`);
  const staffProof = staff.getByTestId('delivery-proof');
  await expect(staffProof).toBeVisible();
  await expect
    .poll(() =>
      staffProof.getByTestId('delivery-proof-photo').evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBe(1200);
  await expect(staffProof.getByTestId('delivery-proof-position')).toContainText('50.63720, 3.06330');
  await staffProof.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: shots('staff-order-proof-fr-1280'), fullPage: true });
  await staff.setViewportSize({ width: 390, height: 844 });
  await staffProof.scrollIntoViewIfNeeded();
  await staff.screenshot({ path: shots('staff-order-proof-fr-390') });
  // Another warehouse's manager does not get the photo.
  const lyon = await browser.newContext();
  const lyonPage = await lyon.newPage();
  await login(lyonPage, '/admin', 'gerant.lyon@example.com', 'consigne-demo');
  expect((await lyonPage.request.get(`/api/admin/orders/${orderId}/preuve/photo`)).status()).toBe(403);
  await lyon.close();
});
