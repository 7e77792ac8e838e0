import {
  customerBlockBody,
  customerEraseBody,
  resendConfirmationBody,
  walletCorrectionBody,
} from '@consigne/contract';
import type { ApiResult } from '@consigne/api-client';
import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.clients.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { AdminForm, Field, SubmitButton } from '../components/admin/AdminForm';
import { DataTable, type Column } from '../components/admin/DataTable';
import { paymentKey, slotLabel } from '../components/admin/orders/format';
import { StatusBadge } from '../components/admin/orders/StatusBadge';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey, type Translate, useMoney } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireAdmin, requireStaff } from '../lib/admin.server';
import { intent, parseIntent, unreachable, type ParsedIntent } from '../lib/form-intent.server';

const customerId = (params: { id: string }) => {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return id;
};

/** /admin/clients/:id: a customer's orders, addresses, wallet and deposits; corrections and blocking (admins). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const result = await adminApi(request, context).call(routes.getAdminCustomer, {
    params: { id: customerId(params) },
  });
  if (result.status === 404) throw data(null, { status: 404 });
  if (result.error !== null) throw data({ forbidden: false as const }, { status: result.status || 502 });
  return { customer: result.data };
}

/** The customer page's actions (admins only), each with the API's schema of its body. */
const INTENTS = {
  wallet: intent(walletCorrectionBody),
  erase: intent(customerEraseBody),
  resend: intent(resendConfirmationBody),
  block: intent(customerBlockBody, () => ({ blocked: true })),
  unblock: intent(customerBlockBody, () => ({ blocked: false })),
};

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const parsed = parseIntent(request, await request.formData(), INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const { intent } = parsed.value;
  const result = await send(adminApi(request, context), customerId(params), parsed.value);
  return answerOf(result, () => ({ intent, ok: true as const }), intent);
}

function send(
  api: ReturnType<typeof adminApi>,
  id: number,
  parsed: ParsedIntent<typeof INTENTS>,
): Promise<ApiResult<unknown>> {
  switch (parsed.intent) {
    case 'wallet':
      return api.call(routes.correctCustomerWallet, { params: { id }, body: parsed.body });
    case 'erase':
      return api.call(routes.eraseCustomer, { params: { id }, body: parsed.body });
    case 'resend':
      return api.call(routes.resendOrderConfirmation, { params: { id }, body: parsed.body });
    case 'block':
    case 'unblock':
      return api.call(routes.setCustomerBlocked, { params: { id }, body: parsed.body });
    default:
      return unreachable(parsed);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminOrders.customerTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const DONE: Record<string, MessageKey> = {
  wallet: 'adminOrders.walletCorrected',
  block: 'adminOrders.blockedDone',
  unblock: 'adminOrders.unblockedDone',
  erase: 'adminOrders.erasedDone',
  resend: 'adminOrders.resentDone',
};

/** An order whose confirmation can be sent again: confirmed (not awaiting its card payment), not cancelled. */
const resendable = (status: string) => status !== 'payment_pending' && status !== 'cancelled';

type CustomerOrder = CallResponse<'getAdminCustomer'>['orders'][number];

const orderColumns: Column<CustomerOrder>[] = [
  {
    key: 'number',
    header: 'adminOrders.number',
    link: (order) => `/admin/commandes/${order.id}`,
    value: (order, { t }) => t('adminOrders.orderNumber', { id: order.id }),
  },
  {
    key: 'slot',
    header: 'adminOrders.slot',
    className: 'whitespace-nowrap',
    value: (order, { tag }) => slotLabel(order.slot, tag),
  },
  {
    key: 'amount',
    header: 'adminOrders.amount',
    align: 'right',
    value: (order, { euros }) => euros(order.amountToPay),
  },
  {
    key: 'payment',
    header: 'adminOrders.paymentLabel',
    value: (order, { t }) => t(paymentKey(order.paymentMethod)),
  },
  {
    key: 'status',
    header: 'adminOrders.statusLabel',
    cell: (order) => <StatusBadge status={order.status} />,
  },
];

/** The column of the "send the confirmation again" buttons (admins, a customer not erased). */
const resendColumn = (t: Translate): Column<CustomerOrder> => ({
  key: 'resend',
  header: <span className="sr-only">{t('adminOrders.resend')}</span>,
  align: 'right',
  cell: (order) =>
    resendable(order.status) && (
      <Form method="post">
        <input type="hidden" name="intent" value="resend" />
        <input type="hidden" name="orderId" value={order.id} />
        <button type="submit" className="btn btn-outline min-h-10 whitespace-nowrap text-sm">
          {t('adminOrders.resend')}
        </button>
      </Form>
    ),
});

export default function Customer() {
  const { customer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { role } = useAdminAccount();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const { euros: money } = useMoney();
  const canResend = role === 'admin' && !customer.erasedAt;
  return (
    <AdminPage
      title={customer.erasedAt ? t('adminOrders.erasedName') : `${customer.firstname} ${customer.lastname}`}
      intro={
        <>
          <span className="[overflow-wrap:anywhere]">{customer.email}</span>
          {customer.phone ? ` · ${customer.phone}` : ''} ·{' '}
          {t('adminOrders.customerSince', { when: formatDateTime(customer.createdAt, tag) })}
        </>
      }
      actions={
        <Link to="/admin/clients" className="btn btn-outline">
          {t('adminOrders.backToCustomers')}
        </Link>
      }
    >
      {result?.ok && (
        <Notice kind="success" className="mb-4">
          {t(DONE[result.intent] ?? 'adminOrders.walletCorrected')}
        </Notice>
      )}
      {result && !result.ok && result.intent === 'resend' && (
        <Notice kind="error" className="mb-4">
          {result.error}
        </Notice>
      )}
      {customer.erasedAt && (
        <Notice kind="warning" className="mb-4">
          {t('adminOrders.erasedSince', { when: formatDateTime(customer.erasedAt, tag) })}
        </Notice>
      )}
      {customer.blocked && !customer.erasedAt && (
        <Notice kind="warning" className="mb-4">
          {t('adminOrders.blockedSince', { when: formatDateTime(customer.blockedAt!, tag) })}
        </Notice>
      )}

      <div className="grid gap-4 lg:grid-cols-2">
        <Panel>
          <h2 className="text-lg font-bold">{t('adminOrders.wallet')}</h2>
          <p className="mt-1 text-2xl font-extrabold tabular-nums" data-testid="wallet-balance">
            {money(customer.walletBalance)}
          </p>
          {role === 'admin' && !customer.erasedAt && (
            // Remounted by a new entry: a recorded correction leaves an empty form.
            <WalletCorrection
              key={customer.wallet.length}
              result={result?.intent === 'wallet' ? result : undefined}
            />
          )}
          <h3 className="mt-4 font-semibold">{t('adminOrders.ledger')}</h3>
          {customer.wallet.length === 0 ? (
            <p className="text-sm text-ink-soft">{t('adminOrders.noEntry')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-line text-sm">
              {customer.wallet.map((entry) => (
                <li key={entry.id} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {t(`adminOrders.walletReason.${entry.reason}` as MessageKey)}
                    {entry.note && <span className="block text-ink-soft">{entry.note}</span>}
                    <span className="block text-xs text-ink-soft">
                      {formatDateTime(entry.createdAt, tag)}
                    </span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">{money(entry.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="grid content-start gap-4">
          <Panel>
            <h2 className="text-lg font-bold">{t('adminOrders.pendingDeposits')}</h2>
            <p className="mt-1 text-xl font-bold tabular-nums">{money(customer.pendingDepositTotal)}</p>
            <ul className="mt-2 divide-y divide-line text-sm">
              {customer.pendingDeposits.map((entry) => (
                <li key={entry.id} className="flex justify-between gap-3 py-1.5">
                  <span>
                    {entry.description}
                    <span className="block text-xs text-ink-soft">
                      {formatDateTime(entry.createdAt, tag)}
                    </span>
                  </span>
                  <span className="whitespace-nowrap tabular-nums">{money(entry.amount)}</span>
                </li>
              ))}
            </ul>
          </Panel>
          <Panel>
            <h2 className="text-lg font-bold">{t('adminOrders.addresses')}</h2>
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-ink-soft">{t('adminOrders.noAddress')}</p>
            ) : (
              <ul className="mt-1 space-y-2 text-sm">
                {customer.addresses.map((a) => (
                  <li key={a.id}>
                    <span className="font-semibold">{a.name}</span>
                    {a.isSelected && ` · ${t('adminOrders.selectedAddress')}`}
                    <span className="block">
                      {/* An erased customer's address keeps only its postcode and city. */}
                      {[`${a.streetNumber} ${a.street}`.trim(), `${a.postalCode} ${a.city} (${a.country})`]
                        .filter(Boolean)
                        .join(', ')}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          {role === 'admin' && !customer.erasedAt && <BlockForm blocked={customer.blocked} result={result} />}
          {role === 'admin' && (
            <GdprPanel customerId={customer.id} erased={customer.erasedAt !== null} result={result} />
          )}
        </div>
      </div>

      <section className="mt-4">
        <h2 className="mb-2 text-lg font-bold">{t('adminOrders.customerOrders')}</h2>
        <DataTable
          rows={customer.orders}
          columns={canResend ? [...orderColumns, resendColumn(t)] : orderColumns}
          rowKey={(order) => order.id}
          caption={t('adminOrders.customerOrders')}
          empty={t('adminOrders.empty')}
          minWidth="min-w-[36rem]"
        />
      </section>
    </AdminPage>
  );
}

type ActionResult = ReturnType<typeof useActionData<typeof action>>;

function WalletCorrection({ result }: { result: ActionResult }) {
  const { t } = useI18n();
  return (
    <AdminForm
      intent="wallet"
      result={result}
      label={t('adminOrders.correction')}
      className="mt-4 grid gap-3 rounded-xl bg-sand/50 p-3 xl:grid-cols-2"
    >
      <h3 className="font-semibold xl:col-span-2">{t('adminOrders.correction')}</h3>
      <fieldset className="flex gap-4">
        <legend className="field-label">{t('adminOrders.direction')}</legend>
        <label className="inline-flex min-h-10 items-center gap-1.5">
          <input type="radio" name="direction" value="credit" defaultChecked />
          {t('adminOrders.credit')}
        </label>
        <label className="inline-flex min-h-10 items-center gap-1.5">
          <input type="radio" name="direction" value="debit" />
          {t('adminOrders.debit')}
        </label>
      </fieldset>
      <Field
        label={t('adminOrders.amountEuros')}
        id="correction-amount"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
      />
      <div className="xl:col-span-2">
        <Field
          label={t('adminOrders.reason')}
          id="correction-reason"
          name="reason"
          maxLength={500}
          autoComplete="off"
        />
      </div>
      <div className="xl:col-span-2">
        <SubmitButton>{t('adminOrders.correctionSubmit')}</SubmitButton>
      </div>
    </AdminForm>
  );
}

function GdprPanel({
  customerId,
  erased,
  result,
}: {
  customerId: number;
  erased: boolean;
  result: ActionResult;
}) {
  const { t } = useI18n();
  const failed = result && !result.ok && result.intent === 'erase' ? result : null;
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('adminOrders.gdprTitle')}</h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('adminOrders.gdprIntro')}</p>
      {/* A plain link: the browser downloads the file the resource route answers. */}
      <a href={`/admin/clients/${customerId}/export`} className="btn btn-outline" download>
        {t('adminOrders.exportData')}
      </a>
      {!erased && (
        <div className="mt-4">
          <AdminForm
            intent="erase"
            result={failed ?? undefined}
            label={t('adminOrders.eraseTitle')}
            className="grid gap-3 rounded-xl bg-sand/50 p-3"
          >
            <h3 className="font-semibold">{t('adminOrders.eraseTitle')}</h3>
            <p className="text-sm text-ink-soft">{t('adminOrders.eraseIntro')}</p>
            <Field
              label={t('adminOrders.eraseReason')}
              id="erase-reason"
              name="reason"
              maxLength={500}
              autoComplete="off"
            />
            <Field
              label={t('adminOrders.eraseConfirm')}
              id="erase-confirm"
              name="confirmEmail"
              type="email"
              autoComplete="off"
            />
            <div>
              <SubmitButton className="btn bg-danger text-white hover:bg-danger/90">
                {t('adminOrders.eraseSubmit')}
              </SubmitButton>
            </div>
          </AdminForm>
        </div>
      )}
    </Panel>
  );
}

function BlockForm({ blocked, result }: { blocked: boolean; result: ActionResult }) {
  const { t } = useI18n();
  const failed =
    result && !result.ok && (result.intent === 'block' || result.intent === 'unblock') ? result : undefined;
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('adminOrders.account')}</h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">
        {t(blocked ? 'adminOrders.unblockIntro' : 'adminOrders.blockIntro')}
      </p>
      <AdminForm intent={blocked ? 'unblock' : 'block'} result={failed}>
        <SubmitButton className={blocked ? 'btn btn-outline' : 'btn bg-danger text-white hover:bg-danger/90'}>
          {t(blocked ? 'adminOrders.unblock' : 'adminOrders.block')}
        </SubmitButton>
      </AdminForm>
    </Panel>
  );
}
