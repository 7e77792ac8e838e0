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

/**
 * Belgian Dutch (glossary/nl-BE.md): leeggoed, bak, je/jouw, '€ 5', no space before a colon, and one
 * Belgian word for each thing a Flemish shopper meets.
 */
export const NL_BE_REFUSED: readonly RefusedTerm[] = [
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
  // A Belgian 'bankkaart' is the Bancontact debit card: 'bankkaart of Bancontact' names one thing twice.
  { pattern: /bankkaart of bancontact/i, use: '"Bancontact of kredietkaart"' },
  { pattern: /aanbieding/i, use: '"promotie" / "actie"' },
  { pattern: /\bschap(pen)?\b/i, use: '"afdeling"' },
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

/**
 * Spanish of Spain (glossary/es.md), its style rules. The refused words (carrito, hucha, usted…) are
 * the glossary table's "Never" column: read them with `glossaryRefusedWords`.
 */
export const ES_REFUSED: readonly RefusedTerm[] = [
  { pattern: /[\s\u00a0\u202f]:/u, use: 'no space before ":"' },
  { pattern: /(?<![\p{L}\d])\d{1,2}[\s\u00a0]?h(?![\p{L}\d])/u, use: 'times as "9:00", never "9h"' },
];

/**
 * The backticked words of a glossary table's "Never" column (its third column), so that adding a
 * row to the glossary is all it takes to refuse a word: `carrito`, `hucha`, `usted`…
 */
export function glossaryRefusedWords(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the table's header
    .flatMap((line) => [...(line.split('|')[3] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!));
}

/** A refused word, whole ('gira' refuses 'gira', not 'girasol') and in any case. */
export function refusedWord(term: string): RefusedTerm {
  return { pattern: new RegExp(`(?<![\\p{L}\\d])${term}(?![\\p{L}\\d])`, 'iu'), use: `never "${term}"` };
}
