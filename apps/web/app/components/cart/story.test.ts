import { describe, expect, it } from 'vitest';
import { fillPlaceholders, fillStory, freshCache, parseStory } from './story';

const amounts = { deliveryFreeThreshold: 40, deliveryFee: 3, orderMinimumAmount: 15.5 };
const norm = (text: string) => text.replace(/\s/g, ' ');

describe('fillPlaceholders', () => {
  it('replaces each placeholder with the amount, 2 decimals and €', () => {
    expect(
      norm(
        fillPlaceholders(
          'Offerte dès {deliveryFreeThreshold}, sinon {deliveryFee} ; minimum {orderMinimumAmount}.',
          amounts,
        ),
      ),
    ).toBe('Offerte dès 40,00 €, sinon 3,00 € ; minimum 15,50 €.');
  });
  it('replaces every occurrence and leaves other braces alone', () => {
    expect(norm(fillPlaceholders('{deliveryFee} {deliveryFee} {other}', amounts))).toBe(
      '3,00 € 3,00 € {other}',
    );
  });
  it('follows the locale', () => {
    expect(norm(fillPlaceholders('{deliveryFee}', amounts, 'nl-BE'))).toBe('€ 3,00');
  });
  it('fills titles and contents of every page', () => {
    const [page] = fillStory(
      [{ title: 'Dès {deliveryFreeThreshold}', content: '{deliveryFee}', image: 'x' }],
      amounts,
    );
    expect(norm(page!.title)).toBe('Dès 40,00 €');
    expect(norm(page!.content)).toBe('3,00 €');
    expect(page!.image).toBe('x');
  });
});

describe('parseStory (a parse failure leaves the story empty)', () => {
  it('reads a JSON string of pages', () => {
    const pages = [{ title: 'T', content: 'C', image: '/i.svg' }];
    expect(parseStory(JSON.stringify(pages))).toEqual(pages);
  });
  it.each([
    ['invalid JSON', '{not json'],
    ['not a string', 42],
    ['null', null],
    ['an object', '{"title":"T"}'],
    ['a page without image', '[{"title":"T","content":"C"}]'],
    ['a page that is not an object', '["T"]'],
  ])('is empty for %s', (_, raw) => {
    expect(parseStory(raw)).toEqual([]);
  });
});

describe('freshCache (at most one fetch an hour)', () => {
  const stored = JSON.stringify({ at: 1_000, locale: 'fr_FR', value: '[]' });
  it('keeps a value fetched less than an hour ago', () => {
    expect(freshCache(stored, 'fr_FR', 1_000 + 3_599_999)?.value).toBe('[]');
  });
  it('fetches again after an hour, for another locale, or without a valid entry', () => {
    expect(freshCache(stored, 'fr_FR', 1_000 + 3_600_000)).toBeNull();
    expect(freshCache(stored, 'nl_BE', 2_000)).toBeNull();
    expect(freshCache(null, 'fr_FR', 2_000)).toBeNull();
    expect(freshCache('garbage', 'fr_FR', 2_000)).toBeNull();
  });
});
