/** The languages the catalogue is searched in: Belgian French searches like French. */
export type SearchLanguage = 'fr' | 'nl' | 'es';

export function searchLanguageOf(locale: string): SearchLanguage {
  if (locale.startsWith('nl')) return 'nl';
  if (locale.startsWith('es')) return 'es';
  return 'fr';
}

/** French words ending in -s or -x that are singular already (« jus », « cassis », « noix »…). */
const FR_INVARIABLE = new Set([
  'jus',
  'cassis',
  'ananas',
  'anis',
  'frais',
  'gras',
  'surgras',
  'bois',
  'pois',
  'radis',
  'mais',
  'riz',
  'noix',
  'prix',
  'pays',
  'dos',
  'bras',
  'fils',
  'corps',
  'temps',
  'sans',
  'sous',
  'plus',
  'tres',
  'gaz',
  'chips',
  'brebis',
  'souris',
  'tapis',
  'vernis',
  'couscous',
  'houmous',
  'cacahuetes',
  'rhubarbe',
  'speculoos',
  'lys',
  'ours',
  'avis',
  'bus',
  'trois',
  'deux',
  'six',
  'dix',
  'vieux',
  'doux',
  'roux',
  'faux',
  'choix',
  'croix',
  'voix',
]);

/** Spanish words ending in -s that are singular (« gas », « anís »…). */
const ES_INVARIABLE = new Set([
  'gas',
  'anis',
  'pais',
  'mas',
  'tres',
  'dos',
  'seis',
  'menos',
  'brut',
  'burdeos',
  'speculoos',
]);

/** Dutch words ending in -en or -s that are singular (« citroen », « ijs », « tarwe »…). */
const NL_INVARIABLE = new Set([
  'citroen',
  'ijs',
  'kaas',
  'glas',
  'gras',
  'vers',
  'groen',
  'open',
  'zonder',
  'kokos',
  'anijs',
  'speculoos',
  'ananas',
  'cassis',
  'mais',
  'rijs',
  'boeren',
  'eten',
  'leven',
  'regen',
  'teen',
  'keuken',
]);

const VOWELS = 'aeiouy';
const isVowel = (c: string | undefined) => c !== undefined && VOWELS.includes(c);

function frenchSingular(word: string): string {
  if (word.length <= 3 || FR_INVARIABLE.has(word)) return word;
  if (word.endsWith('eaux')) return word.slice(0, -1);
  if (word.endsWith('aux')) return `${word.slice(0, -3)}al`;
  if (word.endsWith('oux')) return word.slice(0, -1);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** « bieren » → « bier », « flessen » → « fles », « druiven » → « druif », « frambozen » → « framboos ». */
function dutchStem(stem: string): string {
  let s = stem;
  const last = s.at(-1);
  if (last !== undefined && s.at(-2) === last && !isVowel(last)) return s.slice(0, -1);
  if (last === 'z') s = `${s.slice(0, -1)}s`;
  else if (last === 'v') s = `${s.slice(0, -1)}f`;
  // An open syllable's single vowel is written double once the syllable closes: « boze » → « boos ».
  const [a, b, c] = [s.at(-3), s.at(-2), s.at(-1)];
  if (!isVowel(a) && isVowel(b) && b !== 'i' && b !== 'y' && !isVowel(c) && s.length >= 4)
    s = `${s.slice(0, -1)}${b}${c}`;
  return s;
}

function dutchSingular(word: string): string {
  if (word.length <= 3 || NL_INVARIABLE.has(word)) return word;
  if (word.endsWith('eren') && word.length > 6) return word.slice(0, -2); // « bieren », « kleren »
  if (word.endsWith('en') && word.length >= 5 && !isVowel(word.at(-3))) return dutchStem(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss') && isVowel(word.at(-2)) === false && word.length >= 5)
    return word.slice(0, -1); // « appels », « flesjes »
  if (word.endsWith('s') && word.length >= 4 && isVowel(word.at(-2)) && !isVowel(word.at(-3)))
    return word.slice(0, -1); // « cola's » (normalised « cola s » never reaches here), « menu's »
  return word;
}

function spanishSingular(word: string): string {
  if (word.length <= 3 || ES_INVARIABLE.has(word)) return word;
  if (word.endsWith('ces')) return `${word.slice(0, -3)}z`; // « nueces » → « nuez »
  // -es after the consonants a Spanish word ends in (« limones », « yogures »); else a plain -s (« leches »).
  if (word.endsWith('es') && word.length >= 5 && 'lrndzjsy'.includes(word.at(-3)!)) return word.slice(0, -2);
  if (word.endsWith('s') && isVowel(word.at(-2))) return word.slice(0, -1); // « cervezas »
  return word;
}

/** A normalised word's singular in `language` (the word itself when it is not a plural it knows). */
export function singularOf(word: string, language: SearchLanguage): string {
  if (/\d/.test(word)) return word;
  if (language === 'nl') return dutchSingular(word);
  if (language === 'es') return spanishSingular(word);
  return frenchSingular(word);
}
