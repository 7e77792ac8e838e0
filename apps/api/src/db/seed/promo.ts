import type { Db } from '../client.js';
import * as t from '../schema/index.js';

/** Product key of the gift of BIENVENUE-CADEAU: a small bottle of lemonade (seed catalogue, sodas). */
export const WELCOME_GIFT_PRODUCT_KEY = 'limonade-artisanale-33cl';

/**
 * Welcome promo codes (5 € off, docs/rules.md#promo-codes; the Dutch variant shows GOEDEMORGEN), first order only,
 * from 20 € of products; plus a gift code giving one free small bottle of lemonade.
 */
export async function seedPromo(db: Db): Promise<void> {
  const welcome = { kind: 'amount' as const, amountCents: 500, minSubtotalCents: 2000, firstOrderOnly: true };
  await db
    .insert(t.promoCodes)
    .values([
      { code: 'BONJOUR', ...welcome, locales: ['fr', 'be'] },
      { code: 'HOLA', ...welcome, locales: ['es'] },
      { code: 'GOEDEMORGEN', ...welcome, locales: ['nl-BE'] },
      {
        code: 'BIENVENUE-CADEAU',
        kind: 'gift' as const,
        giftProductKey: WELCOME_GIFT_PRODUCT_KEY,
        minSubtotalCents: 2000,
        firstOrderOnly: true,
      },
    ])
    .onConflictDoNothing({ target: t.promoCodes.code });
}
