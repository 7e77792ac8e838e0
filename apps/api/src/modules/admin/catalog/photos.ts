import { eq } from 'drizzle-orm';
import type { Actor } from '../../../lib/actor.js';
import sharp from 'sharp';
import type { Db } from '../../../db/client.js';
import * as t from '../../../db/schema/index.js';
import { ApiError } from '../../../lib/errors.js';
import { invalidate } from '../../../lib/invalidation.js';
import { PACKSHOT_SIZE, THUMB_SIZE } from '../../media/index.js';
import { audit } from '../shared/index.js';
import { drawNewProductPackshot } from './packshot.js';
import { claimVersion, productSheet } from './service.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a small file that would decode to a gigantic bitmap. */
const MAX_INPUT_PIXELS = 40_000_000;

/** One rendition: WebP fitted inside a square of `size` (the storefront's image1 or thumb150), never enlarged. */
async function rendition(input: Buffer, size: number) {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate() // follows the EXIF orientation of phone photos
    .resize(size, size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The storefront's renditions of an uploaded file, after checking what it really is (its bytes, not its
 * name or declared type): a JPEG, PNG or WebP, else 415 'productPhotoNotImage'.
 */
export async function photoRenditions(input: Buffer) {
  const format = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .then((m) => m.format)
    .catch(() => undefined);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ApiError(415, 'productPhotoNotImage');
  try {
    const [image, thumb] = await Promise.all([rendition(input, PACKSHOT_SIZE), rendition(input, THUMB_SIZE)]);
    return { image, thumb };
  } catch {
    // A truncated or corrupt file whose header looked right.
    throw new ApiError(415, 'productPhotoNotImage');
  }
}

type Renditions = Awaited<ReturnType<typeof photoRenditions>>;

/** Replaces the product's photo (a new id, so a new URL) and shows it instead of the packshot. */
export async function savePhoto(
  db: Db,
  actor: Actor,
  productId: number,
  version: number,
  { image, thumb }: Renditions,
) {
  return db.transaction(async (tx) => {
    await claimVersion(tx, productId, version);
    const before = (await productSheet(tx, productId))!.image;
    await tx.delete(t.productPhotos).where(eq(t.productPhotos.productId, productId));
    const [photo] = await tx
      .insert(t.productPhotos)
      .values({
        productId,
        image: image.data,
        width: image.width,
        height: image.height,
        thumb: thumb.data,
        thumbWidth: thumb.width,
        thumbHeight: thumb.height,
      })
      .returning({ id: t.productPhotos.id });
    const shown = {
      photoId: photo!.id,
      width: image.width,
      height: image.height,
      thumbWidth: thumb.width,
      thumbHeight: thumb.height,
    };
    const [existing] = await tx
      .select({ id: t.productImages.productId })
      .from(t.productImages)
      .where(eq(t.productImages.productId, productId));
    if (!existing) await tx.insert(t.productImages).values(await drawNewProductPackshot(tx, productId));
    await tx.update(t.productImages).set(shown).where(eq(t.productImages.productId, productId));
    const sheet = (await productSheet(tx, productId))!;
    await audit(tx, actor, {
      action: 'product.photo',
      entity: 'product',
      entityId: productId,
      before: { image: before },
      after: { image: sheet.image },
    });
    await invalidate(tx, 'catalog');
    return sheet;
  });
}

/** Back to the generated packshot: the photo is deleted. */
export async function removePhoto(db: Db, actor: Actor, productId: number, version: number) {
  return db.transaction(async (tx) => {
    await claimVersion(tx, productId, version);
    const before = (await productSheet(tx, productId))!.image;
    await tx.delete(t.productPhotos).where(eq(t.productPhotos.productId, productId));
    await tx
      .update(t.productImages)
      .set({
        photoId: null,
        width: PACKSHOT_SIZE,
        height: PACKSHOT_SIZE,
        thumbWidth: THUMB_SIZE,
        thumbHeight: THUMB_SIZE,
      })
      .where(eq(t.productImages.productId, productId));
    const sheet = (await productSheet(tx, productId))!;
    await audit(tx, actor, {
      action: 'product.photo.remove',
      entity: 'product',
      entityId: productId,
      before: { image: before },
      after: { image: sheet.image },
    });
    await invalidate(tx, 'catalog');
    return sheet;
  });
}
