import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvDocument, spreadsheetSafe } from './csv.js';

/** A reader of the files csvDocument writes (RFC 4180 with ';'), to check that every cell comes back. */
function parse(file: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const text = file.slice(CSV_BOM.length);
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) cell += c;
    else if (c === '"') quoted = true;
    else if (c === ';') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  return rows;
}

const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

describe('csvDocument', () => {
  it('reads back every text cell as written, a formula start behind a quote', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), { maxLength: 6 }),
        (rows) => {
          const back = parse(csvDocument(rows));
          expect(back).toEqual(rows.map((row) => row.map(spreadsheetSafe)));
        },
      ),
    );
  });

  it('never starts a text cell with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const [cell] = parse(csvDocument([[text]]))[0]!;
        expect(FORMULA_STARTS.includes(cell!.charAt(0))).toBe(false);
      }),
    );
  });

  it('starts with the BOM and ends its lines with CRLF; numbers stay numbers', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        [-12.5, 3],
      ]),
    ).toBe(`${CSV_BOM}a;b\r\n-12,5;3\r\n`);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('Dupont; "Jo"')).toBe('"Dupont; ""Jo"""');
    expect(csvCell(null)).toBe('');
  });
});
