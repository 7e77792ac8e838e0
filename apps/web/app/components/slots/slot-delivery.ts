/** The address row's data: the user's delivery zone and selected address (root loader). */
export interface SlotModalDelivery {
  isDeliveryPoint: boolean;
  /** The displayed address, or null when the shopper has none. */
  address: string | null;
  zoneId?: number | null;
}
