/**
 * Picking and packing, the read side: a slot's orders to prepare, their lines in
 * the warehouse's shelf order with who ticked them, the walk summed per product, and each order's
 * crate plan (the domain's cratePlan over crateFill).
 */
import type { pickingDayQuery } from '@consigne/contract';
import {
  addDays,
  cratePlan,
  fromApiLocale,
  localDate,
  toEuros,
  zonedInstant,
  type ApiLocale,
  type CrateCapacities,
  type Locale,
  type OrderStatus,
  type PackageTypeCode,
} from '@consigne/domain';
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { withReaderDeliveryName } from '../../../lib/address-names.js';
import { crateCapacities } from '../../orders/index.js';
import { localized } from '../../catalog/index.js';
import { assertWarehouse, warehouseFilter, type Staff } from '../shared/index.js';

/** The orders a picker prepares: placed (offline, or card-paid), or being prepared; never cancelled. */
export const TO_PREPARE: readonly OrderStatus[] = ['placed', 'preparing'];
export const isOpenForPicking = (status: OrderStatus) => TO_PREPARE.includes(status);

const toPrepare = () => inArray(t.orders.status, [...TO_PREPARE]);

/** The day's slots in scope, with the orders to prepare and how many of their lines are ticked. */
export async function pickingDay(
  db: Db,
  staff: Staff,
  query: z.infer<typeof pickingDayQuery>,
  now = new Date(),
) {
  const date = query.date ?? localDate(now);
  let scope: readonly number[] | null = warehouseFilter(staff);
  if (query.warehouseId !== undefined) {
    assertWarehouse(staff, query.warehouseId);
    scope = [query.warehouseId];
  }
  const ofSlot = sql`${t.orders.slotId} = ${t.slots.id} and ${t.orders.status} in ('placed', 'preparing')`;
  const rows = await db
    .select({
      id: t.slots.id,
      warehouseId: t.slots.warehouseId,
      warehouseName: t.warehouses.name,
      startAt: t.slots.startAt,
      endAt: t.slots.endAt,
      orderCount: sql<number>`(select count(*)::int from ${t.orders} where ${ofSlot})`,
      lineCount: sql<number>`(select count(*)::int from ${t.orderLines} join ${t.orders} on ${t.orders.id} = ${t.orderLines.orderId} where ${ofSlot})`,
      pickedCount: sql<number>`(select count(*)::int from ${t.orderLinePicks} join ${t.orders} on ${t.orders.id} = ${t.orderLinePicks.orderId} where ${ofSlot})`,
    })
    .from(t.slots)
    .innerJoin(t.warehouses, eq(t.warehouses.id, t.slots.warehouseId))
    .where(
      and(
        scope ? inArray(t.slots.warehouseId, scope.length ? [...scope] : [-1]) : undefined,
        gte(t.slots.startAt, zonedInstant(date, 0)),
        lt(t.slots.startAt, zonedInstant(addDays(date, 1), 0)),
      ),
    )
    .orderBy(asc(t.slots.startAt), asc(t.slots.warehouseId));
  return { date, slots: rows.map(slotRowView) };
}

type SlotRow = {
  id: number;
  warehouseId: number;
  warehouseName: string;
  startAt: Date;
  endAt: Date;
  orderCount: number;
  lineCount: number;
  pickedCount: number;
};
const slotRowView = (r: SlotRow) => ({
  ...r,
  startAt: r.startAt.toISOString(),
  endAt: r.endAt.toISOString(),
});

/** The lines of some orders in the warehouse's shelf order: its Rayon aisle order, then the categories'. */
async function shelfLines(db: Db | Tx, orderIds: readonly number[], warehouseId: number, locale: Locale) {
  if (!orderIds.length) return [];
  const aisle = sql<number>`coalesce(${t.warehouseShelves.position}, ${t.categoryMasters.position})`;
  const rows = await db
    .select({
      line: t.orderLines,
      rayonId: t.categoryMasters.id,
      rayonNames: t.categoryMasters.names,
      pickedBy: t.users.email,
      picked: sql<boolean>`${t.orderLinePicks.orderLineId} is not null`,
    })
    .from(t.orderLines)
    .innerJoin(t.products, eq(t.products.id, t.orderLines.productId))
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .leftJoin(
      t.warehouseShelves,
      and(
        eq(t.warehouseShelves.masterId, t.categoryMasters.id),
        eq(t.warehouseShelves.warehouseId, warehouseId),
      ),
    )
    .leftJoin(t.orderLinePicks, eq(t.orderLinePicks.orderLineId, t.orderLines.id))
    .leftJoin(t.users, eq(t.users.id, t.orderLinePicks.pickedBy))
    .where(inArray(t.orderLines.orderId, [...orderIds]))
    .orderBy(
      asc(aisle),
      asc(t.categoryMasters.id),
      asc(t.categories.position),
      asc(t.categories.id),
      asc(t.orderLines.name),
      asc(t.orderLines.productWarehouseId),
      asc(t.orderLines.id),
    );
  return rows.map((r) => ({
    ...r.line,
    packageType: r.line.packageType as PackageTypeCode,
    rayonId: r.rayonId,
    rayon: localized(r.rayonNames, locale),
    picked: r.picked,
    pickedBy: r.pickedBy,
  }));
}
type ShelfLine = Awaited<ReturnType<typeof shelfLines>>[number];

type OrderWithCustomer = { order: typeof t.orders.$inferSelect; firstname: string; lastname: string };

function orderView(
  { order, firstname, lastname }: OrderWithCustomer,
  lines: readonly ShelfLine[],
  capacities: CrateCapacities,
  apiLocale: ApiLocale,
) {
  const names = new Map(lines.map((l) => [l.id, `${l.name} ${l.volume}`]));
  return {
    id: order.id,
    status: order.status,
    slotId: order.slotId,
    warehouseId: order.warehouseId,
    customerName: `${firstname} ${lastname}`,
    // An address's default name ("Huis") in the picker's language, as on every staff page.
    deliveryName: withReaderDeliveryName(order, apiLocale).deliveryName,
    deliveryAddress: order.deliveryAddress,
    deliveryInstructions: order.deliveryInstructions ?? null,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    isOpen: isOpenForPicking(order.status),
    lines: lines.map((l) => ({
      id: l.id,
      productWarehouseId: l.productWarehouseId,
      name: l.name,
      volume: l.volume,
      packageType: l.packageType,
      quantity: l.quantity,
      rayon: l.rayon,
      unitPriceTtc: toEuros(l.unitPriceTtcCents),
      isLocked: l.isLocked,
      substitutedFor: l.substitutedFor,
      picked: l.picked,
      pickedBy: l.pickedBy,
    })),
    crates: cratePlan(lines, capacities).map((crate) => ({
      ...crate,
      contents: crate.contents.map((c) => ({ ...c, name: names.get(c.lineId) ?? '' })),
    })),
    totals: {
      subtotalTtc: toEuros(order.subtotalTtcCents),
      totalDeposit: toEuros(order.productsDepositCents + order.packagesDepositCents),
      deliveryFees: toEuros(order.deliveryFeeCents),
      discount: toEuros(order.discountCents),
      walletUsage: toEuros(order.walletUsageCents),
      amountToPay: toEuros(order.amountToPayCents),
    },
  };
}
export type PickingOrder = ReturnType<typeof orderView>;

/** Orders (with their customer's name) for a condition, by id, and their lines in shelf order. */
async function ordersWithLines(db: Db | Tx, where: SQL, warehouseId: number, locale: Locale) {
  const orders = await db
    .select({ order: t.orders, firstname: t.users.firstname, lastname: t.users.lastname })
    .from(t.orders)
    .innerJoin(t.users, eq(t.users.id, t.orders.userId))
    .where(where)
    .orderBy(asc(t.orders.id));
  const lines = await shelfLines(
    db,
    orders.map((o) => o.order.id),
    warehouseId,
    locale,
  );
  return { orders, lines };
}

/** One order as the picker sees it (after a tick or a substitution): 404 unknown, 403 another warehouse's. */
export async function pickingOrder(db: Db | Tx, staff: Staff, orderId: number, apiLocale: ApiLocale) {
  const [head] = await db
    .select({ warehouseId: t.orders.warehouseId })
    .from(t.orders)
    .where(eq(t.orders.id, orderId));
  if (!head) throw new ApiError(404, 'orderNotFound');
  assertWarehouse(staff, head.warehouseId);
  const { orders, lines } = await ordersWithLines(
    db,
    eq(t.orders.id, orderId),
    head.warehouseId,
    fromApiLocale(apiLocale),
  );
  return orderView(orders[0]!, lines, await crateCapacities(db), apiLocale);
}

/** Sums the slot's lines per product, in shelf order, grouped by Rayon: the walk through the warehouse. */
function walk(lines: readonly ShelfLine[]) {
  const rayons: Array<{ id: number; name: string; products: Map<number, WalkProduct> }> = [];
  for (const line of lines) {
    let rayon = rayons.at(-1);
    if (rayon?.id !== line.rayonId) {
      rayon = { id: line.rayonId, name: line.rayon, products: new Map() };
      rayons.push(rayon);
    }
    const product = rayon.products.get(line.productWarehouseId) ?? {
      productWarehouseId: line.productWarehouseId,
      name: line.name,
      volume: line.volume,
      packageType: line.packageType,
      quantity: 0,
      pickedQuantity: 0,
      orders: [],
    };
    product.quantity += line.quantity;
    if (line.picked) product.pickedQuantity += line.quantity;
    product.orders.push({
      orderId: line.orderId,
      lineId: line.id,
      quantity: line.quantity,
      picked: line.picked,
    });
    rayon.products.set(line.productWarehouseId, product);
  }
  return rayons.map((r) => ({ id: r.id, name: r.name, products: [...r.products.values()] }));
}
interface WalkProduct {
  productWarehouseId: number;
  name: string;
  volume: string;
  packageType: PackageTypeCode;
  quantity: number;
  pickedQuantity: number;
  orders: { orderId: number; lineId: number; quantity: number; picked: boolean }[];
}

/** A slot's picking list: the walk per Rayon, then every order with its lines, ticks and crate plan. */
export async function pickingList(db: Db, staff: Staff, slotId: number, apiLocale: ApiLocale) {
  const [slot] = await db
    .select({ slot: t.slots, warehouseName: t.warehouses.name })
    .from(t.slots)
    .innerJoin(t.warehouses, eq(t.warehouses.id, t.slots.warehouseId))
    .where(eq(t.slots.id, slotId));
  if (!slot) throw new ApiError(404, 'pickingSlotNotFound');
  assertWarehouse(staff, slot.slot.warehouseId);
  const locale = fromApiLocale(apiLocale);
  const { orders, lines } = await ordersWithLines(
    db,
    and(eq(t.orders.slotId, slotId), toPrepare())!,
    slot.slot.warehouseId,
    locale,
  );
  const capacities = await crateCapacities(db);
  const linesOf = (orderId: number) => lines.filter((l) => l.orderId === orderId);
  return {
    slot: slotRowView({
      id: slot.slot.id,
      warehouseId: slot.slot.warehouseId,
      warehouseName: slot.warehouseName,
      startAt: slot.slot.startAt,
      endAt: slot.slot.endAt,
      orderCount: orders.length,
      lineCount: lines.length,
      pickedCount: lines.filter((l) => l.picked).length,
    }),
    rayons: walk(lines),
    orders: orders.map((o) => orderView(o, linesOf(o.order.id), capacities, apiLocale)),
  };
}
export type PickingList = Awaited<ReturnType<typeof pickingList>>;
