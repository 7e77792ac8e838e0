import {
  cancelCardPaymentBody,
  changeableOrderSchema,
  changeOrderSlotBody,
  editedOrderSchema,
  orderLinesEditBody,
  orderProductSchema,
  orderProductsQuery,
  orderTopUpSchema,
  orderDetailSchema,
  orderIdParams,
  orderLineParams,
  orderSummarySchema,
  placeOrderBody,
  idempotencyHeaders,
  placedOrderSchema,
  rebookOrderBody,
  rebookedOrderSchema,
  stripeEventReceived,
} from '../orders.js';
import {
  changeDeliveryInstructionsBody,
  changedDeliveryInstructionsSchema,
} from '../delivery-instructions.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { slotSchema } from '../slots.js';
import { defineEndpoints } from '../endpoint.js';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

export const ordersEndpoints = defineEndpoints({
  placeOrder: {
    tags: ['orders'],
    summary:
      'Place the cart as an order on the selected slot, in one transaction (slot place booked, stock taken, promo use and wallet debit recorded, cart emptied). Requires an Idempotency-Key header: a replay returns the first answer; the same key with another body is a 422',
    bearer: true,
    query: localeQuery,
    headers: idempotencyHeaders,
    body: placeOrderBody,
    responses: { 200: placedOrderSchema, 201: placedOrderSchema, 502: errorEnvelope, ...errors },
  },
  listOrders: {
    tags: ['orders'],
    summary: "The user's orders, newest first (mes-commandes)",
    bearer: true,
    query: localeQuery,
    responses: { 200: orderSummarySchema.array(), 401: errorEnvelope },
  },
  getOrder: {
    tags: ['orders'],
    summary: 'One order of the user: lines by crate format, deposits, totals, status, invoice',
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    responses: { 200: orderDetailSchema, ...errors },
  },
  getOrderProofPhoto: {
    tags: ['orders'],
    summary:
      "The photo of the order's proof of delivery (JPEG, no metadata), to its shopper only (another's order, or no photo, is a 404); never cached by a shared cache",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    produces: ['image/jpeg'],
    refusals: [400, 401, 404],
  },
  cancelOrder: {
    tags: ['orders'],
    summary:
      'Cancel the order until 2 hours before its slot: the place, the stock, the promo use and the wallet amount are given back, and a card payment is refunded to the card — recorded with the cancellation, then made by a job (cardRefunds: pending, then succeeded); 502 when no card refund can be started: nothing cancelled',
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    responses: { 200: orderDetailSchema, 502: errorEnvelope, ...errors },
  },
  refuseSubstitute: {
    tags: ['orders'],
    summary:
      'The shopper refuses a substitute put in at picking, while the order is in the shop (placed or preparing; once it has left, at the door): the line leaves the order and goes back to the shelf, the order is re-priced (its wallet part back to the wallet, pay at delivery: due less), a card-paid order gets the difference back by a job (cardRefunds: pending). 409 order_line_not_substitute, substitute_refusal_closed, substitute_refusal_last_line; a line already refused is a 404: refused once, refunded once',
    bearer: true,
    query: localeQuery,
    params: orderLineParams,
    responses: { 200: orderDetailSchema, ...errors },
  },
  rebookOrder: {
    tags: ['orders'],
    summary:
      "Book a failed delivery again on a slot of its warehouse, in one click: a new order with the same lines at the same prices (stock taken again, the slot's place taken), the re-delivery fee (REDELIVERY_FEE_CENTS, default 0) as its delivery fee, the same payment method (pay at delivery: placed at once; card: its hosted payment page, like a checkout). Once: a second call (or two at once) answers the first re-booking (created: false), unless that one was cancelled. 409 order_not_rebookable for an order whose delivery did not fail",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    body: rebookOrderBody,
    responses: { 200: rebookedOrderSchema, 201: rebookedOrderSchema, 502: errorEnvelope, ...errors },
  },
  cancelCardPayment: {
    tags: ['orders'],
    summary:
      "The shopper gave up paying a card order on Stripe's page: its Checkout Session is expired, the order cancelled (slot place, stock, promo use and wallet amount given back) and its lines put back in the cart. Paid meanwhile: the order is confirmed instead. Needs the order's own Checkout Session id (Stripe puts it in the cancel url): another is a 404",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    body: cancelCardPaymentBody,
    responses: { 200: orderDetailSchema, 502: errorEnvelope, ...errors },
  },
  changeOrderSlot: {
    tags: ['orders'],
    summary:
      'Spec §7: move the order to another slot of its warehouse, until 2 hours before its current slot',
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    body: changeOrderSlotBody,
    responses: { 200: slotSchema, ...errors },
  },
  getChangeableOrder: {
    tags: ['orders'],
    summary:
      "The shopper's next order whose lines may still change (placed, not picked yet, before the cut-off), for the shop's 'add to my order'; null: none",
    bearer: true,
    query: localeQuery,
    responses: { 200: changeableOrderSchema, 401: errorEnvelope },
  },
  editOrderLines: {
    tags: ['orders'],
    summary:
      "Change a placed order's lines until the cut-off (2 hours before its slot) and before its picking begins: each product's new quantity (0 removes it; a product of the order's warehouse not in it is added), 0..maxOrderable and within the stock; re-priced by the one pricing (crates, deposits, promo, wallet). Paid at delivery: the new amount is due. Card-paid: a decrease is refunded to the card by a job; an increase is due as a second card payment (POST …/top-up). 409 orderNotEditable after the cut-off, orderEditPickingStarted once picking began; another's order is a 404",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    body: orderLinesEditBody,
    responses: { 200: editedOrderSchema, ...errors },
  },
  listOrderProducts: {
    tags: ['orders'],
    summary:
      "The products the shopper may add to their order: its warehouse's, orderable now, whose name holds q (12 at most); another's order is a 404",
    bearer: true,
    query: orderProductsQuery,
    params: orderIdParams,
    responses: { 200: orderProductSchema.array(), ...errors },
  },
  payOrderTopUp: {
    tags: ['orders'],
    summary:
      "The hosted card payment of the difference an edit left to pay on a card-paid order (Stripe Checkout, created once per top-up); Stripe's webhook records it paid. 409 orderTopUpNone when nothing is due; 502 when Stripe cannot be reached",
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    responses: { 200: orderTopUpSchema, 502: errorEnvelope, ...errors },
  },
  changeDeliveryInstructions: {
    tags: ['orders'],
    summary:
      'Change what the driver reads at the door (door details, entry code, options, note) until the order leaves the warehouse: a 409 once it is out for delivery, over, or waiting for its card payment',
    bearer: true,
    query: localeQuery,
    params: orderIdParams,
    body: changeDeliveryInstructionsBody,
    responses: { 200: changedDeliveryInstructionsSchema, ...errors },
  },
  receiveStripeEvent: {
    tags: ['orders'],
    summary:
      "Stripe webhook (signed): checkout.session.completed (paid) and checkout.session.async_payment_succeeded confirm a card order; completed unpaid (a delayed method) leaves it waiting; checkout.session.expired and checkout.session.async_payment_failed cancel it and give back what it took. A payment for an order that can no longer be delivered is refunded by a job. Idempotent on the event's id",
    // 400: a bad signature, or an event of another shape.
    responses: { 200: stripeEventReceived, 400: errorEnvelope },
  },
});
