import { describe, expect, it } from 'vitest';

// The browser's localStorage, in memory (the store persists there).
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  },
});
const { useAddressStore } = await import('./address');

const lille = {
  fullAddress: '12 rue Nationale, 59000 Lille',
  street: 'rue Nationale',
  number: '12',
  postalCode: '59000',
  city: 'Lille',
  country: 'FR',
  coordinates: null,
  zoneId: 3,
  zoneName: 'Nord (59)',
  isEligible: true,
};

describe('selected address store', () => {
  it('takes eligibility from the address and recomputes completeness; clearing resets both', () => {
    const store = useAddressStore.getState();
    store.setAddress(lille);
    expect(useAddressStore.getState()).toMatchObject({
      address: lille,
      isEligible: true,
      isAddressComplete: true,
    });

    store.setAddress({ ...lille, number: '', isEligible: false });
    expect(useAddressStore.getState()).toMatchObject({ isEligible: false, isAddressComplete: false });

    store.setAddress(lille);
    store.clearAddress();
    expect(useAddressStore.getState()).toMatchObject({
      address: null,
      isEligible: false,
      isAddressComplete: false,
    });
  });

  it("persists under the key 'selectedAddress'", () => {
    useAddressStore.getState().setAddress(lille);
    expect(JSON.parse(storage.get('selectedAddress')!).state).toEqual({
      address: lille,
      isAddressComplete: true,
      isEligible: true,
    });
  });
});
