/**
 * Step "record order": the order row and its lines, with the amounts in cents frozen as priced.
 * Lock: none (new rows). Undo: none — a cancelled order stays, with status 'cancelled'.
 */
import { fromApiLocale, type ApiLocale, type Country, type SubstitutionChoice } from '@consigne/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { PaymentMethod } from '../../../db/schema/index.js';
import { cratesColumn, totalsColumns } from '../reprice.js';
import type { OrderDelivery } from './delivery.js';
import type { GreenSlotAudit } from './green-slot.js';
import type { PricedOrder } from './price.js';
import type { PricedLine } from '../../cart/index.js';

export interface OrderToRecord {
  userId: number;
  warehouseId: number;
  slotId: number;
  delivery: OrderDelivery;
  locale: ApiLocale;
  country: Country;
  priced: PricedOrder;
  green: GreenSlotAudit;
  paymentMethod: PaymentMethod;
  adultDeclared: boolean;
  now: Date;
}

/**
 * A line's substitution as the order keeps it: the cart line's, else the account's default. A
 * 'product' whose product was since deleted (its id set null) falls back to the default too.
 */
function substitutionOf(
  line: Pick<PricedLine['entry'], 'substitution' | 'substituteProductWarehouseId'>,
  fallback: 'closest' | 'none',
): { substitution: SubstitutionChoice; substituteProductWarehouseId: number | null } {
  if (line.substitution === 'product' && line.substituteProductWarehouseId !== null)
    return { substitution: 'product', substituteProductWarehouseId: line.substituteProductWarehouseId };
  if (line.substitution === 'closest' || line.substitution === 'none')
    return { substitution: line.substitution, substituteProductWarehouseId: null };
  return { substitution: fallback, substituteProductWarehouseId: null };
}

/** Inserts the order and its lines; returns the order id. */
export async function recordOrder(tx: Tx, o: OrderToRecord): Promise<number> {
  const { totals, promo } = o.priced;
  const [order] = await tx
    .insert(t.orders)
    .values({
      userId: o.userId,
      warehouseId: o.warehouseId,
      slotId: o.slotId,
      ...o.delivery,
      locale: fromApiLocale(o.locale),
      country: o.country,
      ...totalsColumns(totals),
      crates: cratesColumn(o.priced.crates),
      ...o.green,
      promoCodeId: promo?.id ?? null,
      promoCode: promo?.code ?? null,
      paymentMethod: o.paymentMethod,
      // A card order waits for its payment (card-payment.ts), holding what it took.
      status: o.paymentMethod === 'stripe' ? 'payment_pending' : 'placed',
      adultDeclared: o.adultDeclared,
      placedAt: o.now,
      statusChangedAt: o.now,
    })
    .returning({ id: t.orders.id });
  const orderId = order!.id;
  const [user] = await tx
    .select({ substitution: t.users.defaultSubstitution })
    .from(t.users)
    .where(eq(t.users.id, o.userId));
  await tx.insert(t.orderLines).values(
    o.priced.lines.map((l) => ({
      ...substitutionOf(l.entry, user?.substitution ?? 'closest'),
      orderId,
      productWarehouseId: l.productWarehouseId,
      productId: l.productId,
      name: l.name,
      volume: l.volume,
      thumb: l.thumb,
      categoryMasterName: l.categoryMasterName,
      packageType: l.packageType,
      quantity: l.quantity,
      unitPriceTtcCents: l.unitPriceCents,
      unitPriceHtCents: l.isLocked ? 0 : l.unitPriceHtCents,
      vatRateBp: l.vatRateBp,
      bottleDepositCents: l.bottleDepositCents,
      isLocked: l.isLocked,
      isAlcohol: l.isAlcohol,
      minimumAge: l.minimumAge,
    })),
  );
  return orderId;
}
