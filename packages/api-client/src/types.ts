/** Response shapes of the product API (spec §3 and §7); the API's OpenAPI document is the reference. */
export interface TokenPair {
  token: string;
  refresh_token: string;
}
export interface RefreshResponse {
  token: string;
  refresh_token?: string;
}

export interface SlotDto {
  id: number;
  startAt: string;
  endAt: string;
  isFull: boolean;
  isSoonFull: boolean;
  marketingOperationText?: string | null;
  marketingDescription?: string | null;
  icon?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
}

export interface SlotGroupDto {
  date: string;
  slots: SlotDto[];
}

/** GET /user/selected/slot and POST /user/select/slot/{slotId}: the slot and until when it is held. */
export interface SelectedSlotDto extends SlotDto {
  /** ISO instant until which the slot is held for the shopper, or null. */
  holdExpiresAt: string | null;
}

/** Spec §3 "Pickup point" (GET /user/delivery), nearest first. */
export interface PickupPointDto {
  zone: { id: number; name: string; address: string | null };
  /** Kilometres from the shopper's selected address; null when it cannot be computed. */
  distance: number | null;
  openingHours: string | null;
}

/** POST /user/delivery: the pickup point now used for deliveries. */
export interface ChosenPickupPointDto {
  zone: { id: number; name: string; address: string | null; isDeliveryPoint: true };
}

export interface UserDto {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  nbOrders: number;
  zone: {
    id: number;
    name: string;
    isDeliveryPoint: boolean;
    address: string | null;
    warehouseId: number;
  } | null;
  address: {
    id: number;
    name: string;
    streetNumber: string;
    address: string;
    cp: string;
    city: string;
    isSelected: boolean;
  } | null;
  isPriceHtEligible: boolean;
  selectedSlot: SlotDto | null;
  pendingDepositTotal: number;
  walletAmount: number;
  role: 'customer' | 'operator';
  referralCode: string | null;
  newsletterOptIn: boolean;
}

export interface WarehouseDto {
  id: number;
  key: string;
  name: string;
  city: string;
  country: string;
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
}

export interface ProductDto {
  id: number;
  name: string;
  description: string;
  brand: string;
  image1: string;
  /** Intrinsic size of image1 and thumb150, for the img tag's width and height. */
  image1Width: number;
  image1Height: number;
  thumb150: string;
  thumb150Width: number;
  thumb150Height: number;
  internalImage: string;
  volume: number;
  volumeTranslated: string;
  unit: string;
  isHidden: boolean;
  isNew: boolean;
  alcoholLevel: number | null;
  bottleDeposit: number;
  vatRate: number;
  category: { id: number; name: string; slug: string; master: { id: number; name: string; slug: string } };
  packageType: { id: number; name: string; capacity: number | null };
  tags: Array<{ key: string; name: string }>;
}

export interface ProductWarehouseDto {
  id: number;
  name: string;
  slug: string;
  price: number;
  priceHt: number;
  originalPrice: number;
  customPricePerUnit: number | null;
  pricePerUnitUnit: 'l' | 'kg' | null;
  isAvailable: boolean;
  maxOrderable: number;
  discountAntiWastePercent: number;
  product: ProductDto;
}

export interface CrossSellQuery {
  page?: number;
  limit?: number;
  sort?: 'relevance' | 'name' | 'price' | 'newest';
  direction?: 'asc' | 'desc';
  search?: string;
  tags?: string[];
  tag?: string;
  section?: string;
  packageType?: number;
  warehouseId?: number;
}

export interface CrossSellResponse {
  products: ProductWarehouseDto[];
  count: number;
  page: number;
  limit: number;
  filters: {
    tags: Array<{ key: string; name: string; count: number }>;
    packageTypes: Array<{ id: number; name: string; count: number }>;
  };
}

export interface ProductDetailDto extends ProductWarehouseDto {
  related: ProductWarehouseDto[];
}

export interface CategoryRefDto {
  id: number;
  slug: string;
  name: string;
  productCount: number;
}

export interface CategoryMasterDto extends CategoryRefDto {
  icon: string;
  color: string;
  image: string;
  categories: CategoryRefDto[];
}

export interface CategoryDetailDto extends CategoryMasterDto {
  kind: 'master' | 'category';
  master: Omit<CategoryMasterDto, 'categories'> | null;
}

export interface TagDto {
  key: string;
  name: string;
}

export interface FieldErrorDto {
  field: string;
  message: string;
}

/** GET /address/search: a proposed address with its delivery eligibility. */
export interface AddressSuggestionDto {
  fullAddress: string;
  number: string;
  street: string;
  postalCode: string;
  city: string;
  country: 'FR' | 'BE';
  coordinates: { lat: number; lng: number } | null;
  /** 'commune': only postal code and city are known; number and street are what the shopper typed. */
  precision: 'street' | 'commune';
  isEligible: boolean;
  zoneId: number | null;
  zoneName: string | null;
  warehouseId: number | null;
}

export interface AddressSearchResponse {
  suggestions: AddressSuggestionDto[];
}

export type HouseType = 'house' | 'apartment' | 'company' | 'other';

/** POST /register (spec §3 registration form). */
export interface RegistrationPayload {
  address: {
    number: string;
    street: string;
    postalCode: string;
    city: string;
    country?: 'FR' | 'BE';
    fullAddress?: string;
    coordinates?: { lat: number; lng: number } | null;
  };
  houseType: HouseType;
  apartmentDetails?: string | null;
  companyName?: string | null;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  password: string;
  newsletterOptIn: boolean;
  isAdult: boolean;
  /** A sponsor's code (any case); an unknown one is a field error. */
  sponsorshipCode?: string;
}

/** POST /non-eligible: an e-mail left for an address not delivered yet. */
export interface NonEligiblePayload {
  email: string;
  fullAddress: string;
  postalCode: string;
  city: string;
  country?: 'FR' | 'BE';
}

/** PATCH /user: the editable identity fields; `locale` is the preferred language of e-mails. */
export interface ProfileDto {
  id: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  locale: 'fr_FR' | 'es_ES' | 'fr_BE' | 'nl_BE';
}
export type ProfileChanges = Partial<Pick<ProfileDto, 'firstname' | 'lastname' | 'phone' | 'locale'>>;

export interface PreferencesDto {
  newsletterOptIn: boolean;
  offersOptIn: boolean;
  smsOptIn: boolean;
  locale: ProfileDto['locale'];
}

/** Spec §7 GET /user/addresses entries. */
export interface AddressDto {
  id: number;
  name: string;
  streetNumber: string;
  address: string;
  cp: string;
  city: string;
  country: string;
  houseType: HouseType;
  apartmentDetails: string | null;
  companyName: string | null;
  isSelected: boolean;
  zone: { id: number; name: string } | null;
  isEligible: boolean;
}

export interface AddressInput {
  name?: string;
  streetNumber: string;
  address: string;
  cp: string;
  city: string;
  country?: 'FR' | 'BE';
  houseType?: HouseType;
  apartmentDetails?: string | null;
  companyName?: string | null;
  lat?: number | null;
  lng?: number | null;
}

/** Spec §3 "Cart item": unit and line prices in euros, excl. VAT (appliedPrice, total) and incl. VAT. */
export interface CartItemDto {
  id: number;
  quantity: number;
  nbItems: number;
  appliedPrice: number;
  appliedPriceTTC: number;
  total: number;
  totalTTC: number;
  /** A free gift: shown 'OFFERT', priced 0. */
  isLocked: boolean;
  categoryId: number;
  product: ProductDto;
  productWarehouse: ProductWarehouseDto;
}

/** Spec §3 "Cart totals", in euros. `walletUsage` is 0 in the cart (the wallet is applied at checkout). */
export interface CartTotalsDto {
  subtotalHt: number;
  subtotalTtc: number;
  totalTva: number;
  productsDeposit: number;
  packagesDeposit: number;
  totalDeposit: number;
  deliveryFees: number;
  discountValue: number;
  walletUsage: number;
  amountToPay: number;
}

/** One crate format of the cart (spec §4 crate fill). */
export interface CartPackageDto {
  nbSpaceLeft: number;
  nbItems: number;
  completeCrates: number;
  packageType: { id: number; name: string; capacity: number };
  packageTypeName: string;
  cartItems: CartItemDto[];
}

/** Spec §3 "Cart" (GET /cart, and the answer of PATCH /user/cart). */
export interface CartDto {
  packages: CartPackageDto[];
  availableItems: Array<{
    categoryMasterId: number;
    categoryMasterName: string;
    packages: Array<{ packageTypeId: number; packageTypeName: string; cartItems: CartItemDto[] }>;
  }>;
  unavailableItems: CartItemDto[];
  totals: CartTotalsDto;
  isValidable: boolean;
  appliedPromoCode: string | null;
  promoCodeEligible: boolean;
  promoCodeMessage: string | null;
  remainingAmountForFreeFees: number;
  discountCode: string | null;
  itemCount: number;
  /** The server's VAT per rate of the cart (rate as a fraction, amount in euros). */
  vatByRate?: Array<{ rate: number; amount: number }>;
}

/* ---- Orders (POST/GET /orders, GET /orders/{id}, POST /orders/{id}/cancel) ------------------- */

export type OrderStatus = 'placed' | 'preparing' | 'out_for_delivery' | 'delivered' | 'cancelled';
export type PaymentMethod = 'offline' | 'stripe';

export interface PlaceOrderInput {
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
  /** Required (true) when the cart holds alcohol. */
  adultDeclared?: boolean;
}

export interface PlacedOrderDto {
  orderId: number;
  amountToPay: number;
  paymentMethod: PaymentMethod;
  payment?: { provider: 'stripe'; clientSecret: string };
}

export interface OrderSummaryDto {
  orderId: number;
  status: OrderStatus;
  placedAt: string;
  slot: SlotDto;
  deliveryType: 'address' | 'pdr';
  deliveryName: string;
  deliveryAddress: string;
  itemCount: number;
  amountToPay: number;
  paymentMethod: PaymentMethod;
  paymentStatus: string;
  /** Open status and more than 2 hours before the slot: cancel and slot change allowed. */
  isCancellable: boolean;
  invoiceId: number | null;
}

export interface OrderLineDto {
  productWarehouseId: number;
  name: string;
  volume: string;
  thumb: string;
  categoryMasterName: string;
  quantity: number;
  unitPriceTtc: number;
  unitPriceHt: number;
  totalTtc: number;
  vatRate: number;
  bottleDeposit: number;
  isLocked: boolean;
}

export interface OrderDetailDto extends OrderSummaryDto {
  crates: Array<{ packageType: string; completeCrates: number; nbItems: number; nbSpaceLeft: number }>;
  packages: Array<{ packageType: 'large' | 'small' | 'other'; lines: OrderLineDto[] }>;
  totals: CartTotalsDto & { vatByRate: Array<{ rate: number; amount: number }> };
  promoCode: string | null;
  statusChangedAt: string;
  deliveredAt: string | null;
  cancelledAt: string | null;
}
