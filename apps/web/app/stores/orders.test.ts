import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderSummaryDto } from '@consigne/api-client';
import { createOrdersCache, ORDERS_CACHE_TTL_MS, syncOrdersCacheOwner, useOrdersCache } from './orders';

const order = (orderId: number, status: OrderSummaryDto['status'] = 'placed') =>
  ({ orderId, status }) as OrderSummaryDto;

describe('orders cache (mes-commandes kept alive)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers the kept list while fresh, for its locale', () => {
    const cache = createOrdersCache();
    cache.getState().set([order(2), order(1)], 'fr', 1000);
    expect(cache.getState().fresh('fr', 1000 + ORDERS_CACHE_TTL_MS - 1)).toHaveLength(2);
    expect(cache.getState().fresh('nl-BE', 1001)).toBeNull();
    expect(cache.getState().fresh('fr', 1000 + ORDERS_CACHE_TTL_MS)).toBeNull();
  });

  it('patches one order (a detail cancelled it) and keeps the scroll', () => {
    const cache = createOrdersCache();
    cache.getState().set([order(2), order(1)], 'fr');
    cache.getState().saveScroll(640);
    cache.getState().patch(order(1, 'cancelled'));
    expect(cache.getState().orders!.map((o) => o.status)).toEqual(['placed', 'cancelled']);
    expect(cache.getState().scrollY).toBe(640);
    cache.getState().invalidate();
    expect(cache.getState().fresh('fr')).toBeNull();
  });

  it('drops the list when another user (or nobody) is logged in', () => {
    vi.stubGlobal('window', {});
    syncOrdersCacheOwner(1);
    useOrdersCache.getState().set([order(1)], 'fr');
    syncOrdersCacheOwner(1);
    expect(useOrdersCache.getState().orders).toHaveLength(1);
    syncOrdersCacheOwner(null);
    expect(useOrdersCache.getState().orders).toBeNull();
    useOrdersCache.getState().set([order(1)], 'fr');
    syncOrdersCacheOwner(2);
    expect(useOrdersCache.getState().orders).toBeNull();
  });
});
