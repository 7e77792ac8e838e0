/**
 * Blog covers: a 1200×630 SVG (the usual social-card ratio) in the article's colour with a large
 * Fluent Emoji (flat) icon, soft highlight and a few decorative bubbles, like the product packshots
 * of packshot.ts. No text is drawn (the page shows the title); it is only put in <title>.
 */
import { createRequire } from 'node:module';

export interface CoverInput {
  icon: string; // fluent-emoji-flat icon name, e.g. 'bubbles'
  background: string; // e.g. '#DCEFFB'
  title: string; // only used in <title>
}

interface IconData {
  body?: string;
  parent?: string;
  left?: number;
  top?: number;
  width?: number;
  height?: number;
}

interface IconSet {
  icons: Record<string, IconData>;
  aliases?: Record<string, IconData>;
  width?: number;
  height?: number;
}

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const ICON_SIZE = 360;

const require = createRequire(import.meta.url);
let iconSet: IconSet | undefined;
const icons = (): IconSet => (iconSet ??= require('@iconify-json/fluent-emoji-flat/icons.json') as IconSet);

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Body and view box of an icon, following plain aliases (the cover icons use no flips or rotations). */
function resolveIcon(name: string): { body: string; viewBox: string } {
  const set = icons();
  let current = name;
  let dims: IconData = {};
  for (let depth = 0; depth < 8; depth++) {
    const data = Object.hasOwn(set.icons, current)
      ? set.icons[current]
      : set.aliases && Object.hasOwn(set.aliases, current)
        ? set.aliases[current]
        : undefined;
    if (data === undefined) break;
    dims = { left: dims.left ?? data.left, top: dims.top ?? data.top, width: dims.width ?? data.width };
    dims.height ??= data.height;
    if (data.body !== undefined) {
      const viewBox = [
        dims.left ?? 0,
        dims.top ?? 0,
        dims.width ?? set.width ?? 32,
        dims.height ?? set.height ?? 32,
      ];
      return { body: data.body, viewBox: viewBox.join(' ') };
    }
    if (data.parent === undefined) break;
    current = data.parent;
  }
  throw new Error(`Unknown fluent-emoji-flat icon "${name}"`);
}

/** Prefixes ids (and their url(#…)/href="#…" references) so the icon cannot clash with the page. */
function prefixIds(body: string, prefix: string): string {
  let out = body;
  for (const match of body.matchAll(/\sid="([^"]+)"/g)) {
    const id = match[1];
    if (id === undefined) continue;
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out
      .replace(new RegExp(`(\\sid=")${escaped}"`, 'g'), `$1${prefix}${id}"`)
      .replace(new RegExp(`url\\(#${escaped}\\)`, 'g'), `url(#${prefix}${id})`)
      .replace(new RegExp(`(href=")#${escaped}"`, 'g'), `$1#${prefix}${id}"`);
  }
  return out;
}

/** Renders a standalone cover SVG. Throws for an unknown icon. */
export function renderCover({ icon, background, title }: CoverInput): string {
  const { body, viewBox } = resolveIcon(icon);
  const fill = escapeXml(background);
  const x = (COVER_WIDTH - ICON_SIZE) / 2;
  const y = (COVER_HEIGHT - ICON_SIZE) / 2 - 10;
  const bubble = (cx: number, cy: number, r: number, opacity: number) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${opacity}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}" role="img" aria-labelledby="cv-title">`,
    `<title id="cv-title">${escapeXml(title)}</title>`,
    '<defs>',
    '<radialGradient id="cv-glow" cx="50%" cy="46%" r="55%">',
    '<stop offset="0" stop-color="#fff" stop-opacity="0.85"/>',
    '<stop offset="0.5" stop-color="#fff" stop-opacity="0.3"/>',
    '<stop offset="1" stop-color="#fff" stop-opacity="0"/>',
    '</radialGradient>',
    '<radialGradient id="cv-floor">',
    '<stop offset="0" stop-color="#000" stop-opacity="0.18"/>',
    '<stop offset="1" stop-color="#000" stop-opacity="0"/>',
    '</radialGradient>',
    '</defs>',
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="${fill}"/>`,
    `<rect width="${COVER_WIDTH}" height="${COVER_HEIGHT}" fill="url(#cv-glow)"/>`,
    bubble(140, 120, 70, 0.35),
    bubble(1070, 520, 110, 0.3),
    bubble(1010, 110, 36, 0.45),
    bubble(210, 520, 28, 0.5),
    `<ellipse cx="${COVER_WIDTH / 2}" cy="${y + ICON_SIZE + 6}" rx="${ICON_SIZE * 0.4}" ry="18" fill="url(#cv-floor)"/>`,
    `<svg x="${x}" y="${y}" width="${ICON_SIZE}" height="${ICON_SIZE}" viewBox="${viewBox}">${prefixIds(body, 'cv-i-')}</svg>`,
    '</svg>',
  ].join('\n');
}
