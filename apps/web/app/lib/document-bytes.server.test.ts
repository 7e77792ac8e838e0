import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentBody, documentPieces, STYLESHEET_PLACEHOLDER } from './document-bytes.server';

const STYLESHEET = '.card{color:#1d1d1b}/* «accents» é €, 🍺 */';

/** What the document was when it went through a string: the stylesheet rendered by React, the preloads removed. */
function asBefore(rendered: string): string {
  return rendered
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(`<style>${STYLESHEET_PLACEHOLDER}</style>`, `<style>${STYLESHEET}</style>`);
}

const finished = (rendered: string) =>
  Buffer.concat(documentPieces(Buffer.from(rendered), Buffer.from(STYLESHEET))).toString('utf8');

const head =
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-x.js"/>' +
  `<style>${STYLESHEET_PLACEHOLDER}</style>` +
  '<link rel="modulepreload" href="/assets/root-y.js"/><title>Bière & café</title></head>';

describe('the document finished as bytes', () => {
  it('has the stylesheet in its <style> and no module preload, the rest untouched', () => {
    const rendered = `${head}<body><p>Eau pétillante 1 l — 0,95 €</p><script>x("<\\/a>")</script></body></html>`;
    const result = finished(rendered);
    expect(result).toBe(
      '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>' +
        `<style>${STYLESHEET}</style><title>Bière & café</title></head>` +
        '<body><p>Eau pétillante 1 l — 0,95 €</p><script>x("<\\/a>")</script></body></html>',
    );
  });

  it('leaves a document without placeholder or preload as it is (a page that fails early)', () => {
    expect(finished('<html><body>Erreur</body></html>')).toBe('<html><body>Erreur</body></html>');
  });

  it('gives the same bytes as the former string rewrite, whatever the document', () => {
    const part = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.constant('<link rel="modulepreload" href="/assets/a.js"/>'),
      fc.constant('<link rel="modulepreload"'),
      fc.constant(`<style>${STYLESHEET_PLACEHOLDER}</style>`),
      fc.constant('>'),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 12 }), (parts) => {
        const rendered = parts.join('');
        expect(finished(rendered)).toBe(asBefore(rendered));
      }),
      { numRuns: 500 },
    );
  });

  it('sends the document as one chunk', async () => {
    const body = documentBody([Buffer.from('<html>'), Buffer.from('</html>')]);
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    expect(chunks).toHaveLength(1);
    expect(Buffer.from(chunks[0]!).toString()).toBe('<html></html>');
  });
});
