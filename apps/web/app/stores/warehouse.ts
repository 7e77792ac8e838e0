import type { ApiClient, WarehouseDto } from '@consigne/api-client';
import * as routes from '@consigne/contract/routes';
import {
  DEFAULT_DELIVERY_FEE_CENTS,
  DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS,
  DEFAULT_ORDER_MINIMUM_CENTS,
  toEuros,
} from '@consigne/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The warehouse selection, persisted in the browser under the key 'warehouse'. It can
 * be set, cleared, or renamed (only when one is selected); login and logout reset it. It is filled
 * from GET /warehouse/ where the app reads the warehouse amounts (the cart panel).
 */
export interface WarehouseSelection {
  selectedWarehouseId: number | null;
  selectedWarehouseName: string | null;
  /** Euros, as GET /warehouse/ sends them. */
  deliveryFreeThreshold: number | null;
  deliveryFee: number | null;
  orderMinimumAmount: number | null;
}

export interface WarehouseState extends WarehouseSelection {
  setWarehouse: (
    warehouse: Pick<WarehouseDto, 'id' | 'name'> &
      Partial<Pick<WarehouseDto, 'deliveryFreeThreshold' | 'deliveryFee' | 'orderMinimumAmount'>>,
  ) => void;
  clearWarehouse: () => void;
  /** Renames the selected warehouse; does nothing when none is selected. */
  renameWarehouse: (name: string) => void;
  /** Login and logout. */
  reset: () => void;
}

const EMPTY: WarehouseSelection = {
  selectedWarehouseId: null,
  selectedWarehouseName: null,
  deliveryFreeThreshold: null,
  deliveryFee: null,
  orderMinimumAmount: null,
};

const amount = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

const WAREHOUSE_STORAGE_KEY = 'warehouse';

export const useWarehouseStore = create<WarehouseState>()(
  persist(
    (set, get) => ({
      ...EMPTY,
      setWarehouse: (warehouse) =>
        set({
          selectedWarehouseId: warehouse.id,
          selectedWarehouseName: warehouse.name,
          deliveryFreeThreshold: amount(warehouse.deliveryFreeThreshold),
          deliveryFee: amount(warehouse.deliveryFee),
          orderMinimumAmount: amount(warehouse.orderMinimumAmount),
        }),
      clearWarehouse: () => set(EMPTY),
      renameWarehouse: (name) => {
        if (get().selectedWarehouseId === null) return;
        set({ selectedWarehouseName: name });
      },
      reset: () => set(EMPTY),
    }),
    {
      name: WAREHOUSE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({
        selectedWarehouseId,
        selectedWarehouseName,
        deliveryFreeThreshold,
        deliveryFee,
        orderMinimumAmount,
      }) => ({
        selectedWarehouseId,
        selectedWarehouseName,
        deliveryFreeThreshold,
        deliveryFee,
        orderMinimumAmount,
      }),
    },
  ),
);

/**
 * The warehouse amounts of the cart rules, in euros: the server's values, with the
 * domain's defaults for a missing field; null before any warehouse is known.
 */
export function warehouseAmounts(state: WarehouseSelection): {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
} | null {
  if (state.selectedWarehouseId === null) return null;
  return {
    deliveryFreeThreshold: state.deliveryFreeThreshold ?? toEuros(DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS),
    deliveryFee: state.deliveryFee ?? toEuros(DEFAULT_DELIVERY_FEE_CENTS),
    orderMinimumAmount: state.orderMinimumAmount ?? toEuros(DEFAULT_ORDER_MINIMUM_CENTS),
  };
}

/** GET /warehouse/ from the browser (the page's API client: session cookies, renewal on 401). */
export async function fetchWarehouse(api: Pick<ApiClient, 'call'>): Promise<WarehouseDto | null> {
  const result = await api.call(routes.getWarehouse);
  const json = result.data as Partial<WarehouseDto> | null;
  return typeof json?.id === 'number' ? (json as WarehouseDto) : null;
}
