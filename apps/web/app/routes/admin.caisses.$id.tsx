import type { CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { intlTag } from '@consigne/domain';
import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.caisses.$id';
import { AdminForm, SubmitButton, TextAreaField } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { CashStatusBadge, sheetDay, signedEuros } from '../components/admin/cash-sheets';
import { Notice } from '../components/account/Notice';
import { useI18n, useMoney } from '../i18n';
import { adminMeta, formatDateTime } from '../lib/admin';
import { answerOf } from '../lib/admin-form.server';
import { adminApi, requireStaff } from '../lib/admin.server';

type Sheet = CallResponse<'getCashSheet'>;

/** /admin/caisses/:id: a driver's cash sheet, its door payments, and its closing by the manager. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  const sheet = await adminApi(request, context).call(routes.getCashSheet, { params: { id } });
  if (sheet.status === 404) throw data(null, { status: 404 });
  if (sheet.error !== null) throw data(null, { status: sheet.status || 502 });
  return { sheet: sheet.data, closed: new URL(request.url).searchParams.has('cloturee') };
}

/** Closing: the note goes as typed (the API says when one is needed). */
export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const note = String(form.get('note') ?? '');
  const result = await adminApi(request, context).call(routes.closeCashSheet, {
    params: { id: Number(params.id) },
    body: note.trim() ? { note } : {},
  });
  return answerOf(result, () => redirect(`/admin/caisses/${params.id}?cloturee`), 'close');
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminCash.detailTitle');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

export default function CashSheetDetail() {
  const { sheet, closed } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useI18n();
  const money = useMoney();
  return (
    <AdminPage
      title={`${t('adminCash.detailTitle')} · ${sheet.driver.name} · ${sheetDay(sheet.date, intlTag(locale))}`}
      intro={
        <>
          {sheet.warehouseName} · <CashStatusBadge status={sheet.status} t={t} />
        </>
      }
      actions={
        <Link to="/admin/caisses" className="btn btn-outline">
          {t('adminCash.back')}
        </Link>
      }
    >
      {closed && (
        <Notice kind="success" className="mb-4">
          {t('adminCash.closedDone')}
        </Notice>
      )}
      {/* min-w-0: a grid item would otherwise grow to its tables' width and push the page sideways on a phone. */}
      <div className="grid grid-cols-1 items-start gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Panel className="min-w-0">
          <Totals sheet={sheet} />
          <Payments sheet={sheet} />
        </Panel>
        <Panel>
          {sheet.status === 'closed' ? (
            <div data-testid="sheet-closed">
              <p className="font-semibold">
                {t('adminCash.closed', {
                  name: sheet.closedBy ?? '',
                  date: formatDateTime(sheet.closedAt ?? '', intlTag(locale)),
                })}
              </p>
              {sheet.note && (
                <p className="mt-2 whitespace-pre-line">{t('adminCash.closedNote', { note: sheet.note })}</p>
              )}
            </div>
          ) : (
            <>
              <h2 className="mb-3 text-lg font-bold" id="close-title">
                {t('adminCash.closeTitle')}
              </h2>
              {sheet.difference !== 0 && (
                <Notice kind="warning" className="mb-3">
                  {t(sheet.difference < 0 ? 'adminCash.differenceShort' : 'adminCash.differenceOver', {
                    amount: money.euros(Math.abs(sheet.difference)),
                  })}
                </Notice>
              )}
              <AdminForm result={result} labelledBy="close-title" className="space-y-3">
                <TextAreaField
                  name="note"
                  label={t('adminCash.note')}
                  hint={t('adminCash.noteHelp')}
                  rows={4}
                />
                <SubmitButton>{t('adminCash.close')}</SubmitButton>
              </AdminForm>
            </>
          )}
        </Panel>
      </div>
    </AdminPage>
  );
}

function Totals({ sheet }: { sheet: Sheet }) {
  const { t } = useI18n();
  const money = useMoney();
  const rows = [
    { key: 'card', label: t('adminCash.card'), ...sheet.card, counted: undefined },
    { key: 'cash', label: t('adminCash.cash'), ...sheet.cash },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-sm tabular-nums" data-testid="cash-totals">
        <thead>
          <tr className="border-b border-line text-left text-ink-soft">
            <th scope="col" className="py-2" />
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.expected')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.received')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.counted')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} className="border-b border-line">
              <th scope="row" className="py-2 text-left font-semibold">
                {r.label}
              </th>
              <td className="py-2 pl-3 text-right">{money.euros(r.expected)}</td>
              <td className="py-2 pl-3 text-right">{money.euros(r.received)}</td>
              <td className="py-2 pl-3 text-right">
                {r.counted === undefined
                  ? '—'
                  : r.counted === null
                    ? t('adminCash.notCounted')
                    : money.euros(r.counted)}
              </td>
              <td className={`py-2 text-right font-bold ${r.difference < 0 ? 'text-danger' : ''}`}>
                {signedEuros(r.difference, money.euros)}
              </td>
            </tr>
          ))}
          <tr>
            <th scope="row" className="py-2 text-left font-extrabold">
              {t('adminCash.total')}
            </th>
            <td className="py-2 text-right font-bold">
              {money.euros(sheet.card.expected + sheet.cash.expected)}
            </td>
            <td className="py-2 text-right font-bold">
              {money.euros(sheet.card.received + sheet.cash.received)}
            </td>
            <td />
            <td
              data-testid="sheet-difference"
              className={`py-2 text-right text-base font-black ${sheet.difference < 0 ? 'text-danger' : ''}`}
            >
              {signedEuros(sheet.difference, money.euros)}
            </td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function Payments({ sheet }: { sheet: Sheet }) {
  const { t, locale } = useI18n();
  const money = useMoney();
  if (sheet.payments.length === 0) return <p className="mt-4 text-ink-soft">{t('adminCash.noPayments')}</p>;
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[36rem] text-sm tabular-nums">
        <caption className="mb-2 text-left text-base font-bold">
          {t('adminCash.payments', { count: sheet.payments.length })}
        </caption>
        <thead>
          <tr className="border-b border-line text-left text-ink-soft">
            <th scope="col" className="py-2 pr-3">
              {t('adminCash.recordedAt')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('adminCash.order')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('adminCash.customer')}
            </th>
            <th scope="col" className="py-2 pr-3">
              {t('adminCash.method')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.expected')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.received')}
            </th>
            <th scope="col" className="py-2 pl-3 text-right">
              {t('adminCash.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {sheet.payments.map((p) => (
            <tr key={p.orderId} className="border-b border-line">
              <td className="whitespace-nowrap py-2 pr-3">{formatDateTime(p.recordedAt, intlTag(locale))}</td>
              <td className="py-2 pr-3">
                <Link to={`/admin/commandes/${p.orderId}`} className="underline">
                  #{p.orderId}
                </Link>
              </td>
              <td className="py-2 pr-3">{p.customerName}</td>
              <td className="py-2">{t(p.method === 'cash' ? 'adminCash.cash' : 'adminCash.card')}</td>
              <td className="whitespace-nowrap py-2 pl-3 text-right">{money.euros(p.expected)}</td>
              <td className="whitespace-nowrap py-2 pl-3 text-right">{money.euros(p.received)}</td>
              <td
                className={`whitespace-nowrap py-2 pl-3 text-right font-bold ${p.difference < 0 ? 'text-danger' : ''}`}
              >
                {signedEuros(p.difference, money.euros)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
