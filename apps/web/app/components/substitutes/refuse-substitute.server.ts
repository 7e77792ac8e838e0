import * as routes from '@consigne/contract/routes';
import { data, type AppLoadContext } from 'react-router';
import { serverApi } from '../../lib/api.server';
import { pageId } from '../../lib/not-found';

/** The order page's action for REFUSE_SUBSTITUTE_INTENT: the API refuses and refunds, or says why not. */
export async function refuseSubstituteAction(
  args: { request: Request; context: AppLoadContext; params: { id?: string } },
  form: FormData,
) {
  const lineId = Number(form.get('lineId'));
  if (!Number.isInteger(lineId) || lineId < 1) return data({ done: null, error: 'invalid' }, { status: 400 });
  const result = await serverApi(args.request, args.context).call(routes.refuseSubstitute, {
    params: { orderId: pageId(args.params.id), lineId },
  });
  if (result.error !== null)
    return data({ done: null, error: result.error }, { status: result.status || 400 });
  return { done: 'substituteRefused' as const, error: null };
}
