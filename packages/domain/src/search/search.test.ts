import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SEARCH_GROUPS,
  compileSynonyms,
  expandSearch,
  isPackagingWord,
  normaliseSearchText,
  singularOf,
  sizeOf,
} from './index.js';

/** Every stopword of the three languages: a property over random words leaves them aside. */
const STOPWORD = new Set(
  'le la les l un une des de du d a au aux et en avec pour het een van met voor in uit el los las unos unas del y con al para'.split(
    ' ',
  ),
);

const FR = compileSynonyms(
  [
    ['gazeuse', 'pétillante', 'pétillant'],
    ['sans alcool', '0,0 %', '0.0', 'alcool free'],
    ['coca', 'cola'],
  ],
  'fr',
);
const NL = compileSynonyms(
  [
    ['spuitwater', 'bruiswater', 'bruisend water'],
    ['bio', 'biologisch'],
  ],
  'nl-BE',
);
const ES = compileSynonyms([['con gas', 'gaseosa', 'gasificada']], 'es');

describe('normaliseSearchText', () => {
  it('drops case, accents and punctuation', () => {
    expect(normaliseSearchText('  CAFÉ  moulu, bio! ')).toBe('cafe moulu bio');
    expect(normaliseSearchText('Jus d’orange')).toBe('jus d orange');
    expect(normaliseSearchText('Crème brûlée')).toBe('creme brulee');
  });

  it('writes sizes and percentages one way', () => {
    expect(normaliseSearchText('coca 1,5 L')).toBe('coca 1.5l');
    expect(normaliseSearchText('Bière 33 cl')).toBe('biere 33cl');
    expect(normaliseSearchText('bière 0,0 %')).toBe('biere 0.0%');
    expect(normaliseSearchText('chocolat 70%noir')).toBe('chocolat 70% noir');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        const once = normaliseSearchText(text);
        expect(normaliseSearchText(once)).toBe(once);
      }),
    );
  });

  it('leaves only lower-case letters, digits, points, percent signs and single spaces', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
        expect(normaliseSearchText(text)).toMatch(/^(?:[a-z0-9.%]+(?: [a-z0-9.%]+)*)?$/);
      }),
    );
  });
});

describe('singularOf', () => {
  it.each([
    ['bieres', 'fr', 'biere'],
    ['eaux', 'fr', 'eau'],
    ['jus', 'fr', 'jus'],
    ['cassis', 'fr', 'cassis'],
    ['limonades', 'fr', 'limonade'],
    ['bieren', 'nl', 'bier'],
    ['flessen', 'nl', 'fles'],
    ['druiven', 'nl', 'druif'],
    ['frambozen', 'nl', 'framboos'],
    ['appels', 'nl', 'appel'],
    ['citroen', 'nl', 'citroen'],
    ['cervezas', 'es', 'cerveza'],
    ['limones', 'es', 'limon'],
    ['leches', 'es', 'leche'],
    ['gas', 'es', 'gas'],
    ['nueces', 'es', 'nuez'],
  ] as const)('%s (%s) → %s', (word, language, singular) => {
    expect(singularOf(word, language)).toBe(singular);
  });

  it('never lengthens a word by more than one letter nor touches numbers', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9]{1,12}$/),
        fc.constantFrom('fr', 'nl', 'es'),
        (word, language) => {
          const singular = singularOf(word, language);
          expect(singular.length).toBeLessThanOrEqual(word.length + 1);
          if (/\d/.test(word)) expect(singular).toBe(word);
        },
      ),
    );
  });
});

describe('sizeOf', () => {
  it('reads sizes in the catalogue units', () => {
    expect(sizeOf('1.5l')).toEqual({ amount: 150, unit: 'cl' });
    expect(sizeOf('33cl')).toEqual({ amount: 33, unit: 'cl' });
    expect(sizeOf('1litre')).toEqual({ amount: 100, unit: 'cl' });
    expect(sizeOf('500ml')).toEqual({ amount: 50, unit: 'cl' });
    expect(sizeOf('1kg')).toEqual({ amount: 1000, unit: 'g' });
    expect(sizeOf('biere')).toBeNull();
  });
});

describe('expandSearch', () => {
  it('finds « eau pétillante » from « eau gazeuse »', () => {
    expect(expandSearch('eau gazeuse', FR).groups).toEqual([['eau'], ['gazeuse', 'petillante', 'petillant']]);
  });

  it('matches a synonym in the plural and keeps the typed word', () => {
    expect(expandSearch('Eaux gazeuses', FR).groups).toEqual([
      ['eaux', 'eau'],
      ['gazeuses', 'gazeuse', 'petillante', 'petillant'],
    ]);
  });

  it('expands multi-word synonyms both ways', () => {
    expect(expandSearch('bière sans alcool', FR).groups).toEqual([
      ['biere'],
      ['sans alcool', '0.0%', '0.0', 'alcool free'],
    ]);
    expect(expandSearch('bière 0,0 %', FR).groups[1]).toContain('sans alcool');
    expect(expandSearch('agua con gas', ES).groups).toEqual([['agua'], ['con gas', 'gaseosa', 'gasificada']]);
    expect(expandSearch('spuitwater', NL).groups).toEqual([['spuitwater', 'bruiswater', 'bruisend water']]);
  });

  it('compares terms without their stopwords', () => {
    const milk = compileSynonyms([['lait d’amande', 'boisson à l’amande']], 'fr');
    expect(expandSearch('lait amande', milk).groups).toEqual([
      ['lait amande', 'lait d amande', 'boisson a l amande'],
    ]);
    expect(expandSearch('un lait d’amande', milk).groups).toEqual([
      ['un lait d amande', 'lait d amande', 'boisson a l amande'],
    ]);
    expect(expandSearch('boisson a l amande', milk).groups[0]).toContain('lait d amande');
  });

  it('sets format words aside and drops stopwords', () => {
    const coca = expandSearch('coca 1,5 l', FR);
    expect(coca.groups).toEqual([['coca', 'cola']]);
    expect(coca.format).toEqual({ volume: { amount: 150, unit: 'cl' }, pack: false });
    const pack = expandSearch('pack de 6 x 33 cl bière', FR);
    expect(pack.groups).toEqual([['biere']]);
    expect(pack.format).toEqual({ volume: { amount: 33, unit: 'cl' }, pack: true });
    expect(expandSearch('jus d’orange', FR).groups).toEqual([['jus'], ['orange']]);
    expect(expandSearch('de', FR).groups).toEqual([['de']]);
  });

  const anyIndex = fc.constantFrom(FR, NL, ES);
  const word = fc.stringMatching(/^[a-z]{2,10}$/);

  it('never loses a word the shopper typed, stopwords and format words aside', () => {
    fc.assert(
      fc.property(anyIndex, fc.array(word, { minLength: 1, maxLength: 6 }), (index, words) => {
        const { groups } = expandSearch(words.join(' '), index);
        const kept = new Set(groups.flat().flatMap((alternative) => alternative.split(' ')));
        const meaningful = words.filter((w) => !isPackagingWord(w) && !STOPWORD.has(w));
        if (meaningful.length <= MAX_SEARCH_GROUPS) for (const w of meaningful) expect(kept).toContain(w);
      }),
    );
  });

  it('puts each typed word in one group at most and every group holds its typed form first', () => {
    fc.assert(
      fc.property(anyIndex, fc.array(word, { minLength: 1, maxLength: 6 }), (index, words) => {
        const { groups } = expandSearch(words.join(' '), index);
        expect(groups.length).toBeLessThanOrEqual(Math.min(words.length, 8));
        for (const group of groups) expect(new Set(group).size).toBe(group.length);
      }),
    );
  });

  it('gives the same groups to a search and its normalised form', () => {
    fc.assert(
      fc.property(anyIndex, fc.string({ unit: 'grapheme', maxLength: 30 }), (index, text) => {
        expect(expandSearch(normaliseSearchText(text), index)).toEqual(expandSearch(text, index));
      }),
    );
  });

  it('expands every term of a set to the whole set', () => {
    fc.assert(
      // A stopword or a packaging word alone is no term a shopper searches by (it is dropped).
      fc.property(
        fc.uniqueArray(
          word.filter((w) => !STOPWORD.has(w) && !isPackagingWord(w)),
          { minLength: 2, maxLength: 4 },
        ),
        (terms) => {
          const index = compileSynonyms([terms], 'fr');
          for (const term of terms) {
            const { groups } = expandSearch(term, index);
            if (groups.length === 1)
              for (const other of terms) expect(groups[0]).toContain(normaliseSearchText(other));
          }
        },
      ),
    );
  });
});
