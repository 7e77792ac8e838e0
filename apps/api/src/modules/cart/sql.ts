/**
 * The cart's SQL texts, run as prepared statements (db/prepared.ts; why: docs/adr/0003). Values are
 * read in cents. The rules they embed have one home each: the user's warehouse (warehouses module's
 * userWarehouseIdText) and a line's eligibility (lineRefusal below).
 */
import { defineStatement } from '../../db/prepared.js';
import { holdingOrderSql } from '../../db/schema/orders.js';
import { liveSessionSql } from '../auth/index.js';
import { entryFieldsSql, orderableEntrySql } from '../catalog/index.js';
import { userWarehouseIdText } from '../warehouses/index.js';

/** The warehouse the user ($1) shops in, else the fallback key's ($2), as resolveWarehouse. */
const USER_WAREHOUSE = userWarehouseIdText('$1', '$2');

/** The error catalogue's keys lineRefusal answers. */
export type CartLineRefusal = 'cartProductOtherWarehouse' | 'cartProductUnavailable' | 'cartQuantityTooHigh';

/**
 * The one home of cart-line eligibility: why entry `pw` (with its product `p`) cannot be in a cart of
 * warehouse `warehouse`, as a key of the error catalogue, or null when it can. With a `quantity` (a
 * write) the entry's maxOrderable is checked too; a stored line keeps its quantity. `over` names the
 * rows the columns are read from: the entry's and its product's (the writes' base tables), or one row
 * of the catalogue's read model, which carries the same columns under the same names (the reads).
 */
const lineRefusal = (warehouse: string, quantity?: string, over = { entry: 'pw', product: 'p' }) => `case
    when ${over.entry}.warehouse_id is distinct from ${warehouse} then 'cartProductOtherWarehouse'
    when not ${orderableEntrySql(over.entry, over.product)} then 'cartProductUnavailable'${
      quantity ? `\n    when ${quantity} > ${over.entry}.max_orderable then 'cartQuantityTooHigh'` : ''
    }
  end`;

/**
 * One entry (line or gift) with everything the cart shows and totals, from the catalogue's read model
 * (catalog_entries, kept current by triggers in the writing transaction: the listings' very row, in
 * the request's locale): the catalogue's columns as crossSell reads them, the Rayon and crate format
 * positions, the VAT country of the entry's warehouse and the product's tags (in stored order). One
 * probe of the read model's key per entry, where the tables it is made from took eight joins and a
 * sub-select (×2.6 the database's CPU for a cart read: docs/performance.md). `e` is the entry's row;
 * `entryWhere` finds it by id and locale.
 */
const ENTRY_COLUMNS = `
  ${entryFieldsSql('productWarehouseId')},
  e.warehouse_id as "warehouseId", e.master_position as "masterPosition",
  pk.code as "packageTypeCode", pk.position as "packageTypePosition", ew.country as "entryCountry"
  from catalog_entries e
  join package_types pk on pk.id = e.package_type_id
  join warehouses ew on ew.id = e.warehouse_id`;
/** The read model's row of entry `id` in locale `locale` (parameters or columns). */
const entryWhere = (id: string, locale: string) => `where e.entry_id = ${id} and e.locale = ${locale}`;
/** lineRefusal over a read model row: its entry's and its product's columns are the same row's. */
const READ_MODEL_ROW = { entry: 'e', product: 'e' };

/**
 * Everything the cart reads, in one statement ($1 user, $2 fallback warehouse key, $3 locale) over
 * `items`, the user's cart_items rows: the user's warehouse, the crate formats, the id of the applied
 * promo code, the wallet's balance (the ledger's sum, as walletCents in users/service), whether the
 * user has an order that is not cancelled (first-order-only codes; holdingOrderSql: a card order
 * waiting for its payment counts), and one row per cart line with its entry and its refusal (lineRefusal), in the
 * order the lines were added. A cart without lines gives one row with a null line. Lines and
 * warehouse come as JSON: one column to decode instead of ≈40 (PGlite decodes results in JS).
 * The entry of each line is read by its key (`offset 0` keeps it a per-line lookup), so the plan
 * does not depend on the catalogue's size or on table statistics (embedded PGlite has no autovacuum).
 */
const cartSelect = (items: string, condition = '') => `
select json_build_object('id', w.id, 'key', w.key, 'name', w.name, 'city', w.city, 'country', w.country,
    'address', w.address, 'lat', w.lat, 'lng', w.lng,
    'deliveryFreeThresholdCents', w.delivery_free_threshold_cents, 'deliveryFeeCents', w.delivery_fee_cents,
    'orderMinimumAmountCents', w.order_minimum_amount_cents, 'greenDiscountCents', w.green_discount_cents) as warehouse,
  (select json_agg(json_build_object('id', pt.id, 'code', pt.code, 'names', pt.names, 'capacity', pt.capacity)
     order by pt.position) from package_types pt) as "packageTypes",
  (select cp.promo_code_id from cart_promo cp where cp.user_id = $1) as "promoCodeId",
  (select coalesce(sum(we.amount_cents), 0)::int from wallet_entries we where we.user_id = $1) as "walletCents",
  exists (select from orders o where o.user_id = $1 and ${holdingOrderSql('o')}) as "hasPlacedOrder",
  l.line
from warehouses w
left join lateral (
  select ci.id, ci.added_at, row_to_json(line) as line
  from ${items} ci
  cross join lateral (
    select ci.id, ci.quantity, ci.is_locked as "isLocked", ci.substitution,
      ci.substitute_product_warehouse_id as "substituteProductWarehouseId",
      ${lineRefusal('w.id', undefined, READ_MODEL_ROW)} as refusal, ${ENTRY_COLUMNS}
    ${entryWhere('ci.product_warehouse_id', '$3')} offset 0
  ) line
) l on true
where w.id = ${USER_WAREHOUSE}${condition}
order by l.added_at, l.id`;

/** The cart as other operations read it (checkout, promo codes, a refused line), the session checked before. */
const CART_SQL = cartSelect('(select * from cart_items where user_id = $1)');

/**
 * GET /api/cart: CART_SQL whose own WHERE clause checks the session ($4 the login the access token
 * names: ADR 0059). An ended login reads no row, as a missing warehouse does; the caller tells them
 * apart. One statement where the request's separate session check made two.
 */
const SESSION_CART_SQL = cartSelect(
  '(select * from cart_items where user_id = $1)',
  ` and ${liveSessionSql('$1', '$4')}`,
);

/**
 * PATCH /user/cart's usual case, written and read back in one statement ($1 user, $2 fallback
 * warehouse key, $3 locale, $4 entry, $5 quantity > 0): the line is written only when lineRefusal
 * has nothing against it, then the cart is read as CART_SQL reads it, the written line in place of
 * the stored one (a statement's reads do not see its own writes). No row back means a refusal, told
 * apart afterwards (REFUSAL_SQL).
 */
const PATCH_SQL = `
with written as (
  insert into cart_items (user_id, product_warehouse_id, quantity)
  select $1, pw.id, $5 from product_warehouses pw join products p on p.id = pw.product_id
  where pw.id = $4 and ${lineRefusal(USER_WAREHOUSE, '$5')} is null
  on conflict (user_id, product_warehouse_id) do update set quantity = excluded.quantity, updated_at = now()
  returning id, added_at, quantity, is_locked, product_warehouse_id, substitution, substitute_product_warehouse_id
)
${cartSelect(
  `(select id, added_at, quantity, is_locked, product_warehouse_id, substitution, substitute_product_warehouse_id
     from cart_items
     where user_id = $1 and product_warehouse_id <> $4
   union all select * from written)`,
  ' and exists (select from written)',
)}`;

/** Why entry $1 cannot be put in warehouse $2's cart at quantity $3 (no row: no such entry). */
const REFUSAL_SQL = `select pw.max_orderable as "maxOrderable", ${lineRefusal('$2', '$3')} as refusal
  from product_warehouses pw join products p on p.id = pw.product_id where pw.id = $1`;

/** The entry of a gift code's product ($1 entry id, $2 locale). */
const GIFT_SQL = `select row_to_json(g) as line from (select ${ENTRY_COLUMNS} ${entryWhere('$1', '$2')}) g`;

export const CART_STATEMENTS = {
  cart: defineStatement('cart', CART_SQL, 'integer, text, text'),
  sessionCart: defineStatement('cart_session', SESSION_CART_SQL, 'integer, text, text, text'),
  patch: defineStatement('cart_patch', PATCH_SQL, 'integer, text, text, integer, integer'),
  refusal: defineStatement('cart_refusal', REFUSAL_SQL, 'integer, integer, integer'),
  gift: defineStatement('cart_gift', GIFT_SQL, 'integer, text'),
};
