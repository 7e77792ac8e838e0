import type { ApiClient, WarehouseDto } from '@consigne/api-client';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Spec §3 "Warehouse selection", persisted in the browser under the key 'warehouse'. Spec §4: it can
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

export const WAREHOUSE_STORAGE_KEY = 'warehouse';
/** Spec §9: free delivery from 40 euros when the server gives no threshold. */
export const DEFAULT_FREE_DELIVERY_THRESHOLD = 40;

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
 * The warehouse amounts of the cart rules (spec §9): the server's values, with the defaults of a
 * missing field (free delivery from 40, fee 0, minimum 0); null before any warehouse is known.
 */
export function warehouseAmounts(state: WarehouseSelection): {
  deliveryFreeThreshold: number;
  deliveryFee: number;
  orderMinimumAmount: number;
} | null {
  if (state.selectedWarehouseId === null) return null;
  return {
    deliveryFreeThreshold: state.deliveryFreeThreshold ?? DEFAULT_FREE_DELIVERY_THRESHOLD,
    deliveryFee: state.deliveryFee ?? 0,
    orderMinimumAmount: state.orderMinimumAmount ?? 0,
  };
}

/** GET /warehouse/ from the browser (the page's API client: session cookies, renewal on 401). */
export async function fetchWarehouse(api: Pick<ApiClient, 'warehouse'>): Promise<WarehouseDto | null> {
  const result = await api.warehouse();
  const json = result.data as Partial<WarehouseDto> | null;
  return typeof json?.id === 'number' ? (json as WarehouseDto) : null;
}
