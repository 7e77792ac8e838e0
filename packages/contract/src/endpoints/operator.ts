import {
  emptiesCustomerQuery,
  emptiesCustomerSchema,
  vanRoundQuery,
  vanRoundSchema,
} from '../admin/rounds.js';
import {
  advanceOrderBody,
  advancedOrderSchema,
  collectionBody,
  failDeliveryBody,
  failedDeliverySchema,
  collectionResultSchema,
  roundOrderSchema,
  roundQuery,
} from '../operator.js';
import { cashSheetSchema, countCashBody, driverCashSheetQuery } from '../cash-sheets.js';
import { orderIdParams, idempotencyHeaders } from '../orders.js';
import { deliveryProofSchema, proofNameBody } from '../delivery-proof.js';
import { errorEnvelope, localeQuery, staffErrors } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = staffErrors;

export const operatorEndpoints = defineEndpoints({
  listRoundOrders: {
    tags: ['operator'],
    summary:
      "The day's orders of the operator's warehouse (default: today), by slot. Another warehouse is a 404",
    bearer: true,
    query: roundQuery,
    responses: {
      200: roundOrderSchema.array(),
      ...errors,
    },
  },
  advanceOrderStatus: {
    tags: ['operator'],
    summary:
      'Move an order one step forward (placed → preparing → out_for_delivery → delivered): a jump or a step back is a 409, and so is a step before its time. An optional Idempotency-Key header makes a replay (the driver’s offline queue) answer the first success without applying it twice; the same key with another body is a 422; a refusal is not stored (order_status_too_early: preparing from the slot’s day in Europe/Paris, out_for_delivery and delivered from the shopper’s cut-off, 2 hours before the slot). At delivery (the door, operator/door.ts) the lines the recipient refused (refusedLines) and those the age check does not allow are refunded and go back to stock, the order re-priced first; an order with age-restricted lines needs an ageCheck (409 door_age_check_required; the birth date decides and is never kept); refusing everything is a 409 door_nothing_left. At the step to delivered of an order paid at delivery the body’s payment (method, amount received) is required (409 door_payment_required; 400 for a negative or absurd amount, or a card terminal amount other than the amount to pay): the order is marked paid with it and the payment lands on the driver’s cash sheet of the day; the amount due is the one after the door’s refusals. Then its deposits become the customer’s pending deposits and its invoice is issued',
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    headers: idempotencyHeaders,
    body: advanceOrderBody,
    responses: { 200: advancedOrderSchema, ...errors },
  },
  failDelivery: {
    tags: ['operator'],
    summary:
      "The delivery failed at the door (absent, refused, address not found, age not verified, damaged, other with a note): from 'preparing' or 'out_for_delivery', from the shopper's cut-off like a delivery (409 order_status_too_early before; 409 delivery_failure_not_allowed once delivered or cancelled). In one transaction: status 'delivery_failed', the goods back in stock (fresh categories written off), the wallet's part given back, a card payment refunded by a job, nothing collected, no deposit pending, no invoice, and the shopper's e-mail (their locale) with a one-click link to a new slot. Another warehouse's order is a 404. An optional Idempotency-Key header makes a replay answer the first success; the same report again is answered too",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    headers: idempotencyHeaders,
    body: failDeliveryBody,
    responses: { 200: failedDeliverySchema, ...errors },
  },
  recordEmptiesCollection: {
    tags: ['operator'],
    summary:
      'Empties collected at a customer’s door: credits their wallet (crate 3 €, large bottle 0,20 €, small 0,10 €) and lowers their pending deposits, never beyond them; refused empties (broken, foreign) are recorded apart and never credited. An optional Idempotency-Key header makes a replay answer the first success without recording it twice; the same key with another body is a 422',
    bearer: true,
    query: localeQuery,
    headers: idempotencyHeaders,
    body: collectionBody,
    responses: {
      200: collectionResultSchema,
      ...errors,
    },
  },
  getVanRound: {
    tags: ['operator'],
    summary:
      "A van's round of the operator's warehouse for a slot (default: today, the first slot with orders to deliver, the first van): stops in order from the warehouse, crates to drop, empties to collect",
    bearer: true,
    query: vanRoundQuery.omit({ warehouseId: true }),
    responses: { 200: vanRoundSchema, ...errors },
  },
  searchEmptiesCustomers: {
    tags: ['operator'],
    summary:
      "Customers of the operator's warehouse with deposits pending (a pickup of empties without an order), by part of a name or a postcode (accents and case ignored) or a whole e-mail or phone number: name, postcode and city, and their pending empties",
    bearer: true,
    query: emptiesCustomerQuery,
    responses: { 200: emptiesCustomerSchema.array(), ...errors },
  },
  recordDeliveryProofName: {
    tags: ['operator'],
    summary:
      "Proof of delivery by the recipient's name (trimmed, at most 80 characters, no control character), with the phone's time (at most 48 hours back) and position if any: from out_for_delivery on (else 409), on the operator's warehouse's orders (another's is a 404). One proof per order: it replaces the one before. An optional Idempotency-Key header makes a replay answer the first success",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    headers: idempotencyHeaders,
    body: proofNameBody,
    responses: { 200: deliveryProofSchema, ...errors, 413: errorEnvelope },
  },
  recordDeliveryProofPhoto: {
    tags: ['operator'],
    summary:
      "Proof of delivery by a photo (multipart: one `photo` file of at most 12 MB, JPEG, PNG, WebP or HEIF by its bytes, at most 40 megapixels; fields takenAt, latitude, longitude, accuracy): turned upright, metadata (EXIF, GPS) stripped, fitted in 1600 px and stored as JPEG. Same rules as the name's: from out_for_delivery on, the operator's warehouse only, replaces the proof before, optional Idempotency-Key",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    headers: idempotencyHeaders,
    consumes: ['multipart/form-data'],
    responses: { 200: deliveryProofSchema, ...errors, 413: errorEnvelope, 415: errorEnvelope },
  },
  getDriverCashSheet: {
    tags: ['operator'],
    summary:
      "The driver's own cash sheet of a day (default: today) at their warehouse: the door payments, expected, received and difference per method, the cash counted, whether a manager closed it",
    bearer: true,
    query: driverCashSheetQuery,
    responses: { 200: cashSheetSchema, ...errors },
  },
  countDriverCash: {
    tags: ['operator'],
    summary:
      "The cash the driver counted at the day's end (cents, 0 to 20 000 €): the sheet's cash difference is then counted minus expected. A closed sheet is a 409. An optional Idempotency-Key header makes a replay answer the first success",
    bearer: true,
    query: localeQuery,
    headers: idempotencyHeaders,
    body: countCashBody,
    responses: { 200: cashSheetSchema, ...errors },
  },
});
