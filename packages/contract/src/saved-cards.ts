import { z } from 'zod';
import { bodyLocale, idParam } from './primitives.js';

/** A card the shopper saved for the usual basket (ADR 0051): never its number. */
export const savedCardSchema = z.object({
  id: z.number(),
  /** Stripe's brand ('visa', 'mastercard', 'amex'…). */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  createdAt: z.string(),
});
export type SavedCardDto = z.infer<typeof savedCardSchema>;

export const savedCardsAnswerSchema = z.object({ cards: z.array(savedCardSchema) });

/** Stripe's page (setup mode) where the shopper saves a card. */
export const savedCardSetupAnswerSchema = z.object({ url: z.string() });

export const startCardSetupBody = z.object({ ...bodyLocale });

export const savedCardParams = z.object({ cardId: idParam() });
