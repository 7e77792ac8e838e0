/**
 * Blog covers: a 1200×630 SVG (the usual social-card ratio) in the article's colour with a large
 * Fluent Emoji (flat) icon, soft highlight and a few decorative bubbles, like the product packshots
 * of packshot.ts. No text is drawn (the page shows the title); it is only put in <title>.
 */
import { escapeXml, iconSvg } from './packshot.js';

export interface CoverInput {
  icon: string; // fluent-emoji-flat icon name, e.g. 'bubbles'
  background: string; // e.g. '#DCEFFB'
  title: string; // only used in <title>
}

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const ICON_SIZE = 360;

/** Renders a standalone cover SVG. Throws for an unknown icon. */
export function renderCover({ icon, background, title }: CoverInput): string {
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
    iconSvg(icon, 'cv-i-', x, y, ICON_SIZE),
    '</svg>',
  ].join('\n');
}
