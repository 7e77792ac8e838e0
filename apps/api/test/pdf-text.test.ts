import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfTextLines } from './pdf-text.js';

/** A content stream as pdfkit writes it: "stream\n", the deflated operators, "\nendstream". */
const pdfWith = (operators: string) =>
  Buffer.concat([
    Buffer.from('1 0 obj\n<< /Filter /FlateDecode >>\nstream\n', 'latin1'),
    deflateSync(Buffer.from(operators, 'latin1')),
    Buffer.from('\nendstream\nendobj\n', 'latin1'),
  ]);

describe('pdfTextLines', () => {
  it('reads a stream whose compressed bytes end with "\\r" (one invoice in 256 did)', () => {
    // The text varies until the deflated stream's last byte (its checksum's) is 0x0d.
    let n = 0;
    while (deflateSync(Buffer.from(`BT <46> Tj <${n.toString(16).padStart(4, '0')}> Tj ET`)).at(-1) !== 0x0d)
      n++;
    const hex = n.toString(16).padStart(4, '0');
    expect(pdfTextLines(pdfWith(`BT <46> Tj <${hex}> Tj ET`))).toEqual([
      'F',
      Buffer.from(hex, 'hex').toString('latin1'),
    ]);
  });
});
