import { describe, expect, it } from 'vitest';
import { doorBody } from './door-values';

const form = (entries: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(entries)) f.append(k, v);
  return f;
};

describe('doorBody', () => {
  it('nothing from the sheet: the step as before', () => {
    expect(doorBody(form({ intent: 'advance', status: 'delivered' }))).toEqual({});
  });

  it('reads refused counts with their reasons (0 is no refusal) and the age check', () => {
    expect(
      doorBody(
        form({
          'refuse-4': '2',
          'reason-4': 'damaged',
          'refuse-5': '0',
          'reason-5': 'notWanted',
          ageMethod: 'birthDate',
          birthDate: '2008-01-02',
        }),
      ),
    ).toEqual({
      refusedLines: [{ lineId: 4, quantity: 2, reason: 'damaged' }],
      ageCheck: { method: 'birthDate', birthDate: '2008-01-02' },
    });
    expect(doorBody(form({ ageMethod: 'id16', birthDate: '2008-01-02' }))).toEqual({
      ageCheck: { method: 'id16' },
    });
  });

  it('drops what is not a line, a count or a reason', () => {
    expect(
      doorBody(form({ 'refuse-x': '2', 'refuse-3': '1', 'reason-3': 'stolen', ageMethod: 'maybe' })),
    ).toEqual({});
  });
});
