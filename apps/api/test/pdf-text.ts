import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF made with pdfkit's standard fonts, line by line: inflates its content streams
 * and decodes the hex strings of TJ/Tj operators (WinAnsi). Enough to read our own invoices in
 * tests without a PDF library.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  // pdfkit ends a stream's data with "\nendstream"; a compressed stream's last byte may itself be
  // "\r" (one run in 256, its checksum), so it is not taken for part of a line end.
  const streamRe = /stream\r?\n([\s\S]*?)\nendstream/g;
  for (let match = streamRe.exec(raw); match; match = streamRe.exec(raw)) {
    const data = match[1]!;
    let content: string;
    try {
      content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    } catch {
      content = data;
    }
    const textRe = /\[((?:<[0-9a-fA-F]*>\s*-?\d*\.?\d*\s*)+)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g;
    for (let op = textRe.exec(content); op; op = textRe.exec(content)) {
      const hexes = op[1] ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      lines.push(hexes.map((h) => decodeWinAnsi(Buffer.from(h, 'hex'))).join(''));
    }
  }
  return lines;
}

/** WinAnsi (cp1252) bytes to text; the euro sign is 0x80. */
function decodeWinAnsi(bytes: Buffer): string {
  return [...bytes].map((b) => (b === 0x80 ? '€' : String.fromCharCode(b))).join('');
}
