import {
  addDays,
  type AdvanceStatus,
  type ApiLocale,
  dateTimeFormat,
  emptiesCredit,
  type EmptiesCount,
  fromApiLocale,
  intlTag,
  localDate,
  orderStatusRefusal,
  SHOP_TIME_ZONE,
  statusStepOpensAt,
  zonedInstant,
  type OrderStatus,
  type RejectLine,
  toEuros,
} from '@consigne/domain';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { issueInvoice } from '../invoices/index.js';
import { journalDoorPayment } from '../sales-journal/index.js';
import { actAsOrderActor, lockOrderRound } from '../orders/index.js';
import { slotView } from '../slots/index.js';
import { isWarehouseCustomer } from './round.js';
import { settleAtTheDoor, type DoorInput } from './door.js';
import { settleAtDoor, type DoorPaymentInput } from './door-payment.js';
import { enqueueJob } from '../../jobs/enqueue.js';
import { sponsorRewardJob } from '../sponsorship/index.js';
import { notify } from '../notifications/index.js';
import { closePickupByCollection } from '../empties-pickups/index.js';
import { containersCollected, containersDelivered } from '../containers/index.js';
import { addWalletEntry, pendingDepositCents, pendingDepositsSql, walletCents } from '../users/index.js';
import { tellNearStops, type TrackingLinks } from '../tracking/index.js';

/** The operator's round: the day's orders of a warehouse, by slot. */
export async function roundOf(db: Db, warehouseId: number, date: string) {
  const from = zonedInstant(date, 0);
  const to = zonedInstant(addDays(date, 1), 0);
  const rows = await db
    .select({
      order: t.orders,
      slot: t.slots,
      customer: {
        id: t.users.id,
        firstname: t.users.firstname,
        lastname: t.users.lastname,
        phone: t.users.phone,
      },
      itemCount: sql<number>`(select coalesce(sum(${t.orderLines.quantity}), 0)::int from ${t.orderLines} where ${t.orderLines.orderId} = ${t.orders.id})`,
      pending: pendingDepositsSql(t.users.id),
    })
    .from(t.orders)
    .innerJoin(t.slots, eq(t.slots.id, t.orders.slotId))
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(
      and(
        eq(t.orders.warehouseId, warehouseId),
        t.isRoundOrder(),
        gte(t.slots.startAt, from),
        lt(t.slots.startAt, to),
      ),
    )
    .orderBy(asc(t.slots.startAt), asc(t.orders.id));
  return rows.map((r) => ({
    orderId: r.order.id,
    status: r.order.status,
    slot: slotView(r.slot),
    customer: r.customer,
    deliveryType: r.order.deliveryType,
    deliveryName: r.order.deliveryName,
    deliveryAddress: r.order.deliveryAddress,
    deliveryInstructions: r.order.deliveryInstructions ?? null,
    itemCount: r.itemCount,
    crates: r.order.crates,
    amountToPay: toEuros(r.order.amountToPayCents),
    paymentMethod: r.order.paymentMethod,
    paymentStatus: r.order.paymentStatus,
    pendingDepositTotal: toEuros(r.pending),
    failureReason: r.order.failureReason ?? null,
  }));
}

/**
 * Moves an order one step forward in the delivery flow (the rule of packages/domain: no jump, no
 * step back, no step before its time — 409s). At delivery the order's bottle and crate deposits
 * become the customer's pending deposits, an order paid at delivery is paid, and its invoice is
 * issued. `earlyDays`: the EARLY_DELIVERY_DAYS setting; `locale`: the refusal's date is written in it.
 * `door`: what the driver recorded at the door with the step to 'delivered': refused lines and the age
 * check (door.ts), the payment of an order paid at delivery (door-payment.ts).
 */
export async function advanceOrder(
  db: Db,
  warehouseId: number,
  orderId: number,
  status: OrderStatus,
  now = new Date(),
  earlyDays = 0,
  actorId: number | null = null,
  locale: ApiLocale = 'fr_FR',
  door: DoorInput & {
    publicUrl?: string;
    payment?: DoorPaymentInput;
    tracking?: TrackingLinks | undefined;
  } = {},
) {
  return db.transaction(async (tx) => {
    // Another warehouse's order is not found: an operator acts on their own warehouse's round only.
    const [order] = await tx
      .select()
      .from(t.orders)
      .where(and(eq(t.orders.id, orderId), eq(t.orders.warehouseId, warehouseId)))
      .for('update');
    if (!order) throw new ApiError(404, 'orderNotFound');
    // The same request again (a double tap, a retry) is answered, not refused.
    if (order.status === status) return order.status;
    const [slot] = await tx
      .select({ startAt: t.slots.startAt })
      .from(t.slots)
      .where(eq(t.slots.id, order.slotId));
    const check = { slotStartAt: slot?.startAt ?? now, earlyDays };
    const refusal = orderStatusRefusal(order.status, status, { ...check, now });
    if (refusal === 'notNextStep') {
      throw new ApiError(409, order.status === 'cancelled' ? 'orderStatusInvalid' : 'orderStatusNotNext');
    }
    if (refusal === 'tooEarly') {
      const opensAt = statusStepOpensAt(status as AdvanceStatus, check);
      throw new ApiError(409, 'orderStatusTooEarly', { from: stepMoment(opensAt, locale) });
    }
    // The round starts (or goes on) with this order: its van's row, the lock a shopper's edit shares,
    // so an edit of another order of this round either committed before (the van takes its latest
    // lines) or sees the round started and is refused (ADR 0039).
    if (status === 'out_for_delivery') await lockOrderRound(tx, order, 'no key update');
    const delivered = status === 'delivered';
    await actAsOrderActor(tx, { kind: 'operator', userId: actorId });
    // At the door: refused lines and the age check re-price the order before its deposits and invoice.
    if (delivered)
      Object.assign(
        order,
        await settleAtTheDoor(tx, order, door, { actorId, now, publicUrl: door.publicUrl ?? '' }),
      );
    // Paid at delivery: paid only with the payment the driver recorded (else a 409), for the amount
    // due after the door's refusals (settleAtDoor reads the re-priced order row).
    const paidAtDoor = delivered ? await settleAtDoor(tx, order, door.payment, actorId, now) : null;
    await tx
      .update(t.orders)
      .set({
        status,
        statusChangedAt: now,
        ...(delivered ? { deliveredAt: now, ...(paidAtDoor ? { paymentStatus: paidAtDoor } : {}) } : {}),
      })
      .where(eq(t.orders.id, order.id));
    if (delivered) {
      const deposits = order.productsDepositCents + order.packagesDepositCents;
      const bottles = (format: 'large' | 'small') =>
        order.crates.reduce((n, c) => (c.packageType === format ? n + c.nbItems : n), 0);
      const units = {
        crates: order.crates.reduce((n, c) => n + c.completeCrates + (c.nbSpaceLeft > 0 ? 1 : 0), 0),
        largeBottles: bottles('large'),
        smallBottles: bottles('small'),
      };
      if (deposits > 0) {
        await tx.insert(t.pendingDeposits).values({
          userId: order.userId,
          orderId: order.id,
          amountCents: deposits,
          kind: 'delivery',
          warehouseId: order.warehouseId,
          recordedBy: actorId,
          ...units,
          createdAt: now,
        });
      }
      await containersDelivered(tx, {
        warehouseId: order.warehouseId,
        orderId: order.id,
        delivered: units,
        at: now,
        recordedBy: actorId,
      });
      await issueInvoice(tx, order.id, now);
      // After the invoice: the journal's lock is the last its transaction takes (sales-journal/journal.ts).
      if (paidAtDoor) await journalDoorPayment(tx, order.id);
      // The godson's first delivered order rewards the sponsor (once; not for a self-referral): a
      // job of this transaction (sponsorship.reward), so a delivery never waits on it nor loses it.
      await enqueueJob(tx, sponsorRewardJob.name, { orderId: order.id });
      await notify(tx, { event: 'delivered', userId: order.userId, orderId: order.id, locale: order.locale });
    }
    // The van left, or served a stop: its round's next shoppers may now be 2 stops away.
    if (door.tracking && (status === 'out_for_delivery' || delivered))
      await tellNearStops(tx, { slotId: order.slotId, vanId: order.vanId }, door.tracking);
    return status;
  });
}

/** "jeudi 26 novembre à 07:00": when a step opens, as the driver reads it. */
export const stepMoment = (at: Date, locale: ApiLocale) =>
  dateTimeFormat(intlTag(fromApiLocale(locale)), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  }).format(at);

export interface Collection extends EmptiesCount {
  userId: number;
  /** Empties refused at the door (never credited). */
  rejects?: readonly RejectLine[];
  /** The stop's order, when the empties come with a delivery. */
  orderId?: number;
  /** The pickup without an order this return closes (ADR 0037). */
  pickupId?: number;
}

/**
 * Records the empties handed back at a customer's door (emptiesCredit, packages/domain): credits their
 * wallet and lowers their pending deposits by what the accepted empties are worth; the refused ones are
 * recorded apart, uncredited, as one 'refused' movement that the customer's history lists with its
 * reasons — broken ones leave the pending deposits at once (their deposit kept), another brand's
 * leave ours pending. Never beyond what is pending (a customer hands back only what they have out, and
 * is refunded only deposits they paid). One customer's returns are serialized (an advisory lock, the
 * one the forfeits take: two drivers at once never settle more than is pending). Only a customer of the
 * operator's warehouse is found.
 */
export async function recordCollection(
  db: Db,
  warehouseId: number,
  collection: Collection,
  now = new Date(),
  recordedBy: number | null = null,
) {
  const { userId, crates, largeBottles, smallBottles } = collection;
  const rejects = collection.rejects ?? [];
  const accepted = { crates, largeBottles, smallBottles };
  // Refusals that do not depend on the pending amount, before any lock.
  const shape = emptiesCredit({ accepted, rejects }, Number.MAX_SAFE_INTEGER);
  if (!shape.ok) throw new ApiError(400, shape.refusal === 'nothing' ? 'emptiesNothing' : 'rejectDuplicate');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`deposits:${userId}`}))`);
    const [customer] = await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.id, userId), isWarehouseCustomer(userId, warehouseId)));
    if (!customer) throw new ApiError(404, 'userNotFound');
    if (collection.orderId !== undefined)
      await assertCustomerOrder(tx, warehouseId, userId, collection.orderId);
    const pending = await pendingDepositCents(tx, userId);
    const settlement = emptiesCredit({ accepted, rejects }, pending);
    if (!settlement.ok)
      throw new ApiError(409, 'collectionExceedsDeposits', {
        pending: (pending / 100).toFixed(2).replace('.', ','),
      });
    const { creditCents: value, keptCents, kept } = settlement;
    const movement = { userId, orderId: collection.orderId ?? null, warehouseId, recordedBy, createdAt: now };
    let collectionId: number | null = null;
    if (value > 0) {
      const entry = await addWalletEntry(tx, userId, value, 'deposit_refund');
      const [row] = await tx
        .insert(t.pendingDeposits)
        .values({
          ...movement,
          amountCents: -value,
          kind: 'collection',
          ...accepted,
          walletEntryId: entry.id,
        })
        .returning({ id: t.pendingDeposits.id });
      collectionId = row!.id;
      // Told once per collection (its movement's id is the notification's subject).
      await notify(tx, {
        event: 'depositCredited',
        userId,
        orderId: collection.orderId,
        subject: `collection:${collectionId}`,
        params: { amountCents: value },
      });
    }
    let refusalId: number | null = null;
    if (rejects.length > 0) {
      // The counts are those no longer out (the broken ones): the round's "to collect" subtracts them.
      const [refusal] = await tx
        .insert(t.pendingDeposits)
        .values({ ...movement, amountCents: -keptCents, kind: 'refused', ...kept })
        .returning({ id: t.pendingDeposits.id });
      refusalId = refusal!.id;
      await tx
        .insert(t.collectionRejects)
        .values(rejects.map((r) => ({ ...movement, collectionId, refusalId, ...r })));
    }
    await containersCollected(tx, {
      warehouseId,
      at: now,
      recordedBy,
      collection: collectionId === null ? null : { movementId: collectionId, accepted },
      refusal: refusalId === null ? null : { movementId: refusalId, kept },
    });
    // A pickup without an order ends with its return; its fee comes off the credit.
    const feeCents =
      collection.pickupId === undefined
        ? 0
        : await closePickupByCollection(tx, {
            warehouseId,
            userId,
            pickupId: collection.pickupId,
            creditCents: value,
            collectionId,
            now,
          });
    return {
      credited: toEuros(value),
      rejected: rejects.reduce((n, r) => n + r.count, 0),
      pendingDepositTotal: toEuros(pending - value - keptCents),
      walletAmount: toEuros(await walletCents(tx, userId)),
      feeCharged: toEuros(feeCents),
    };
  });
}

/** The stop's order must be this customer's, of this warehouse: else a 404. */
async function assertCustomerOrder(tx: Tx, warehouseId: number, userId: number, orderId: number) {
  const [order] = await tx
    .select({ id: t.orders.id })
    .from(t.orders)
    .where(and(eq(t.orders.id, orderId), eq(t.orders.userId, userId), eq(t.orders.warehouseId, warehouseId)));
  if (!order) throw new ApiError(404, 'orderNotFound');
}

export const today = () => localDate(new Date());
