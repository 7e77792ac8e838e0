import sharp from 'sharp';
import { ApiError } from '../../lib/errors.js';

/** What a phone's camera gives: JPEG, PNG, WebP; HEIF as far as this build of libvips decodes it. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/** Refuses decompression bombs: a small file that would decode to a gigantic bitmap (a phone's is 12–50 Mpx). */
const PROOF_MAX_INPUT_PIXELS = 60_000_000;
/** The stored photo fits in this square: enough to read a door number, small in the database. */
const PROOF_PHOTO_SIZE = 1600;

export interface ProofImage {
  data: Buffer;
  /** The media type of what sharp wrote. */
  type: string;
  width: number;
  height: number;
}

/**
 * The photo as it is kept: its real format checked from its bytes (not its name or declared type:
 * else 415 'proofPhotoNotImage'), its size in pixels bounded before decoding (400
 * 'proofPhotoTooManyPixels'), turned upright by its EXIF orientation, fitted in PROOF_PHOTO_SIZE and
 * written again as JPEG — which drops every metadata (EXIF with its GPS position, XMP, ICC, comments):
 * sharp keeps none unless asked.
 */
export async function proofImage(input: Buffer): Promise<ProofImage> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ApiError(415, 'proofPhotoNotImage');
  if (!meta.width || !meta.height) throw new ApiError(415, 'proofPhotoNotImage');
  if (meta.width * meta.height > PROOF_MAX_INPUT_PIXELS) throw new ApiError(400, 'proofPhotoTooManyPixels');
  try {
    const { data, info } = await sharp(input, { limitInputPixels: PROOF_MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(PROOF_PHOTO_SIZE, PROOF_PHOTO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    return { data, type: `image/${info.format}`, width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt file whose header looked right, or a HEIF this libvips cannot decode.
    throw new ApiError(415, 'proofPhotoNotImage');
  }
}
