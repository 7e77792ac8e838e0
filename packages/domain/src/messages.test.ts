import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, messageProblems } from './messages.js';

const items = '{count, plural, one {# article dans le panier} other {# articles dans le panier}}';

describe('formatMessage', () => {
  it('replaces placeholders and leaves unknown ones as written', () => {
    expect(formatMessage('Bonjour {firstname}', { firstname: 'Léa' }, 'fr-FR')).toBe('Bonjour Léa');
    expect(formatMessage('Bonjour {firstname}', {}, 'fr-FR')).toBe('Bonjour {firstname}');
    expect(formatMessage('Bonjour {firstname}', undefined, 'fr-FR')).toBe('Bonjour {firstname}');
  });

  it('chooses the plural branch by the locale’s rules', () => {
    expect(formatMessage(items, { count: 1 }, 'fr-FR')).toBe('1 article dans le panier');
    expect(formatMessage(items, { count: 2 }, 'fr-FR')).toBe('2 articles dans le panier');
    // French 0 is singular; Dutch and Spanish 0 are plural.
    expect(formatMessage(items, { count: 0 }, 'fr-FR')).toBe('0 article dans le panier');
    const nl = '{count, plural, one {# artikel} other {# artikelen}}';
    expect(formatMessage(nl, { count: 0 }, 'nl-BE')).toBe('0 artikelen');
    expect(formatMessage(nl, { count: 1 }, 'nl-BE')).toBe('1 artikel');
  });

  it('prefers an exact =N branch and formats # for the locale', () => {
    const text = '{n, plural, =0 {aucun} one {# produit} other {# produits}}';
    expect(formatMessage(text, { n: 0 }, 'fr-FR')).toBe('aucun');
    expect(formatMessage(text, { n: 1200 }, 'fr-FR')).toBe('1\u202f200 produits');
  });

  it('formats placeholders and nested blocks inside a branch', () => {
    const text =
      '{crates, plural, one {# caisse} other {# caisses}} {name} et {items, plural, one {# article} other {# articles}}';
    expect(formatMessage(text, { crates: 2, items: 1, name: 'Grand format' }, 'fr-FR')).toBe(
      '2 caisses Grand format et 1 article',
    );
    const nested =
      '{a, plural, one {# caisse de {b, plural, one {# bouteille} other {# bouteilles}}} other {# caisses}}';
    expect(formatMessage(nested, { a: 1, b: 12 }, 'fr-FR')).toBe('1 caisse de 12 bouteilles');
  });

  it('shows a malformed block as written and never throws', () => {
    expect(formatMessage('{count, plural, one {# x}}', { count: 2 }, 'fr-FR')).toBe(
      '{count, plural, one {# x}}',
    );
    expect(formatMessage('{count, plural, other {# x}}', { count: 'many' }, 'fr-FR')).toBe(
      '{count, plural, other {# x}}',
    );
    fc.assert(
      fc.property(fc.string(), fc.integer(), (text, count) => {
        expect(typeof formatMessage(text, { count }, 'nl-BE')).toBe('string');
      }),
    );
  });
});

describe('messageProblems', () => {
  it('flags unbalanced braces and plurals without other', () => {
    expect(messageProblems(items)).toEqual([]);
    expect(messageProblems('Bonjour {firstname')).toEqual(['unbalanced braces']);
    expect(messageProblems('{count, plural, one {# x}}')).toEqual(['malformed plural at 0']);
  });
});
