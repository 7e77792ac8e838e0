import { missingLineBody } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { data, Form, Link, redirect, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.preparation.$slotId.manquant';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { Notice } from '../components/account/Notice';
import { useI18n, useMoney } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { answerOf } from '../lib/admin-form.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

const idsOf = (params: { slotId?: string; orderId?: string; lineId?: string }) => {
  const ids = [params.slotId, params.orderId, params.lineId].map(Number);
  if (!ids.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647))
    throw data(null, { status: 404 });
  const [slotId, orderId, lineId] = ids as [number, number, number];
  return { slotId, orderId, lineId };
};

const refuse = (status: number) => {
  if (status === 404) return data(null, { status: 404 });
  if (status === 403) return data({ forbidden: true as const }, { status: 403 });
  return data({ forbidden: false as const }, { status: status || 502 });
};

/** /admin/preparation/:slotId/manquant/:orderId/:lineId: remove a missing product, or pick its substitute. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { slotId, orderId, lineId } = idsOf(params);
  const api = adminApi(request, context);
  const [list, substitutes] = await Promise.all([
    api.call(routes.getPickingList, { params: { slotId } }),
    api.call(routes.listLineSubstitutes, { params: { id: orderId, lineId } }),
  ]);
  if (list.error !== null) throw refuse(list.status);
  if (substitutes.error !== null) throw refuse(substitutes.status);
  const order = list.data.orders.find((o) => o.id === orderId);
  const line = order?.lines.find((l) => l.id === lineId);
  if (!order || !line) throw data(null, { status: 404 });
  return { slotId, order, line, ...substitutes.data };
}

/**
 * The line's two actions, each one branch of the API's body (a union on `action`): the form's
 * intent names the branch, so the generic reader cannot pick it from the fields.
 */
const [removeBody, substituteBody] = missingLineBody.options;
const INTENTS = {
  remove: intent(removeBody, () => ({ action: 'remove' })),
  substitute: intent(substituteBody, (form) => ({
    action: 'substitute',
    productWarehouseId: Number(form.get('productWarehouseId')),
  })),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { slotId, orderId, lineId } = idsOf(params);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const result = await send(adminApi(request, context), { id: orderId, lineId }, parsed.value);
  return answerOf(
    result,
    () => redirect(`/admin/preparation/${slotId}#commande-${orderId}`),
    parsed.value.intent,
  );
}

function send(
  api: ReturnType<typeof adminApi>,
  line: { id: number; lineId: number },
  parsed: ParsedIntent<typeof INTENTS>,
) {
  switch (parsed.intent) {
    case 'remove':
    case 'substitute':
      return api.call(routes.resolveMissingLine, { params: line, body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminPicking.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function MissingLinePage() {
  const { slotId, order, line, substitutes, refundOnly } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const { t } = useI18n();
  const { euros } = useMoney();
  const name = `${line.name} ${line.volume}`;
  return (
    <AdminPage
      title={t('adminPicking.missingTitle', { id: order.id })}
      intro={t('adminPicking.missingIntro')}
      actions={
        <Link to={`/admin/preparation/${slotId}#commande-${order.id}`} className="btn btn-outline">
          {t('adminPicking.cancelMissing')}
        </Link>
      }
    >
      {result?.error && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      <Panel className="mb-4">
        <p className="mb-3 text-lg font-semibold">
          {t('adminPicking.missingLine', {
            quantity: line.quantity,
            name,
            price: euros(line.unitPriceTtc),
          })}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('adminPicking.remove')}
          </button>
        </Form>
      </Panel>
      {!line.isLocked && (
        <Panel className="p-0 sm:p-0">
          <h2 className="px-4 pt-4 text-lg font-bold">{t('adminPicking.substitutes')}</h2>
          {substitutes.length === 0 ? (
            <p className="p-4 text-ink-soft">
              {t(refundOnly ? 'adminPicking.refundOnly' : 'adminPicking.noSubstitutes')}
            </p>
          ) : (
            <ul className="divide-y divide-line">
              {substitutes.map((s) => (
                <li
                  key={s.productWarehouseId}
                  className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
                >
                  <div className="min-w-0">
                    <p className="font-semibold">
                      {s.name} {s.volume}
                    </p>
                    <p className="text-sm text-ink-soft">
                      {s.rayon} · {s.category} ·{' '}
                      {t('adminPicking.substitutePrice', {
                        price: euros(s.unitPriceTtcCharged),
                        own: euros(s.unitPriceTtc),
                      })}
                      {s.stock !== null && ` · ${t('adminPicking.stock', { stock: s.stock })}`}
                    </p>
                  </div>
                  <Form method="post">
                    <input type="hidden" name="intent" value="substitute" />
                    <input type="hidden" name="productWarehouseId" value={s.productWarehouseId} />
                    <button
                      type="submit"
                      className="btn btn-primary"
                      disabled={busy}
                      aria-label={t('adminPicking.substituteLabel', { name: `${s.name} ${s.volume}` })}
                    >
                      {t('adminPicking.substitute')}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </AdminPage>
  );
}
