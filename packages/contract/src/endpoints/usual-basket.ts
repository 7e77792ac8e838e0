import {
  changeUsualBasketBody,
  createUsualBasketBody,
  pauseUsualBasketBody,
  replaceUsualBasketLinesBody,
  setUsualBasketLineBody,
  usualBasketAnswerSchema,
  usualBasketOccurrenceParams,
} from '../usual-basket.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  409: errorEnvelope,
  422: errorEnvelope,
};

const account = { tags: ['account'], bearer: true, query: localeQuery } as const;

/** The shopper's usual basket (docs/rules.md#usual-basket, ADR 0042), in the account area. */
export const usualBasketEndpoints = defineEndpoints({
  getUsualBasket: {
    ...account,
    summary:
      "The shopper's usual basket: its lines, frequency, payment, pause and coming dates (each with its reminder and placement times and what became of it), or null",
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  createUsualBasket: {
    ...account,
    summary:
      "Make the usual basket from one of the shopper's orders (another's is a 404) or from their favourites, as entries of their warehouse within each maxOrderable (what is not sold any more is left out). It orders on the weeks of their reserved slot (422 without one); 409 when they already have a basket",
    body: createUsualBasketBody,
    responses: { 201: usualBasketAnswerSchema, ...errors },
  },
  changeUsualBasket: {
    ...account,
    summary: 'Change the frequency (weekly, every two weeks, monthly) or how the orders are paid',
    body: changeUsualBasketBody,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  setUsualBasketLine: {
    ...account,
    summary:
      "Set one line's quantity as the cart does (0 removes it; beyond the entry's maxOrderable or an entry of another warehouse is a 422)",
    body: setUsualBasketLineBody,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  replaceUsualBasketLines: {
    ...account,
    summary:
      'Replace every line at once (at most 100 lines, as a cart: a longer list is a 400 and nothing is stored)',
    body: replaceUsualBasketLinesBody,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  pauseUsualBasket: {
    ...account,
    summary: 'No order for a date before `until` (holidays): the basket orders again on that day',
    body: pauseUsualBasketBody,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  resumeUsualBasket: {
    ...account,
    summary: 'End the pause: the coming dates order again',
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  skipUsualBasketDate: {
    ...account,
    summary:
      "Skip one date until it is placed (422 after; another shopper's date is a 404): no order that week",
    params: usualBasketOccurrenceParams,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  unskipUsualBasketDate: {
    ...account,
    summary: 'Take back a skipped date until its placement time',
    params: usualBasketOccurrenceParams,
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
  deleteUsualBasket: {
    ...account,
    summary: 'Delete the usual basket (orders it placed are kept)',
    responses: { 200: usualBasketAnswerSchema, ...errors },
  },
});
