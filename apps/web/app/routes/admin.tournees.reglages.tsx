import {
  createVanBody,
  deleteVanQuery,
  moveVanBody,
  saveRoundSettingsBody,
  updateVanBody,
  type CallResponse,
} from '@consigne/contract';
import * as routes from '@consigne/contract/routes';
import {
  minutesAndSeconds,
  ROUND_SETTING_BOUNDS,
  stopServiceSeconds,
  VAN_CAPACITY_BOUNDS,
} from '@consigne/domain';
import { data, Form, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/admin.tournees.reglages';
import { Notice } from '../components/account/Notice';
import { AdminForm, Field, SelectField, SubmitButton, useFieldError } from '../components/admin/AdminForm';
import { AdminPage, Panel } from '../components/admin/AdminPage';
import { DataTable, type Column } from '../components/admin/DataTable';
import { OrderButtons } from '../components/admin/OrderButtons';
import { useI18n, type Translate } from '../i18n';
import { adminMeta } from '../lib/admin';
import { adminApi, requireStaff } from '../lib/admin.server';
import { refusalOf } from '../lib/admin-form.server';
import type { FormAnswer } from '../lib/admin-form';
import { intent, parseIntent, unreachable } from '../lib/form-intent.server';

type Settings = CallResponse<'getRoundSettings'>;
type Van = Settings['vans'][number];

const DONE = ['settings', 'addVan', 'editVan', 'deleteVan', 'moveVan'] as const;
type Done = (typeof DONE)[number];

/**
 * /admin/tournees/reglages?entrepot=&camion=: a warehouse's round settings (managers: their
 * warehouses) — a stop's times and the announced window, read by the next plan and announcement —
 * and its vans: added, renamed, resized, reordered, removed (docs/back-office.md#round-settings).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const account = await requireStaff(request, context);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('entrepot'));
  const warehouse = account.warehouses.find((w) => w.id === asked) ?? account.warehouses[0];
  if (!warehouse) return { warehouses: [], settings: null, editing: null, done: null };
  const result = await adminApi(request, context).call(routes.getRoundSettings, {
    params: { warehouseId: warehouse.id },
  });
  if (result.status === 403) throw data({ forbidden: true as const }, { status: 403 });
  if (result.error !== null) throw data({ forbidden: false as const }, { status: result.status || 502 });
  const editing = result.data.vans.find((v) => String(v.id) === url.searchParams.get('camion')) ?? null;
  const done = DONE.find((d) => d === url.searchParams.get('fait')) ?? null;
  return { warehouses: account.warehouses, settings: result.data, editing, done };
}

/** A whole number the manager typed ('4', ' 30 '); anything else stays a non-number the schema refuses. */
const whole = (value: FormDataEntryValue | null) => {
  const text = String(value ?? '').trim();
  return text === '' ? Number.NaN : Number(text);
};

const INTENTS = {
  // The base time is typed as minutes and seconds, as a manager reads it; the API takes seconds.
  settings: intent(saveRoundSettingsBody, (form) => ({
    version: whole(form.get('version')),
    stopBaseSeconds: whole(form.get('baseMinutes')) * 60 + (whole(form.get('baseSeconds')) || 0),
    stopPerCrateSeconds: whole(form.get('stopPerCrateSeconds')),
    promiseWindowMinutes: whole(form.get('promiseWindowMinutes')),
  })),
  addVan: intent(createVanBody, (form) => ({
    name: String(form.get('name') ?? ''),
    capacityCrates: whole(form.get('capacityCrates')),
  })),
  editVan: intent(updateVanBody, (form) => ({
    name: String(form.get('name') ?? ''),
    capacityCrates: whole(form.get('capacityCrates')),
    version: whole(form.get('version')),
  })),
  deleteVan: intent(deleteVanQuery, (form) => ({ version: String(form.get('version') ?? '') })),
  moveVan: intent(moveVanBody, (form) => ({ direction: form.get('direction') })),
};

/** An id from a hidden field; 0 (no such warehouse or van: the API's 404) when it is not one. */
const idOf = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const form = await request.formData();
  const parsed = parseIntent(request, form, INTENTS);
  if (!parsed.ok) return parsed.refusal;
  const api = adminApi(request, context);
  const warehouseId = idOf(form.get('warehouseId'));
  const vanId = idOf(form.get('vanId'));
  const answer = (result: Awaited<ReturnType<typeof api.call>>, done: Done) =>
    result.error !== null
      ? refusalOf(result, done)
      : redirect(`/admin/tournees/reglages?entrepot=${warehouseId}&fait=${done}`);
  switch (parsed.value.intent) {
    case 'settings':
      return answer(
        await api.call(routes.saveRoundSettings, { params: { warehouseId }, body: parsed.value.body }),
        'settings',
      );
    case 'addVan':
      return answer(
        await api.call(routes.createVan, { params: { warehouseId }, body: parsed.value.body }),
        'addVan',
      );
    case 'editVan':
      return answer(
        await api.call(routes.updateVan, { params: { warehouseId, vanId }, body: parsed.value.body }),
        'editVan',
      );
    case 'deleteVan':
      return answer(
        await api.call(routes.deleteVan, { params: { warehouseId, vanId }, query: parsed.value.body }),
        'deleteVan',
      );
    case 'moveVan':
      return answer(
        await api.call(routes.moveVan, { params: { warehouseId, vanId }, body: parsed.value.body }),
        'moveVan',
      );
    default:
      return unreachable(parsed.value);
  }
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'adminRoundSettings.title');
export { AdminErrorBoundary as ErrorBoundary } from '../components/admin/AdminError';

/** A duration as a manager says it: "4 min", "30 s", "4 min 30 s". */
function duration(t: Translate, total: number): string {
  const { minutes, seconds } = minutesAndSeconds(total);
  if (minutes === 0) return t('adminRoundSettings.sec', { seconds });
  return seconds === 0
    ? t('adminRoundSettings.min', { minutes })
    : t('adminRoundSettings.minSec', { minutes, seconds });
}

const DONE_KEYS = {
  settings: 'adminRoundSettings.saved',
  addVan: 'adminRoundSettings.added',
  editVan: 'adminRoundSettings.updated',
  deleteVan: 'adminRoundSettings.removed',
  moveVan: 'adminRoundSettings.moved',
} as const;

/** A crate count to show an example stop with: what a typical home order takes. */
const EXAMPLE_CRATES = 3;

export default function RoundSettingsPage() {
  const { t } = useI18n();
  const { settings, warehouses, editing, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as FormAnswer | undefined;
  const failed = answer && !answer.ok ? answer : undefined;
  const of = (name: Done) => (failed?.intent === name ? failed : undefined);
  if (!settings)
    return <AdminPage title={t('adminRoundSettings.title')}>{t('adminRoundSettings.noWarehouse')}</AdminPage>;
  const warehouseId = settings.warehouseId;
  return (
    <AdminPage title={t('adminRoundSettings.title')} intro={t('adminRoundSettings.intro')}>
      {warehouses.length > 1 && (
        <Form method="get" className="mb-4 flex flex-wrap items-end gap-2">
          <SelectField
            id="round-settings-warehouse"
            name="entrepot"
            label={t('adminRoundSettings.warehouse')}
            defaultValue={warehouseId}
            options={warehouses.map((w) => [String(w.id), w.name] as const)}
          />
          <button type="submit" className="btn btn-outline">
            {t('adminRoundSettings.show')}
          </button>
        </Form>
      )}
      {done && (
        <Notice kind="success" className="mb-4" testId="round-settings-done">
          {t(DONE_KEYS[done])}
        </Notice>
      )}
      <TimesPanel settings={settings} result={of('settings')} />
      <VansPanel settings={settings} editing={editing} failed={failed} />
    </AdminPage>
  );
}

function TimesPanel({ settings, result }: { settings: Settings; result: FormAnswer | undefined }) {
  const { t } = useI18n();
  const base = minutesAndSeconds(settings.stopBaseSeconds);
  const timing = { baseSeconds: settings.stopBaseSeconds, perCrateSeconds: settings.stopPerCrateSeconds };
  const { promiseWindowMinutes: window } = ROUND_SETTING_BOUNDS;
  return (
    <Panel>
      <h2 className="text-lg font-bold" id="round-times-title">
        {t('adminRoundSettings.timesTitle')}
      </h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft" data-testid="round-settings-summary">
        {t('adminRoundSettings.summary', {
          base: duration(t, settings.stopBaseSeconds),
          perCrate: duration(t, settings.stopPerCrateSeconds),
          window: settings.promiseWindowMinutes,
        })}{' '}
        {t('adminRoundSettings.example', {
          crates: EXAMPLE_CRATES,
          total: duration(t, stopServiceSeconds(timing, EXAMPLE_CRATES)),
        })}
      </p>
      <AdminForm intent="settings" result={result} className="mt-4" labelledBy="round-times-title">
        <input type="hidden" name="warehouseId" value={settings.warehouseId} />
        <input type="hidden" name="version" value={settings.version} />
        <div className="grid gap-4 md:grid-cols-3">
          <BaseTimeFields minutes={base.minutes} seconds={base.seconds} />
          <Field
            label={t('adminRoundSettings.perCrate')}
            hint={t('adminRoundSettings.perCrateHint')}
            id="round-per-crate"
            name="stopPerCrateSeconds"
            type="number"
            inputMode="numeric"
            min={ROUND_SETTING_BOUNDS.stopPerCrateSeconds.min}
            max={ROUND_SETTING_BOUNDS.stopPerCrateSeconds.max}
            defaultValue={settings.stopPerCrateSeconds}
          />
          <Field
            label={t('adminRoundSettings.window')}
            hint={
              // A slot of the window's maximum or longer bounds nothing more: the bounds alone are said.
              settings.shortestSlotMinutes === null || settings.shortestSlotMinutes >= window.max
                ? t('adminRoundSettings.windowHintAny')
                : t('adminRoundSettings.windowHint', { slot: settings.shortestSlotMinutes })
            }
            id="round-window"
            name="promiseWindowMinutes"
            type="number"
            inputMode="numeric"
            min={window.min}
            max={Math.min(window.max, settings.shortestSlotMinutes ?? window.max)}
            defaultValue={settings.promiseWindowMinutes}
          />
        </div>
        <SubmitButton className="btn btn-primary mt-4">{t('adminRoundSettings.save')}</SubmitButton>
      </AdminForm>
    </Panel>
  );
}

/**
 * A stop's base time as two boxes, minutes and seconds, under one legend; the API's error of
 * `stopBaseSeconds` is said under both, and both are marked invalid.
 */
function BaseTimeFields({ minutes, seconds }: { minutes: number; seconds: number }) {
  const { t } = useI18n();
  const error = useFieldError('stopBaseSeconds');
  const described = ['round-base-hint', error ? 'round-base-error' : null].filter(Boolean).join(' ');
  const box = (name: string, label: string, value: number, max: number) => (
    <div className="min-w-0 flex-1">
      <label htmlFor={`round-${name}`} className="text-xs text-ink-soft">
        {label}
      </label>
      <input
        id={`round-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        max={max}
        defaultValue={value}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
    </div>
  );
  return (
    <fieldset>
      <legend className="field-label">{t('adminRoundSettings.base')}</legend>
      <div className="flex gap-2">
        {box('baseMinutes', t('adminRoundSettings.minutes'), minutes, 30)}
        {box('baseSeconds', t('adminRoundSettings.seconds'), seconds, 59)}
      </div>
      <p id="round-base-hint" className="mt-1 text-xs text-ink-soft">
        {t('adminRoundSettings.baseHint')}
      </p>
      {error && (
        <p id="round-base-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

const pageUrl = (warehouseId: number, van?: number) =>
  `/admin/tournees/reglages?entrepot=${warehouseId}${van ? `&camion=${van}` : ''}`;

/** The hidden fields every van form sends: which warehouse and van. */
const VanIds = ({ warehouseId, van }: { warehouseId: number; van: Van }) => (
  <>
    <input type="hidden" name="warehouseId" value={warehouseId} />
    <input type="hidden" name="vanId" value={van.id} />
  </>
);

function vanColumns(warehouseId: number, vans: readonly Van[]): Column<Van>[] {
  const firstId = vans[0]?.id;
  const lastId = vans.at(-1)?.id;
  return [
    { key: 'name', header: 'adminRoundSettings.name', value: (v) => v.name },
    {
      key: 'capacity',
      header: 'adminRoundSettings.capacity',
      value: (v, { t }) => t('adminRoundSettings.capacityCrates', { count: v.capacityCrates }),
      align: 'right',
    },
    {
      key: 'busy',
      header: 'adminRoundSettings.busy',
      value: (v, { t }) => t('adminRoundSettings.busyCount', { count: v.busyOrders }),
      align: 'right',
    },
    {
      key: 'order',
      header: 'adminRoundSettings.order',
      cell: (v) => (
        <MoveButtons warehouseId={warehouseId} van={v} first={v.id === firstId} last={v.id === lastId} />
      ),
    },
    {
      key: 'actions',
      header: 'adminRoundSettings.actions',
      cell: (v, { t }) => (
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={pageUrl(warehouseId, v.id)}
            className="btn btn-outline min-h-0 px-3 py-1.5 text-sm"
            aria-label={t('adminRoundSettings.editLabel', { name: v.name })}
          >
            {t('adminRoundSettings.edit')}
          </Link>
          <Form method="post">
            <input type="hidden" name="intent" value="deleteVan" />
            <input type="hidden" name="version" value={v.version} />
            <VanIds warehouseId={warehouseId} van={v} />
            <button
              type="submit"
              className="btn btn-outline min-h-0 px-3 py-1.5 text-sm"
              aria-label={t('adminRoundSettings.removeLabel', { name: v.name })}
            >
              {t('adminRoundSettings.remove')}
            </button>
          </Form>
        </div>
      ),
    },
  ];
}

function MoveButtons({
  warehouseId,
  van,
  first,
  last,
}: {
  warehouseId: number;
  van: Van;
  first: boolean;
  last: boolean;
}) {
  const { t } = useI18n();
  const labels = {
    up: t('adminRoundSettings.up', { name: van.name }),
    down: t('adminRoundSettings.down', { name: van.name }),
  };
  return (
    <Form method="post" className="flex gap-1">
      <input type="hidden" name="intent" value="moveVan" />
      <VanIds warehouseId={warehouseId} van={van} />
      <OrderButtons labels={labels} first={first} last={last} />
    </Form>
  );
}

function VanFields({ van, prefix }: { van?: Van; prefix: string }) {
  const { t } = useI18n();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('adminRoundSettings.name')}
        id={`${prefix}-name`}
        name="name"
        maxLength={40}
        defaultValue={van?.name}
      />
      <Field
        label={t('adminRoundSettings.capacityField')}
        id={`${prefix}-capacity`}
        name="capacityCrates"
        type="number"
        inputMode="numeric"
        min={VAN_CAPACITY_BOUNDS.min}
        max={VAN_CAPACITY_BOUNDS.max}
        defaultValue={van?.capacityCrates ?? 60}
      />
    </div>
  );
}

function VansPanel({
  settings,
  editing,
  failed,
}: {
  settings: Settings;
  editing: Van | null;
  failed: Extract<FormAnswer, { ok: false }> | undefined;
}) {
  const { t } = useI18n();
  const { warehouseId, vans } = settings;
  // A removal or a move has no field of its own: its refusal (a van still busy…) is said above the table.
  const rowRefusal = failed?.intent === 'deleteVan' || failed?.intent === 'moveVan' ? failed.error : null;
  return (
    <Panel className="mt-6">
      <h2 className="text-lg font-bold">{t('adminRoundSettings.vansTitle')}</h2>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('adminRoundSettings.vansIntro')}</p>
      {rowRefusal && (
        <Notice kind="error" className="mt-4" testId="van-refusal">
          {rowRefusal}
        </Notice>
      )}
      <div className="mt-4">
        <DataTable
          rows={vans}
          columns={vanColumns(warehouseId, vans)}
          rowKey={(v) => v.id}
          caption={t('adminRoundSettings.vansCaption')}
          empty={t('adminRoundSettings.vansEmpty')}
          minWidth="min-w-[36rem]"
          testId="vans"
          region={t('adminRoundSettings.vansCaption')}
          rowProps={(v) => ({ 'data-id': v.id })}
        />
      </div>
      {editing && (
        <section className="mt-6" aria-labelledby="van-edit-title">
          <h3 className="font-bold" id="van-edit-title">
            {t('adminRoundSettings.editTitle', { name: editing.name })}
          </h3>
          <AdminForm
            intent="editVan"
            result={failed?.intent === 'editVan' ? failed : undefined}
            className="mt-3"
            labelledBy="van-edit-title"
          >
            <VanIds warehouseId={warehouseId} van={editing} />
            <input type="hidden" name="version" value={editing.version} />
            <VanFields van={editing} prefix="van-edit" />
            <div className="mt-4 flex flex-wrap gap-2">
              <SubmitButton className="btn btn-primary">{t('adminRoundSettings.editSave')}</SubmitButton>
              <Link to={pageUrl(warehouseId)} className="btn btn-outline">
                {t('adminRoundSettings.cancel')}
              </Link>
            </div>
          </AdminForm>
        </section>
      )}
      <section className="mt-6" aria-labelledby="van-add-title">
        <h3 className="font-bold" id="van-add-title">
          {t('adminRoundSettings.addTitle')}
        </h3>
        <AdminForm
          intent="addVan"
          result={failed?.intent === 'addVan' ? failed : undefined}
          className="mt-3"
          labelledBy="van-add-title"
        >
          <input type="hidden" name="warehouseId" value={warehouseId} />
          <VanFields prefix="van-add" />
          <SubmitButton className="btn btn-primary mt-4">{t('adminRoundSettings.add')}</SubmitButton>
        </AdminForm>
      </section>
    </Panel>
  );
}
