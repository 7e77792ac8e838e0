import { saveGreenSlotSettingsBody, type CallResponse } from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import { addDays, localDate } from '@consigne/domain';
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.creneaux.verts';
import { Notice } from '../components/account/Notice';
import { AdminForm, Field, SelectField, SubmitButton } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { hours } from '../components/admin/slots/types';
import { formatDistance, useI18n, useMoney } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { refusalOf } from '../lib/admin-form.server';
import { intent, parseIntent } from '../lib/form-intent.server';

type Explanation = CallResponse<'explainGreenSlots'>;
type ExplainedSlot = Explanation['slots'][number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /admin/creneaux/verts?entrepot=&jour=&commande=|cp=&ville=: a warehouse's green-slot settings
 * (threshold, discount; managers: their warehouses) and how the mark is decided for an order or a
 * postal code on a day, slot by slot (docs/rules.md#green-slots).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('entrepot'));
  const warehouse = account.warehouses.find((w) => w.id === asked) ?? account.warehouses[0];
  const day = url.searchParams.get('jour') ?? '';
  const date = DATE.test(day) ? day : addDays(localDate(new Date()), 1);
  const order = url.searchParams.get('commande')?.trim() ?? '';
  const postalCode = url.searchParams.get('cp')?.trim() ?? '';
  const city = url.searchParams.get('ville')?.trim() ?? '';
  const asks = { date, order, postalCode, city };
  if (!warehouse)
    return { warehouses: [], warehouseId: null, settings: null, asks, explanation: null, refusal: null };
  const api = adminApi(request, context);
  const settings = await api.call(routes.getGreenSlotSettings, { params: { warehouseId: warehouse.id } });
  if (settings.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (settings.error !== null) throw data({ forbidden: false as const }, { status: settings.status || 502 });
  const explained =
    order || postalCode
      ? await api.call(routes.explainGreenSlots, {
          query: {
            warehouseId: String(warehouse.id),
            date,
            ...(order ? { orderId: order } : { postalCode, ...(city ? { city } : {}) }),
          },
        })
      : null;
  return {
    warehouses: account.warehouses,
    warehouseId: warehouse.id,
    settings: settings.data,
    asks,
    explanation: explained?.error === null ? explained.data : null,
    refusal: explained && explained.error !== null ? explained.error : null,
    saved: url.searchParams.get('fait') === 'settings',
  };
}

const INTENTS = {
  settings: intent(saveGreenSlotSettingsBody, (form) => ({
    thresholdMetres: Number(String(form.get('thresholdMetres') ?? '').trim() || NaN),
    discount: Number(
      String(form.get('discount') ?? '')
        .replace(',', '.')
        .trim() || NaN,
    ),
  })),
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const warehouseId = Number(form.get('warehouseId'));
  const result = await adminApi(request, context).call(routes.saveGreenSlotSettings, {
    params: { warehouseId },
    body: parsed.value.body,
  });
  if (result.error !== null) return refusalOf(result, 'settings');
  return redirect(`/admin/creneaux/verts?entrepot=${warehouseId}&fait=settings`);
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminSlots.green.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

const columns: Column<ExplainedSlot>[] = [
  { key: 'slot', header: 'adminSlots.green.slot', value: (s, { tag }) => hours(s, tag) },
  { key: 'stops', header: 'adminSlots.green.stops', value: (s) => s.stops, align: 'right' },
  {
    key: 'marginal',
    header: 'adminSlots.green.marginal',
    value: (s, { t, locale }) =>
      t('adminSlots.green.km', { km: formatDistance(s.marginalMetres / 1000, locale) }),
    align: 'right',
  },
  {
    key: 'verdict',
    header: 'adminSlots.green.verdict',
    cell: (s, { t }) =>
      s.isGreen ? (
        <strong className="text-forest">{t('adminSlots.green.isGreen')}</strong>
      ) : (
        <span>{t(s.isFull ? 'adminSlots.green.full' : 'adminSlots.green.notGreen')}</span>
      ),
  },
];

export default function GreenSlots() {
  const { t, locale } = useI18n();
  const money = useMoney().euros;
  const loaded = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { settings, asks, explanation, refusal, warehouses, warehouseId } = loaded;
  if (!settings || warehouseId === null)
    return <AdminPage title={t('adminSlots.green.title')}>{t('adminSlots.noWarehouse')}</AdminPage>;
  return (
    <AdminPage title={t('adminSlots.green.title')} intro={t('adminSlots.green.intro')}>
      {warehouses.length > 1 && (
        <Form method="get" className="mb-4 flex items-end gap-2">
          <SelectField
            id="green-warehouse"
            name="entrepot"
            label={t('adminSlots.warehouse')}
            defaultValue={warehouseId}
            options={warehouses.map((w) => [String(w.id), w.name] as const)}
          />
          <button type="submit" className="btn btn-outline">
            {t('adminSlots.show')}
          </button>
        </Form>
      )}
      <Panel>
        <h2 className="text-lg font-bold" id="green-settings-title">
          {t('adminSlots.green.settingsTitle')}
        </h2>
        {'saved' in loaded && loaded.saved && (
          <Notice kind="success" className="mt-3">
            {t('adminSlots.green.saved')}
          </Notice>
        )}
        <AdminForm intent="settings" result={failed} className="mt-4" labelledBy="green-settings-title">
          <input type="hidden" name="warehouseId" value={warehouseId} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t('adminSlots.green.threshold')}
              id="green-threshold"
              name="thresholdMetres"
              type="number"
              min={0}
              max={50000}
              step={100}
              defaultValue={settings.thresholdMetres}
            />
            <Field
              label={t('adminSlots.green.discount')}
              id="green-discount"
              name="discount"
              type="number"
              min={0}
              max={100}
              step={0.01}
              defaultValue={settings.discount}
            />
          </div>
          <SubmitButton className="btn btn-primary mt-4">{t('adminSlots.green.save')}</SubmitButton>
        </AdminForm>
      </Panel>
      <Panel className="mt-6">
        <h2 className="text-lg font-bold">{t('adminSlots.green.explainTitle')}</h2>
        <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('adminSlots.green.explainIntro')}</p>
        <Form method="get" className="mt-4 grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5">
          <input type="hidden" name="entrepot" value={warehouseId} />
          <Field
            label={t('adminSlots.green.date')}
            id="green-date"
            name="jour"
            type="date"
            defaultValue={asks.date}
          />
          <Field
            label={t('adminSlots.green.order')}
            id="green-order"
            name="commande"
            inputMode="numeric"
            defaultValue={asks.order}
          />
          <Field
            label={t('adminSlots.green.postalCode')}
            id="green-postal-code"
            name="cp"
            inputMode="numeric"
            defaultValue={asks.postalCode}
          />
          <Field label={t('adminSlots.green.city')} id="green-city" name="ville" defaultValue={asks.city} />
          <button type="submit" className="btn btn-outline">
            {t('adminSlots.green.explain')}
          </button>
        </Form>
        {refusal !== null && (
          <Notice kind="error" className="mt-4">
            {refusal}
          </Notice>
        )}
      </Panel>
      {explanation && (
        <div className="mt-4 grid gap-2">
          <p className="text-sm font-semibold" data-testid="green-threshold">
            {t('adminSlots.green.thresholdIs', {
              km: formatDistance(explanation.thresholdMetres / 1000, locale),
              amount: money(explanation.discount),
            })}
          </p>
          <DataTable
            rows={explanation.slots}
            columns={columns}
            rowKey={(s) => s.id}
            caption={t('adminSlots.green.explainTitle')}
            empty={t('adminSlots.green.none')}
            minWidth="min-w-[30rem]"
            testId="green-explanation"
            rowProps={(s) => ({ 'data-green': s.isGreen ? 'yes' : 'no' })}
          />
        </div>
      )}
    </AdminPage>
  );
}
