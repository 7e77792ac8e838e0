import { formatVolume } from '@consigne/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import {
  contrastOn,
  PACKSHOT_SIZE,
  type PackshotSpec,
  renderProductPackshot,
  shade,
  THUMB_SIZE,
} from '../../media/index.js';

/** Liquids come in a bottle, the rest in a box: enough to tell products apart until a photo is uploaded. */
function genericSpec(p: { brand: string; name: string; volume: number; unit: string }, rayonColour: string) {
  const liquid = p.unit === 'cl' || p.unit === 'l';
  const band = shade(rayonColour, -0.35);
  const spec: PackshotSpec = liquid
    ? {
        kind: 'bottle',
        shape: 'water',
        closure: 'screw',
        scale: 0.9,
        material: '#e8f1f5',
        clear: true,
        contents: '#d6ebf7',
        fillLevel: 0.85,
        capColor: band,
        label: { paper: '#ffffff', ink: shade(band, -0.2), accent: band, font: 'sans', band: 'top' },
        brand: p.brand,
        name: p.name,
        volumeLabel: formatVolume(p.volume, p.unit),
        background: shade(rayonColour, 0.45),
      }
    : {
        kind: 'box',
        scale: 0.85,
        aspect: 0.8,
        material: band,
        clear: false,
        capColor: band,
        label: { paper: '#ffffff', ink: contrastOn(band), accent: band, font: 'sans', band: 'full' },
        brand: p.brand,
        name: p.name,
        volumeLabel: formatVolume(p.volume, p.unit),
        background: shade(rayonColour, 0.45),
      };
  return spec;
}

/** The packshot of a product created in the back-office (image1 and thumb150), drawn from its sheet. */
export async function drawNewProductPackshot(tx: Tx, productId: number) {
  const [row] = await tx
    .select({
      brand: t.products.brand,
      volume: t.products.volume,
      unit: t.products.unit,
      name: t.productTranslations.name,
      colour: t.categoryMasters.color,
    })
    .from(t.products)
    .innerJoin(
      t.productTranslations,
      and(eq(t.productTranslations.productId, t.products.id), eq(t.productTranslations.locale, 'fr')),
    )
    .innerJoin(t.categories, eq(t.categories.id, t.products.categoryId))
    .innerJoin(t.categoryMasters, eq(t.categoryMasters.id, t.categories.masterId))
    .where(eq(t.products.id, productId));
  const spec = genericSpec(row!, row!.colour);
  return {
    productId,
    svg: renderProductPackshot(spec),
    width: PACKSHOT_SIZE,
    height: PACKSHOT_SIZE,
    thumbSvg: renderProductPackshot(spec, { thumb: true }),
    thumbWidth: THUMB_SIZE,
    thumbHeight: THUMB_SIZE,
  };
}
