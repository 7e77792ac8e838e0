/**
 * What a seed product's packshot shows, decided from its data: the container (by Rayon, category,
 * package type and volume), the colour of the glass and of what is inside (from the product's
 * flavour), and a label in the colours of its brand (a stable palette derived from the brand's name).
 */
import { createHash } from 'node:crypto';
import { formatVolume } from '@consigne/domain';
import type { SeedProduct } from './data/types.js';
import {
  type BottleShape,
  type Closure,
  contrastOn,
  type LabelFont,
  type PackshotSpec,
  shade,
} from '../../modules/media/index.js';

/** Stable integer from a string (same brand, same colours, on every seed). */
function hashOf(key: string): number {
  return createHash('sha1').update(key).digest().readUInt32BE(0);
}
const pick = <T>(key: string, list: readonly T[]): T => list[hashOf(key) % list.length]!;

/** Label colours brands are printed in: deep enough for white text, distinct from one another. */
const BRAND_COLOURS = [
  '#1f4e79',
  '#7a1f2b',
  '#2f5d3a',
  '#b5541d',
  '#5b2a86',
  '#0f6b6b',
  '#a32b2b',
  '#2d3a4a',
  '#8a6512',
  '#1d6fa5',
  '#6b4226',
  '#047857',
  '#3f6212',
  '#8e2157',
  '#155e75',
  '#0b3d91',
] as const;

const PAPERS = ['#fffdf7', '#f7f1e3', '#ffffff', '#f3efe6'] as const;
/** Contents too pale to colour a label band (milk, water, lemonade). */
const PLAIN = ['#fbfaf5', '#d6ebf7', '#f4efc6', '#e4ecc4'];

const GLASS = {
  clear: '#e9f2f2',
  wineGreen: '#24391f',
  paleGreen: '#a9b97a',
  brown: '#5a2e0e',
  green: '#2e5a2a',
  blue: '#cfe6f5',
  stone: '#d9c7a3',
};

/** Colour of what is inside, from words of the product's key (French slugs), first match wins. */
const CONTENTS: Array<[RegExp, string]> = [
  [/cola/, '#3b1e12'],
  [/tomate/, '#c9302c'],
  [/carotte/, '#ee7f24'],
  [/betterave/, '#9b1c4a'],
  [/orange|orangeade/, '#f59b1e'],
  [/pamplemousse/, '#f2a09a'],
  [/framboise|fruits-rouges/, '#d9435e'],
  [/fraise/, '#c8213a'],
  [/cassis/, '#3d0a24'],
  [/mangue/, '#f7b32b'],
  [/abricot/, '#ef8f2f'],
  [/peche/, '#f1a35a'],
  [/raisin-rouge|banyuls/, '#5b1a3a'],
  [/raisin-blanc/, '#e3c95c'],
  [/poire/, '#e8d485'],
  [/pomme|cidre/, '#e3a33b'],
  [/citron-vert|sureau|menthe-concombre/, '#e4ecc4'],
  [/citron|limonade/, '#f4efc6'],
  [/gingembre|ginger/, '#e3c679'],
  [/hibiscus|rose/, '#e58aa0'],
  [/grenadine/, '#c4122f'],
  [/menthe/, '#2fa84f'],
  [/chocolat/, '#6b3e26'],
  [/the-vert/, '#b7c96a'],
  [/the-/, '#d9a441'],
  [/stout/, '#1c0f08'],
  [/brune/, '#3b1a0c'],
  [/ambree/, '#b8611e'],
  [/blanche/, '#f0d98a'],
  [/biere|ipa/, '#e9b53b'],
  [/rouge|pinot|gamay/, '#4a0f1e'],
  [/rose/, '#f4a6a0'],
  [/miel|sirop-de-liege/, '#d99a1c'],
  [/olive/, '#a3a82a'],
  [/colza/, '#e8c53a'],
  [/lait|yaourt|fromage-blanc|creme|riz|babeurre|avoine|amande/, '#fbfaf5'],
  [/cafe|chicoree/, '#4b2e1f'],
  [/lentilles/, '#5f6b3a'],
  [/coquillettes|pates/, '#efd08a'],
  [/moutarde/, '#c9a227'],
  [/cornichons/, '#5d7a2a'],
  [/ratatouille/, '#c0442b'],
  [/calvados|rhum|gentiane/, '#c07a26'],
  [/genepi/, '#c7d36a'],
  [/vermouth|blanc|chardonnay|muscadet|sauvignon|riesling/, '#eadf9a'],
];

export function contentsColour(key: string): string | undefined {
  return CONTENTS.find(([re]) => re.test(key))?.[1];
}

interface Container {
  kind: PackshotSpec['kind'];
  shape?: BottleShape;
  closure?: Closure;
  scale?: number;
  material?: string;
  clear?: boolean;
  count?: number;
  aspect?: number;
  gingham?: boolean;
  window?: boolean;
  capColor?: string;
  contents?: string;
  fillLevel?: number;
}

/** Multi-packs in the key: 'yaourt-nature-pot-verre-4x125g' is four pots. */
function packCount(key: string): number | undefined {
  const m = /-(\d)x\d+g$/.exec(key);
  return m ? Number(m[1]) : undefined;
}

const litres = (p: SeedProduct) => (p.unit === 'cl' ? p.volume / 100 : p.unit === 'l' ? p.volume : 0);

/** The drink's bottle, by Rayon and volume. */
function drinkBottle(p: SeedProduct, master: string, brandColour: string): Container {
  const l = litres(p);
  const key = p.key;
  switch (master) {
    case 'eaux': {
      const sparkling = p.category === 'eaux-gazeuses' || /petillante|gazeuse/.test(key);
      return {
        kind: 'bottle',
        shape: l >= 0.75 ? 'water' : l >= 0.5 ? 'water' : 'soda',
        scale: l >= 1 ? 1 : l >= 0.75 ? 0.92 : l >= 0.5 ? 0.8 : 0.68,
        closure: l <= 0.33 ? 'crown' : 'screw',
        material: GLASS.blue,
        clear: true,
        contents:
          contentsColour(
            key.replace(/^eau-(minerale|de-source|gazeuse|plate|petillante|legerement)-?/, ''),
          ) ?? '#d6ebf7',
        fillLevel: 0.86,
        capColor: sparkling ? '#c62828' : brandColour,
      };
    }
    case 'jus':
      return {
        kind: 'bottle',
        shape: l >= 0.75 ? 'juice' : 'juiceSmall',
        scale: l >= 1 ? 1 : l >= 0.75 ? 0.9 : 0.66,
        closure: 'screw',
        clear: true,
        material: GLASS.clear,
        fillLevel: 0.84,
      };
    case 'sodas':
      return {
        kind: 'bottle',
        shape: l >= 0.75 ? 'juice' : 'soda',
        scale: l >= 1 ? 1 : l >= 0.33 ? 0.74 : 0.66,
        closure: l >= 0.75 ? 'screw' : 'crown',
        clear: true,
        material: GLASS.clear,
        fillLevel: 0.82,
      };
    case 'bieres': {
      // Each brewery has its bottle: Belgian-style stubbies or long necks, in brown glass.
      const style = contentsColour(key) ?? '#e9b53b';
      const common = {
        closure: 'crown' as const,
        material: GLASS.brown,
        clear: false,
        capColor: shade(style, -0.2),
      };
      if (l >= 0.75)
        return {
          ...common,
          kind: 'bottle',
          shape: 'champagne',
          scale: 1,
          closure: 'champagne-foil',
          capColor: brandColour,
        };
      if (l >= 0.5) return { ...common, kind: 'bottle', shape: 'beer50', scale: 1 };
      if (l <= 0.25) return { ...common, kind: 'bottle', shape: 'stubby', scale: 0.72 };
      return pick(`bottle:${p.brand}`, ['stubby', 'longneck'] as const) === 'stubby'
        ? { ...common, kind: 'bottle', shape: 'stubby', scale: 0.8 }
        : { ...common, kind: 'bottle', shape: 'longneck', scale: 0.9 };
    }
    case 'vins': {
      const red = p.category === 'vins-rouges';
      const rose = p.category === 'vins-roses';
      const sparkling = p.category === 'vins-effervescents';
      const shape: BottleShape = sparkling
        ? 'champagne'
        : /riesling|alsace|provence|luberon/.test(key)
          ? 'flute'
          : /bourgogne|pinot|gamay|muscadet|sauvignon|rhone|tavel|anjou/.test(key)
            ? 'burgundy'
            : 'bordeaux';
      return {
        kind: 'bottle',
        shape,
        scale: l < 0.5 ? 0.76 : 1,
        closure: sparkling ? 'champagne-foil' : 'cork-foil',
        material: red || sparkling ? GLASS.wineGreen : rose ? GLASS.clear : GLASS.paleGreen,
        clear: rose || (!red && !sparkling),
        contents: rose ? (contentsColour(key) ?? '#f4a6a0') : '#e6d98a',
        fillLevel: 0.9,
      };
    }
    case 'cidres':
      if (l >= 0.75)
        return {
          kind: 'bottle',
          shape: /pommeau/.test(key) ? 'burgundy' : 'champagne',
          scale: 1,
          closure: /pommeau/.test(key) ? 'cork-foil' : 'champagne-foil',
          material: GLASS.green,
          clear: false,
        };
      return {
        kind: 'bottle',
        shape: 'stubby',
        scale: 0.7,
        closure: 'crown',
        material: GLASS.clear,
        clear: true,
        contents: /rose/.test(key) ? '#e58a8a' : '#e3a33b',
        fillLevel: 0.84,
      };
    case 'spiritueux': {
      const shape: BottleShape = /genievre/.test(key)
        ? 'stone'
        : /calvados/.test(key)
          ? 'flask'
          : /gin/.test(key)
            ? 'gin'
            : /poire/.test(key)
              ? 'flute'
              : /cassis|genepi|rhum/.test(key)
                ? 'liqueur'
                : 'syrup';
      return {
        kind: 'bottle',
        shape,
        scale: l >= 0.75 ? 1 : shape === 'flute' ? 0.94 : 0.8,
        closure: shape === 'syrup' || shape === 'flute' ? 'screw' : 'stopper',
        material: shape === 'stone' ? GLASS.stone : GLASS.clear,
        clear: shape !== 'stone',
        fillLevel: 0.86,
      };
    }
    case 'laits': {
      const capColor = /entier|cru/.test(key)
        ? '#c62828'
        : /demi-ecreme/.test(key)
          ? '#1565c0'
          : /ecreme/.test(key)
            ? '#2e7d32'
            : undefined;
      return {
        kind: 'bottle',
        shape: 'milk',
        scale: l >= 1 ? 0.94 : l >= 0.75 ? 0.86 : l >= 0.5 ? 0.74 : 0.6,
        closure: 'milk-cap',
        material: GLASS.clear,
        clear: true,
        fillLevel: 0.9,
        ...(capColor ? { capColor } : {}),
      };
    }
    default:
      return {
        kind: 'bottle',
        shape: 'syrup',
        scale: l >= 0.75 ? 1 : 0.84,
        closure: 'screw',
        material: GLASS.clear,
        clear: true,
        fillLevel: 0.86,
      };
  }
}

/** Groceries and household products: by category, then by the words of the key. */
function groceryContainer(p: SeedProduct): Container {
  const key = p.key;
  const count = packCount(key);
  if (count && /creme-brulee/.test(key))
    return { kind: 'pots', count, aspect: 0.55, contents: '#e9b65c', capColor: '#c8913d' };
  if (count) return { kind: 'pots', count, aspect: 1.15, material: GLASS.clear };
  if (/huile-d-olive/.test(key))
    return {
      kind: 'bottle',
      shape: 'oil',
      scale: 1,
      closure: 'screw',
      material: GLASS.wineGreen,
      clear: false,
    };
  if (/huile/.test(key))
    return {
      kind: 'bottle',
      shape: 'oil',
      scale: 0.88,
      closure: 'screw',
      material: GLASS.clear,
      clear: true,
      fillLevel: 0.85,
    };
  if (/vinaigre-menager|savon-noir|lessive|recharge/.test(key))
    return {
      kind: 'jerrycan',
      scale: litres(p) >= 2 ? 1 : 0.86,
      material: '#f4f4f2',
      aspect: litres(p) >= 2 ? 0.7 : 0.6,
    };
  if (/vinaigre/.test(key))
    return {
      kind: 'bottle',
      shape: 'vinegar',
      scale: 0.9,
      closure: 'stopper',
      material: GLASS.clear,
      clear: true,
      fillLevel: 0.86,
    };
  if (/sirop-de-(grenadine|menthe)/.test(key))
    return {
      kind: 'bottle',
      shape: 'syrup',
      scale: litres(p) >= 0.75 ? 1 : 0.88,
      closure: 'screw',
      material: GLASS.clear,
      clear: true,
      fillLevel: 0.86,
    };
  if (/nettoyant/.test(key))
    return { kind: 'bottle', shape: 'spray', scale: 0.86, material: '#f2f6f4', clear: false };
  if (/savon-liquide|gel-douche/.test(key))
    return { kind: 'bottle', shape: 'pump', scale: 0.84, material: '#f1ece4', clear: false };
  if (/shampooing-doux|bain-de-bouche|vaisselle-citron|liquide-vaisselle/.test(key))
    return {
      kind: 'bottle',
      shape: 'lotion',
      scale: 0.86,
      closure: 'flip',
      material: '#eef1ee',
      clear: false,
    };
  if (/savon-de-marseille/.test(key)) return { kind: 'cube', scale: 1, material: '#d9cf9a' };
  if (/shampooing-solide/.test(key)) return { kind: 'tin', scale: 0.62, aspect: 2.1 };
  if (/brosse-a-dents/.test(key)) return { kind: 'box', scale: 1, aspect: 0.34, material: '#c8a878' };
  if (/eponges|tablettes|bicarbonate|sables|speculoos/.test(key))
    return {
      kind: 'box',
      scale: /eponges|tablettes/.test(key) ? 0.8 : 0.9,
      aspect: /sables|speculoos/.test(key) ? 0.95 : 0.78,
    };
  if (/the-|infusion|rooibos/.test(key)) return { kind: 'tin', scale: 0.92, aspect: 0.72 };
  if (/chocolat-en-poudre|ratatouille/.test(key))
    return { kind: /ratatouille/.test(key) ? 'can' : 'tin', scale: 0.9, aspect: 0.8, material: '#c9ced3' };
  if (/chocolat-noir/.test(key)) return { kind: 'bar', scale: 1, aspect: 0.58 };
  if (/beurre/.test(key)) return { kind: 'block', scale: 1, aspect: 1.6, material: '#f6ecc8' };
  if (/comte/.test(key)) return { kind: 'wedge', scale: 1, material: '#f2d472' };
  if (/cafe/.test(key))
    return { kind: 'bag', scale: 0.92, aspect: 0.62, material: '#b68b5e', contents: '#4b2e1f' };
  if (/coquillettes|lentilles/.test(key))
    return { kind: 'bag', scale: 0.94, aspect: 0.64, material: '#d8bf94', window: true };
  if (/confiture/.test(key))
    return { kind: 'jar', scale: 0.92, aspect: 0.84, gingham: true, material: GLASS.clear, clear: true };
  if (/miel/.test(key))
    return {
      kind: 'jar',
      scale: 0.96,
      aspect: 0.86,
      material: GLASS.clear,
      clear: true,
      capColor: '#c08a1c',
    };
  if (/cornichons/.test(key))
    return { kind: 'jar', scale: 1, aspect: 0.62, material: GLASS.clear, clear: true };
  if (/fromage-blanc|fromage-frais|creme-fraiche/.test(key))
    return {
      kind: 'jar',
      scale: /fromage-blanc/.test(key) ? 0.82 : 0.66,
      aspect: 1.25,
      material: GLASS.clear,
      clear: true,
    };
  if (/dentifrice|moutarde/.test(key))
    return { kind: 'jar', scale: 0.7, aspect: 0.95, material: GLASS.clear, clear: true };
  return { kind: 'jar', scale: 0.88, aspect: 0.85, material: GLASS.clear, clear: true };
}

const ANY_FONT: readonly LabelFont[] = ['sans', 'rounded', 'serif', 'condensed'];
const FONT_BY_MASTER: Record<string, readonly LabelFont[]> = {
  vins: ['serif'],
  cidres: ['serif', 'rounded'],
  spiritueux: ['serif', 'condensed'],
  bieres: ['condensed', 'sans', 'serif'],
  eaux: ['sans', 'rounded'],
};

/** The packshot of a seed product in its Rayon (`master`: the Rayon key), on the Rayon's colour. */
export function packshotSpec(p: SeedProduct, master: string, rayonColour: string): PackshotSpec {
  const brandColour = pick(`colour:${p.brand}`, BRAND_COLOURS);
  const font = pick(`font:${p.brand}`, FONT_BY_MASTER[master] ?? ANY_FONT);
  const drinks = ['eaux', 'jus', 'sodas', 'bieres', 'vins', 'cidres', 'spiritueux', 'laits'];
  const container =
    drinks.includes(master) && p.unit === 'cl' ? drinkBottle(p, master, brandColour) : groceryContainer(p);
  const raw = container.contents ?? contentsColour(p.key);
  // A flavoured water is water with a hint of its fruit.
  const contents = raw && master === 'eaux' && raw !== '#d6ebf7' ? shade(raw, 0.6) : raw;
  // The flavour colours the band (an orange juice's band is orange) unless the contents are plain.
  const flavour = raw && !PLAIN.includes(raw) ? raw : undefined;
  const bands = ['top', 'bottom', 'frame', 'full'] as const;
  let band = pick(`band:${p.brand}`, bands);
  // A label all in the flavour's colour would melt into a clear bottle of that juice.
  let accent = band === 'full' || !flavour ? brandColour : flavour;
  let paper: string = pick(`paper:${p.brand}`, PAPERS);
  let ink = band === 'full' ? contrastOn(accent) : shade(brandColour, -0.15);
  if (master === 'vins') band = 'frame';
  if (master === 'bieres') {
    // The brewery's band on top, the label tinted by the beer's style (blonde, blanche, brune…).
    band = 'top';
    accent = brandColour;
    paper = shade(raw ?? '#e9b53b', 0.45);
    ink = contrastOn(paper) === '#ffffff' ? '#ffffff' : shade(brandColour, -0.3);
  }
  return {
    kind: container.kind,
    ...(container.shape ? { shape: container.shape } : {}),
    ...(container.closure ? { closure: container.closure } : {}),
    scale: container.scale ?? 1,
    material:
      container.material ?? (container.kind === 'box' || container.kind === 'bar' ? brandColour : '#ffffff'),
    clear: container.clear ?? false,
    ...(contents ? { contents } : {}),
    ...(container.fillLevel !== undefined ? { fillLevel: container.fillLevel } : {}),
    capColor:
      container.capColor ??
      (container.closure === 'cork-foil' || container.closure === 'champagne-foil'
        ? pick(`foil:${p.key}`, ['#7a1f2b', '#b08d2e', '#1f1f1f', brandColour])
        : container.closure === 'stopper'
          ? '#8b5a2b'
          : brandColour),
    ...(container.count ? { count: container.count } : {}),
    ...(container.aspect ? { aspect: container.aspect } : {}),
    ...(container.gingham ? { gingham: true } : {}),
    ...(container.window ? { window: true } : {}),
    label: { paper, ink, accent, font, band },
    brand: p.brand,
    name: p.names.fr,
    volumeLabel: formatVolume(p.volume, p.unit),
    icon: p.icon,
    background: shade(rayonColour, 0.45),
  };
}
