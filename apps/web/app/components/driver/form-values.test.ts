import { describe, expect, it } from 'vitest';
import { clampCount, idParam, rejectLines } from './form-values';

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
