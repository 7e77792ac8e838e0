import {
  savedCardParams,
  savedCardSetupAnswerSchema,
  savedCardsAnswerSchema,
  startCardSetupBody,
} from '../saved-cards.js';
import { errorEnvelope, localeQuery } from '../primitives.js';
import { defineEndpoints } from '../endpoint.js';

const errors = {
  400: errorEnvelope,
  401: errorEnvelope,
  404: errorEnvelope,
  502: errorEnvelope,
  503: errorEnvelope,
};

const account = { tags: ['account'], bearer: true, query: localeQuery } as const;

/** The shopper's saved card, which pays their usual basket off-session (ADR 0051). */
export const savedCardEndpoints = defineEndpoints({
  getSavedCards: {
    ...account,
    summary: "The shopper's saved card (brand, last four digits, expiry; never the number), if any",
    responses: { 200: savedCardsAnswerSchema, ...errors },
  },
  startCardSetup: {
    ...account,
    summary:
      "Start saving a card: a Stripe Checkout Session in setup mode for the shopper's Stripe customer (created once). Answers Stripe's page; the card is recorded from Stripe's signed webhook. 503 without card payment, 502 when Stripe cannot be reached",
    body: startCardSetupBody,
    responses: { 201: savedCardSetupAnswerSchema, ...errors },
  },
  removeSavedCard: {
    ...account,
    summary:
      "Remove the shopper's saved card (another's is a 404): it is detached at Stripe after the removal, and a usual basket paid by card goes back to payment at delivery",
    params: savedCardParams,
    responses: { 200: savedCardsAnswerSchema, ...errors },
  },
});
