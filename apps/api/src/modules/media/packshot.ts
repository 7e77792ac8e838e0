/**
 * Rayon tiles: a 400×400 SVG in the Rayon's colour with a large Fluent Emoji (flat) icon (and an
 * optional volume pill), plus the icon helpers the blog covers and the product packshots'
 * labels use. Products have packshots of their own (product-packshot.ts).
 *
 * No words are drawn: one image serves the four locales; the name is only put in <title>.
 */
import { escapeMarkup } from '@consigne/domain';
import { createRequire } from 'node:module';

export interface PackshotInput {
  icon: string; // fluent-emoji-flat icon name, e.g. 'bottle-with-popping-cork'
  background: string; // category colour, e.g. '#DCEFFB'
  name: string; // product name, only used in <title>
  volumeLabel?: string; // e.g. '75 cl'; none for category tiles
}

interface IconifyIcon {
  body: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
  rotate?: number;
  hFlip?: boolean;
  vFlip?: boolean;
}

interface IconifyAlias extends Omit<IconifyIcon, 'body'> {
  parent: string;
}

interface IconifyJSON {
  prefix: string;
  icons: Record<string, IconifyIcon>;
  aliases?: Record<string, IconifyAlias>;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface ResolvedIcon {
  body: string; // with flips/rotation already applied as a <g transform>
  left: number;
  top: number;
  width: number;
  height: number;
}

const SIZE = 400;
const RADIUS = 28;
const ICON_SIZE = 224;
const ICON_Y = 70;
const PILL_HEIGHT = 36;
const PILL_FONT_SIZE = 17;
const PILL_MARGIN = 22;
const FONT_FAMILY = "'Inter', 'Segoe UI', 'Helvetica Neue', Arial, sans-serif";

const require = createRequire(import.meta.url);
/** XML-escapes text in SVG content and attributes (the domain's one escaping). */
export const escapeXml = escapeMarkup;

let iconSet: IconifyJSON | undefined;
function icons(): IconifyJSON {
  iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconifyJSON;
  return iconSet;
}

/** True if `name` is an icon (or alias) of the fluent-emoji-flat set. */
export function iconExists(name: string): boolean {
  const set = icons();
  return Object.hasOwn(set.icons, name) || (set.aliases !== undefined && Object.hasOwn(set.aliases, name));
}

/**
 * Drawn instead of a stored name the set does not have (one saved before the forms checked it, or the
 * set renamed it on an upgrade): a tile or a cover is still an image, never a 500 on every view.
 */
export const FALLBACK_ICON = 'package';
const drawable = (name: string): string => (iconExists(name) ? name : FALLBACK_ICON);

/** Resolves an icon or alias chain (Iconify semantics: flips xor, rotations add up, dimensions override). */
function resolveIcon(name: string): ResolvedIcon {
  const set = icons();
  let hFlip = false;
  let vFlip = false;
  let rotate = 0;
  let dims: Pick<IconifyIcon, 'left' | 'top' | 'width' | 'height'> = {};
  let current = name;
  for (let depth = 0; depth < 8; depth++) {
    const icon = Object.hasOwn(set.icons, current) ? set.icons[current] : undefined;
    const alias =
      icon === undefined && set.aliases && Object.hasOwn(set.aliases, current)
        ? set.aliases[current]
        : undefined;
    const data = icon ?? alias;
    if (data === undefined) break;
    hFlip = hFlip !== (data.hFlip ?? false);
    vFlip = vFlip !== (data.vFlip ?? false);
    rotate += data.rotate ?? 0;
    // the alias (outermost) wins over its parent
    dims = {
      left: data.left,
      top: data.top,
      width: data.width,
      height: data.height,
      ...stripUndefined(dims),
    };
    if (icon !== undefined) return applyTransforms(icon.body, dims, set, hFlip, vFlip, rotate);
    current = (alias as IconifyAlias).parent;
  }
  throw new Error(
    `Unknown fluent-emoji-flat icon "${name}" (see @iconify-json/fluent-emoji-flat/icons.json)`,
  );
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

function applyTransforms(
  rawBody: string,
  dims: Pick<IconifyIcon, 'left' | 'top' | 'width' | 'height'>,
  set: IconifyJSON,
  hFlip: boolean,
  vFlip: boolean,
  rotation: number,
): ResolvedIcon {
  const box = {
    left: dims.left ?? set.left ?? 0,
    top: dims.top ?? set.top ?? 0,
    width: dims.width ?? set.width ?? 16,
    height: dims.height ?? set.height ?? 16,
  };
  const transforms: string[] = [];
  let rot = rotation;
  if (hFlip && vFlip) {
    rot += 2;
  } else if (hFlip) {
    transforms.push(`translate(${box.width + box.left} ${-box.top})`, 'scale(-1 1)');
    box.top = box.left = 0;
  } else if (vFlip) {
    transforms.push(`translate(${-box.left} ${box.height + box.top})`, 'scale(1 -1)');
    box.top = box.left = 0;
  }
  rot = ((rot % 4) + 4) % 4;
  if (rot === 1) {
    const c = box.height / 2 + box.top;
    transforms.unshift(`rotate(90 ${c} ${c})`);
  } else if (rot === 2) {
    transforms.unshift(`rotate(180 ${box.width / 2 + box.left} ${box.height / 2 + box.top})`);
  } else if (rot === 3) {
    const c = box.width / 2 + box.left;
    transforms.unshift(`rotate(-90 ${c} ${c})`);
  }
  if (rot % 2 === 1) {
    [box.left, box.top] = [box.top, box.left];
    [box.width, box.height] = [box.height, box.width];
  }
  const body = transforms.length > 0 ? `<g transform="${transforms.join(' ')}">${rawBody}</g>` : rawBody;
  return { body, ...box };
}

/** Prefixes ids (and their url(#…)/href="#…" references) so several icons can share one document. */
function prefixIds(body: string, prefix: string): string {
  const ids = new Set<string>();
  for (const match of body.matchAll(/\sid="([^"]+)"/g)) if (match[1] !== undefined) ids.add(match[1]);
  let out = body;
  for (const id of ids) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`(\\sid=")${escaped}"`, 'g'), `$1${prefix}${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${prefix}${id})`)
      .replace(new RegExp(`(href=")#${escaped}"`, 'g'), `$1#${prefix}${id}"`);
  }
  return out;
}

function nestedIcon(
  icon: ResolvedIcon,
  prefix: string,
  x: number,
  y: number,
  size: number,
  extra = '',
): string {
  const viewBox = `${icon.left} ${icon.top} ${icon.width} ${icon.height}`;
  return (
    `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}"${extra}>` +
    prefixIds(icon.body, prefix) +
    '</svg>'
  );
}

/** An icon of the set as a nested <svg> at (x, y), its ids prefixed; FALLBACK_ICON for an unknown name. */
export function iconSvg(name: string, prefix: string, x: number, y: number, size: number): string {
  return nestedIcon(resolveIcon(drawable(name)), prefix, x, y, size);
}

/** Rough text width for a sans-serif font (the SVG is rendered by browsers, so we cannot measure). */
function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  for (const ch of text) {
    if (/[ilj.,:;'!|’]/.test(ch)) em += 0.28;
    else if (ch === ' ') em += 0.28;
    else if (/[frt()[\]]/.test(ch)) em += 0.36;
    else if (/[mwMW]/.test(ch)) em += 0.86;
    else if (/[0-9]/.test(ch)) em += 0.58;
    else if (/[A-Z€]/.test(ch)) em += 0.68;
    else em += 0.56;
  }
  return em * fontSize;
}

function pill(opts: {
  x: number;
  y: number;
  width: number;
  fill: string;
  stroke?: string;
  textFill: string;
  text: string;
  textX: number;
}): string {
  const { x, y, width, fill, stroke, textFill, text, textX } = opts;
  const strokeAttr = stroke ? ` stroke="${stroke}" stroke-width="1.5"` : '';
  return (
    `<rect x="${x}" y="${y}" width="${round(width)}" height="${PILL_HEIGHT}" rx="${PILL_HEIGHT / 2}" fill="${fill}"${strokeAttr} filter="url(#pk-pill-shadow)"/>` +
    // alphabetic baseline offset rather than dominant-baseline, which some renderers ignore
    `<text x="${round(textX)}" y="${round(y + PILL_HEIGHT / 2 + PILL_FONT_SIZE * 0.35)}" text-anchor="middle"` +
    ` font-family="${escapeXml(FONT_FAMILY)}" font-size="${PILL_FONT_SIZE}" font-weight="600" fill="${textFill}">` +
    `${escapeXml(text)}</text>`
  );
}

/**
 * Soft drop shadow built from basic primitives (feDropShadow is not rendered by every SVG renderer,
 * e.g. librsvg 2.54).
 */
function dropShadowFilter(id: string, dy: number, blur: number, opacity: number): string {
  return (
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%">` +
    `<feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/>` +
    `<feOffset dy="${dy}"/>` +
    `<feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>` +
    '<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge>' +
    '</filter>'
  );
}

function round(n: number): number {
  return Math.round(n * 10) / 10;
}

/** Renders a standalone 400×400 SVG packshot (FALLBACK_ICON for an unknown icon). */
export function renderPackshot(input: PackshotInput): string {
  const icon = resolveIcon(drawable(input.icon));
  const background = escapeXml(input.background);
  const iconX = (SIZE - ICON_SIZE) / 2;

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-labelledby="pk-title">`,
    `<title id="pk-title">${escapeXml(input.name)}</title>`,
    '<defs>',
    '<radialGradient id="pk-highlight" cx="50%" cy="42%" r="62%">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.8"/>',
    '<stop offset="0.55" stop-color="#fff" stop-opacity="0.25"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/>',
    '</radialGradient>',
    '<linearGradient id="pk-shade" x1="0" y1="0" x2="0" y2="1">',
    '<stop offset="0.6" stop-color="#000" stop-opacity="0"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0.06"/>',
    '</linearGradient>',
    '<radialGradient id="pk-floor">',
    '<stop offset="0" stop-color="#000" stop-opacity="0.2"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0"/>',
    '</radialGradient>',
    dropShadowFilter('pk-icon-shadow', 6, 7, 0.14),
    dropShadowFilter('pk-pill-shadow', 1.5, 2, 0.12),
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="${background}"/>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="url(#pk-highlight)"/>`,
    `<rect width="${SIZE}" height="${SIZE}" rx="${RADIUS}" fill="url(#pk-shade)"/>`,
    `<ellipse cx="${SIZE / 2}" cy="${ICON_Y + ICON_SIZE + 8}" rx="${ICON_SIZE * 0.42}" ry="13" fill="url(#pk-floor)"/>`,
    `<g filter="url(#pk-icon-shadow)">${nestedIcon(icon, 'pk-i-', iconX, ICON_Y, ICON_SIZE)}</g>`,
  );

  // Volume pill, bottom-left
  if (input.volumeLabel) {
    const volumeWidth = estimateTextWidth(input.volumeLabel, PILL_FONT_SIZE) + 32;
    const volumeY = SIZE - PILL_MARGIN - PILL_HEIGHT;
    parts.push(
      pill({
        x: PILL_MARGIN,
        y: volumeY,
        width: volumeWidth,
        fill: '#ffffff',
        textFill: '#1f2933',
        text: input.volumeLabel,
        textX: PILL_MARGIN + volumeWidth / 2,
      }),
    );
  }

  parts.push('</svg>');
  return parts.join('\n');
}
