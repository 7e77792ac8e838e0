/**
 * What may replace a cart line missing at picking (docs/rules.md#substitutes): per line, else the
 * account's default. Copied to the order's lines at checkout (record-order.ts), followed by the
 * picker's list (admin/picking/missing.ts).
 */
import type { cartLineSubstitutionBody, substitutionDefaultSchema } from '@consigne/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { isOrderableEntry } from '../catalog/index.js';

type LineBody = z.infer<typeof cartLineSubstitutionBody>;
type DefaultBody = z.infer<typeof substitutionDefaultSchema>;

/** An entry's warehouse and format, and whether it is on sale. */
async function entryFacts(db: Pick<Db, 'select'>, entryId: number) {
  const [row] = await db
    .select({
      warehouseId: t.productWarehouses.warehouseId,
      packageType: t.packageTypes.code,
      orderable: isOrderableEntry(),
    })
    .from(t.productWarehouses)
    .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
    .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
    .where(eq(t.productWarehouses.id, entryId));
  return row;
}

/**
 * Sets a line's substitution. A chosen product must be another product on sale in the line's
 * warehouse, of the line's crate format (a crate never mixes formats): a clear 422 otherwise, and the
 * line is left as it was. The line's row is locked so that two tabs end with one of the two choices.
 */
export async function setLineSubstitution(
  db: Db,
  userId: number,
  productWarehouseId: number,
  body: LineBody,
) {
  return db.transaction(async (tx) => {
    const [line] = await tx
      .select({ id: t.cartItems.id, isLocked: t.cartItems.isLocked })
      .from(t.cartItems)
      .where(and(eq(t.cartItems.userId, userId), eq(t.cartItems.productWarehouseId, productWarehouseId)))
      .for('update');
    if (!line) throw new ApiError(404, 'cartLineNotFound');
    if (line.isLocked) throw new ApiError(409, 'pickingGiftNoSubstitute');
    let substitute: number | null = null;
    if (body.substitution === 'product') {
      substitute = body.substituteProductWarehouseId;
      if (substitute === productWarehouseId) throw new ApiError(422, 'substituteSameProduct');
      const [own, chosen] = [await entryFacts(tx, productWarehouseId), await entryFacts(tx, substitute)];
      if (!chosen) throw new ApiError(422, 'substituteNotFound');
      if (chosen.warehouseId !== own!.warehouseId) throw new ApiError(422, 'cartSubstituteOtherWarehouse');
      if (chosen.packageType !== own!.packageType) throw new ApiError(422, 'substituteOtherFormat');
      if (!chosen.orderable) throw new ApiError(422, 'substituteUnavailable');
    }
    const [row] = await tx
      .update(t.cartItems)
      .set({
        substitution: body.substitution,
        substituteProductWarehouseId: substitute,
        updatedAt: new Date(),
      })
      .where(eq(t.cartItems.id, line.id))
      .returning({
        productWarehouseId: t.cartItems.productWarehouseId,
        substitution: t.cartItems.substitution,
        substituteProductWarehouseId: t.cartItems.substituteProductWarehouseId,
      });
    return row!;
  });
}

/** The account's substitution for the lines that say none. */
export async function substitutionDefault(db: Db, userId: number): Promise<DefaultBody> {
  const [row] = await db
    .select({ substitution: t.users.defaultSubstitution })
    .from(t.users)
    .where(eq(t.users.id, userId));
  if (!row) throw new ApiError(404, 'userNotFound');
  return row;
}

export async function setSubstitutionDefault(
  db: Db,
  userId: number,
  body: DefaultBody,
): Promise<DefaultBody> {
  const [row] = await db
    .update(t.users)
    .set({ defaultSubstitution: body.substitution })
    .where(eq(t.users.id, userId))
    .returning({ substitution: t.users.defaultSubstitution });
  if (!row) throw new ApiError(404, 'userNotFound');
  return row;
}
