/**
 * The largest request body each route accepts, in one place: the API (Fastify's bodyLimit), the
 * storefront's forms (apps/server) and nginx (client_max_body_size in deploy/nginx/consigne/public.conf,
 * checked against these numbers by body-limits.test.ts) refuse the same bodies with 413. nginx must
 * never let through a body an instance refuses: an instance answering while nginx still sends counts
 * as that instance's failure (docs/production.md, Limits).
 */
import { PRODUCT_PHOTO_MAX_BYTES } from './admin/catalog.js';
import { STOCK_CSV_MAX_BYTES } from './admin/stock.js';
import { PROOF_PHOTO_MAX_BYTES } from './delivery-proof.js';

/** Every route but those below: JSON bodies and the storefront's forms. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Room for a multipart form's boundaries and other fields around its file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The stock import: the CSV as a JSON string (escaping can double it), or the page's form. */
export const STOCK_IMPORT_BODY_LIMIT_BYTES = STOCK_CSV_MAX_BYTES * 2 + FORM_OVERHEAD_BYTES;
/** A product's photo: a multipart form. */
export const PRODUCT_PHOTO_BODY_LIMIT_BYTES = PRODUCT_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;
/** A proof of delivery's photo from the driver's phone: a multipart form, sent to the API itself. */
export const PROOF_PHOTO_BODY_LIMIT_BYTES = PROOF_PHOTO_MAX_BYTES + FORM_OVERHEAD_BYTES;

/** The routes that take a file (the back-office): the API's, and the page's that sends it there. */
export const FILE_BODY_LIMITS = [
  {
    paths: /^\/(?:api\/admin\/stock\/import\/preview|admin\/prix-et-stocks(?:\.data)?)$/,
    bytes: STOCK_IMPORT_BODY_LIMIT_BYTES,
  },
  {
    paths: /^\/(?:api\/admin\/products\/\d+\/photo|admin\/produits\/\d+(?:\.data)?)$/,
    bytes: PRODUCT_PHOTO_BODY_LIMIT_BYTES,
  },
  {
    paths: /^\/api\/operator\/orders\/\d+\/preuve\/photo$/,
    bytes: PROOF_PHOTO_BODY_LIMIT_BYTES,
  },
] as const;

/** The body limit of the route at `url` (its path; a query string is ignored). */
export function bodyLimitOf(url: string): number {
  const path = url.split('?', 1)[0] ?? url;
  return FILE_BODY_LIMITS.find((route) => route.paths.test(path))?.bytes ?? BODY_LIMIT_BYTES;
}
