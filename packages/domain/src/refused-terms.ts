/**
 * The words and typography the project's language conventions refuse, as patterns, so that every
 * text written for a shopper can be checked against them: the web catalogs and the seeded content
 * alike (the API may not import the web app, nor the web app the API's seed data). The glossaries in
 * apps/web/app/i18n/glossary/ explain each choice; each rule names what to write instead, so a
 * failure says how to fix the text.
 */
export interface RefusedTerm {
  pattern: RegExp;
  use: string;
}

/** Belgian Dutch: leeggoed, bak, je/jouw, '€ 5', no space before a colon. */
export const NL_BE_REFUSED: readonly RefusedTerm[] = [
  { pattern: /statiegeld/i, use: '"leeggoed" / "herbruikbare fles" (statiegeld is Netherlands Dutch)' },
  // Any form: krat, kratje, kratten, statiegeldkrat…
  { pattern: /krat/i, use: '"bak" / "bakken" (krat is Netherlands Dutch)' },
  // The shopper is addressed as je/jouw. An hour written '9–19 u' is no address.
  {
    pattern: /(?<!\d\s?)(?<![\p{L}\p{N}'’-])(u|uw|uzelf)(?![\p{L}\p{N}'’-])/iu,
    use: 'je/jouw (never u/uw)',
  },
  // French typography stays French: no space (nor a no-break space) before a colon.
  { pattern: /[\s\u00a0\u202f]:/u, use: 'no space before ":"' },
  // The money formatter writes '€ 5' / '€ 12,50' in nl-BE: never '5 €' nor '{amount} €'.
  { pattern: /[\d}][\s\u00a0\u202f]*€/u, use: '"€ 5", the euro sign first' },
];

/** Spanish of Spain: cesta, monedero, tú, '9:00', no space before a colon. */
export const ES_REFUSED: readonly RefusedTerm[] = [
  { pattern: /(?<![\p{L}\d])carritos?(?![\p{L}\d])/iu, use: '"cesta"' },
  { pattern: /(?<![\p{L}\d])huchas?(?![\p{L}\d])/iu, use: '"monedero"' },
  { pattern: /(?<![\p{L}\d])(usted|ustedes)(?![\p{L}\d])/iu, use: 'tú (never usted)' },
  { pattern: /[\s\u00a0\u202f]:/u, use: 'no space before ":"' },
  { pattern: /(?<![\p{L}\d])\d{1,2}[\s\u00a0]?h(?![\p{L}\d])/u, use: 'times as "9:00", never "9h"' },
];
