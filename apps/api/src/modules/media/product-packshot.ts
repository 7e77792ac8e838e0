/**
 * Product packshots drawn at seed time, with no network: the container the product comes in (a
 * bottle whose shape follows the drink and its volume, a jar, glass pots, a can, a bag, a carton…)
 * with a label in the product's own colours carrying its brand, its name and its volume.
 *
 * The only words are the brand, the name and the volume, so one image serves the four locales.
 * What to draw is decided from the product's data in packaging.ts; this module only draws.
 */
import { escapeXml, iconExists, iconSvg } from './packshot.js';

export const PACKSHOT_SIZE = 600; // image1: width and height
export const THUMB_SIZE = 150; // thumb150: width and height
const VIEW = 400; // drawing units
const FLOOR = 374;
const MAX_HEIGHT = 334;

export type BottleShape =
  | 'bordeaux'
  | 'burgundy'
  | 'flute'
  | 'champagne'
  | 'longneck'
  | 'stubby'
  | 'beer50'
  | 'water'
  | 'juice'
  | 'juiceSmall'
  | 'soda'
  | 'milk'
  | 'flask'
  | 'gin'
  | 'liqueur'
  | 'stone'
  | 'oil'
  | 'vinegar'
  | 'syrup'
  | 'lotion'
  | 'pump'
  | 'spray';

export type Closure = 'crown' | 'screw' | 'cork-foil' | 'champagne-foil' | 'milk-cap' | 'stopper' | 'flip';

export type ContainerKind =
  | 'bottle'
  | 'jar'
  | 'pots'
  | 'can'
  | 'bag'
  | 'box'
  | 'bar'
  | 'block'
  | 'wedge'
  | 'cube'
  | 'tin'
  | 'jerrycan'
  | 'crate';

export type LabelFont = 'serif' | 'sans' | 'condensed' | 'rounded';

export interface LabelStyle {
  paper: string; // label background
  ink: string; // text colour
  accent: string; // band / border colour
  font: LabelFont;
  /** Where the coloured band sits. */
  band: 'top' | 'bottom' | 'frame' | 'full';
}

export interface PackshotSpec {
  kind: ContainerKind;
  shape?: BottleShape; // bottles only
  closure?: Closure; // bottles only
  /** Height relative to the tallest container (a half bottle is smaller than a full one). */
  scale: number;
  /** Glass or material colour; `clear` glass shows the contents. */
  material: string;
  clear: boolean;
  contents?: string; // liquid or food colour
  fillLevel?: number; // 0..1 of the body
  capColor: string;
  /** Number of pots or bottles (pots, crate). */
  count?: number;
  /** Width/height ratio for boxes, bags and jars (1 = as tall as wide). */
  aspect?: number;
  /** A chequered lid (jam). */
  gingham?: boolean;
  /** A window on a bag showing the contents. */
  window?: boolean;
  label: LabelStyle;
  brand: string;
  name: string;
  volumeLabel: string;
  /** fluent-emoji-flat icon drawn small on the label (the fruit of a juice…). */
  icon?: string;
  background: string; // frame colour
}

export interface RenderOptions {
  /** thumb150: no soft shadows, no brand line and no label icon (unreadable at that size). */
  thumb?: boolean;
}

type Pt = [number, number];

const FONTS: Record<LabelFont, { family: string; weight: number; width: number }> = {
  serif: { family: "Georgia, 'Times New Roman', 'DejaVu Serif', serif", weight: 700, width: 0.55 },
  sans: { family: "'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif", weight: 800, width: 0.58 },
  condensed: {
    family: "'Arial Narrow', 'Roboto Condensed', 'DejaVu Sans Condensed', sans-serif",
    weight: 800,
    width: 0.5,
  },
  rounded: {
    family: "'Trebuchet MS', 'Verdana', 'DejaVu Sans', sans-serif",
    weight: 700,
    width: 0.58,
  },
};

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A closed outline through `points` with every corner rounded (quadratic curves through the midpoints). */
export function roundedPath(points: Pt[]): string {
  const n = points.length;
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(points[n - 1]!, points[0]!);
  let d = `M${r1(start[0])} ${r1(start[1])}`;
  for (let i = 0; i < n; i++) {
    const p = points[i]!;
    const m = mid(p, points[(i + 1) % n]!);
    d += `Q${r1(p[0])} ${r1(p[1])} ${r1(m[0])} ${r1(m[1])}`;
  }
  return `${d}Z`;
}

/** Profiles of bottles, bottom to top: [height fraction, radius as a fraction of the height]. */
const PROFILES: Record<BottleShape, { profile: Pt[]; label: [number, number] }> = {
  bordeaux: {
    profile: [
      [0, 0.115],
      [0.012, 0.125],
      [0.6, 0.125],
      [0.66, 0.12],
      [0.71, 0.07],
      [0.75, 0.045],
      [0.96, 0.042],
      [0.965, 0.05],
      [1, 0.05],
    ],
    label: [0.16, 0.5],
  },
  burgundy: {
    profile: [
      [0, 0.125],
      [0.012, 0.135],
      [0.42, 0.135],
      [0.55, 0.122],
      [0.66, 0.076],
      [0.74, 0.048],
      [0.96, 0.045],
      [0.965, 0.052],
      [1, 0.052],
    ],
    label: [0.12, 0.4],
  },
  flute: {
    profile: [
      [0, 0.098],
      [0.01, 0.105],
      [0.45, 0.105],
      [0.6, 0.086],
      [0.75, 0.05],
      [0.82, 0.04],
      [0.965, 0.038],
      [0.97, 0.045],
      [1, 0.045],
    ],
    label: [0.12, 0.42],
  },
  champagne: {
    profile: [
      [0, 0.14],
      [0.012, 0.15],
      [0.46, 0.15],
      [0.58, 0.132],
      [0.69, 0.08],
      [0.77, 0.056],
      [0.965, 0.052],
      [0.97, 0.06],
      [1, 0.06],
    ],
    label: [0.12, 0.42],
  },
  longneck: {
    profile: [
      [0, 0.13],
      [0.015, 0.14],
      [0.52, 0.14],
      [0.6, 0.12],
      [0.68, 0.07],
      [0.72, 0.058],
      [0.95, 0.055],
      [0.955, 0.062],
      [1, 0.06],
    ],
    label: [0.1, 0.5],
  },
  stubby: {
    profile: [
      [0, 0.18],
      [0.02, 0.19],
      [0.55, 0.19],
      [0.66, 0.16],
      [0.75, 0.09],
      [0.8, 0.072],
      [0.94, 0.068],
      [0.945, 0.078],
      [1, 0.076],
    ],
    label: [0.1, 0.5],
  },
  beer50: {
    profile: [
      [0, 0.12],
      [0.012, 0.13],
      [0.58, 0.13],
      [0.66, 0.11],
      [0.72, 0.065],
      [0.75, 0.055],
      [0.95, 0.052],
      [0.955, 0.06],
      [1, 0.058],
    ],
    label: [0.14, 0.52],
  },
  water: {
    profile: [
      [0, 0.12],
      [0.012, 0.13],
      [0.55, 0.13],
      [0.7, 0.112],
      [0.82, 0.07],
      [0.88, 0.056],
      [0.955, 0.054],
      [0.96, 0.062],
      [1, 0.062],
    ],
    label: [0.2, 0.5],
  },
  juice: {
    profile: [
      [0, 0.15],
      [0.015, 0.16],
      [0.6, 0.16],
      [0.7, 0.145],
      [0.8, 0.095],
      [0.85, 0.076],
      [0.95, 0.074],
      [0.955, 0.082],
      [1, 0.082],
    ],
    label: [0.14, 0.54],
  },
  juiceSmall: {
    profile: [
      [0, 0.19],
      [0.02, 0.2],
      [0.58, 0.2],
      [0.7, 0.172],
      [0.8, 0.112],
      [0.85, 0.092],
      [0.94, 0.09],
      [0.945, 0.098],
      [1, 0.098],
    ],
    label: [0.12, 0.54],
  },
  soda: {
    profile: [
      [0, 0.14],
      [0.015, 0.15],
      [0.5, 0.15],
      [0.58, 0.14],
      [0.7, 0.08],
      [0.75, 0.062],
      [0.95, 0.06],
      [0.955, 0.067],
      [1, 0.066],
    ],
    label: [0.12, 0.46],
  },
  milk: {
    profile: [
      [0, 0.18],
      [0.015, 0.19],
      [0.55, 0.19],
      [0.7, 0.172],
      [0.85, 0.128],
      [0.93, 0.116],
      [0.935, 0.126],
      [1, 0.126],
    ],
    label: [0.12, 0.5],
  },
  flask: {
    profile: [
      [0, 0.2],
      [0.01, 0.21],
      [0.62, 0.21],
      [0.68, 0.19],
      [0.73, 0.1],
      [0.77, 0.062],
      [0.88, 0.06],
      [0.885, 0.076],
      [0.92, 0.076],
    ],
    label: [0.12, 0.56],
  },
  gin: {
    profile: [
      [0, 0.17],
      [0.01, 0.178],
      [0.7, 0.178],
      [0.75, 0.162],
      [0.8, 0.088],
      [0.84, 0.076],
      [0.9, 0.075],
      [0.905, 0.086],
      [0.93, 0.086],
    ],
    label: [0.14, 0.62],
  },
  liqueur: {
    profile: [
      [0, 0.13],
      [0.02, 0.165],
      [0.22, 0.2],
      [0.42, 0.19],
      [0.58, 0.14],
      [0.68, 0.07],
      [0.72, 0.05],
      [0.9, 0.048],
      [0.905, 0.06],
      [0.93, 0.06],
    ],
    label: [0.12, 0.44],
  },
  stone: {
    profile: [
      [0, 0.15],
      [0.02, 0.168],
      [0.48, 0.18],
      [0.66, 0.16],
      [0.75, 0.09],
      [0.8, 0.06],
      [0.9, 0.058],
      [0.905, 0.07],
      [0.93, 0.07],
    ],
    label: [0.14, 0.5],
  },
  oil: {
    profile: [
      [0, 0.105],
      [0.006, 0.112],
      [0.68, 0.112],
      [0.72, 0.092],
      [0.76, 0.052],
      [0.8, 0.042],
      [0.93, 0.04],
      [0.935, 0.05],
      [1, 0.05],
    ],
    label: [0.12, 0.6],
  },
  vinegar: {
    profile: [
      [0, 0.12],
      [0.01, 0.128],
      [0.55, 0.128],
      [0.65, 0.1],
      [0.72, 0.056],
      [0.76, 0.045],
      [0.9, 0.043],
      [0.905, 0.054],
      [0.93, 0.054],
    ],
    label: [0.12, 0.5],
  },
  syrup: {
    profile: [
      [0, 0.12],
      [0.01, 0.13],
      [0.6, 0.13],
      [0.7, 0.115],
      [0.78, 0.062],
      [0.82, 0.05],
      [0.94, 0.048],
      [0.945, 0.056],
      [1, 0.056],
    ],
    label: [0.14, 0.56],
  },
  lotion: {
    profile: [
      [0, 0.15],
      [0.01, 0.162],
      [0.72, 0.162],
      [0.79, 0.14],
      [0.83, 0.09],
      [0.86, 0.07],
      [0.92, 0.07],
    ],
    label: [0.12, 0.66],
  },
  pump: {
    profile: [
      [0, 0.16],
      [0.01, 0.172],
      [0.64, 0.172],
      [0.71, 0.145],
      [0.75, 0.08],
      [0.78, 0.062],
      [0.8, 0.062],
    ],
    label: [0.12, 0.58],
  },
  spray: {
    profile: [
      [0, 0.15],
      [0.01, 0.16],
      [0.6, 0.16],
      [0.68, 0.125],
      [0.72, 0.072],
      [0.74, 0.066],
      [0.76, 0.066],
    ],
    label: [0.1, 0.54],
  },
};

export const BOTTLE_SHAPES = Object.keys(PROFILES) as BottleShape[];

/** Rough text width for the label's fonts (the browser renders the SVG, so it cannot be measured here). */
function textWidth(text: string, size: number, font: LabelFont): number {
  let em = 0;
  for (const ch of text) {
    if (/[ilj.,:;'!|’ ]/.test(ch)) em += 0.3;
    else if (/[frt()-]/.test(ch)) em += 0.4;
    else if (/[mwMW]/.test(ch)) em += 0.9;
    else if (/[A-ZÀ-ÝŒ]/.test(ch)) em += 0.72;
    else em += 0.58;
  }
  return em * size * (FONTS[font].width / 0.58);
}

/** Words into at most `maxLines` lines of `width`, shrinking the type from `size` down to `min`. */
export function fitLines(
  text: string,
  width: number,
  size: number,
  min: number,
  maxLines: number,
  font: LabelFont,
): { lines: string[]; size: number } {
  const words = text.split(/\s+/).filter(Boolean);
  for (let s = size; s >= min; s -= 1) {
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (textWidth(next, s, font) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (lines.length <= maxLines && lines.every((l) => textWidth(l, s, font) <= width))
      return { lines, size: s };
  }
  // Still too long at the smallest size: keep the lines, the text is squeezed to fit (textLength).
  const lines: string[] = [];
  const perLine = Math.ceil(words.length / maxLines);
  for (let i = 0; i < words.length; i += perLine) lines.push(words.slice(i, i + perLine).join(' '));
  return { lines, size: min };
}

/** One line of label text, laid out at its estimated width (at most `maxWidth`): it fits the label whatever font the browser picks. */
function textLine(
  text: string,
  x: number,
  y: number,
  size: number,
  font: LabelFont,
  fill: string,
  maxWidth: number,
  opts: { weight?: number; spacing?: number; upper?: boolean } = {},
): string {
  const content = opts.upper ? text.toUpperCase() : text;
  const spacing = opts.spacing ?? 0;
  const estimate = textWidth(content, size, font) + spacing * content.length;
  const fit = Math.min(estimate, maxWidth);
  const f = FONTS[font];
  return (
    `<text x="${r1(x)}" y="${r1(y)}" text-anchor="middle" font-family="${escapeXml(f.family)}"` +
    ` font-size="${r1(size)}" font-weight="${opts.weight ?? f.weight}" fill="${escapeXml(fill)}"` +
    (spacing ? ` letter-spacing="${spacing}"` : '') +
    ` textLength="${r1(fit)}" lengthAdjust="spacingAndGlyphs">${escapeXml(content)}</text>`
  );
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The label: brand on top (small capitals), the name in the middle on up to three lines, the volume
 * at the bottom, and the product's icon when there is room.
 */
function labelContent(spec: PackshotSpec, box: Box, opts: RenderOptions, prefix: string): string {
  const { label } = spec;
  const out: string[] = [];
  const pad = Math.max(4, box.w * 0.07);
  const inner = box.w - pad * 2;
  const cx = box.x + box.w / 2;
  // band
  if (label.band === 'top' || label.band === 'bottom') {
    const bh = box.h * 0.2;
    const by = label.band === 'top' ? box.y : box.y + box.h - bh;
    out.push(
      `<rect x="${r1(box.x)}" y="${r1(by)}" width="${r1(box.w)}" height="${r1(bh)}" fill="${escapeXml(label.accent)}"/>`,
    );
  } else if (label.band === 'frame') {
    const inset = Math.max(3, box.w * 0.045);
    out.push(
      `<rect x="${r1(box.x + inset)}" y="${r1(box.y + inset)}" width="${r1(box.w - inset * 2)}" height="${r1(box.h - inset * 2)}" fill="none" stroke="${escapeXml(label.accent)}" stroke-width="${r1(Math.max(1.2, box.w * 0.018))}"/>`,
    );
  }
  const brandSize = Math.min(box.h * 0.1, box.w * 0.1, 16);
  const volumeSize = Math.min(box.h * 0.11, box.w * 0.12, 17);
  const showIcon = !opts.thumb && spec.icon !== undefined && iconExists(spec.icon) && box.h > box.w * 0.9;
  const iconSize = showIcon ? Math.min(box.w * 0.34, box.h * 0.24) : 0;
  const bandText = label.band === 'full' ? label.ink : label.ink;
  // vertical layout
  let y = box.y + pad * 0.6;
  if (label.band === 'top') y = box.y + box.h * 0.2 * 0.5 - brandSize * 0.05;
  if (!opts.thumb || label.band === 'top') {
    const brandFill = label.band === 'top' ? contrastOn(label.accent) : label.accent;
    const brandY = label.band === 'top' ? y + brandSize * 0.36 : y + brandSize;
    out.push(
      textLine(
        spec.brand,
        cx,
        brandY,
        brandSize,
        label.font === 'serif' ? 'serif' : 'sans',
        brandFill,
        inner,
        {
          weight: 700,
          spacing: brandSize * 0.06,
          upper: true,
        },
      ),
    );
  }
  const top = label.band === 'top' ? box.y + box.h * 0.2 + pad * 0.5 : box.y + pad * 0.6 + brandSize * 1.5;
  const bottomReserved = volumeSize * 1.6 + (label.band === 'bottom' ? box.h * 0.2 - volumeSize * 1.2 : 0);
  const bottom = box.y + box.h - bottomReserved - pad * 0.3;
  let nameTop = top;
  if (showIcon) {
    const iy = top;
    out.push(iconSvg(spec.icon!, `${prefix}ic-`, cx - iconSize / 2, iy, iconSize));
    nameTop = iy + iconSize + pad * 0.2;
  }
  const avail = Math.max(10, bottom - nameTop);
  const maxSize = Math.min(box.w * 0.2, 34);
  const fitted = fitLines(spec.name, inner, maxSize, Math.max(7, Math.min(11, maxSize)), 3, label.font);
  let size = fitted.size;
  if (fitted.lines.length * size * 1.08 > avail) size = Math.max(6, avail / (fitted.lines.length * 1.08));
  const lineHeight = size * 1.06;
  const blockH = fitted.lines.length * lineHeight;
  let ly = nameTop + (avail - blockH) / 2 + size * 0.8;
  for (const line of fitted.lines) {
    out.push(textLine(line, cx, ly, size, label.font, bandText, inner));
    ly += lineHeight;
  }
  const volumeFill = label.band === 'bottom' ? contrastOn(label.accent) : label.ink;
  const vy =
    label.band === 'bottom'
      ? box.y + box.h - box.h * 0.1 + volumeSize * 0.36
      : box.y + box.h - pad * 0.5 - volumeSize * 0.2;
  out.push(textLine(spec.volumeLabel, cx, vy, volumeSize, 'sans', volumeFill, inner, { weight: 700 }));
  return out.join('');
}

/** Black or white, whichever reads better on `hex`. */
export function contrastOn(hex: string): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return '#1f1f1f';
  const n = parseInt(m[1]!, 16);
  const lum = (c: number) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lum((n >> 16) & 255) + 0.7152 * lum((n >> 8) & 255) + 0.0722 * lum(n & 255);
  return l > 0.4 ? '#1f1f1f' : '#ffffff';
}

/** Mixes a colour with white (t > 0) or black (t < 0). */
export function shade(hex: string, t: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m) return hex;
  const n = parseInt(m[1]!, 16);
  const mix = (c: number) => Math.round(t >= 0 ? c + (255 - c) * t : c * (1 + t));
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** Cylinder shading laid over a body (the defs hold `${p}cyl`). */
const overlay = (d: string, p: string) => `<path d="${d}" fill="url(#${p}cyl)"/>`;

function bottle(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const shape = spec.shape ?? 'bordeaux';
  const { profile, label } = PROFILES[shape];
  const H = MAX_HEIGHT * spec.scale;
  const cx = VIEW / 2;
  const X = (r: number, side: 1 | -1) => cx + side * r * H;
  const Y = (y: number) => FLOOR - y * H;
  const right: Pt[] = profile.map(([y, r]) => [X(r, 1), Y(y)]);
  const left: Pt[] = [...profile].reverse().map(([y, r]) => [X(r, -1), Y(y)]);
  const d = roundedPath([[cx, FLOOR], ...right, ...left]);
  const out: string[] = [];
  out.push(`<clipPath id="${p}body"><path d="${d}"/></clipPath>`);
  const glass = escapeXml(spec.material);
  if (spec.clear) {
    out.push(`<path d="${d}" fill="${glass}" fill-opacity="0.35"/>`);
    if (spec.contents) {
      const level = Y(spec.fillLevel ?? 0.8);
      out.push(
        `<rect clip-path="url(#${p}body)" x="0" y="${r1(level)}" width="${VIEW}" height="${r1(FLOOR - level)}" fill="${escapeXml(spec.contents)}"/>`,
      );
    }
  } else {
    out.push(`<path d="${d}" fill="${glass}"/>`);
  }
  // label on the straight part of the body
  const [ly0, ly1] = label;
  const rAt = (y: number) => {
    let best = profile[0]![1];
    for (const [py, pr] of profile) if (py <= y) best = pr;
    return best;
  };
  const rLabel = Math.min(rAt(ly0), rAt(ly1), rAt((ly0 + ly1) / 2));
  const lw = rLabel * H * 2 * 0.98;
  const box: Box = { x: cx - lw / 2, y: Y(ly1), w: lw, h: (ly1 - ly0) * H };
  out.push(`<g clip-path="url(#${p}body)">`);
  out.push(labelBackground(spec, box));
  out.push(labelContent(spec, box, opts, p));
  out.push('</g>');
  out.push(overlay(d, p));
  out.push(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.18" stroke-width="1.2"/>`);
  out.push(closure(spec, shape, H, cx));
  return out.join('');
}

function labelBackground(spec: PackshotSpec, box: Box): string {
  const fill = spec.label.band === 'full' ? spec.label.accent : spec.label.paper;
  return `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" fill="${escapeXml(fill)}"/>`;
}

function closure(spec: PackshotSpec, shape: BottleShape, H: number, cx: number): string {
  const profile = PROFILES[shape].profile;
  const [topY, topR] = profile[profile.length - 1]!;
  const top = FLOOR - topY * H;
  const rr = topR * H;
  const cap = escapeXml(spec.capColor);
  const dark = escapeXml(shade(spec.capColor, -0.25));
  const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 1.5) =>
    `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="${rx}" fill="${fill}"/>`;
  switch (spec.closure ?? 'screw') {
    case 'crown': {
      const h = H * 0.035;
      return (
        rect(cx - rr - 1.5, top - 1, rr * 2 + 3, h, cap) +
        rect(cx - rr - 1.5, top - 1 + h * 0.7, rr * 2 + 3, h * 0.3, dark, 0.5)
      );
    }
    case 'screw': {
      const h = H * 0.07;
      let ribs = '';
      for (let i = 1; i < 6; i++) {
        const x = cx - rr - 1 + ((rr * 2 + 2) * i) / 6;
        ribs += `<line x1="${r1(x)}" y1="${r1(top + 2)}" x2="${r1(x)}" y2="${r1(top + h - 2)}" stroke="${dark}" stroke-width="1"/>`;
      }
      return rect(cx - rr - 1.5, top - 1, rr * 2 + 3, h, cap, 2.5) + ribs;
    }
    case 'cork-foil': {
      const h = H * 0.14;
      return (
        rect(cx - rr - 1.2, top - 0.5, rr * 2 + 2.4, h, cap, 2) +
        rect(cx - rr - 1.2, top + h - 3, rr * 2 + 2.4, 2.5, dark, 0.5)
      );
    }
    case 'champagne-foil': {
      const h = H * 0.2;
      const neck = `M${r1(cx - rr - 1.5)} ${r1(top)}h${r1(rr * 2 + 3)}l${r1(rr * 0.35)} ${r1(h)}h${r1(-(rr * 2.7 + 3))}Z`;
      return (
        rect(cx - rr * 0.9, top - H * 0.03, rr * 1.8, H * 0.035, dark, 3) +
        `<path d="${neck}" fill="${cap}"/>` +
        `<path d="M${r1(cx - rr * 1.2)} ${r1(top + h)}q${r1(rr * 1.2)} ${r1(-h * 0.18)} ${r1(rr * 2.4)} 0" stroke="${dark}" stroke-width="2" fill="none"/>`
      );
    }
    case 'milk-cap': {
      const h = H * 0.045;
      return (
        rect(cx - rr - 2.5, top - 2, rr * 2 + 5, h, cap, 3) +
        rect(cx - rr - 2.5, top - 2 + h * 0.65, rr * 2 + 5, h * 0.35, dark, 1)
      );
    }
    case 'stopper': {
      const h = H * 0.08;
      return (
        rect(cx - rr * 0.8, top - 2, rr * 1.6, h * 0.3, '#c9a27a', 1) +
        rect(cx - rr * 1.35, top - h, rr * 2.7, h * 0.75, cap, 4)
      );
    }
    case 'flip': {
      const h = H * 0.08;
      return (
        rect(cx - rr - 3, top - h * 0.4, rr * 2 + 6, h, cap, 4) +
        rect(cx - rr * 0.5, top - h * 0.4 - 3, rr, 4, dark, 2)
      );
    }
  }
}

function pumpHead(spec: PackshotSpec, H: number, cx: number): string {
  const profile = PROFILES[spec.shape!].profile;
  const [topY, topR] = profile[profile.length - 1]!;
  const top = FLOOR - topY * H;
  const rr = topR * H;
  const cap = escapeXml(spec.capColor);
  if (spec.shape === 'spray') {
    return (
      `<rect x="${r1(cx - rr - 3)}" y="${r1(top - H * 0.05)}" width="${r1(rr * 2 + 6)}" height="${r1(H * 0.055)}" rx="3" fill="${cap}"/>` +
      `<path d="M${r1(cx - rr * 1.2)} ${r1(top - H * 0.05)}v${r1(-H * 0.1)}q0 ${r1(-H * 0.06)} ${r1(H * 0.05)} ${r1(-H * 0.07)}h${r1(H * 0.1)}v${r1(H * 0.07)}h${r1(-H * 0.06)}v${r1(H * 0.1)}Z" fill="${cap}"/>` +
      `<path d="M${r1(cx + rr * 0.1)} ${r1(top - H * 0.11)}l${r1(-H * 0.01)} ${r1(H * 0.07)}h${r1(H * 0.025)}Z" fill="${escapeXml(shade(spec.capColor, -0.3))}"/>`
    );
  }
  return (
    `<rect x="${r1(cx - rr - 2)}" y="${r1(top - H * 0.04)}" width="${r1(rr * 2 + 4)}" height="${r1(H * 0.045)}" rx="2" fill="${cap}"/>` +
    `<rect x="${r1(cx - 3)}" y="${r1(top - H * 0.13)}" width="6" height="${r1(H * 0.1)}" fill="${escapeXml(shade(spec.capColor, -0.2))}"/>` +
    `<path d="M${r1(cx - rr * 0.9)} ${r1(top - H * 0.13)}h${r1(rr * 0.9 + H * 0.12)}v${r1(H * 0.03)}h${r1(-H * 0.05)}v${r1(-H * 0.012)}h${r1(-(rr * 0.9 + H * 0.07) + rr * 0.9 * 0)}Z" fill="${cap}"/>` +
    `<rect x="${r1(cx - rr * 0.9)}" y="${r1(top - H * 0.17)}" width="${r1(rr * 1.8)}" height="${r1(H * 0.045)}" rx="3" fill="${cap}"/>`
  );
}

function jar(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const aspect = spec.aspect ?? 0.85;
  const h = MAX_HEIGHT * 0.8 * spec.scale;
  const w = Math.min(300, h * aspect);
  const cx = VIEW / 2;
  const lidH = h * 0.15;
  const bodyTop = FLOOR - h + lidH;
  const x0 = cx - w / 2;
  const bodyD = roundedPath([
    [cx, FLOOR],
    [x0 + w - 4, FLOOR],
    [x0 + w, FLOOR - 14],
    [x0 + w, bodyTop + 16],
    [x0 + w - 10, bodyTop],
    [x0 + 10, bodyTop],
    [x0, bodyTop + 16],
    [x0, FLOOR - 14],
    [x0 + 4, FLOOR],
  ]);
  const out: string[] = [];
  out.push(`<clipPath id="${p}body"><path d="${bodyD}"/></clipPath>`);
  out.push(`<path d="${bodyD}" fill="${escapeXml(spec.material)}" fill-opacity="${spec.clear ? 0.4 : 1}"/>`);
  if (spec.contents)
    out.push(
      `<rect clip-path="url(#${p}body)" x="0" y="${r1(bodyTop + h * 0.06)}" width="${VIEW}" height="${r1(h)}" fill="${escapeXml(spec.contents)}"/>`,
    );
  const box: Box = { x: x0 - 1, y: bodyTop + (FLOOR - bodyTop) * 0.2, w: w + 2, h: (FLOOR - bodyTop) * 0.62 };
  out.push(
    `<g clip-path="url(#${p}body)">`,
    labelBackground(spec, box),
    labelContent(spec, { ...box, x: box.x + w * 0.06, w: box.w - w * 0.12 }, opts, p),
    '</g>',
  );
  out.push(overlay(bodyD, p));
  out.push(`<path d="${bodyD}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="1.2"/>`);
  // lid
  const lidD = roundedPath([
    [x0 + 4, bodyTop + 4],
    [x0 + 2, FLOOR - h + 6],
    [x0 + 10, FLOOR - h],
    [x0 + w - 10, FLOOR - h],
    [x0 + w - 2, FLOOR - h + 6],
    [x0 + w - 4, bodyTop + 4],
  ]);
  out.push(`<path d="${lidD}" fill="${escapeXml(spec.capColor)}"/>`);
  if (spec.gingham) {
    out.push(
      `<pattern id="${p}ging" width="16" height="16" patternUnits="userSpaceOnUse"><rect width="16" height="16" fill="#fff"/><rect width="8" height="16" fill="${escapeXml(spec.capColor)}" fill-opacity="0.55"/><rect width="16" height="8" fill="${escapeXml(spec.capColor)}" fill-opacity="0.55"/></pattern>`,
      `<path d="${lidD}" fill="url(#${p}ging)"/>`,
      `<path d="M${r1(x0 - 6)} ${r1(bodyTop + 8)}q${r1(w / 4)} ${r1(-lidH * 0.5)} ${r1(w / 2 + 6)} ${r1(-lidH * 0.2)}t${r1(w / 2 + 6)} ${r1(lidH * 0.2)}l-4 ${r1(-lidH * 1.1)}h${r1(-(w + 4))}Z" fill="url(#${p}ging)" stroke="#000" stroke-opacity="0.1"/>`,
    );
  }
  out.push(overlay(lidD, p));
  return out.join('');
}

function pots(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const count = Math.max(1, Math.min(6, spec.count ?? 4));
  const front = count >= 4 ? Math.ceil(count / 2) : count;
  const back = count - front;
  const potW = Math.min(150, 300 / front);
  const potH = potW * (spec.aspect ?? 1.15);
  const out: string[] = [];
  const drawPot = (cx: number, floor: number, scale: number, id: string, withLabel: boolean) => {
    const w = potW * scale;
    const h = potH * scale;
    const x0 = cx - w / 2;
    const d = roundedPath([
      [cx, floor],
      [x0 + w * 0.88, floor],
      [x0 + w, floor - h * 0.9],
      [x0 + w, floor - h],
      [x0, floor - h],
      [x0, floor - h * 0.9],
      [x0 + w * 0.12, floor],
    ]);
    out.push(`<clipPath id="${p}${id}"><path d="${d}"/></clipPath>`);
    out.push(`<path d="${d}" fill="${escapeXml(spec.material)}" fill-opacity="0.45"/>`);
    out.push(
      `<rect clip-path="url(#${p}${id})" x="${r1(x0)}" y="${r1(floor - h * 0.85)}" width="${r1(w)}" height="${r1(h)}" fill="${escapeXml(spec.contents ?? '#f7f4ec')}"/>`,
    );
    out.push(
      `<ellipse cx="${r1(cx)}" cy="${r1(floor - h)}" rx="${r1(w / 2 + 2)}" ry="${r1(w * 0.12)}" fill="${escapeXml(spec.capColor)}"/>`,
    );
    if (withLabel) {
      const box: Box = { x: x0 - 2, y: floor - h * 0.72, w: w + 4, h: h * 0.52 };
      out.push(
        `<g clip-path="url(#${p}${id})">${labelBackground(spec, box)}${labelContent(spec, { ...box, x: box.x + w * 0.08, w: box.w - w * 0.16 }, { ...opts, thumb: true }, `${p}${id}`)}</g>`,
      );
    }
    out.push(overlay(d, p));
    out.push(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.15"/>`);
  };
  const span = potW * front;
  const backSpan = potW * 0.9 * back;
  for (let i = 0; i < back; i++)
    drawPot(VIEW / 2 - backSpan / 2 + potW * 0.9 * (i + 0.5), FLOOR - potH * 0.32, 0.9, `pb${i}`, false);
  for (let i = 0; i < front; i++) drawPot(VIEW / 2 - span / 2 + potW * (i + 0.5), FLOOR, 1, `pf${i}`, true);
  return out.join('');
}

function can(spec: PackshotSpec, opts: RenderOptions, p: string, tin: boolean): string {
  const { h, w, cx, x0, top } = standing(spec, 0.74, 0.78, 310);
  const ry = w * 0.09;
  const d = `M${r1(x0)} ${r1(top)}v${r1(h - ry)}a${r1(w / 2)} ${r1(ry)} 0 0 0 ${r1(w)} 0v${r1(-(h - ry))}Z`;
  const out: string[] = [];
  out.push(`<clipPath id="${p}body"><path d="${d}"/></clipPath>`);
  out.push(`<path d="${d}" fill="${escapeXml(spec.material)}"/>`);
  const box: Box = { x: x0, y: top + h * (tin ? 0.22 : 0.1), w, h: h * (tin ? 0.72 : 0.78) };
  out.push(
    `<g clip-path="url(#${p}body)">${labelBackground(spec, box)}${labelContent(spec, { ...box, x: x0 + w * 0.12, w: w * 0.76 }, opts, p)}</g>`,
  );
  out.push(overlay(d, p));
  out.push(
    `<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(w / 2)}" ry="${r1(ry)}" fill="${escapeXml(tin ? spec.capColor : '#c9ced3')}"/>`,
  );
  out.push(
    `<ellipse cx="${cx}" cy="${r1(top)}" rx="${r1(w / 2 - 6)}" ry="${r1(ry - 3)}" fill="#000" fill-opacity="0.08"/>`,
  );
  if (tin) {
    const lid = `M${r1(x0)} ${r1(top)}v${r1(h * 0.16)}a${r1(w / 2)} ${r1(ry)} 0 0 0 ${r1(w)} 0v${r1(-h * 0.16)}Z`;
    out.push(`<path d="${lid}" fill="${escapeXml(spec.capColor)}"/>`, overlay(lid, p));
  }
  return out.join('');
}

/** A container standing on the floor, centred: its height, width, centre, left side and top. */
function standing(spec: PackshotSpec, heightFactor: number, aspect: number, maxWidth = VIEW) {
  const h = MAX_HEIGHT * heightFactor * spec.scale;
  const w = Math.min(maxWidth, h * (spec.aspect ?? aspect));
  const cx = VIEW / 2;
  return { h, w, cx, x0: cx - w / 2, top: FLOOR - h };
}

function bag(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const { h, w, cx, x0, top } = standing(spec, 0.94, 0.66);
  const d = roundedPath([
    [cx, FLOOR],
    [x0 + w - 6, FLOOR],
    [x0 + w + 4, FLOOR - h * 0.3],
    [x0 + w, top + h * 0.1],
    [x0 + w, top],
    [x0, top],
    [x0, top + h * 0.1],
    [x0 - 4, FLOOR - h * 0.3],
    [x0 + 6, FLOOR],
  ]);
  const out: string[] = [];
  out.push(`<clipPath id="${p}body"><path d="${d}"/></clipPath>`);
  out.push(`<path d="${d}" fill="${escapeXml(spec.material)}"/>`);
  out.push(
    `<rect clip-path="url(#${p}body)" x="${r1(x0 - 6)}" y="${r1(top)}" width="${r1(w + 12)}" height="${r1(h * 0.09)}" fill="#000" fill-opacity="0.12"/>`,
  );
  const box: Box = { x: x0 + w * 0.1, y: top + h * 0.17, w: w * 0.8, h: h * (spec.window ? 0.5 : 0.62) };
  out.push(
    `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="6" fill="${escapeXml(spec.label.band === 'full' ? spec.label.accent : spec.label.paper)}"/>`,
  );
  out.push(labelContent(spec, box, opts, p));
  if (spec.window) {
    const wy = box.y + box.h + h * 0.04;
    const wh = FLOOR - wy - h * 0.08;
    out.push(
      `<rect x="${r1(cx - w * 0.3)}" y="${r1(wy)}" width="${r1(w * 0.6)}" height="${r1(wh)}" rx="${r1(wh / 2)}" fill="${escapeXml(spec.contents ?? '#e8d7a8')}"/>`,
    );
    out.push(
      `<rect x="${r1(cx - w * 0.3)}" y="${r1(wy)}" width="${r1(w * 0.6)}" height="${r1(wh)}" rx="${r1(wh / 2)}" fill="url(#${p}grain)"/>`,
    );
  } else if (spec.contents) {
    // coffee valve
    out.push(
      `<circle cx="${r1(cx)}" cy="${r1(top + h * 0.88)}" r="${r1(w * 0.06)}" fill="${escapeXml(shade(spec.material, -0.2))}"/>`,
    );
  }
  out.push(overlay(d, p));
  out.push(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="1.2"/>`);
  return out.join('');
}

/** A carton or a wrapped block seen from three quarters: front face, side and top. */
function cuboid(
  spec: PackshotSpec,
  opts: RenderOptions,
  p: string,
  kind: 'box' | 'bar' | 'block' | 'cube',
): string {
  const aspect = spec.aspect ?? (kind === 'block' ? 1.5 : kind === 'cube' ? 1 : kind === 'bar' ? 0.6 : 0.72);
  const maxH = MAX_HEIGHT * spec.scale * (kind === 'block' ? 0.62 : kind === 'cube' ? 0.66 : 0.92);
  let h = maxH;
  let w = h * aspect;
  if (w > 250) {
    w = 250;
    h = w / aspect;
  }
  const depth = kind === 'bar' ? w * 0.1 : kind === 'block' || kind === 'cube' ? w * 0.42 : w * 0.36;
  const dx = depth * 0.75;
  const dy = depth * 0.42;
  const x0 = VIEW / 2 - (w + dx) / 2;
  const y1 = FLOOR;
  const y0 = FLOOR - h;
  const face = kind !== 'cube' && spec.label.band === 'full' ? spec.label.accent : spec.material;
  const out: string[] = [];
  out.push(
    `<path d="M${r1(x0 + w)} ${r1(y0)}l${r1(dx)} ${r1(-dy)}v${r1(h)}l${r1(-dx)} ${r1(dy)}Z" fill="${escapeXml(shade(face, -0.22))}"/>`,
    `<path d="M${r1(x0)} ${r1(y0)}l${r1(dx)} ${r1(-dy)}h${r1(w)}l${r1(-dx)} ${r1(dy)}Z" fill="${escapeXml(shade(face, 0.18))}"/>`,
    `<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(w)}" height="${r1(h)}" fill="${escapeXml(face)}"/>`,
  );
  if (kind === 'cube') {
    const inset = w * 0.14;
    const box: Box = { x: x0 + inset, y: y0 + inset, w: w - inset * 2, h: h - inset * 2 };
    out.push(
      `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" fill="none" stroke="${escapeXml(shade(spec.material, -0.18))}" stroke-width="3"/>`,
    );
    // Stamped into the soap: its name in a darker shade of the soap itself.
    const stamp = shade(spec.material, -0.55);
    const label = { ...spec.label, band: 'frame' as const, ink: stamp, accent: stamp };
    out.push(labelContent({ ...spec, label }, box, opts, p));
  } else {
    const band =
      kind === 'block'
        ? { x: x0 + w * 0.12, y: y0 + h * 0.12, w: w * 0.76, h: h * 0.76 }
        : { x: x0 + w * 0.08, y: y0 + h * 0.08, w: w * 0.84, h: h * 0.84 };
    if (spec.label.band !== 'full')
      out.push(
        `<rect x="${r1(band.x)}" y="${r1(band.y)}" width="${r1(band.w)}" height="${r1(band.h)}" rx="4" fill="${escapeXml(spec.label.paper)}"/>`,
      );
    out.push(labelContent(spec, band, opts, p));
  }
  out.push(`<rect x="${r1(x0)}" y="${r1(y0)}" width="${r1(w)}" height="${r1(h)}" fill="url(#${p}flat)"/>`);
  out.push(
    `<path d="M${r1(x0)} ${r1(y1)}V${r1(y0)}l${r1(dx)} ${r1(-dy)}h${r1(w)}v${r1(h)}l${r1(-dx)} ${r1(dy)}Z" fill="none" stroke="#000" stroke-opacity="0.14" stroke-width="1.2"/>`,
  );
  return out.join('');
}

function wedge(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const w = 300 * spec.scale;
  const h = 150 * spec.scale;
  const x0 = VIEW / 2 - w / 2;
  const rind = escapeXml(shade(spec.material, -0.35));
  const out: string[] = [
    `<path d="M${r1(x0)} ${FLOOR}l${r1(w * 0.72)} ${r1(-h * 0.2)}l${r1(w * 0.28)} ${r1(-h * 0.25)}v${r1(-h * 0.6)}l${r1(-w)} ${r1(h * 0.5)}Z" fill="${escapeXml(spec.material)}"/>`,
    `<path d="M${r1(x0)} ${FLOOR}l${r1(w * 0.72)} ${r1(-h * 0.2)}v${r1(-h * 0.62)}l${r1(-w * 0.72)} ${r1(-h * 0.18 + h * 0.8 - h * 0.55)}Z" fill="${escapeXml(shade(spec.material, 0.15))}"/>`,
    `<path d="M${r1(x0 + w * 0.72)} ${r1(FLOOR - h * 0.2)}l${r1(w * 0.28)} ${r1(-h * 0.25)}v${r1(-h * 0.6)}l${r1(-w * 0.28)} ${r1(h * 0.43)}Z" fill="${rind}"/>`,
  ];
  // a paper label stuck on the cut face
  const box: Box = { x: x0 + w * 0.2, y: FLOOR - h * 1.55, w: w * 0.5, h: h * 1.05 };
  out.push(
    `<g transform="rotate(-6 ${r1(box.x + box.w / 2)} ${r1(box.y + box.h / 2)})"><rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="6" fill="${escapeXml(spec.label.paper)}" stroke="${escapeXml(spec.label.accent)}" stroke-width="3"/>${labelContent(spec, box, opts, p)}</g>`,
  );
  return out.join('');
}

function jerrycan(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const { h, w, cx, x0, top } = standing(spec, 0.86, 0.62);
  const d = roundedPath([
    [cx, FLOOR],
    [x0 + w, FLOOR],
    [x0 + w, top + h * 0.12],
    [x0 + w * 0.78, top],
    [x0 + w * 0.3, top],
    [x0, top + h * 0.14],
    [x0, FLOOR],
  ]);
  const out: string[] = [];
  out.push(`<path d="${d}" fill="${escapeXml(spec.material)}"/>`);
  // handle hole
  out.push(
    `<rect x="${r1(x0 + w * 0.45)}" y="${r1(top + h * 0.06)}" width="${r1(w * 0.3)}" height="${r1(h * 0.07)}" rx="${r1(h * 0.035)}" fill="${escapeXml(spec.background)}"/>`,
  );
  out.push(
    `<rect x="${r1(x0 + w * 0.08)}" y="${r1(top - h * 0.06)}" width="${r1(w * 0.22)}" height="${r1(h * 0.08)}" rx="3" fill="${escapeXml(spec.capColor)}"/>`,
  );
  const box: Box = { x: x0 + w * 0.08, y: top + h * 0.24, w: w * 0.84, h: h * 0.66 };
  out.push(
    `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="8" fill="${escapeXml(spec.label.band === 'full' ? spec.label.accent : spec.label.paper)}"/>`,
  );
  out.push(labelContent(spec, box, opts, p));
  out.push(overlay(d, p));
  out.push(`<path d="${d}" fill="none" stroke="#000" stroke-opacity="0.15" stroke-width="1.2"/>`);
  return out.join('');
}

function crate(spec: PackshotSpec, opts: RenderOptions, p: string): string {
  const count = Math.max(2, Math.min(6, spec.count ?? 4));
  const w = 320;
  const h = 150;
  const x0 = VIEW / 2 - w / 2;
  const y0 = FLOOR - h;
  const out: string[] = [];
  const neckW = (w - 40) / count;
  for (let i = 0; i < count; i++) {
    const bx = x0 + 20 + neckW * (i + 0.5);
    out.push(
      `<rect x="${r1(bx - neckW * 0.32)}" y="${r1(y0 - 120)}" width="${r1(neckW * 0.64)}" height="140" rx="${r1(neckW * 0.3)}" fill="${escapeXml(spec.material)}"/>`,
      `<rect x="${r1(bx - neckW * 0.14)}" y="${r1(y0 - 150)}" width="${r1(neckW * 0.28)}" height="40" fill="${escapeXml(spec.material)}"/>`,
      `<rect x="${r1(bx - neckW * 0.17)}" y="${r1(y0 - 156)}" width="${r1(neckW * 0.34)}" height="10" rx="2" fill="${escapeXml(spec.capColor)}"/>`,
    );
  }
  out.push(
    `<rect x="${r1(x0)}" y="${r1(y0)}" width="${w}" height="${h}" rx="10" fill="${escapeXml(spec.label.accent)}"/>`,
  );
  for (let i = 1; i < 4; i++)
    out.push(
      `<rect x="${r1(x0 + 10)}" y="${r1(y0 + (h * i) / 4 - 2)}" width="${w - 20}" height="4" fill="#000" fill-opacity="0.12"/>`,
    );
  const box: Box = { x: x0 + w * 0.2, y: y0 + h * 0.16, w: w * 0.6, h: h * 0.68 };
  out.push(
    `<rect x="${r1(box.x)}" y="${r1(box.y)}" width="${r1(box.w)}" height="${r1(box.h)}" rx="6" fill="${escapeXml(spec.label.paper)}"/>`,
  );
  out.push(labelContent(spec, box, opts, p));
  return out.join('');
}

/** How each kind of container is drawn. */
const DRAW: Record<ContainerKind, (spec: PackshotSpec, opts: RenderOptions, p: string) => string> = {
  bottle,
  jar,
  pots,
  can: (spec, opts, p) => can(spec, opts, p, false),
  tin: (spec, opts, p) => can(spec, opts, p, true),
  bag,
  box: (spec, opts, p) => cuboid(spec, opts, p, 'box'),
  bar: (spec, opts, p) => cuboid(spec, opts, p, 'bar'),
  block: (spec, opts, p) => cuboid(spec, opts, p, 'block'),
  cube: (spec, opts, p) => cuboid(spec, opts, p, 'cube'),
  wedge,
  jerrycan,
  crate,
};

/** Renders a product packshot as a standalone SVG (image1, or the thumb150 rendition). */
export function renderProductPackshot(spec: PackshotSpec, opts: RenderOptions = {}): string {
  const size = opts.thumb ? THUMB_SIZE : PACKSHOT_SIZE;
  const p = 'pp-';
  let body = DRAW[spec.kind](spec, opts, p);
  if (spec.kind === 'bottle' && (spec.shape === 'pump' || spec.shape === 'spray'))
    body += pumpHead(spec, MAX_HEIGHT * spec.scale, VIEW / 2);
  const bg = escapeXml(spec.background);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${VIEW} ${VIEW}" role="img" aria-labelledby="${p}title">`,
    `<title id="${p}title">${escapeXml(`${spec.brand} · ${spec.name} · ${spec.volumeLabel}`)}</title>`,
    '<defs>',
    `<linearGradient id="${p}cyl" x1="0" y1="0" x2="1" y2="0">`,
    '<stop offset="0" stop-color="#000" stop-opacity="0.28"/>',
    '<stop offset="0.12" stop-color="#fff" stop-opacity="0.05"/>',
    '<stop offset="0.22" stop-color="#fff" stop-opacity="0.45"/>',
    '<stop offset="0.3" stop-color="#fff" stop-opacity="0.06"/>',
    '<stop offset="0.7" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.32"/>',
    '</linearGradient>',
    `<linearGradient id="${p}flat" x1="0" y1="0" x2="1" y2="1">`,
    '<stop offset="0" stop-color="#fff" stop-opacity="0.22"/>',
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.1"/>',
    '</linearGradient>',
    `<pattern id="${p}grain" width="14" height="10" patternUnits="userSpaceOnUse"><ellipse cx="4" cy="3" rx="3.2" ry="2.2" fill="#000" fill-opacity="0.14"/><ellipse cx="11" cy="8" rx="3.2" ry="2.2" fill="#000" fill-opacity="0.1"/></pattern>`,
    `<radialGradient id="${p}floor"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>`,
    `<radialGradient id="${p}glow" cx="50%" cy="40%" r="65%"><stop offset="0" stop-color="#fff" stop-opacity="0.85"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${VIEW}" height="${VIEW}" fill="${bg}"/>`,
    `<rect width="${VIEW}" height="${VIEW}" fill="url(#${p}glow)"/>`,
    opts.thumb ? '' : `<ellipse cx="${VIEW / 2}" cy="${FLOOR + 2}" rx="150" ry="12" fill="url(#${p}floor)"/>`,
    body,
    '</svg>',
  ].join('\n');
}
