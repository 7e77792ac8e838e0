import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOTTLE_SHAPES,
  fitLines,
  renderProductPackshot,
  roundedPath,
  type ContainerKind,
  type PackshotSpec,
} from './product-packshot.js';

const base: PackshotSpec = {
  kind: 'bottle',
  shape: 'bordeaux',
  closure: 'cork-foil',
  scale: 1,
  material: '#24391f',
  clear: false,
  capColor: '#7a1f2b',
  label: { paper: '#f7f1e3', ink: '#2d3a4a', accent: '#7a1f2b', font: 'serif', band: 'frame' },
  brand: 'Château La Garenne',
  name: 'Bordeaux supérieur rouge',
  volumeLabel: '75 cl',
  icon: 'wine-glass',
  background: '#f8ecf2',
};

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1] ?? '');
/** The outline of the container: the first path drawn after the frame (the clip path's). */
const outline = (svg: string) => /<clipPath id="pp-body"><path d="([^"]+)"/.exec(svg)?.[1];
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

describe('renderProductPackshot', () => {
  it('is a standalone SVG of 600×600 (image1) or 150×150 (thumb150) over the same drawing', () => {
    const svg = renderProductPackshot(base);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="600" height="600" viewBox="0 0 400 400"/,
    );
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg\b/g)?.length).toBe(svg.match(/<\/svg>/g)?.length);
    const thumb = renderProductPackshot(base, { thumb: true });
    expect(thumb).toMatch(/^<svg[^>]* width="150" height="150" viewBox="0 0 400 400"/);
    expect(thumb.length).toBeLessThan(svg.length);
  });

  it('writes no words but the brand, the name and the volume: one image for the four locales', () => {
    const svg = renderProductPackshot(base);
    const words = texts(svg).join(' ');
    expect(texts(svg)).toContain('CHÂTEAU LA GARENNE');
    expect(texts(svg)).toContain('75 cl');
    expect(
      words.replace('CHÂTEAU LA GARENNE', '').replace('75 cl', '').split(/\s+/).filter(Boolean).join(' '),
    ).toBe('Bordeaux supérieur rouge');
  });

  it('draws each bottle shape with its own outline, taller for a full bottle than for a half', () => {
    const outlines = BOTTLE_SHAPES.map((shape) => outline(renderProductPackshot({ ...base, shape })));
    expect(outlines.every(Boolean)).toBe(true);
    expect(new Set(outlines).size).toBe(BOTTLE_SHAPES.length);
    const top = (d: string | undefined) =>
      Math.min(...[...(d ?? '').matchAll(/[ MQ][\d.]+ ([\d.]+)/g)].map((m) => Number(m[1])));
    const full = top(outline(renderProductPackshot(base)));
    const half = top(outline(renderProductPackshot({ ...base, scale: 0.76 })));
    expect(half).toBeGreaterThan(full + 50); // y grows downwards: the half bottle's neck is lower
  });

  it('draws every kind of container, each differently', () => {
    const kinds: ContainerKind[] = [
      'bottle',
      'jar',
      'pots',
      'can',
      'tin',
      'bag',
      'box',
      'bar',
      'block',
      'cube',
      'wedge',
      'jerrycan',
      'crate',
    ];
    const svgs = kinds.map((kind) =>
      renderProductPackshot({ ...base, kind, count: 4, clear: true, contents: '#e3a33b' }),
    );
    for (const svg of svgs) expect(svg.match(/<svg\b/g)?.length).toBe(svg.match(/<\/svg>/g)?.length);
    expect(new Set(svgs.map(sha)).size).toBe(kinds.length);
    expect(svgs[2]!.match(/<clipPath id="pp-p[fb]\d"/g)).toHaveLength(4); // four pots
  });

  it('shows the contents through clear glass only', () => {
    const clear = renderProductPackshot({ ...base, clear: true, contents: '#f59b1e', fillLevel: 0.8 });
    const dark = renderProductPackshot({ ...base, clear: false, contents: '#f59b1e' });
    expect(clear).toContain('fill="#f59b1e"');
    expect(dark).not.toContain('fill="#f59b1e"');
  });

  it('escapes whatever the data holds, and never lets it out of its text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 40 }), (name, brand) => {
        const svg = renderProductPackshot({ ...base, name, brand, volumeLabel: '<b>&' });
        expect(svg.match(/<svg\b/g)?.length).toBe(2); // the frame and the label's icon
        expect(svg).not.toContain('<b>');
        for (const m of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(m[1]).not.toMatch(/[<>"]/);
      }),
      { numRuns: 200 },
    );
  });
});

describe('fitLines', () => {
  it('wraps a name on at most the lines given, shrinking the type before it squeezes', () => {
    const { lines, size } = fitLines('Eau pétillante citron vert et gingembre', 90, 30, 8, 3, 'sans');
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(lines.join(' ')).toBe('Eau pétillante citron vert et gingembre');
    expect(size).toBeLessThan(30);
    expect(fitLines('Cola', 90, 30, 8, 3, 'sans')).toEqual({ lines: ['Cola'], size: 30 });
  });
});

describe('roundedPath', () => {
  it('closes the outline through the midpoints of its sides', () => {
    expect(
      roundedPath([
        [0, 0],
        [10, 0],
        [10, 10],
        [0, 10],
      ]),
    ).toBe('M0 5Q0 0 5 0Q10 0 10 5Q10 10 5 10Q0 10 0 5Z');
  });
});
