/**
 * A customer's data rights (GDPR), admins only: the export of everything held about them (art. 15
 * and 20) and the erasure on request (art. 17), which keeps what the law requires of orders and
 * invoices. The decision on what is kept is written in docs/back-office.md ("Customers: GDPR").
 */
import type { customerEraseBody } from '@consigne/contract';
import type { ApiLocale } from '@consigne/domain';
import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { revokeAllSessions } from '../../auth/index.js';
import { pendingDepositCents, walletCents } from '../../users/index.js';
import { erasePickups, pickupsOf } from '../../empties-pickups/index.js';
import { eraseReservations, reservationsOf } from '../../slot-reservations/index.js';
import { eraseSavedCards } from '../../saved-cards/index.js';
import { eraseUsualBasket, usualBasketOf } from '../../usual-basket/index.js';
import { audit } from '../shared/index.js';
import { adminCustomer } from './customers.js';

/**
 * Every table whose rows point at a user (a foreign key to users.id), and where the export puts them.
 * The test reads the database's foreign keys: a new table that holds a user id fails it until it is
 * named here or in NOT_EXPORTED.
 */
export const EXPORTED_TABLES = {
  users: 'customer',
  addresses: 'addresses',
  orders: 'orders',
  order_events: 'orders[].history',
  wallet_entries: 'walletEntries',
  pending_deposits: 'pendingDeposits',
  deposit_forfeits: 'depositForfeits',
  collection_rejects: 'collectionRejects',
  empties_pickups: 'emptiesPickups',
  slot_reservations: 'slotReservations',
  usual_baskets: 'usualBasket',
  saved_payment_methods: 'savedCards.cards',
  stripe_customers: 'savedCards.stripeCustomer',
  referrals: 'referrals',
  favourites: 'favourites',
  disliked_products: 'dislikedProducts',
  business_profiles: 'businessProfile',
  cart_items: 'cart.items',
  cart_promo: 'cart.promo',
  slot_holds: 'cart.slotHold',
  promo_code_uses: 'promoCodeUses',
  refresh_token_families: 'sessions',
  refresh_tokens: 'sessions',
  password_reset_tokens: 'passwordResets',
  notification_preferences: 'notifications.choices',
  push_subscriptions: 'notifications.devices',
  notifications: 'notifications.sent',
} as const;

/** Tables pointing at users that hold nothing of a customer's, and why. */
export const NOT_EXPORTED = {
  staff_warehouses: "a staff member's warehouses: a customer has none",
  stock_imports: "a staff member's CSV imports",
  audit_log: 'the staff member who acted (a customer is never its actor)',
  order_line_picks: 'the picker who ticked a line (staff)',
  order_refunds:
    "the staff member who refunded (the refund itself is in the order's history, a 'refunded' event)",
  stock_movements: "stock moved by an order: the order's lines are exported",
  idempotency_keys: 'a replay cache of the checkout answer (24 h of technique, deleted on erasure)',
  door_payments:
    "the driver who took the payment at the door (staff); the order's payment (method and status) is exported with the order",
  cash_sheets:
    "a driver's cash sheet of the day and the manager who closed it (staff): nothing of a customer's",
  order_door_refusals:
    "the driver who recorded a refusal at the door (staff); each refused line is in the order's history (orders[].history), and the rows go with the order on erasure",
  order_age_checks:
    "the driver who checked the recipient's age (staff); only the outcome is kept, never a birth date, and it goes with the order on erasure",
  container_movements:
    "the staff member who recorded containers moved by hand (bought, sent to the washer, broken): counts per warehouse, nothing of a customer's",
  delivery_proofs:
    "the driver who recorded a proof of delivery (staff); the proof itself is exported with its order (orders[].deliveryProof, its photo's size but not its bytes) and deleted on erasure",
} as const;

/** Rows as JSON: dates as ISO strings, nothing else changed. */
const plain = <T>(rows: T): T => JSON.parse(JSON.stringify(rows)) as T;

/** A customer (any, for an admin) or 404. */
async function customerOrThrow(db: Db | Tx, userId: number, lock = false) {
  const query = db
    .select()
    .from(t.users)
    .where(and(eq(t.users.id, userId), eq(t.users.role, 'customer')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, 'customerNotFound');
  return row;
}

async function ordersWithDetail(db: Db, userId: number) {
  const orders = await db
    .select()
    .from(t.orders)
    .where(eq(t.orders.userId, userId))
    .orderBy(asc(t.orders.id));
  const ids = orders.length ? orders.map((o) => o.id) : [-1];
  const [lines, invoices, creditNotes, history, proofs] = await Promise.all([
    db.select().from(t.orderLines).where(inArray(t.orderLines.orderId, ids)).orderBy(t.orderLines.id),
    db.select().from(t.invoices).where(inArray(t.invoices.orderId, ids)),
    db.select().from(t.creditNotes).where(inArray(t.creditNotes.orderId, ids)).orderBy(t.creditNotes.id),
    db
      .select({
        orderId: t.orderEvents.orderId,
        at: t.orderEvents.at,
        fromStatus: t.orderEvents.fromStatus,
        toStatus: t.orderEvents.toStatus,
        actorKind: t.orderEvents.actorKind,
        kind: t.orderEvents.kind,
        reason: t.orderEvents.reason,
      })
      .from(t.orderEvents)
      .where(inArray(t.orderEvents.orderId, ids))
      .orderBy(t.orderEvents.id),
    db
      .select({
        orderId: t.deliveryProofs.orderId,
        kind: t.deliveryProofs.kind,
        recipientName: t.deliveryProofs.recipientName,
        photoWidth: t.deliveryProofs.photoWidth,
        photoHeight: t.deliveryProofs.photoHeight,
        takenAt: t.deliveryProofs.takenAt,
        recordedAt: t.deliveryProofs.recordedAt,
        latitude: t.deliveryProofs.latitude,
        longitude: t.deliveryProofs.longitude,
        accuracyM: t.deliveryProofs.accuracyM,
      })
      .from(t.deliveryProofs)
      .where(inArray(t.deliveryProofs.orderId, ids)),
  ]);
  return orders.map((order) => ({
    ...order,
    lines: lines.filter((l) => l.orderId === order.id),
    invoice: invoices.find((i) => i.orderId === order.id) ?? null,
    creditNotes: creditNotes.filter((n) => n.orderId === order.id),
    history: history.filter((h) => h.orderId === order.id),
    deliveryProof: proofs.find((p) => p.orderId === order.id) ?? null,
  }));
}

/**
 * GET /admin/customers/:id/export: every row held about the customer. The password hash, session ids
 * and token hashes stay out (a login's dates are exported, not what would open it).
 */
export async function exportCustomer(db: Db, actor: Actor, userId: number) {
  const { passwordHash: _secret, ...customer } = await customerOrThrow(db, userId);
  const email = customer.email.toLowerCase();
  const [addresses, orders, walletEntries, pendingDeposits, asSponsor, asGodson, favourites, disliked] =
    await Promise.all([
      db.select().from(t.addresses).where(eq(t.addresses.userId, userId)).orderBy(t.addresses.id),
      ordersWithDetail(db, userId),
      db.select().from(t.walletEntries).where(eq(t.walletEntries.userId, userId)).orderBy(t.walletEntries.id),
      db
        .select()
        .from(t.pendingDeposits)
        .where(eq(t.pendingDeposits.userId, userId))
        .orderBy(t.pendingDeposits.id),
      db.select().from(t.referrals).where(eq(t.referrals.sponsorId, userId)).orderBy(t.referrals.id),
      db.select().from(t.referrals).where(eq(t.referrals.godsonId, userId)),
      db.select().from(t.favourites).where(eq(t.favourites.userId, userId)),
      db.select().from(t.dislikedProducts).where(eq(t.dislikedProducts.userId, userId)),
    ]);
  const [
    items,
    [promo],
    [slotHold],
    promoCodeUses,
    sessions,
    passwordResets,
    emails,
    leads,
    forfeits,
    rejects,
    notificationChoices,
    devices,
    notificationsSent,
    pickups,
    reservations,
    usualBasket,
    savedCards,
    [stripeCustomer],
  ] = await Promise.all([
    db.select().from(t.cartItems).where(eq(t.cartItems.userId, userId)),
    db.select().from(t.cartPromo).where(eq(t.cartPromo.userId, userId)),
    db.select().from(t.slotHolds).where(eq(t.slotHolds.userId, userId)),
    db.select().from(t.promoCodeUses).where(eq(t.promoCodeUses.userId, userId)),
    db
      .select({ createdAt: t.refreshTokenFamilies.createdAt, revokedAt: t.refreshTokenFamilies.revokedAt })
      .from(t.refreshTokenFamilies)
      .where(eq(t.refreshTokenFamilies.userId, userId))
      .orderBy(t.refreshTokenFamilies.createdAt),
    db
      .select({
        createdAt: t.passwordResetTokens.createdAt,
        expiresAt: t.passwordResetTokens.expiresAt,
        usedAt: t.passwordResetTokens.usedAt,
      })
      .from(t.passwordResetTokens)
      .where(eq(t.passwordResetTokens.userId, userId)),
    db
      .select({
        to: t.mailOutbox.to,
        subject: t.mailOutbox.subject,
        template: t.mailOutbox.template,
        locale: t.mailOutbox.locale,
        createdAt: t.mailOutbox.createdAt,
        sentAt: t.mailOutbox.sentAt,
        text: t.mailOutbox.text,
      })
      .from(t.mailOutbox)
      .where(sql`lower(${t.mailOutbox.to}) = ${email}`)
      .orderBy(t.mailOutbox.id),
    db
      .select()
      .from(t.nonEligibleLeads)
      .where(sql`lower(${t.nonEligibleLeads.email}) = ${email}`),
    db
      .select()
      .from(t.depositForfeits)
      .where(eq(t.depositForfeits.userId, userId))
      .orderBy(t.depositForfeits.id),
    db
      .select()
      .from(t.collectionRejects)
      .where(eq(t.collectionRejects.userId, userId))
      .orderBy(t.collectionRejects.id),
    db
      .select({
        event: t.notificationPreferences.event,
        channel: t.notificationPreferences.channel,
        enabled: t.notificationPreferences.enabled,
      })
      .from(t.notificationPreferences)
      .where(eq(t.notificationPreferences.userId, userId)),
    // A device's push service and when it subscribed; not its keys (they decrypt nothing of ours).
    db
      .select({ endpoint: t.pushSubscriptions.endpoint, createdAt: t.pushSubscriptions.createdAt })
      .from(t.pushSubscriptions)
      .where(eq(t.pushSubscriptions.userId, userId)),
    db
      .select({
        event: t.notifications.event,
        channel: t.notifications.channel,
        orderId: t.notifications.orderId,
        status: t.notifications.status,
        createdAt: t.notifications.createdAt,
        sentAt: t.notifications.sentAt,
      })
      .from(t.notifications)
      .where(eq(t.notifications.userId, userId))
      .orderBy(t.notifications.id),
    pickupsOf(db, userId),
    reservationsOf(db, userId),
    usualBasketOf(db, userId),
    // Brand, last four digits and expiry only: the card's number never reaches the shop (ADR 0051).
    db
      .select()
      .from(t.savedPaymentMethods)
      .where(eq(t.savedPaymentMethods.userId, userId))
      .orderBy(t.savedPaymentMethods.id),
    db.select().from(t.stripeCustomers).where(eq(t.stripeCustomers.userId, userId)),
  ]);
  const [businessProfile] = await db
    .select()
    .from(t.businessProfiles)
    .where(eq(t.businessProfiles.userId, userId));
  await audit(db, actor, { action: 'customer.export', entity: 'user', entityId: userId });
  return plain({
    format: 'consigne.customer-export.v1' as const,
    exportedAt: new Date().toISOString(),
    tables: [
      ...Object.keys(EXPORTED_TABLES),
      'order_lines',
      'invoices',
      'credit_notes',
      'mail_outbox',
      'non_eligible_leads',
    ],
    customer,
    addresses,
    orders,
    walletEntries,
    pendingDeposits,
    depositForfeits: forfeits,
    collectionRejects: rejects,
    emptiesPickups: pickups,
    slotReservations: reservations,
    usualBasket,
    savedCards: { stripeCustomer: stripeCustomer ?? null, cards: savedCards },
    referrals: { asSponsor, asGodson },
    favourites,
    dislikedProducts: disliked,
    businessProfile: businessProfile ?? null,
    cart: { items, promo: promo ?? null, slotHold: slotHold ?? null },
    promoCodeUses,
    sessions,
    passwordResets,
    emails,
    nonEligibleLeads: leads,
    notifications: { choices: notificationChoices, devices, sent: notificationsSent },
  });
}

/** What an erased account's e-mail becomes: unique, and no mail can ever reach it (RFC 2606). */
export const erasedEmail = (userId: number) => `efface-${userId}@invalid`;

/**
 * Why the customer's identity may not go yet: an order still to carry out, money in the wallet, or
 * deposits not yet refunded — the shop owes them something, or must still reach them. Null: none.
 */
export async function erasureBlocker(
  tx: Tx,
  userId: number,
): Promise<
  | { code: 'erasureOpenOrder'; orderId: number }
  | { code: 'erasureWalletBalance' | 'erasurePendingDeposits' }
  | null
> {
  const [open] = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(
      and(
        eq(t.orders.userId, userId),
        notInArray(t.orders.status, ['delivered', 'delivery_failed', 'cancelled']),
      ),
    )
    .limit(1);
  if (open) return { code: 'erasureOpenOrder', orderId: open.id };
  if ((await walletCents(tx, userId)) > 0) return { code: 'erasureWalletBalance' };
  if ((await pendingDepositCents(tx, userId)) > 0) return { code: 'erasurePendingDeposits' };
  return null;
}

/** The shop still owes this customer something, or has an order to carry out: settle first (409). */
async function assertErasable(tx: Tx, userId: number) {
  const blocker = await erasureBlocker(tx, userId);
  if (blocker?.code === 'erasureOpenOrder')
    throw new ApiError(409, 'erasureOpenOrder', { id: String(blocker.orderId) });
  if (blocker) throw new ApiError(409, blocker.code);
}

/** Deletes what only served the living account: logins, cart, holds, favourites, invitations sent. */
async function deleteAccountRows(tx: Tx, userId: number, email: string) {
  await revokeAllSessions(tx, userId);
  await tx.delete(t.refreshTokens).where(eq(t.refreshTokens.userId, userId));
  await tx.delete(t.refreshTokenFamilies).where(eq(t.refreshTokenFamilies.userId, userId));
  await tx.delete(t.passwordResetTokens).where(eq(t.passwordResetTokens.userId, userId));
  await tx.delete(t.favourites).where(eq(t.favourites.userId, userId));
  await tx.delete(t.dislikedProducts).where(eq(t.dislikedProducts.userId, userId));
  // The business identity goes too (a sole trader's company name is theirs); issued invoices keep the
  // copy frozen on them (ADR 0045).
  await tx.delete(t.businessProfiles).where(eq(t.businessProfiles.userId, userId));
  await tx.delete(t.cartItems).where(eq(t.cartItems.userId, userId));
  await tx.delete(t.cartPromo).where(eq(t.cartPromo.userId, userId));
  await tx.delete(t.slotHolds).where(eq(t.slotHolds.userId, userId));
  await tx.delete(t.idempotencyKeys).where(eq(t.idempotencyKeys.userId, userId));
  // Pickups of empties without an order: an address and instructions (a booked one's place freed).
  await erasePickups(tx, userId);
  // A reserved weekly slot: its held places given back, then a weekday, an hour and an address go.
  await eraseReservations(tx, userId);
  // A usual basket: its lines and dates (the orders it placed stay, as any order).
  await eraseUsualBasket(tx, userId);
  // Saved cards: removed, and detached at Stripe by a job after the commit (ADR 0051).
  await eraseSavedCards(tx, userId);
  // Proofs of delivery: a photo of their door, the name of who took the order — nothing the law keeps.
  await tx
    .delete(t.deliveryProofs)
    .where(
      inArray(
        t.deliveryProofs.orderId,
        tx.select({ id: t.orders.id }).from(t.orders).where(eq(t.orders.userId, userId)),
      ),
    );
  // Invitations still pending name someone else's e-mail, sent on the customer's word: gone.
  await tx.delete(t.referrals).where(and(eq(t.referrals.sponsorId, userId), isNull(t.referrals.godsonId)));
  await tx.delete(t.nonEligibleLeads).where(sql`lower(${t.nonEligibleLeads.email}) = ${email}`);
}

/**
 * Anonymises what stays: the account row (kept: orders, wallet ledger and invoices point at it), its
 * addresses (postcode and city kept for the figures), the e-mails sent to it, and the delivery
 * identity of orders that have no invoice. Invoiced orders keep theirs: the invoice's legal data.
 */
async function anonymise(tx: Tx, userId: number, email: string) {
  const anonymous = erasedEmail(userId);
  await tx
    .update(t.users)
    .set({
      email: anonymous,
      firstname: '',
      lastname: '',
      phone: null,
      // Not an argon2 hash: verification fails whatever is typed.
      passwordHash: '!erased',
      newsletterOptIn: false,
      offersOptIn: false,
      smsOptIn: false,
      adultDeclaredAt: null,
      zoneId: null,
      selectedSlotId: null,
      referralCode: null,
      blockedAt: sql`coalesce(${t.users.blockedAt}, now())`,
      erasedAt: sql`now()`,
    })
    .where(eq(t.users.id, userId));
  await tx
    .update(t.addresses)
    .set({
      name: '',
      streetNumber: '',
      street: '',
      apartmentDetails: null,
      companyName: null,
      lat: null,
      lng: null,
      isSelected: false,
    })
    .where(eq(t.addresses.userId, userId));
  await tx.update(t.referrals).set({ email: anonymous }).where(eq(t.referrals.godsonId, userId));
  await tx
    .update(t.mailOutbox)
    .set({ to: anonymous, text: '', html: '' })
    .where(sql`lower(${t.mailOutbox.to}) = ${email}`);
  // No more pushes; the notifications keep what was sent when, not its words nor the phone.
  await tx.delete(t.pushSubscriptions).where(eq(t.pushSubscriptions.userId, userId));
  await tx.update(t.notifications).set({ mail: null, params: {} }).where(eq(t.notifications.userId, userId));
  await tx
    .update(t.smsOutbox)
    .set({ to: '', text: '' })
    .where(
      sql`${t.smsOutbox.notificationId} in (select id from ${t.notifications} where ${t.notifications.userId} = ${userId})`,
    );
  await tx
    .update(t.orders)
    .set({ deliveryName: '', deliveryAddress: '' })
    .where(
      and(
        eq(t.orders.userId, userId),
        sql`not exists (select 1 from ${t.invoices} where ${t.invoices.orderId} = ${t.orders.id})`,
      ),
    );
  // What the driver needed at the door (the entry code, the floor, a phone note): no invoice shows it.
  await tx.update(t.orders).set({ deliveryInstructions: null }).where(eq(t.orders.userId, userId));
}

/**
 * Erases the identity of a customer whose row the caller locked (FOR UPDATE) and checked with
 * erasureBlocker: the account rows deleted, the rest anonymised, as the admin's erasure does. The
 * retention of inactive customers (modules/retention) calls it too; the caller writes the audit.
 */
export async function eraseIdentity(tx: Tx, userId: number, email: string): Promise<void> {
  await deleteAccountRows(tx, userId, email.toLowerCase());
  await anonymise(tx, userId, email.toLowerCase());
}

/**
 * POST /admin/customers/:id/erase: one transaction under the customer's row lock. Idempotent: an
 * account already erased answers its page again, with no second audit entry.
 */
export async function eraseCustomer(
  db: Db,
  actor: Actor,
  userId: number,
  body: z.infer<typeof customerEraseBody>,
  locale: ApiLocale,
) {
  await db.transaction(async (tx) => {
    const customer = await customerOrThrow(tx, userId, true);
    if (customer.erasedAt) return;
    const email = customer.email.toLowerCase();
    if (body.confirmEmail.trim().toLowerCase() !== email) throw new ApiError(400, 'erasureEmailMismatch');
    await assertErasable(tx, userId);
    await eraseIdentity(tx, userId, email);
    // The log keeps who erased whom and why, not what was erased.
    await audit(tx, actor, {
      action: 'customer.erase',
      entity: 'user',
      entityId: userId,
      after: { reason: body.reason, email: erasedEmail(userId) },
    });
  });
  return adminCustomer(db, actor.staff, userId, locale);
}
