import { NL_BE_REFUSED } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server.js';
import { colon } from './index.js';

/**
 * The storefront's Dutch is Belgian Dutch, the glossary's (glossary/nl-BE.md): a Flemish shopper
 * should meet neither a Netherlands-only word nor two words for one thing. The rules live in
 * @consigne/domain so the API's seeded content is held to them too.
 */
const RULES = NL_BE_REFUSED;

const messages = Object.entries(catalogs['nl-BE']);

describe('nl-BE terms (glossary/nl-BE.md)', () => {
  it.each(RULES)('writes $use ($pattern)', ({ pattern }) => {
    const offending = messages
      .filter(([, text]) => pattern.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(offending).toEqual([]);
  });

  it('tells the rules apart from the texts they allow', () => {
    const hits = (text: string) => RULES.filter(({ pattern }) => pattern.test(text)).map(({ use }) => use);
    // Allowed: an hour, a ratio with spaces, a price in front, words that merely contain "u".
    for (const ok of [
      'di–za 9–19 u',
      'Bestellingen: {count}',
      '€ 5 korting',
      'Nog {amount} voor gratis levering',
      'Je bakken, je leeggoed en je spaarpot',
      'Aanmelden mislukt: controleer je e-mailadres en wachtwoord.',
      'Meld je aan met je teamaccount.',
    ])
      expect(hits(ok), ok).toEqual([]);
    // Refused: each of the examples.
    for (const bad of [
      'Statiegeld flessen',
      'Vul je kratten',
      'Uw impact begint bij uw eerste levering',
      'Meld u aan',
      'Bedrag incl. btw :',
      '5 € korting',
      '{amount} €',
      'Log in met je account',
      'Uitloggen',
    ])
      expect(hits(bad), bad).not.toEqual([]);
  });

  it('joins a label to its value without the French space in Dutch (pages write label + colon)', () => {
    expect(`${catalogs['nl-BE']['invoices.amount']}${colon('nl-BE')}€ 12,50`).toBe(
      'Bedrag incl. btw: € 12,50',
    );
    expect(colon('fr')).toBe(' : ');
  });
});
