import type { AddressDto, PickupPointDto } from '@consigne/api-client';
import { useEffect, useRef, useState } from 'react';
import { useBrowserApi } from '../../lib/browser-api';
import type { ListState } from './AddressList';
import type { AddressTab } from './slot-modal-logic';
import * as routes from '@consigne/contract/routes';

/**
 * The shopper's addresses and the pickup points: the shown tab's list loads when first shown, and
 * is kept while the sub-view is open; `reload` loads a failed one again.
 */
export function useAddressLists(tab: AddressTab) {
  const api = useBrowserApi();
  const [addresses, setAddresses] = useState<ListState<AddressDto> | null>(null);
  const [points, setPoints] = useState<ListState<PickupPointDto> | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Switching tabs loads the matching list (kept once loaded, while the sub-view is open).
  useEffect(() => {
    if (tab === 'home' && !addresses) {
      setAddresses({ status: 'loading' });
      void api.call(routes.listAddresses).then((r) => {
        if (mounted.current)
          setAddresses(r.error === null ? { status: 'ready', items: r.data } : { status: 'error' });
      });
    }
    if (tab === 'pickup' && !points) {
      setPoints({ status: 'loading' });
      void api.call(routes.listPickupPoints).then((r) => {
        if (mounted.current)
          setPoints(r.error === null ? { status: 'ready', items: r.data } : { status: 'error' });
      });
    }
  }, [tab, api, addresses, points]);

  const reload = (list: AddressTab) => (list === 'home' ? setAddresses(null) : setPoints(null));
  return { addresses, points, reload };
}
