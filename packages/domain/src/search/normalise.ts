/**
 * What a shopper types, made comparable with the catalogue's text (docs/search.md): lower case, no
 * accents, punctuation as spaces, a decimal comma as a point and a number glued to its unit
 * (« 1,5 L » → « 1.5l », « 33 cl » → « 33cl », « 0,0 % » → « 0.0% »). The database compares names
 * through unaccent(lower(…)), so a word normalised here matches the name's word whatever its accents.
 */
export function normaliseSearchText(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/œ/g, 'oe')
      .replace(/æ/g, 'ae')
      .replace(/ß/g, 'ss')
      // A decimal comma or point between digits is a point; any other punctuation is a space.
      .replace(/(\d)\s*[,.]\s*(?=\d)/g, '$1.')
      .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
      .replace(/[^a-z0-9.%]+/g, ' ')
      // A unit or a percent sign belongs to its number: « 1.5 l » is one token, « 1.5l ».
      .replace(/(\d)\s+(?=(?:cl|ml|l|g|kg|litres?|liters?|litros?|%)(?![a-z0-9]))/g, '$1')
      .replace(/%(?=[a-z0-9])/g, '% ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** The words of a normalised text. */
export const searchTokens = (normalised: string): string[] => (normalised ? normalised.split(' ') : []);
