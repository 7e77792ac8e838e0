import {
  customerBlockBody,
  customerEraseBody,
  resendConfirmationBody,
  walletCorrectionBody,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/admin.clients.$id';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { euros, paymentKey, slotLabel } from '../components/admin/orders/format';
import { StatusBadge } from '../components/admin/orders/StatusBadge';
import { fieldMessage, Notice } from '../components/account/Notice';
import { TextField } from '../components/ui/TextField';
import { useI18n, type MessageKey } from '../i18n';
import { adminMeta, formatDateTime, useAdminAccount } from '../lib/admin';
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
  if (result.error !== null)
    return data(
      { intent, ok: false as const, error: result.error, errors: result.errors },
      { status: result.status === 403 ? 403 : 422 },
    );
  return { intent, ok: true as const };
}

function send(api: ReturnType<typeof adminApi>, id: number, parsed: ParsedIntent<typeof INTENTS>) {
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

export default function Customer() {
  const { customer } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { role } = useAdminAccount();
  const { t, locale } = useI18n();
  const tag = intlTag(locale);
  const money = (amount: number) => euros(amount, tag);
  const canResend = role === 'admin' && !customer.erasedAt;
  return (
    <AdminPage
      title={customer.erasedAt ? t('adminOrders.erasedName') : `${customer.firstname} ${customer.lastname}`}
      intro={
        <>
          {customer.email}
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

      <Panel className="mt-4 overflow-x-auto">
        <h2 className="mb-2 text-lg font-bold">{t('adminOrders.customerOrders')}</h2>
        {customer.orders.length === 0 ? (
          <p className="text-sm text-ink-soft">{t('adminOrders.empty')}</p>
        ) : (
          <table className="w-full min-w-[36rem] text-left text-sm">
            <thead className="border-b border-line">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  {t('adminOrders.number')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminOrders.slot')}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t('adminOrders.amount')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('adminOrders.paymentLabel')}
                </th>
                <th scope="col" className="py-2">
                  {t('adminOrders.statusLabel')}
                </th>
                {canResend && (
                  <th scope="col" className="py-2 pl-3">
                    <span className="sr-only">{t('adminOrders.resend')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {customer.orders.map((order) => (
                <tr key={order.id}>
                  <th scope="row" className="py-2 pr-3">
                    <Link to={`/admin/commandes/${order.id}`} className="font-semibold text-forest underline">
                      {t('adminOrders.orderNumber', { id: order.id })}
                    </Link>
                  </th>
                  <td className="whitespace-nowrap py-2 pr-3">{slotLabel(order.slot, tag)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(order.amountToPay)}</td>
                  <td className="py-2 pr-3">{t(paymentKey(order.paymentMethod))}</td>
                  <td className="py-2">
                    <StatusBadge status={order.status} />
                  </td>
                  {canResend && (
                    <td className="py-2 pl-3 text-right">
                      {resendable(order.status) && (
                        <Form method="post">
                          <input type="hidden" name="intent" value="resend" />
                          <input type="hidden" name="orderId" value={order.id} />
                          <button
                            type="submit"
                            className="btn btn-outline min-h-10 whitespace-nowrap text-sm"
                          >
                            {t('adminOrders.resend')}
                          </button>
                        </Form>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Panel>
    </AdminPage>
  );
}

type ActionResult = ReturnType<typeof useActionData<typeof action>>;

function WalletCorrection({ result }: { result: ActionResult }) {
  const { t } = useI18n();
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok ? result : null;
  const field = (name: string) => fieldMessage(failed?.errors, name);
  return (
    <Form
      method="post"
      className="mt-4 grid gap-3 rounded-xl bg-sand/50 p-3 xl:grid-cols-2"
      aria-label={t('adminOrders.correction')}
    >
      <input type="hidden" name="intent" value="wallet" />
      <h3 className="font-semibold xl:col-span-2">{t('adminOrders.correction')}</h3>
      {failed && !field('amount') && !field('reason') && (
        <Notice kind="error" className="xl:col-span-2">
          {failed.error}
        </Notice>
      )}
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
      <TextField
        label={t('adminOrders.amountEuros')}
        id="correction-amount"
        name="amount"
        inputMode="decimal"
        required
        autoComplete="off"
        error={field('amount')}
      />
      <div className="xl:col-span-2">
        <TextField
          label={t('adminOrders.reason')}
          id="correction-reason"
          name="reason"
          required
          minLength={3}
          maxLength={500}
          autoComplete="off"
          error={field('reason')}
        />
      </div>
      <div className="xl:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('adminOrders.correctionSubmit')}
        </button>
      </div>
    </Form>
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
  const busy = useNavigation().state === 'submitting';
  const failed = result && !result.ok && result.intent === 'erase' ? result : null;
  const field = (name: string) => fieldMessage(failed?.errors, name);
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('adminOrders.gdprTitle')}</h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">{t('adminOrders.gdprIntro')}</p>
      {/* A plain link: the browser downloads the file the resource route answers. */}
      <a href={`/admin/clients/${customerId}/export`} className="btn btn-outline" download>
        {t('adminOrders.exportData')}
      </a>
      {!erased && (
        <Form
          method="post"
          className="mt-4 grid gap-3 rounded-xl bg-sand/50 p-3"
          aria-label={t('adminOrders.eraseTitle')}
        >
          <input type="hidden" name="intent" value="erase" />
          <h3 className="font-semibold">{t('adminOrders.eraseTitle')}</h3>
          <p className="text-sm text-ink-soft">{t('adminOrders.eraseIntro')}</p>
          {failed && !field('reason') && !field('confirmEmail') && (
            <Notice kind="error">{failed.error}</Notice>
          )}
          <TextField
            label={t('adminOrders.eraseReason')}
            id="erase-reason"
            name="reason"
            required
            minLength={3}
            maxLength={500}
            autoComplete="off"
            error={field('reason')}
          />
          <TextField
            label={t('adminOrders.eraseConfirm')}
            id="erase-confirm"
            name="confirmEmail"
            type="email"
            required
            autoComplete="off"
            error={field('confirmEmail')}
          />
          <div>
            <button type="submit" className="btn bg-danger text-white hover:bg-danger/90" disabled={busy}>
              {t('adminOrders.eraseSubmit')}
            </button>
          </div>
        </Form>
      )}
    </Panel>
  );
}

function BlockForm({ blocked, result }: { blocked: boolean; result: ActionResult }) {
  const { t } = useI18n();
  const failed =
    result && !result.ok && (result.intent === 'block' || result.intent === 'unblock') ? result : null;
  return (
    <Panel>
      <h2 className="text-lg font-bold">{t('adminOrders.account')}</h2>
      <p className="mb-3 mt-1 text-sm text-ink-soft">
        {t(blocked ? 'adminOrders.unblockIntro' : 'adminOrders.blockIntro')}
      </p>
      {failed && (
        <Notice kind="error" className="mb-3">
          {failed.error}
        </Notice>
      )}
      <Form method="post">
        <input type="hidden" name="intent" value={blocked ? 'unblock' : 'block'} />
        <button
          type="submit"
          className={blocked ? 'btn btn-outline' : 'btn bg-danger text-white hover:bg-danger/90'}
        >
          {t(blocked ? 'adminOrders.unblock' : 'adminOrders.block')}
        </button>
      </Form>
    </Panel>
  );
}
