import { describe, expect, it } from 'vitest';
import { centsToInput, clampCount, eurosToCents, idParam, rejectLines } from './form-values';

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("the driver's form values", () => {
  it('reads the refused lines in order, leaving out a line of 0 and an unknown unit or reason', () => {
    const form = formOf([
      ['rejectUnit', 'largeBottle'],
      ['rejectReason', 'broken'],
      ['rejectCount', '2'],
      ['rejectUnit', 'crate'],
      ['rejectReason', 'broken'],
      ['rejectCount', '0'],
      ['rejectUnit', 'barrel'],
      ['rejectReason', 'broken'],
      ['rejectCount', '1'],
      ['rejectUnit', 'smallBottle'],
      ['rejectReason', 'lost'],
      ['rejectCount', '3'],
      ['rejectUnit', 'crate'],
      ['rejectReason', 'foreign'],
      ['rejectCount', '1'],
    ]);
    expect(rejectLines(form)).toEqual([
      { unit: 'largeBottle', reason: 'broken', count: 2 },
      { unit: 'crate', reason: 'foreign', count: 1 },
    ]);
  });

  it('keeps a typed count whole and between 0 and 2000', () => {
    expect([clampCount(-3), clampCount(2.7), clampCount(99999), clampCount(NaN)]).toEqual([0, 2, 2000, 0]);
  });

  it('takes a positive whole id only', () => {
    expect([idParam('12'), idParam('0'), idParam('1.5'), idParam(null), idParam('x')]).toEqual([
      12,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('eurosToCents (the amount a driver types at the door)', () => {
  it('reads euros with a comma or a point, up to the cent', () => {
    expect(eurosToCents('18,50')).toBe(1850);
    expect(eurosToCents('18.5')).toBe(1850);
    expect(eurosToCents(' 18 € ')).toBe(1800);
    expect(eurosToCents('0')).toBe(0);
  });

  it('refuses what is not an amount: negative, more than two decimals, words', () => {
    for (const text of ['-2', '18,505', 'dix', '', '1e3', '18,50,2']) expect(eurosToCents(text)).toBeNull();
  });

  it('writes cents back as the driver types them', () => {
    expect(centsToInput(1850)).toBe('18,50');
    expect(eurosToCents(centsToInput(123_456))).toBe(123_456);
  });
});
