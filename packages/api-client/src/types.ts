/**
 * Shapes of the product API, inferred from the contract's zod schemas
 * (packages/contract): answers are what the API serialises (`z.infer`), payloads what it accepts
 * (`z.input`). Type-only imports: the browser bundle carries no zod.
 */
import type {
  eligibilitySchema,
  zonesCoverageSchema,
  addressBody,
  addressSchema,
  addressSearchResponse,
  addressSuggestionSchema,
  cartItemSchema,
  cartPackageSchema,
  cartSchema,
  cartTotalsSchema,
  categoryDetailSchema,
  categoryMasterSchema,
  categoryRefSchema,
  chosenPickupPointSchema,
  crossSellQuery,
  crossSellResponse,
  errorEnvelope,
  leadBody,
  orderDetailSchema,
  orderLineSchema,
  orderSummarySchema,
  PAYMENT_METHODS,
  pickupPointSchema,
  placedOrderSchema,
  placeOrderBody,
  preferencesSchema,
  notificationPreferencesSchema,
  pushSubscriptionBody,
  productDetailSchema,
  productSchema,
  productWarehouseSchema,
  profileChangesBody,
  profileSchema,
  registrationBody,
  selectedSlotSchema,
  slotGroupSchema,
  slotReservationSchema,
  slotSchema,
  tagSchema,
  tokenPairSchema,
  userSchema,
  warehouseSchema,
} from '@consigne/contract';
import type { OrderStatus } from '@consigne/domain';
import type { z } from 'zod';

/** A request body without the `locale` every call carries (the client adds it). */
type Payload<T extends z.ZodType> = Omit<z.input<T>, 'locale'>;

export type { HouseType } from '@consigne/contract';
export type { OrderStatus };

export type TokenPair = z.infer<typeof tokenPairSchema>;
/** POST /token/refresh answers a new pair (the refresh token rotates). */
export type RefreshResponse = TokenPair;

export type SlotDto = z.infer<typeof slotSchema>;
export type SlotGroupDto = z.infer<typeof slotGroupSchema>;
/** GET /user/slot-reservation: the shopper's reserved weekly slot and its coming weeks (ADR 0040). */
export type SlotReservationDto = z.infer<typeof slotReservationSchema>;
/** GET /user/selected/slot and POST /user/select/slot/{slotId}: the slot and until when it is held. */
export type SelectedSlotDto = z.infer<typeof selectedSlotSchema>;

/** Pickup points (GET /user/delivery), nearest first. */
export type PickupPointDto = z.infer<typeof pickupPointSchema>;
/** POST /user/delivery: the pickup point now used for deliveries. */
export type ChosenPickupPointDto = z.infer<typeof chosenPickupPointSchema>;

export type UserDto = z.infer<typeof userSchema>;
export type WarehouseDto = z.infer<typeof warehouseSchema>;
/** GET /zones: the metros with their commune counts, and the pickup points. */
export type ZonesCoverageDto = z.infer<typeof zonesCoverageSchema>;
/** GET /zones/eligibility. */
export type EligibilityDto = z.infer<typeof eligibilitySchema>;

export type ProductDto = z.infer<typeof productSchema>;
export type ProductWarehouseDto = z.infer<typeof productWarehouseSchema>;
/** GET /crossSell's filters as the client gives them (numbers, tag lists); the locale is added. */
export type CrossSellQuery = Partial<Omit<z.output<typeof crossSellQuery>, 'locale'>>;
export type CrossSellResponse = z.infer<typeof crossSellResponse>;
export type ProductDetailDto = z.infer<typeof productDetailSchema>;
export type CategoryRefDto = z.infer<typeof categoryRefSchema>;
export type CategoryMasterDto = z.infer<typeof categoryMasterSchema>;
export type CategoryDetailDto = z.infer<typeof categoryDetailSchema>;
export type TagDto = z.infer<typeof tagSchema>;

export type FieldErrorDto = z.infer<typeof errorEnvelope>['errors'][number];

/** GET /address/search: a proposed address with its delivery eligibility. */
export type AddressSuggestionDto = z.infer<typeof addressSuggestionSchema>;
export type AddressSearchResponse = z.infer<typeof addressSearchResponse>;

/**
 * POST /register (the registration form). `isAdult` is any boolean: the form sends the box as it
 * is and the API's answer to false ('adultRequired' on the field) is what the shopper reads.
 */
export type RegistrationPayload = Omit<Payload<typeof registrationBody>, 'isAdult'> & { isAdult: boolean };
/** POST /non-eligible: an e-mail left for an address not delivered yet. */
export type NonEligiblePayload = Payload<typeof leadBody>;

/** PATCH /user: the editable identity fields; `locale` is the preferred language of e-mails. */
export type ProfileDto = z.infer<typeof profileSchema>;
export type ProfileChanges = z.input<typeof profileChangesBody>;
export type PreferencesDto = z.infer<typeof preferencesSchema>;
/** GET /account/notification-preferences: every event × channel, the devices, the VAPID key. */
export type NotificationPreferencesDto = z.infer<typeof notificationPreferencesSchema>;
export type PushSubscriptionPayload = z.input<typeof pushSubscriptionBody>;

/** GET /user/addresses entries. */
export type AddressDto = z.infer<typeof addressSchema>;
export type AddressInput = Payload<typeof addressBody>;

/** A cart item: unit and line prices in euros, excl. VAT (appliedPrice, total) and incl. VAT. */
export type CartItemDto = z.infer<typeof cartItemSchema>;
/** The cart's totals (docs/rules.md#totals), in euros. `walletUsage` is what the wallet pays. */
export type CartTotalsDto = z.infer<typeof cartTotalsSchema>;
/** One crate format of the cart (docs/rules.md#crates). */
export type CartPackageDto = z.infer<typeof cartPackageSchema>;
/** The cart (GET /cart, and the answer of PATCH /user/cart). */
export type CartDto = z.infer<typeof cartSchema>;

/* ---- Orders (POST/GET /orders, GET /orders/{id}, POST /orders/{id}/cancel) ------------------- */

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export type PlaceOrderInput = Payload<typeof placeOrderBody>;
export type PlacedOrderDto = z.infer<typeof placedOrderSchema>;
export type OrderSummaryDto = z.infer<typeof orderSummarySchema>;
export type OrderLineDto = z.infer<typeof orderLineSchema>;
export type OrderDetailDto = z.infer<typeof orderDetailSchema>;
