import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server.js';
import { colon } from './index.js';

/**
 * The storefront's Dutch is Belgian Dutch, the glossary's (glossary/nl-BE.md): a Flemish shopper
 * should meet neither a Netherlands-only word nor two words for one thing. Each rule names what to
 * write instead, so a failure says how to fix the text.
 */
const RULES: { pattern: RegExp; use: string }[] = [
  { pattern: /statiegeld/i, use: '"leeggoed" (statiegeld is Netherlands Dutch)' },
  // Any form: krat, kratje, kratten, statiegeldkrat…
  { pattern: /krat/i, use: '"bak" / "bakken" (krat is Netherlands Dutch)' },
  // The shopper (and the staff) are addressed as je/jouw. An hour written '9–19 u' is no address.
  {
    pattern: /(?<!\d\s?)(?<![\p{L}\p{N}'’-])(u|uw|uzelf)(?![\p{L}\p{N}'’-])/iu,
    use: 'je/jouw (never u/uw)',
  },
  // French typography stays French: no space (nor a no-break space) before a colon.
  { pattern: /[\s\u00a0\u202f]:/u, use: 'no space before ":"' },
  // The money formatter writes '€ 5' / '€ 12,50' in nl-BE: never '5 €' nor '{amount} €'.
  { pattern: /[\d}][\s\u00a0\u202f]*€/u, use: '"€ 5", the euro sign first' },
  // One word for one thing (the glossary's choice).
  { pattern: /\b(in|uit)(ge)?log(gen|t|d)?\b|\blog\s+(\p{L}+\s+)?(in|uit)\b/iu, use: 'aanmelden / afmelden' },
  { pattern: /winkelmand(?!je)/i, use: '"winkelmandje"' },
  { pattern: /promotiecode|kortingscode/i, use: '"promocode"' },
  { pattern: /tijdvak/i, use: '"tijdslot"' },
  { pattern: /spaarpotje/i, use: '"spaarpot"' },
  { pattern: /leveradres/i, use: '"leveringsadres"' },
  { pattern: /verkoopvoorwaarden/i, use: '"verkoopsvoorwaarden"' },
  { pattern: /blogartikelen/i, use: '"blogartikels"' },
  { pattern: /ophaalpunt/i, use: '"afhaalpunt"' },
  { pattern: /winkelwagen/i, use: '"winkelmandje"' },
  { pattern: /aanbieding/i, use: '"promotie" / "actie"' },
  { pattern: /\bschap/i, use: '"afdeling"' },
  // A tag is a "label"; '{tag}' is a placeholder, not a word.
  { pattern: /(?<!\{)\btags?\b/i, use: '"label"' },
  { pattern: /doorverwijzing|referral/i, use: '"peterschap" (sponsorship), "omleiding" (redirect)' },
  { pattern: /\bBTW\b/, use: '"btw"' },
  { pattern: /in rekening brengen|recyclen\b|incasso/i, use: '"aanrekenen", "recycleren", "domiciliëring"' },
  { pattern: /uur van Parijs/i, use: '"Belgische tijd"' },
  {
    pattern: /\b(Bruxelles|Saint-Gilles|Ixelles|Schaerbeek)\b/,
    use: 'Brussel, Sint-Gillis, Elsene, Schaarbeek',
  },
  {
    pattern: /bezorg|pinnen|pinpas|bankpas|klantenservice|\bmobieltje\b|\bstoep\b|\bbusje\b/i,
    use: 'the Belgian word (leveren, bankkaart, klantendienst, gsm, voetpad, bestelwagen)',
  },
];

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
