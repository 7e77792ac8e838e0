import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '@consigne/api-client';

// The browser's localStorage, in memory (the store persists there).
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  },
});
const { fetchWarehouse, useWarehouseStore, warehouseAmounts } = await import('./warehouse');

const lille = {
  id: 2,
  key: 'lille',
  name: 'Lille',
  city: 'Lille',
  country: 'FR',
  deliveryFreeThreshold: 40,
  deliveryFee: 3,
  orderMinimumAmount: 25,
};

const persisted = () => JSON.parse(storage.get('warehouse') ?? 'null')?.state;

describe('warehouse selection store', () => {
  it("sets the selection and persists exactly the spec's fields under 'warehouse'", () => {
    useWarehouseStore.getState().setWarehouse(lille);
    const expected = {
      selectedWarehouseId: 2,
      selectedWarehouseName: 'Lille',
      deliveryFreeThreshold: 40,
      deliveryFee: 3,
      orderMinimumAmount: 25,
    };
    expect(useWarehouseStore.getState()).toMatchObject(expected);
    expect(persisted()).toEqual(expected);
  });

  it('renames only when a warehouse is selected', () => {
    useWarehouseStore.getState().setWarehouse(lille);
    useWarehouseStore.getState().renameWarehouse('Lille Centre');
    expect(useWarehouseStore.getState().selectedWarehouseName).toBe('Lille Centre');
    useWarehouseStore.getState().clearWarehouse();
    useWarehouseStore.getState().renameWarehouse('Ghost');
    expect(useWarehouseStore.getState().selectedWarehouseName).toBeNull();
  });

  it('clear and reset empty every field', () => {
    for (const action of ['clearWarehouse', 'reset'] as const) {
      useWarehouseStore.getState().setWarehouse(lille);
      useWarehouseStore.getState()[action]();
      expect(persisted()).toEqual({
        selectedWarehouseId: null,
        selectedWarehouseName: null,
        deliveryFreeThreshold: null,
        deliveryFee: null,
        orderMinimumAmount: null,
      });
    }
  });

  it('gives the cart amounts, with the spec defaults for a missing field', () => {
    expect(warehouseAmounts(useWarehouseStore.getState())).toBeNull();
    useWarehouseStore.getState().setWarehouse({ id: 9, name: 'Bruxelles' });
    expect(warehouseAmounts(useWarehouseStore.getState())).toEqual({
      deliveryFreeThreshold: 40,
      deliveryFee: 0,
      orderMinimumAmount: 0,
    });
    useWarehouseStore.getState().setWarehouse(lille);
    expect(warehouseAmounts(useWarehouseStore.getState())).toEqual({
      deliveryFreeThreshold: 40,
      deliveryFee: 3,
      orderMinimumAmount: 25,
    });
  });
});

describe('fetchWarehouse', () => {
  it('reads GET /api/warehouse/ with the locale; null on failure', async () => {
    const client = (fetchImpl: unknown, locale: 'nl_BE' | 'fr_FR' = 'fr_FR') =>
      createApiClient({ baseUrl: '', locale, fetch: fetchImpl as typeof fetch });
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify(lille)));
    expect(await fetchWarehouse(client(fetchImpl, 'nl_BE'))).toEqual(lille);
    expect(fetchImpl).toHaveBeenCalledWith('/api/warehouse/?locale=nl_BE', expect.anything());
    const failing = vi.fn(async () => new Response('{}', { status: 500 }));
    expect(await fetchWarehouse(client(failing))).toBeNull();
    const throwing = vi.fn(async () => {
      throw new Error('offline');
    });
    expect(await fetchWarehouse(client(throwing))).toBeNull();
  });
});
