/** Warehouse amounts of the cart rules (GET /warehouse/), in euros. */
export interface CartWarehouse {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
}
