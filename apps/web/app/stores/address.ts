import { isAddressComplete, type SelectedAddress } from '@consigne/domain';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The selected address, kept persistently on the client (localStorage key 'selectedAddress'),
 * with the flags isAddressComplete and isEligible. Setting an address takes its eligibility
 * and recomputes completeness; clearing resets both to false. The server-rendered pages read the
 * same address from the 'selected_address' cookie.
 */
export interface AddressState {
  address: SelectedAddress | null;
  isAddressComplete: boolean;
  isEligible: boolean;
  setAddress: (address: SelectedAddress) => void;
  clearAddress: () => void;
}

export const useAddressStore = create<AddressState>()(
  persist(
    (set) => ({
      address: null,
      isAddressComplete: false,
      isEligible: false,
      setAddress: (address) =>
        set({ address, isEligible: address.isEligible, isAddressComplete: isAddressComplete(address) }),
      clearAddress: () => set({ address: null, isAddressComplete: false, isEligible: false }),
    }),
    {
      name: 'selectedAddress',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ address, isAddressComplete, isEligible }) => ({
        address,
        isAddressComplete,
        isEligible,
      }),
    },
  ),
);

/** The selected address's fields of any richer address object. */
export function toSelectedAddress(a: SelectedAddress): SelectedAddress {
  return {
    fullAddress: a.fullAddress,
    street: a.street,
    number: a.number,
    postalCode: a.postalCode,
    city: a.city,
    country: a.country,
    coordinates: a.coordinates,
    zoneId: a.zoneId,
    zoneName: a.zoneName,
    isEligible: a.isEligible,
  };
}
