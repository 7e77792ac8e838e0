/**
 * The products that may be added to an order (staff's search and the shopper's "add a product"):
 * its warehouse's, orderable now, whose name matches. One query path for both.
 */
import { discountedPrice, fromApiLocale, toEuros, type ApiLocale } from '@consigne/domain';
import { and, asc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { entryForSale, saleLine } from '../admin/picking/index.js';
import { isOrderableEntry } from '../catalog/index.js';

type OrderRow = typeof t.orders.$inferSelect;

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** At most 12 products of the order's warehouse whose name holds `q`, in the reader's language. */
export async function productsForOrder(db: Db, order: OrderRow, q: string, apiLocale: ApiLocale) {
  const locale = fromApiLocale(apiLocale);
  const rows = await db
    .selectDistinct({ id: t.productWarehouses.id })
    .from(t.productWarehouses)
    .innerJoin(t.productTranslations, eq(t.productTranslations.productId, t.productWarehouses.productId))
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .where(
      and(
        eq(t.productWarehouses.warehouseId, order.warehouseId),
        isOrderableEntry(),
        ilike(t.productTranslations.name, containsPattern(q)),
      ),
    )
    .orderBy(asc(t.productWarehouses.id))
    .limit(12);
  const entries = await Promise.all(rows.map((r) => entryForSale(db, r.id, locale)));
  return entries.flatMap((e) => {
    if (!e) return [];
    const line = saleLine(order, e, 0, locale);
    return [
      {
        productWarehouseId: e.entry.id,
        name: e.name,
        volume: line.volume,
        thumb: line.thumb,
        packageType: e.packageType,
        unitPriceTtc: toEuros(discountedPrice(e.entry.priceCents, e.discount)),
        bottleDeposit: toEuros(line.bottleDepositCents),
        maxOrderable: e.entry.maxOrderable,
        stock: e.entry.stock,
      },
    ];
  });
}
