import {
  blogListResponse,
  blogPostResponse,
  cartItemSchema,
  cartSchema,
  categoryDetailSchema,
  categoryMasterSchema,
  contentPageSchema,
  contentPageSummarySchema,
  crossSellResponse,
  eligibilitySchema,
  endpoints,
  errorEnvelope,
  fieldError,
  loginBody,
  orderDetailSchema,
  deliveryInstructionsBody,
  deliveryInstructionsSchema,
  orderLineSchema,
  orderSummarySchema,
  placedOrderSchema,
  placeOrderBody,
  productDetailSchema,
  productSchema,
  productWarehouseSchema,
  registrationBody,
  selectedSlotSchema,
  slotGroupSchema,
  slotSchema,
  tagSchema,
  tokenPairSchema,
  updateCartBody,
  userSchema,
  warehouseSchema,
  zonesCoverageSchema,
  type Endpoint,
} from '@consigne/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Transform = typeof jsonSchemaTransform;
type JsonSchema = Record<string, unknown>;

/**
 * What each status means, the same on every operation (the summary says what the operation does):
 * every response gets a description instead of @fastify/swagger's "Default Response".
 */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  200: 'Success',
  201: 'Created',
  202: 'Accepted: the request is taken, its effect (an e-mail) follows',
  204: 'Done, no content',
  400: 'Invalid request (`validation_failed`: one entry per refused field in `errors`), or an unknown `locale`',
  401: 'Not logged in, or the token is expired, revoked or badly signed (`auth_required`, `token_expired`…)',
  403: 'Logged in but not allowed (a role or a warehouse it does not have), or a cross-site call refused',
  404: 'Unknown resource (`not_found` or a specific code)',
  409: 'Conflicts with the current state (`slot_full`, `stale_version`…)',
  413: 'The body is too large (`body_too_large`)',
  415: 'The body is not JSON (`unsupported_media_type`)',
  422: 'Understood but refused by a business rule (the code says which)',
  429: 'Too many attempts (`too_many_attempts`): wait for `Retry-After`',
  502: 'The payment provider did not answer as expected (the order is left as it was)',
  503: 'The service (its database) is momentarily unavailable: try again after `Retry-After`',
};

/**
 * The contract's schemas that the document names (components/schemas, referenced by `$ref`): the error
 * envelope and the main bodies, so a generated client has `ErrorEnvelope`, `Cart`, `OrderDetail`…
 * rather than anonymous types. Named here, in the API, not with `.meta()` in the contract: the
 * storefront's browser bundle imports contract schemas and has no use for the names. A request body
 * is named `<id>Input` (the zod provider's input registry).
 */
const COMPONENT_NAMES: [z.ZodType, string][] = [
  [errorEnvelope, 'ErrorEnvelope'],
  [fieldError, 'FieldError'],
  [loginBody, 'Login'],
  [tokenPairSchema, 'TokenPair'],
  [registrationBody, 'Registration'],
  [userSchema, 'User'],
  [warehouseSchema, 'Warehouse'],
  [zonesCoverageSchema, 'ZonesCoverage'],
  [eligibilitySchema, 'Eligibility'],
  [tagSchema, 'Tag'],
  [productSchema, 'Product'],
  [productWarehouseSchema, 'ProductWarehouse'],
  [productDetailSchema, 'ProductDetail'],
  [crossSellResponse, 'ProductList'],
  [categoryMasterSchema, 'CategoryMaster'],
  [categoryDetailSchema, 'CategoryDetail'],
  [contentPageSummarySchema, 'PageSummary'],
  [contentPageSchema, 'Page'],
  [blogListResponse, 'BlogPostList'],
  [blogPostResponse, 'BlogPost'],
  [cartItemSchema, 'CartItem'],
  [cartSchema, 'Cart'],
  [updateCartBody, 'CartUpdate'],
  [slotSchema, 'Slot'],
  [slotGroupSchema, 'SlotGroup'],
  [selectedSlotSchema, 'SelectedSlot'],
  [placeOrderBody, 'PlaceOrder'],
  [placedOrderSchema, 'PlacedOrder'],
  [orderSummarySchema, 'OrderSummary'],
  [orderLineSchema, 'OrderLine'],
  [orderDetailSchema, 'OrderDetail'],
  [deliveryInstructionsBody, 'DeliveryInstructionsChange'],
  [deliveryInstructionsSchema, 'DeliveryInstructions'],
];
for (const [schema, id] of COMPONENT_NAMES) {
  // Idempotent: a test file that builds several apps imports this module once, but be safe.
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

/**
 * The components the provider adds (an input and an output variant of every named schema) less the
 * ones no operation references: a name used only in requests has no output variant to list, and
 * the reverse.
 */
const withUsedComponents: typeof jsonSchemaTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as { components?: { schemas?: Record<string, unknown> } };
  const schemas = document.components?.schemas;
  if (!schemas) return document as ReturnType<typeof jsonSchemaTransformObject>;
  const { components, ...rest } = document;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    const text = JSON.stringify(value) ?? '';
    for (const [, name] of text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
    }
  };
  visit(rest);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  typeNullableReferences(rest, kept);
  typeNullableReferences(kept, kept);
  return { ...rest, components: { ...components, schemas: kept } } as ReturnType<
    typeof jsonSchemaTransformObject
  >;
};

/**
 * A nullable named schema comes out as `{ nullable: true, allOf: [{ $ref }] }`, which OpenAPI 3.0
 * ignores without a `type` beside `nullable`: the referenced schema's type is copied there.
 */
function typeNullableReferences(value: unknown, schemas: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    for (const item of value) typeNullableReferences(item, schemas);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  const [only] = Array.isArray(node.allOf) ? (node.allOf as { $ref?: string }[]) : [];
  if (node.nullable === true && node.type === undefined && only?.$ref) {
    const target = schemas[only.$ref.replace('#/components/schemas/', '')] as { type?: string } | undefined;
    if (target?.type) node.type = target.type;
  }
  for (const child of Object.values(node)) typeNullableReferences(child, schemas);
}

const envelopeRef = { $ref: '#/components/schemas/ErrorEnvelope' };

const byOperationId = new Map<string, Endpoint>(Object.values(endpoints).map((e) => [e.name, e]));

/** One response of the document: a description, and its body under its media type (none for a 204). */
function describedResponse(status: string, schema: JsonSchema): JsonSchema {
  const description = RESPONSE_DESCRIPTIONS[status] ?? 'Answer';
  // z.null() is not "no body" in OpenAPI 3.0; type 'null' is what @fastify/swagger reads as none.
  if (status === '204') return { type: 'null', description };
  if ('content' in schema) return { description, ...schema };
  return { description, content: { 'application/json': { schema } } };
}

/**
 * The zod provider's transform, then what the endpoint table says beyond the schemas: each status
 * described, and a file's 200 (an image, a PDF) documented as binary under its media types.
 */
export const openApiTransform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  if (!schema || schema.hide) return { schema, url };
  const operationId = (input.schema as { operationId?: string } | undefined)?.operationId;
  const endpoint = operationId ? byOperationId.get(operationId) : undefined;
  const responses: Record<string, JsonSchema> = { ...(schema.response as Record<string, JsonSchema>) };
  if (endpoint?.produces) {
    const file = { schema: { type: 'string', format: 'binary' } };
    responses[200] = { content: Object.fromEntries(endpoint.produces.map((type) => [type, file])) };
    for (const status of endpoint.refusals ?? []) responses[status] = envelopeRef;
  }
  const response = Object.fromEntries(
    Object.entries(responses)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, body]) => [status, describedResponse(status, body)]),
  );
  return { schema: { ...schema, response }, url };
};

/**
 * The OpenAPI document (/api/docs/json, browsable at /api/docs). The schemas the contract names
 * (`.meta({ id })`: the error envelope, the main bodies) are components referenced by `$ref`, so a
 * generated client has named types. `npm run lint:openapi` lints it with redocly (redocly.yaml).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'consigne API',
        version: '1.0.0',
        description:
          'Product API of the consigne shop. Every call accepts `locale` (fr_FR default, es_ES, fr_BE, nl_BE). Amounts are euros with 2 decimals. Errors: `{ code, message, errors: [{ field, message }] }`, `code` a stable snake_case word (docs/api.md).',
        license: { name: 'MIT', url: 'https://opensource.org/license/mit' },
      },
      // Relative: the API is served under /api by whichever host serves the shop.
      servers: [{ url: '/', description: 'The shop that serves this document' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
    transformObject: withUsedComponents,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
