// The promo module's front door: what other modules may use of it.
export {
  appliedPromo,
  applyPromo,
  cartPromoState,
  giftEntryId,
  type PromoCartFacts,
  type PromoCode,
  recordPromoUse,
  removePromo,
} from './service.js';
