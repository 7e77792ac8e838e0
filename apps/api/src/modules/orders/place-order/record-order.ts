/**
 * Step "record order": the order row and its lines, with the amounts in cents frozen as priced.
 * Lock: none (new rows). Undo: none — a cancelled order stays, with status 'cancelled'.
 */
import { fromApiLocale, type ApiLocale, type Country } from '@consigne/domain';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import type { PaymentMethod } from '../../../db/schema/index.js';
import { cratesColumn, totalsColumns } from '../reprice.js';
import type { OrderDelivery } from './delivery.js';
import type { GreenSlotAudit } from './green-slot.js';
import type { PricedOrder } from './price.js';

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
  await tx.insert(t.orderLines).values(
    o.priced.lines.map((l) => ({
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
