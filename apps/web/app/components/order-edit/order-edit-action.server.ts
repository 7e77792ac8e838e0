import * as routes from '@consigne/contract/routes';
import { data, redirect } from 'react-router';
import { serverApi } from '../../lib/api.server';
import { pageId } from '../../lib/not-found';
import { EDIT_LINES_INTENT } from './OrderEdit';
import { PAY_TOP_UP_INTENT } from './TopUpNotice';

type Args = Parameters<typeof serverApi>;

/** The changes the form carries (JSON); anything else is sent as it is, for the API's contract to refuse. */
function changesOf(form: FormData): unknown {
  try {
    return JSON.parse(String(form.get('changes') ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * The order page's edit intents: the shopper's changes (PUT /orders/:id/lines), and the card payment
 * of the difference (POST /orders/:id/top-up, then Stripe's page). null: not an edit intent.
 */
export async function orderEditAction(
  request: Args[0],
  context: Args[1],
  idParam: string | undefined,
  form: FormData,
) {
  const intent = form.get('intent');
  if (intent !== EDIT_LINES_INTENT && intent !== PAY_TOP_UP_INTENT) return null;
  const api = serverApi(request, context);
  const orderId = pageId(idParam);
  if (intent === PAY_TOP_UP_INTENT) {
    const result = await api.call(routes.payOrderTopUp, { params: { orderId } });
    if (result.error !== null)
      return data({ done: null, error: result.error, edit: null }, { status: result.status || 400 });
    return redirect(result.data.checkoutUrl);
  }
  const result = await api.call(routes.editOrderLines, {
    params: { orderId },
    body: { changes: changesOf(form) as { productWarehouseId: number; quantity: number }[] },
  });
  if (result.error !== null)
    return data({ done: null, error: result.error, edit: null }, { status: result.status || 400 });
  return { done: 'edited' as const, error: null, edit: result.data.edit };
}
