import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { categoryMasters, products } from './data/catalogue.js';
import { packshotSpec } from './packaging.js';
import { renderProductPackshot } from '../../modules/media/index.js';

const rayonOf = new Map(categoryMasters.flatMap((m) => m.categories.map((c) => [c.key, m] as const)));
const spec = (key: string) => {
  const p = products.find((x) => x.key === key);
  if (!p) throw new Error(`no seed product ${key}`);
  const rayon = rayonOf.get(p.category)!;
  return packshotSpec(p, rayon.key, rayon.color);
};
/** Hash of what is drawn: the <title> (the name, for screen readers) left out. */
const sha = (s: string) =>
  createHash('sha256')
    .update(s.replace(/<title[^>]*>[^<]*<\/title>/, ''))
    .digest('hex');

describe('packshotSpec', () => {
  it.each([
    ['eau-minerale-naturelle-plate-100cl', 'bottle', 'water', 1],
    ['eau-minerale-naturelle-plate-50cl', 'bottle', 'water', 0.8],
    ['jus-de-pomme-100cl', 'bottle', 'juice', 1],
    ['jus-de-pomme-25cl', 'bottle', 'juiceSmall', 0.66],
    ['limonade-artisanale-33cl', 'bottle', 'soda', 0.74],
    ['biere-blonde-legere-25cl', 'bottle', 'stubby', 0.72],
    ['biere-de-froment-50cl', 'bottle', 'beer50', 1],
    ['biere-blonde-bio-75cl', 'bottle', 'champagne', 1],
    ['bordeaux-superieur-rouge-75cl', 'bottle', 'bordeaux', 1],
    ['bourgogne-pinot-noir-75cl', 'bottle', 'burgundy', 1],
    ['riesling-d-alsace-75cl', 'bottle', 'flute', 1],
    ['cotes-du-rhone-rouge-37cl', 'bottle', 'burgundy', 0.76],
    ['cremant-d-alsace-brut-75cl', 'bottle', 'champagne', 1],
    ['lait-demi-ecreme-100cl', 'bottle', 'milk', 0.94],
    ['genievre-de-flandre-50cl', 'bottle', 'stone', 0.8],
    ['huile-d-olive-vierge-extra-75cl', 'bottle', 'oil', 1],
  ])('%s comes in a %s (%s, scale %s)', (key, kind, shape, scale) => {
    expect(spec(key)).toMatchObject({ kind, shape, scale });
  });

  it('gives a 33 cl beer the bottle of its brewery: stubby or long neck', () => {
    const shapes = products
      .filter((p) => p.category.startsWith('bieres') && p.volume === 33)
      .map((p) => spec(p.key).shape);
    expect(new Set(shapes)).toEqual(new Set(['stubby', 'longneck']));
  });

  it.each([
    ['yaourt-nature-pot-verre-4x125g', { kind: 'pots', count: 4 }],
    ['yaourt-nature-bio-brebis-2x125g', { kind: 'pots', count: 2 }],
    ['confiture-de-fraises-370g', { kind: 'jar', gingham: true }],
    ['ratatouille-provencale-400g', { kind: 'can' }],
    ['cafe-moulu-bio-250g', { kind: 'bag' }],
    ['lentilles-vertes-500g', { kind: 'bag', window: true }],
    ['sables-pur-beurre-200g', { kind: 'box' }],
    ['chocolat-noir-70-100g', { kind: 'bar' }],
    ['beurre-doux-baratte-250g', { kind: 'block' }],
    ['comte-18-mois-200g', { kind: 'wedge' }],
    ['lessive-liquide-hypoallergenique-200cl', { kind: 'jerrycan' }],
    ['nettoyant-multi-surfaces-75cl', { kind: 'bottle', shape: 'spray' }],
  ])('%s comes in its own container', (key, expected) => {
    expect(spec(key)).toMatchObject(expected);
  });

  it('colours the contents by flavour and the milk caps as French dairies do', () => {
    expect(spec('jus-d-orange-presse-100cl').contents).toBe('#f59b1e');
    expect(spec('jus-de-tomate-100cl').contents).toBe('#c9302c');
    expect(spec('lait-entier-bio-100cl').capColor).toBe('#c62828');
    expect(spec('lait-demi-ecreme-100cl').capColor).toBe('#1565c0');
    expect(spec('lait-ecreme-100cl').capColor).toBe('#2e7d32');
  });

  it('prints a label in the brand’s colours: the same brewery’s beers share their band', () => {
    const a = spec('biere-blonde-bio-33cl').label;
    const b = spec('biere-ambree-33cl').label;
    expect(a.accent).toBe(b.accent);
    expect(a.paper).not.toBe(b.paper); // tinted by the style: blonde, ambrée
    expect(spec('biere-blonde-triple-33cl').label.accent).not.toBe(a.accent);
  });

  it('gives every seed product a packshot of its own, the same on every seed', () => {
    const hashes = products.map((p) => {
      const rayon = rayonOf.get(p.category)!;
      return sha(renderProductPackshot(packshotSpec(p, rayon.key, rayon.color)));
    });
    expect(new Set(hashes).size).toBe(products.length);
    const again = sha(renderProductPackshot(spec(products[0]!.key)));
    expect(again).toBe(hashes[0]);
    // two apple juices of one brand differ (name), and so do the apple and the orange juice
    const apple = sha(renderProductPackshot(spec('jus-de-pomme-100cl')));
    expect(apple).not.toBe(sha(renderProductPackshot(spec('jus-de-pomme-bio-100cl'))));
    expect(apple).not.toBe(sha(renderProductPackshot(spec('jus-d-orange-presse-100cl'))));
  });
});
