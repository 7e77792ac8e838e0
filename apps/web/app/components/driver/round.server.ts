import type { VanRoundDto } from '@consigne/api-client';
import { EMPTIES_SEARCH_MIN_LENGTH, localDate } from '@consigne/domain';
import { data, type AppLoadContext } from 'react-router';
import { currentUser, serverApi } from '../../lib/api.server';
import { dateParam } from '../../lib/date-param';
import {
  collectionBody,
  doorPaymentOf,
  failureBody,
  idParam,
  isAdvanceStatus,
  pickupFailureBody,
} from './form-values';
import { doorBody } from './door-values';
import type { DriverActionResult, DriverPageData } from './types';
import * as routes from '@consigne/contract/routes';

const FORBIDDEN: DriverPageData = {
  forbidden: true,
  date: '',
  today: '',
  rounds: [],
  vans: [],
  vanId: null,
  q: '',
  customers: null,
  error: null,
};

const startOf = (round: VanRoundDto) => round.slots.find((s) => s.id === round.slotId)?.startAt ?? '';

/**
 * The driver's day (operators only): the van's round of every slot with orders, in time order, and the
 * customers an empties search found. Anyone else gets the 403 page's data.
 */
export async function loadDriverPage(request: Request, context: AppLoadContext) {
  const user = await currentUser(request, context);
  if (user?.role !== 'operator') return data(FORBIDDEN, { status: 403 });
  const today = localDate(new Date());
  const params = new URL(request.url).searchParams;
  const date = dateParam(params, 'date') ?? today;
  const vanId = idParam(params.get('vanId'));
  const q = (params.get('q') ?? '').trim();
  const api = serverApi(request, context);
  const [first, found] = await Promise.all([
    api.call(routes.getVanRound, { query: { date, vanId } }),
    q.length >= EMPTIES_SEARCH_MIN_LENGTH ? api.call(routes.searchEmptiesCustomers, { query: { q } }) : null,
  ]);
  if (first.status === 403) return data(FORBIDDEN, { status: 403 });
  if (first.error !== null || !first.data)
    return { ...FORBIDDEN, forbidden: false, date, today, error: first.error } satisfies DriverPageData;
  // The API answers one slot at a time; the driver sees the whole day's round of the van.
  const others = await Promise.all(
    first.data.slots
      .filter((slot) => slot.orderCount + slot.pickupCount > 0 && slot.id !== first.data.slotId)
      .map((slot) =>
        api.call(routes.getVanRound, {
          query: { date, vanId: first.data.vanId ?? undefined, slotId: slot.id },
        }),
      ),
  );
  const rounds = [first.data, ...others.flatMap((r) => (r.data ? [r.data] : []))]
    .filter((r) => r.stops.length > 0)
    .sort((a, b) => startOf(a).localeCompare(startOf(b)));
  return {
    forbidden: false,
    date,
    today,
    rounds,
    vans: first.data.vans,
    vanId: first.data.vanId,
    q,
    customers: found?.data ?? null,
    error: found?.error ?? null,
  } satisfies DriverPageData;
}

/** The page's two forms: move an order one step forward, or record the empties a customer hands back. */
export async function runDriverAction(
  request: Request,
  context: AppLoadContext,
): Promise<DriverActionResult> {
  const form = await request.formData();
  const api = serverApi(request, context);
  if (form.get('intent') === 'advance') {
    const status = form.get('status');
    if (!isAdvanceStatus(status)) return { intent: 'advance', error: 'invalid' };
    const result = await api.call(routes.advanceOrderStatus, {
      params: { orderId: Number(form.get('orderId')) },
      // 'delivered' from the door sheet: its refused lines, age check and payment (DoorSheet.tsx).
      body: {
        status,
        ...(status === 'delivered' ? { ...doorBody(form), payment: doorPaymentOf(form) } : {}),
      },
    });
    return { intent: 'advance', error: result.error };
  }
  if (form.get('intent') === 'fail') {
    const body = failureBody(form);
    if (!body) return { intent: 'fail', error: 'invalid' };
    const result = await api.call(routes.failDelivery, {
      params: { orderId: Number(form.get('orderId')) },
      body,
    });
    return { intent: 'fail', error: result.error };
  }
  if (form.get('intent') === 'failPickup') {
    const body = pickupFailureBody(form);
    if (!body) return { intent: 'failPickup', error: 'invalid' };
    const result = await api.call(routes.failEmptiesPickup, {
      params: { pickupId: Number(form.get('pickupId')) },
      body,
    });
    return { intent: 'failPickup', error: result.error };
  }
  const result = await api.call(routes.recordEmptiesCollection, { body: collectionBody(form) });
  if (result.error !== null) return { intent: 'collect', error: result.error };
  return {
    intent: 'collect',
    error: null,
    credited: result.data.credited,
    rejected: result.data.rejected,
    pendingDepositTotal: result.data.pendingDepositTotal,
  };
}
