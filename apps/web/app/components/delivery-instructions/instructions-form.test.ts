import { describe, expect, it } from 'vitest';
import { INSTRUCTION_FIELDS as F, instructionsFromForm } from './instructions-form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('instructionsFromForm', () => {
  it('sends nothing when the form showed no fields (the API suggests the address’s)', () => {
    expect(instructionsFromForm(form([[F.note, 'x']]))).toBeUndefined();
  });

  it('reads the fields, the options in their fixed order, empty text as null', () => {
    expect(
      instructionsFromForm(
        form([
          [F.asked, '1'],
          [F.accessDetails, ' 3e étage, porte B '],
          [F.entryCode, ''],
          [F.options, 'call_on_arrival'],
          [F.options, 'ring_twice'],
          [F.options, 'sing'],
          [F.note, 'Chien gentil'],
        ]),
      ),
    ).toEqual({
      accessDetails: '3e étage, porte B',
      entryCode: null,
      options: ['ring_twice', 'call_on_arrival'],
      note: 'Chien gentil',
    });
  });

  it('bounds each text to what the API accepts', () => {
    const read = instructionsFromForm(
      form([
        [F.asked, '1'],
        [F.note, 'x'.repeat(400)],
      ]),
    );
    expect(read?.note).toHaveLength(280);
  });
});
