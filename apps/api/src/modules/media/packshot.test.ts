import { createRequire } from 'node:module';
import { describe, it, expect } from 'vitest';
import { FALLBACK_ICON, iconExists, renderPackshot, type PackshotInput } from './packshot.js';

const require = createRequire(import.meta.url);
const iconSet = require('@iconify-json/fluent-emoji-flat/icons.json') as {
  icons: Record<string, { body: string }>;
};

function firstPath(body: string): string {
  const match = /<path[^>]*>/.exec(body);
  if (!match) throw new Error('icon body has no <path>');
  return match[0];
}

const base: PackshotInput = {
  icon: 'bottle-with-popping-cork',
  background: '#F6E3D3',
  name: 'Champagne brut',
  volumeLabel: '75 cl',
};

describe('iconExists', () => {
  it('knows icons and aliases of the set', () => {
    expect(iconExists('droplet')).toBe(true);
    expect(iconExists('bottle-with-popping-cork')).toBe(true);
    expect(iconExists('backhand-index-pointing-right')).toBe(true); // alias
    expect(iconExists('no-such-icon')).toBe(false);
    expect(iconExists('constructor')).toBe(false);
  });
});

describe('renderPackshot (Rayon tiles)', () => {
  it('produces a standalone 400×400 SVG embedding the icon', () => {
    const svg = renderPackshot(base);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="400"');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('fill="#F6E3D3"');
    expect(svg).toContain('viewBox="0 0 32 32"');
    const body = iconSet.icons['bottle-with-popping-cork']?.body ?? '';
    expect(svg).toContain(firstPath(body));
    expect(svg).toContain('>75 cl</text>');
    // balanced <svg> tags (outer + nested icon)
    expect(svg.match(/<svg\b/g)?.length).toBe(svg.match(/<\/svg>/g)?.length);
  });

  it('puts the name in <title> only, never as visible text', () => {
    const svg = renderPackshot(base);
    expect(svg).toMatch(/<title[^>]*>Champagne brut<\/title>/);
    expect(svg.split('Champagne brut')).toHaveLength(2);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(['75 cl']);
  });

  it('escapes text in name and labels', () => {
    const svg = renderPackshot({
      ...base,
      name: 'Bière <"Blonde"> & Co',
      volumeLabel: '33 cl <x>',
    });
    expect(svg).toContain('Bière &lt;&quot;Blonde&quot;&gt; &amp; Co');
    expect(svg).toContain('33 cl &lt;x&gt;');
    expect(svg).not.toContain('<x>');
    expect(svg).not.toContain('"Blonde"');
  });

  it('escapes the background colour attribute', () => {
    const svg = renderPackshot({ ...base, background: '#fff" onload="alert(1)' });
    expect(svg).not.toContain('" onload="');
    expect(svg).toContain('fill="#fff&quot; onload=&quot;alert(1)"');
  });

  it('draws the fallback icon for a name the set does not have, rather than failing', () => {
    expect(renderPackshot({ ...base, icon: 'definitely-not-an-icon' })).toBe(
      renderPackshot({ ...base, icon: FALLBACK_ICON }),
    );
  });

  it('draws no words but the volume, so one image serves every locale', () => {
    const svg = renderPackshot(base);
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual([base.volumeLabel]);
  });

  it('resolves aliases, applying their flip', () => {
    const svg = renderPackshot({ ...base, icon: 'backhand-index-pointing-right' });
    const parentBody = iconSet.icons['backhand-index-pointing-left']?.body ?? '';
    expect(svg).toContain(firstPath(parentBody));
    expect(svg).toContain('scale(-1 1)');
  });

  it('uses the icon-specific height when it overrides the set default', () => {
    const svg = renderPackshot({ ...base, icon: 'swan' });
    expect(svg).toContain('viewBox="0 0 32 33"');
  });

  it('prefixes ids inside icon bodies and their references', () => {
    const svg = renderPackshot({ ...base, icon: 'butter' });
    const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id.startsWith('pk-')).toBe(true);
    const refs = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((m) => m[1]);
    for (const ref of refs) expect(ids).toContain(ref);
  });
});
