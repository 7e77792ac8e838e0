// The media module's front door: what other modules may use of it.
export { renderCover } from './cover.js';
export { iconExists, renderPackshot } from './packshot.js';
export {
  type BottleShape,
  type Closure,
  contrastOn,
  type LabelFont,
  PACKSHOT_SIZE,
  type PackshotSpec,
  renderProductPackshot,
  shade,
  THUMB_SIZE,
} from './product-packshot.js';
