/**
 * What may replace a cart line missing at picking (docs/rules.md#substitutes): per line, else the
 * account's default. Copied to the order's lines at checkout (record-order.ts), followed by the
 * picker's list (admin/picking/missing.ts).
 */
import type { cartLineSubstitutionBody, substitutionDefaultSchema } from '@consigne/contract';
import {
  discountedPrice,
  formatVolume,
  fromApiLocale,
  rankSubstitutes,
  toEuros,
  vatCountryOf,
  type ApiLocale,
  type PackageTypeCode,
} from '@consigne/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import * as t from '../../db/schema/index.js';
import { ApiError } from '../../lib/errors.js';
import { effectiveDiscount, entryMinimumAge, isOrderableEntry, productNameIn } from '../catalog/index.js';
import { dislikedProductIds } from './disliked.js';

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

/** The fields rankSubstitutes compares, of the entries of one warehouse and format. */
const candidateFields = {
  id: t.productWarehouses.id,
  productId: t.products.id,
  warehouseId: t.productWarehouses.warehouseId,
  packageType: t.packageTypes.code,
  categoryId: t.products.categoryId,
  departmentId: t.categories.masterId,
  alcoholLevel: t.products.alcoholLevel,
  categorySlug: t.categories.slug,
  masterSlug: t.categoryMasters.slug,
  priceCents: t.productWarehouses.priceCents,
  discount: effectiveDiscount(),
  volume: t.products.volume,
  unit: t.products.unit,
};

/** How many the shopper chooses among: a screenful, then they type a word. */
const CHOICES_SHOWN = 20;

/**
 * The products a shopper may choose for a cart line (the 'product' choice): on sale in the line's
 * warehouse, of its format, alike as the closest match requires (alcohol, age), closest first, their
 * dislikes left out; `q` narrows by the name in the request's language.
 */
export async function cartLineSubstitutes(
  db: Db,
  userId: number,
  productWarehouseId: number,
  { q, apiLocale }: { q?: string; apiLocale: ApiLocale },
) {
  const [line] = await db
    .select({ id: t.cartItems.id })
    .from(t.cartItems)
    .where(and(eq(t.cartItems.userId, userId), eq(t.cartItems.productWarehouseId, productWarehouseId)));
  if (!line) throw new ApiError(404, 'cartLineNotFound');
  const locale = fromApiLocale(apiLocale);
  const name = productNameIn(locale);
  const joined = () =>
    db
      .select({ ...candidateFields, name, country: t.warehouses.country })
      .from(t.productWarehouses)
      .innerJoin(t.warehouses, eq(t.warehouses.id, t.productWarehouses.warehouseId))
      .innerJoin(t.products, eq(t.products.id, t.productWarehouses.productId))
      .innerJoin(t.packageTypes, eq(t.packageTypes.id, t.products.packageTypeId))
      .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
      .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId));
  const [own] = await joined().where(eq(t.productWarehouses.id, productWarehouseId));
  if (!own) throw new ApiError(404, 'cartLineNotFound');
  const words = q?.trim() ? `%${q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await joined().where(
    and(
      eq(t.productWarehouses.warehouseId, own.warehouseId),
      eq(t.packageTypes.code, own.packageType),
      isOrderableEntry(),
      sql`${t.productWarehouses.id} <> ${own.id}`,
      words ? sql`${name} ilike ${words}` : undefined,
    ),
  );
  const country = vatCountryOf(own);
  const asRanked = (r: typeof own) => ({
    ...r,
    packageType: r.packageType as PackageTypeCode,
    minimumAge: entryMinimumAge(r, country),
    unitPriceCents: discountedPrice(r.priceCents, r.discount),
  });
  const disliked = await dislikedProductIds(db, userId);
  const ranked = rankSubstitutes(asRanked(own), rows.map(asRanked), { disliked });
  return {
    substitutes: ranked.slice(0, CHOICES_SHOWN).map(({ candidate: c }) => ({
      productWarehouseId: c.id,
      name: c.name,
      volume: formatVolume(c.volume, c.unit),
      price: toEuros(c.unitPriceCents),
    })),
  };
}
