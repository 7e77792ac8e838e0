import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkup } from './markup.js';

describe('escapeMarkup', () => {
  it('turns the five markup characters into entities, and leaves the rest as written', () => {
    expect(escapeMarkup(`Bière <"Blonde"> & Co's`)).toBe('Bière &lt;&quot;Blonde&quot;&gt; &amp; Co&#39;s');
    expect(escapeMarkup('Zoé · 33 cl')).toBe('Zoé · 33 cl');
  });

  it('never leaves a character that opens a tag, an attribute or an entity', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeMarkup(text);
        expect(escaped).not.toMatch(/[<>"']/);
        // Every & starts one of our entities.
        expect(escaped.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
        // Read back by a parser, it is the text.
        const back = escaped
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(back).toBe(text);
      }),
    );
  });
});
