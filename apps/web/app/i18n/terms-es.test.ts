import { readFileSync } from 'node:fs';
import { glossaryRefusedWords } from '@consigne/domain';
import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs.server.js';

/*
 * The Spanish catalog holds to its glossary (glossary/es.md): the words of its "Never" column, the
 * informal tú, Spain's times and typography. A native reader stumbled on each of these.
 */
const es = Object.entries(catalogs.es);
const fr = catalogs.fr as Record<string, string>;

/** A message's words without its placeholders' names ('{email}' is no word of the text). */
const wordsOf = (message: string) => message.replace(/\{\w+/g, '{');

/** Keys whose text matches, with the text, so a failure shows the string to rewrite. */
const offending = (test: (text: string, key: string) => boolean) =>
  es.filter(([key, text]) => test(wordsOf(text), key)).map(([key, text]) => `${key}: ${text}`);

const word = (term: string) => new RegExp(`(?<![\\p{L}\\d])${term}(?![\\p{L}\\d])`, 'iu');

/** The backticked words of the glossary table's "Never" column. */
const refusedTerms = () =>
  glossaryRefusedWords(readFileSync(new URL('./glossary/es.md', import.meta.url), 'utf8'));

describe('es catalog terms (glossary/es.md)', () => {
  it('reads its refused words from the glossary', () => {
    expect(refusedTerms()).toEqual(expect.arrayContaining(['carrito', 'hucha', 'usted']));
  });

  it.each(refusedTerms())('never says "%s"', (term) => {
    expect(offending((text) => word(term).test(text))).toEqual([]);
  });

  it('says tú to the shopper: no usted verbs or pronouns', () => {
    // Usted's own forms, and "le" as "to you", that a tú text never needs.
    const formal =
      /(?<![\p{L}])(inténtelo|pruébelo|vuélvalo|orientarle|le (entregamos|enviamos|devolvemos|avisaremos|llamará|llamaremos|recordamos|ofrecemos|han sido))(?![\p{L}])/iu;
    // Usted's imperatives open a sentence; inside one ("antes de que vuelva") they are a third person's.
    const imperative =
      /(?:^|[.:;!?¿¡—]\s*)(vuelva|introduzca|compruebe|consulte|contacte|descubra|seleccione|pulse|revise|elija|añada|escriba|recuerde|inicie)(?![\p{L}])/iu;
    expect(offending((text) => formal.test(text) || imperative.test(text))).toEqual([]);
  });

  it('says tu/tus, not su/sus, where the French says votre/vos to the reader', () => {
    // The French addresses the reader ("votre", "vos", "vous") and the Spanish has a "su" but no
    // tú form at all: that Spanish speaks usted. A "su" beside a tú form is a third person's.
    const french = /(?<![\p{L}])(votre|vos|vous)(?![\p{L}])/iu;
    const su = /(?<![\p{L}])sus?(?![\p{L}])/iu;
    const tu =
      /(?<![\p{L}])(tu|tus|tú|te|ti|contigo|tienes|puedes|has|eres|estás|quieres|elige|añade|prueba|revisa|comprueba|introduce|vuelve|inténtalo|descarga|llena|marca|busca|corrige|elige|usa)(?![\p{L}])/iu;
    expect(
      offending((text, key) => french.test(wordsOf(fr[key] ?? '')) && su.test(text) && !tu.test(text)),
    ).toEqual([]);
  });

  it('writes no space before a colon (French typography stays in fr and be)', () => {
    expect(offending((text) => /[\s\u00a0\u202f]:/u.test(text))).toEqual([]);
  });

  it('writes times as 9:00, never 9h or 9 h', () => {
    expect(offending((text) => /(?<![\p{L}\d])\d{1,2}[\s\u00a0]?h(?![\p{L}\d])/u.test(text))).toEqual([]);
  });
});
