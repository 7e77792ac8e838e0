/** The cart (docs/rules.md#crates, #totals): GET /cart, PATCH /user/cart. */
import { z } from 'zod';
import { MAX_INT4, SUBSTITUTION_CHOICES } from '@consigne/domain';
import { boundedInt, euros, id, idParam, localeQuery, safeText } from './primitives.js';
import { productSchema, productWarehouseSchema } from './catalog.js';

/** A cart item: prices of the line in euros, HT (appliedPrice, total) and TTC. */
export const cartItemSchema = z.object({
  id: z.number(),
  quantity: z.number(),
  nbItems: z.number().describe('Bottles (or units) of the line'),
  appliedPrice: euros.describe('Unit price excl. VAT'),
  appliedPriceTTC: euros.describe('Unit price incl. VAT, after any anti-waste discount'),
  total: euros.describe('Line total excl. VAT'),
  totalTTC: euros.describe('Line total incl. VAT'),
  isLocked: z.boolean().describe("A free gift: shown 'OFFERT', priced 0"),
  categoryId: z.number(),
  substitution: z
    .enum(SUBSTITUTION_CHOICES)
    .nullable()
    .describe("What may replace it if missing at picking; null: the account's default"),
  substituteProductWarehouseId: z.number().nullable().describe("The shopper's chosen product, for 'product'"),
  product: productSchema,
  productWarehouse: productWarehouseSchema,
});

const packageTypeSchema = z.object({ id: z.number(), name: z.string(), capacity: z.number() });

export const cartTotalsSchema = z.object({
  subtotalHt: euros,
  subtotalTtc: euros,
  totalTva: euros,
  productsDeposit: euros.describe('Bottle deposits'),
  packagesDeposit: euros.describe('Crate deposits: 3 € per crate started'),
  totalDeposit: euros,
  deliveryFees: euros.describe("The fee charged, once a green slot's discount is taken off"),
  greenSlotDiscount: euros.describe("What the selected slot's green discount took off the delivery fee"),
  discountValue: euros,
  walletUsage: euros.describe("What the customer's wallet pays: the whole balance, at most what is due"),
  amountToPay: euros.describe('What is left to pay once the wallet is used (never below 0)'),
});

/** One crate format of the cart (docs/rules.md#crates). */
export const cartPackageSchema = z.object({
  nbSpaceLeft: z.number().describe('Places left in the partial crate (0 when every crate is full)'),
  nbItems: z.number(),
  completeCrates: z.number(),
  packageType: packageTypeSchema,
  packageTypeName: z.string(),
  cartItems: z.array(cartItemSchema),
});

/** The cart. */
export const cartSchema = z.object({
  packages: z.array(cartPackageSchema),
  availableItems: z.array(
    z.object({
      categoryMasterId: z.number(),
      categoryMasterName: z.string(),
      packages: z.array(
        z.object({
          packageTypeId: z.number(),
          packageTypeName: z.string(),
          cartItems: z.array(cartItemSchema),
        }),
      ),
    }),
  ),
  unavailableItems: z.array(cartItemSchema),
  totals: cartTotalsSchema,
  isValidable: z.boolean(),
  appliedPromoCode: z.string().nullable(),
  promoCodeEligible: z.boolean(),
  promoCodeMessage: z.string().nullable(),
  remainingAmountForFreeFees: euros.describe('Until free delivery; 0 when delivery is free'),
  discountCode: z.string().nullable(),
  itemCount: z.number(),
  vatByRate: z
    .array(z.object({ rate: z.number().describe('e.g. 0.055 for 5.5 %'), amount: euros }))
    .describe(
      "VAT included in the products, per rate (the server's own figure), by rate; zero amounts left out",
    ),
});
export type CartDto = z.infer<typeof cartSchema>;

/** POST /cart/promo. */
export const applyPromoBody = localeQuery.extend({
  code: safeText(64).min(1).describe('Promo code, any case (stored upper-cased)'),
});

export const updateCartBody = localeQuery.extend({
  product_warehouse_id: id(),
  quantity: boundedInt(0, MAX_INT4, 'cartQuantityInvalid').describe(
    'Integer from 0 (removes the line) to the entry’s maxOrderable',
  ),
});

/** PUT /user/cart/:productWarehouseId/substitution: what may replace a cart line missing at picking. */
export const cartLineSubstitutionParams = z.object({ productWarehouseId: idParam() });
export const cartLineSubstitutionBody = z.discriminatedUnion('substitution', [
  z.object({ substitution: z.enum(['closest', 'none']) }),
  z.object({ substitution: z.literal('product'), substituteProductWarehouseId: id() }),
  z.object({ substitution: z.null().describe("Back to the account's default") }),
]);
export const cartLineSubstitutionSchema = z.object({
  productWarehouseId: z.number(),
  substitution: z.enum(SUBSTITUTION_CHOICES).nullable(),
  substituteProductWarehouseId: z.number().nullable(),
});

/** GET/PUT /user/substitution: the substitution of cart lines that say none. */
export const substitutionDefaultSchema = z.object({ substitution: z.enum(['closest', 'none']) });

/** PUT/DELETE /user/disliked-products/:productId: a product never wanted as a substitute. */
export const dislikedProductParams = z.object({ productId: idParam() });
export const dislikedProductIdsSchema = z.object({
  productIds: z.array(z.number()).describe('Products the shopper never wants as a substitute, newest first'),
});
/** GET /user/disliked-products: the ids, and each product's name in the request's locale (mon-compte). */
export const dislikedProductsSchema = dislikedProductIdsSchema.extend({
  products: z.array(
    z.object({
      productId: z.number(),
      name: z.string(),
      volume: z.string(),
      thumb: z.string().nullable(),
    }),
  ),
});
export type DislikedProductsDto = z.infer<typeof dislikedProductsSchema>;

/** GET /user/cart/:productWarehouseId/substitutes: what the shopper may choose to replace a cart line. */
export const cartSubstituteSearchQuery = localeQuery.extend({
  q: safeText(80).optional().describe('Words of the product’s name; none: the closest matches'),
});
export const cartSubstitutesSchema = z.object({
  substitutes: z.array(
    z.object({
      productWarehouseId: z.number(),
      name: z.string(),
      volume: z.string(),
      price: euros.describe('Its price now, incl. VAT (the missing product’s is charged when lower)'),
    }),
  ),
});
