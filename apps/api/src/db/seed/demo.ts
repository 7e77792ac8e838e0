import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { hashPassword } from '../../modules/auth/index.js';

export const DEMO_PASSWORD = 'consigne-demo';
export const DEMO_ACCOUNTS = ['demo@example.com', 'pro@example.com'] as const;

async function zoneOf(db: Db, postalCode: string, code: string): Promise<number> {
  const [row] = await db
    .select({ zoneId: t.zoneCommunes.zoneId })
    .from(t.zoneCommunes)
    .where(eq(t.zoneCommunes.code, code));
  if (!row) throw new Error(`seed: no zone for commune ${code} (${postalCode})`);
  return row.zoneId;
}

/** The two demo accounts of the demo: a regular shopper and a pro (prices excl. VAT). */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const lilleZone = await zoneOf(db, '59000', '59350');
  const [demo] = await db
    .insert(t.users)
    .values({
      email: 'demo@example.com',
      passwordHash,
      firstname: 'Camille',
      lastname: 'Martin',
      phone: '+33612345678',
      newsletterOptIn: true,
      adultDeclaredAt: new Date('2026-01-15T10:00:00Z'),
      zoneId: lilleZone,
      referralCode: 'CAMILLE10',
    })
    .returning({ id: t.users.id });
  await db.insert(t.addresses).values([
    {
      userId: demo!.id,
      name: 'Maison',
      streetNumber: '12',
      street: 'rue Nationale',
      postalCode: '59000',
      city: 'Lille',
      lat: 50.6365,
      lng: 3.0586,
      zoneId: lilleZone,
      isSelected: true,
    },
    {
      userId: demo!.id,
      name: 'Bureau',
      streetNumber: '45',
      street: 'rue de la Monnaie',
      postalCode: '59800',
      city: 'Lille',
      houseType: 'company',
      companyName: 'Atelier Martin',
      lat: 50.6409,
      lng: 3.0645,
      zoneId: lilleZone,
    },
  ]);
  await db.insert(t.walletEntries).values([
    { userId: demo!.id, amountCents: 960, reason: 'deposit_refund' },
    { userId: demo!.id, amountCents: 1000, reason: 'referral_reward' },
    { userId: demo!.id, amountCents: -500, reason: 'order_usage' },
  ]);
  await db.insert(t.pendingDeposits).values([
    { userId: demo!.id, amountCents: 540, kind: 'delivery', crates: 1, largeBottles: 12, smallBottles: 0 },
    { userId: demo!.id, amountCents: 500, kind: 'delivery', crates: 1, largeBottles: 0, smallBottles: 20 },
  ]);

  const lyonZone = await zoneOf(db, '69100', '69266');
  const [pro] = await db
    .insert(t.users)
    .values({
      email: 'pro@example.com',
      passwordHash,
      firstname: 'Julien',
      lastname: 'Lefèvre',
      phone: '+33478000000',
      isPriceHtEligible: true,
      adultDeclaredAt: new Date('2026-02-01T10:00:00Z'),
      zoneId: lyonZone,
      referralCode: 'JULIEN10',
    })
    .returning({ id: t.users.id });
  await db.insert(t.addresses).values({
    userId: pro!.id,
    name: 'Café des Pentes',
    streetNumber: '8',
    street: 'cours Émile Zola',
    postalCode: '69100',
    city: 'Villeurbanne',
    houseType: 'company',
    companyName: 'Café des Pentes',
    lat: 45.7676,
    lng: 4.8799,
    zoneId: lyonZone,
    isSelected: true,
  });
  // A made-up French company (a SIREN with a valid Luhn key, the VAT number's key computed from it):
  // its invoices are Factur-X at once.
  await db.insert(t.businessProfiles).values({
    userId: pro!.id,
    companyName: 'Café des Pentes SARL',
    siren: '123456782',
    vatNumber: 'FR11123456782',
    peppolScheme: '0225',
    peppolId: '123456782',
  });
}

export const OPERATOR_ACCOUNT = 'livreur@example.com';

/** The driver of the Lille warehouse (operator role): marks orders delivered and records empties collected. */
export async function seedOperator(db: Db): Promise<void> {
  const zoneId = await zoneOf(db, '59000', '59350');
  const [zone] = await db
    .select({ warehouseId: t.zones.warehouseId })
    .from(t.zones)
    .where(eq(t.zones.id, zoneId));
  await db.insert(t.users).values({
    email: OPERATOR_ACCOUNT,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstname: 'Karim',
    lastname: 'Benali',
    role: 'operator',
    zoneId,
    operatorWarehouseId: zone!.warehouseId,
  });
}

export const BRUSSELS_OPERATOR_ACCOUNT = 'livreur.bruxelles@example.com';

/** The driver of the Brussels warehouse: a Belgian round (Belgian age limits, shoppers in fr and nl-BE). */
export async function seedBrusselsOperator(db: Db): Promise<void> {
  const zoneId = await zoneOf(db, '1000', '21004');
  const [zone] = await db
    .select({ warehouseId: t.zones.warehouseId })
    .from(t.zones)
    .where(eq(t.zones.id, zoneId));
  await db.insert(t.users).values({
    email: BRUSSELS_OPERATOR_ACCOUNT,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    firstname: 'Lotte',
    lastname: 'Peeters',
    role: 'operator',
    zoneId,
    operatorWarehouseId: zone!.warehouseId,
    locale: 'nl-BE',
  });
}

/** Databases seeded before the ledger's reasons were codes: the demo wallet's entries get their codes. */
export async function codeWalletReasons(db: Db): Promise<void> {
  for (const [text, code] of [
    ['Consignes récupérées', 'deposit_refund'],
    ['Parrainage', 'referral_reward'],
    ['Utilisée sur une commande', 'order_usage'],
  ] as const) {
    await db.update(t.walletEntries).set({ reason: code }).where(eq(t.walletEntries.reason, text));
  }
}

/** The back-office's demo accounts: an admin, and the manager of the Lyon warehouse. */
export const STAFF_ACCOUNTS = ['admin@example.com', 'gerant.lyon@example.com'] as const;

export async function seedStaff(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(t.users).values({
    email: STAFF_ACCOUNTS[0],
    passwordHash,
    firstname: 'Claire',
    lastname: 'Dubois',
    role: 'admin',
  });
  const [manager] = await db
    .insert(t.users)
    .values({
      email: STAFF_ACCOUNTS[1],
      passwordHash,
      firstname: 'Hugo',
      lastname: 'Marchand',
      role: 'manager',
    })
    .returning({ id: t.users.id });
  const [lyon] = await db
    .select({ id: t.warehouses.id })
    .from(t.warehouses)
    .where(eq(t.warehouses.key, 'lyon'));
  await db.insert(t.staffWarehouses).values({ userId: manager!.id, warehouseId: lyon!.id });
}
