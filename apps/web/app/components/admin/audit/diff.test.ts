import { describe, expect, it } from 'vitest';
import { changedFields, fieldValue } from './diff';

describe('changedFields', () => {
  it('keeps only the fields an edit changed, added or removed, in the element’s order', () => {
    expect(
      changedFields(
        { name: 'Bière', price: 120, tags: ['bio'], hidden: false, old: 1 },
        { name: 'Bière', price: 130, tags: ['bio', 'local'], hidden: false, added: true },
      ),
    ).toEqual([
      { field: 'price', before: 120, after: 130 },
      { field: 'tags', before: ['bio'], after: ['bio', 'local'] },
      { field: 'added', before: undefined, after: true },
      { field: 'old', before: 1, after: undefined },
    ]);
  });

  it('names an edit inside a nested record by its path', () => {
    expect(
      changedFields(
        { enabled: true, texts: { fr: { part3: 'BONJOUR', label: 'Offre' }, es: { part3: 'HOLA' } } },
        { enabled: true, texts: { fr: { part3: 'BIENVENUE', label: 'Offre' }, es: { part3: 'HOLA' } } },
      ),
    ).toEqual([{ field: 'texts.fr.part3', before: 'BONJOUR', after: 'BIENVENUE' }]);
  });

  it('lists every field of a created or a deleted element', () => {
    expect(changedFields(null, { code: 'BIENVENUE', amount: 500 })).toEqual([
      { field: 'code', before: undefined, after: 'BIENVENUE' },
      { field: 'amount', before: undefined, after: 500 },
    ]);
    expect(changedFields({ code: 'X' }, null)).toEqual([{ field: 'code', before: 'X', after: undefined }]);
  });

  it('tells a field set to null from a field absent, and finds nothing in an unchanged state', () => {
    expect(changedFields({ note: 'a' }, { note: null })).toEqual([
      { field: 'note', before: 'a', after: null },
    ]);
    expect(changedFields({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('takes a state that is not an object as one value', () => {
    expect(changedFields([1], [1, 2])).toEqual([{ field: '', before: [1], after: [1, 2] }]);
    expect(changedFields(3, 3)).toEqual([]);
  });
});

describe('fieldValue', () => {
  it('writes strings as they are and anything else as JSON', () => {
    expect(fieldValue('Bière')).toBe('Bière');
    expect(fieldValue(null)).toBe('null');
    expect(fieldValue({ a: 1 })).toBe('{"a":1}');
  });
});
