// The cart module's front door: what other modules may use of it.
export {
  capacitiesOf,
  inShelfOrder,
  priceCart,
  type PriceOptions,
  type PricedCart,
  type PricedLine,
  type PricedPromo,
} from './pricing.js';
export { dislikedProductIds } from './disliked.js';
