import { SPONSORSHIP_REWARD_CENTS } from '@consigne/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loginAs, testApp } from '../../../test/app.js';
import { atDoor, placeLilleOrder } from '../../../test/orders.js';
import { registerConfirmed } from '../../../test/registration.js';
import { createShoppers, type Shopper } from '../../../test/shoppers.js';
import * as t from '../../db/schema/index.js';
import { OutboxTransport } from '../mail/index.js';
import { advanceOrder } from '../operator/index.js';
import { rewardFirstDelivery, sponsorshipYearlyCap } from './service.js';
import { ID_SEEN_18 } from '../../../test/door.js';

const { app, db, config } = await testApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
let demo: string;
let counter = 0;
const uniqueEmail = (tag = 'filleul') => `${tag}-${Date.now()}-${++counter}@example.org`;

const sponsorship = (token: string, locale = '') =>
  app.inject({ url: `/api/user/sponsorship${locale ? `?locale=${locale}` : ''}`, headers: as(token) });
const invite = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/user/sponsorship/invitations', headers: as(token), payload });
const remind = (token: string, id: number | string) =>
  app.inject({ method: 'POST', url: `/api/user/sponsorship/godsons/${id}/reminder`, headers: as(token) });
const outbox = async (to: string) =>
  db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, to)).orderBy(desc(t.mailOutbox.id));

/** Registration at 8 rue de Paris, Lille (not the demo sponsor's address). */
const registration = (extra: Record<string, unknown>) => ({
  address: {
    number: '8',
    street: 'rue de Paris',
    postalCode: '59000',
    city: 'Lille',
    country: 'FR',
    fullAddress: '8 rue de Paris, 59000 Lille',
  },
  houseType: 'house',
  firstname: 'Paul',
  lastname: 'Durand',
  phone: '06 12 34 56 78',
  email: uniqueEmail(),
  password: 'verre-consigné-2026',
  isAdult: true,
  ...extra,
});
const register = (payload: Record<string, unknown>, locale = 'fr_FR') =>
  app.inject({ method: 'POST', url: `/api/register?locale=${locale}`, payload });

async function userIdOf(email: string) {
  const [user] = await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, email));
  return user!.id;
}
async function wallet(userId: number) {
  return db
    .select()
    .from(t.walletEntries)
    .where(and(eq(t.walletEntries.userId, userId), eq(t.walletEntries.reason, 'referral_reward')));
}

beforeAll(async () => {
  demo = (await loginAs(app)).token;
});

describe('GET /api/user/sponsorship', () => {
  it('needs a login', async () => {
    expect((await app.inject({ url: '/api/user/sponsorship' })).statusCode).toBe(401);
  });

  it('gives the code and the share link in the request’s language', async () => {
    const res = await sponsorship(demo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'CAMILLE10',
      link: `${config.publicUrl}/fr/inscription/step1?parrain=CAMILLE10`,
      reward: 10,
      yearlyCap: 10,
    });
    expect((await sponsorship(demo, 'nl_BE')).json().link).toBe(
      `${config.publicUrl}/nl-BE/inscription/step1?parrain=CAMILLE10`,
    );
  });

  it('makes a code for an account that has none, once', async () => {
    const [shopper] = (await createShoppers(db, 1)) as [Shopper];
    const first = (await sponsorship(shopper.token)).json().code;
    expect(first).toMatch(/^CLIENT[2-9A-Z]{4}$/);
    expect((await sponsorship(shopper.token)).json().code).toBe(first);
  });
});

describe('registration with a sponsorship code', () => {
  it('accepts the code in any case: the new customer is an active godson, with a code of their own', async () => {
    const body = registration({ sponsorshipCode: ' camille10 ' });
    const res = await registerConfirmed(app, body);
    expect(res.statusCode, res.body).toBe(201);
    const godson = (await sponsorship(res.json().token)).json();
    expect(godson.code).toMatch(/^PAUL[2-9A-Z]{4}$/);
    const list = (await sponsorship(demo)).json();
    expect(list.activeGodsons[0]).toMatchObject({
      name: 'Paul D.',
      email: null,
      ordered: false,
      rewarded: false,
      reminded: false,
      canRemind: true,
    });
  });

  it('refuses an unknown code as a field error, in the request’s language', async () => {
    const res = await register(registration({ sponsorshipCode: 'NOPE1234' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'sponsorshipCode',
      message:
        'Ce code de parrainage n’existe pas : vérifiez-le auprès de votre parrain, ou laissez le champ vide.',
    });
    const nl = await register(registration({ sponsorshipCode: 'x<>' }), 'nl_BE');
    expect(nl.json().errors).toContainEqual({
      field: 'sponsorshipCode',
      message:
        'Deze peterschapscode bestaat niet: controleer hem bij je peter of meter, of laat het veld leeg.',
    });
  });

  it('without a code, an invited e-mail becomes the inviter’s godson; other invitations are withdrawn', async () => {
    const email = uniqueEmail('invite');
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    expect((await invite(other.token, { email })).statusCode).toBe(201);
    expect((await invite(demo, { email })).statusCode).toBe(201);
    expect((await registerConfirmed(app, registration({ email }))).statusCode).toBe(201);
    const godsonId = await userIdOf(email);
    const rows = await db.select().from(t.referrals).where(eq(t.referrals.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sponsorId: other.id, godsonId });
  });
});

describe('invitations', () => {
  it('sends the code and the link in the chosen language, and lists the e-mail as pending', async () => {
    const email = uniqueEmail('ami');
    const res = await invite(demo, { email: email.toUpperCase(), language: 'es' });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ template: 'sponsorship-invitation', locale: 'es' });
    expect(mail!.subject).toBe('Camille M. te invita a descubrir consigne');
    expect(mail!.text).toContain('CAMILLE10');
    expect(mail!.text).toContain(`${config.publicUrl}/es/inscription/step1?parrain=CAMILLE10`);
    const pending = (await sponsorship(demo)).json().inactiveGodsons;
    expect(pending[0]).toMatchObject({ email, name: null, reminded: false, canRemind: true });
  });

  it('refuses one’s own e-mail, a customer’s, the same e-mail twice, and a wrong e-mail', async () => {
    const own = await invite(demo, { email: 'demo@example.com' });
    expect([own.statusCode, own.json().message]).toEqual([
      409,
      'Vous ne pouvez pas vous parrainer vous-même.',
    ]);
    const customer = await invite(demo, { email: 'pro@example.com' });
    expect(customer.statusCode).toBe(409);
    const email = uniqueEmail('twice');
    expect((await invite(demo, { email })).statusCode).toBe(201);
    const twice = await invite(demo, { email });
    expect([twice.statusCode, twice.json().message]).toEqual([
      409,
      'Vous avez déjà invité cette adresse e-mail.',
    ]);
    const wrong = await invite(demo, { email: 'pas-un-email\u0000' });
    expect(wrong.statusCode).toBe(400);
    expect((await invite(demo, { email: uniqueEmail(), language: 'de' })).statusCode).toBe(400);
  });
});

describe('reminders (not reminded → reminded, or error)', () => {
  it('e-mails a pending godson in their language, once per 7 days (429 with the date)', async () => {
    const email = uniqueEmail('relance');
    const { id } = (await invite(demo, { email, language: 'nl-BE' })).json();
    const res = await remind(demo, id);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ template: 'sponsorship-reminderInvited', locale: 'nl-BE' });
    expect(mail!.subject).toBe('Herinnering: Camille M. nodigt je uit om consigne te ontdekken');
    const listed = (await sponsorship(demo)).json().inactiveGodsons.find((g: { id: number }) => g.id === id);
    expect(listed).toMatchObject({ reminded: true, canRemind: false });
    expect(listed.nextReminderAt).toBe(res.json().nextReminderAt);

    const again = await remind(demo, id);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(
      /^Vous avez déjà relancé ce filleul : vous pourrez le relancer à partir du \d/,
    );
    expect(await outbox(email)).toHaveLength(2);

    // Eight days later it is possible again.
    await db
      .update(t.referrals)
      .set({ remindedAt: sql`now() - interval '8 days'` })
      .where(eq(t.referrals.id, id));
    expect((await remind(demo, id)).statusCode).toBe(200);
  });

  it('reminds a registered godson who has not ordered, in the language they registered in', async () => {
    const body = registration({ sponsorshipCode: 'CAMILLE10' });
    expect((await registerConfirmed(app, body, 'es_ES')).statusCode).toBe(201);
    const godson = (await sponsorship(demo)).json().activeGodsons[0];
    expect(godson.name).toBe('Paul D.');
    expect((await remind(demo, godson.id)).statusCode).toBe(200);
    const [mail] = await outbox(body.email as string);
    expect(mail).toMatchObject({ template: 'sponsorship-reminderRegistered', locale: 'es' });
    expect(mail!.subject).toBe('Camille M. te recuerda tu primer pedido en consigne');
  });

  it('two clicks at once send one e-mail', async () => {
    const email = uniqueEmail('double');
    const { id } = (await invite(demo, { email })).json();
    const codes = (await Promise.all([remind(demo, id), remind(demo, id), remind(demo, id)])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 429, 429]);
    expect((await outbox(email)).filter((m) => m.template === 'sponsorship-reminderInvited')).toHaveLength(1);
  });

  it('another sponsor’s godson is not found; a bad id is a 400', async () => {
    const [other] = (await createShoppers(db, 1)) as [Shopper];
    const { id } = (await invite(demo, { email: uniqueEmail() })).json();
    const res = await remind(other.token, id);
    expect([res.statusCode, res.json().message]).toEqual([404, 'Filleul introuvable.']);
    expect((await remind(demo, '1e3')).statusCode).toBe(400);
    expect((await remind(demo, '99999999999')).statusCode).toBe(400);
  });

  it('when the e-mail cannot be sent: the spec’s error, and the godson is still not reminded', async () => {
    const { id } = (await invite(demo, { email: uniqueEmail() })).json();
    const down = vi
      .spyOn(OutboxTransport.prototype, 'send')
      .mockResolvedValueOnce({ id: 0, status: 'failed', messageId: null, sentAt: null, error: 'SMTP down' });
    const res = await remind(demo, id);
    down.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe('Erreur lors de la relance. Veuillez réessayer.');
    const [row] = await db.select().from(t.referrals).where(eq(t.referrals.id, id));
    expect(row!.remindedAt).toBeNull();
    expect((await remind(demo, id)).statusCode).toBe(200);
  });
});

/** A registered godson of `sponsor` (a shopper at 3 rue de Béthune unless moved) with a placed order. */
async function godsonWithOrder(sponsorId: number, street = 'rue Solférino', streetNumber = '40') {
  const [godson] = (await createShoppers(db, 1)) as [Shopper];
  await db.update(t.addresses).set({ streetNumber, street }).where(eq(t.addresses.userId, godson.id));
  const [user] = await db.select().from(t.users).where(eq(t.users.id, godson.id));
  await db
    .insert(t.referrals)
    .values({ sponsorId, godsonId: godson.id, email: user!.email, registeredAt: new Date() });
  const { orderId } = await placeLilleOrder(
    app,
    db,
    godson,
    { large: 12, small: 0 },
    `godson-order-${godson.id}`,
  );
  return { godson, orderId };
}

async function deliver(orderId: number) {
  const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
  const [slot] = await db.select().from(t.slots).where(eq(t.slots.id, order!.slotId));
  await db.update(t.orders).set({ status: 'out_for_delivery' }).where(eq(t.orders.id, orderId));
  const status = await advanceOrder(
    db,
    order!.warehouseId,
    orderId,
    'delivered',
    slot!.startAt,
    0,
    null,
    'fr_FR',
    { ...ID_SEEN_18, ...(await atDoor(db, orderId, 'delivered')) },
  );
  // The reward is a job the delivery enqueued (sponsorship.reward): run what is due.
  await app.jobs.drain();
  return status;
}

describe('the reward (10 € per referral)', () => {
  it('credits the sponsor 10 € once, at the godson’s first delivered order, in the wallet history', async () => {
    const [sponsor] = (await createShoppers(db, 1)) as [Shopper];
    await db.update(t.addresses).set({ streetNumber: '1' }).where(eq(t.addresses.userId, sponsor.id));
    const { godson, orderId } = await godsonWithOrder(sponsor.id);
    expect((await sponsorship(sponsor.token)).json().activeGodsons[0]).toMatchObject({
      ordered: true,
      rewarded: false,
      canRemind: false,
    });
    await deliver(orderId);
    const entries = await wallet(sponsor.id);
    expect(entries.map((e) => e.amountCents)).toEqual([SPONSORSHIP_REWARD_CENTS]);
    const history = await app.inject({ url: '/api/user/billing/wallet/entries', headers: as(sponsor.token) });
    expect(history.json()[0]).toMatchObject({ amount: 10, reason: 'referral_reward' });
    expect((await sponsorship(sponsor.token)).json()).toMatchObject({ totalEarned: 10 });

    // A second order delivered: nothing more.
    const { orderId: second } = await placeLilleOrder(
      app,
      db,
      godson,
      { large: 12, small: 0 },
      `godson-second-${orderId}`,
    );
    await deliver(second);
    expect(await wallet(sponsor.id)).toHaveLength(1);
    const reminder = await remind(
      sponsor.token,
      (await sponsorship(sponsor.token)).json().activeGodsons[0].id,
    );
    expect([reminder.statusCode, reminder.json().message]).toEqual([
      409,
      'Ce filleul a déjà passé commande : inutile de le relancer.',
    ]);
  });

  it('no reward for an order delivered to the sponsor’s address (self-referral)', async () => {
    const [sponsor] = (await createShoppers(db, 1)) as [Shopper];
    // The godson's address is the shoppers' default: 3 rue de Béthune, the sponsor's too.
    const { orderId } = await godsonWithOrder(sponsor.id, 'rue de Béthune', '3');
    await deliver(orderId);
    expect(await wallet(sponsor.id)).toHaveLength(0);
    const [row] = await db.select().from(t.referrals).where(eq(t.referrals.rewardOrderId, orderId));
    expect(row!.outcome).toBe('self_referral');
  });

  it('stops at the yearly cap, counted per calendar year', async () => {
    const [sponsor] = (await createShoppers(db, 1)) as [Shopper];
    await db.update(t.addresses).set({ streetNumber: '1' }).where(eq(t.addresses.userId, sponsor.id));
    const first = await godsonWithOrder(sponsor.id, 'rue Solférino');
    const second = await godsonWithOrder(sponsor.id, 'rue Gambetta');
    const third = await godsonWithOrder(sponsor.id, 'rue Nationale');
    const orderOf = async (id: number) => (await db.select().from(t.orders).where(eq(t.orders.id, id)))[0]!;
    const at = (iso: string) => new Date(iso);
    const decide = async (orderId: number, when: Date) => {
      const order = await orderOf(orderId);
      return db.transaction(async (tx) => rewardFirstDelivery(tx, order, when, 1));
    };
    expect(await decide(first.orderId, at('2026-12-31T22:30:00Z'))).toBe('rewarded');
    // 23:30 on 31 December in Paris is still 2026 there: the cap of 1 is reached.
    expect(await decide(second.orderId, at('2026-12-31T22:45:00Z'))).toBe('yearly_cap');
    // 00:30 on 1 January in Paris: a new year.
    expect(await decide(third.orderId, at('2026-12-31T23:30:00Z'))).toBe('rewarded');
    expect(await wallet(sponsor.id)).toHaveLength(2);
  });

  it('reads the cap from SPONSORSHIP_YEARLY_CAP (default 10; 0 = none; nonsense refused)', () => {
    expect(sponsorshipYearlyCap({})).toBe(10);
    expect(sponsorshipYearlyCap({ SPONSORSHIP_YEARLY_CAP: '0' })).toBe(0);
    expect(sponsorshipYearlyCap({ SPONSORSHIP_YEARLY_CAP: '25' })).toBe(25);
    expect(() => sponsorshipYearlyCap({ SPONSORSHIP_YEARLY_CAP: '-1' })).toThrow(/whole number/);
    expect(() => sponsorshipYearlyCap({ SPONSORSHIP_YEARLY_CAP: '1e3' })).toThrow(/whole number/);
  });

  it('200 concurrent deliveries crediting the same godson’s first order: exactly one reward', async () => {
    const [sponsor] = (await createShoppers(db, 1)) as [Shopper];
    await db.update(t.addresses).set({ streetNumber: '1' }).where(eq(t.addresses.userId, sponsor.id));
    const { orderId } = await godsonWithOrder(sponsor.id);
    const [order] = await db.select().from(t.orders).where(eq(t.orders.id, orderId));
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, () =>
        db.transaction(async (tx) => rewardFirstDelivery(tx, order!, new Date())),
      ),
    );
    expect(outcomes.filter((o) => o === 'rewarded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === null)).toHaveLength(199);
    expect((await wallet(sponsor.id)).map((e) => e.amountCents)).toEqual([SPONSORSHIP_REWARD_CENTS]);
  });
});
