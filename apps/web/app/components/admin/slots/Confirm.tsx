import { CHANGEABLE_STATUSES, intlTag } from '@consigne/domain';
import { Link, useNavigation } from 'react-router';
import { paymentKey } from '../orders/format';
import { Notice } from '../../account/Notice';
import { useI18n, formatMoney } from '../../../i18n';
import type { FormAnswer } from '../../../lib/admin-form';
import { AdminForm, Field, SubmitButton } from '../AdminForm';
import { Panel } from '../AdminPage';
import { pageUrl } from './Calendar';
import { MoveTargetSelect, type MoveTarget } from './MoveTarget';
import {
  dayLabel,
  hours,
  type AdminSlot,
  type BookedOrder,
  type PendingChange,
  type SlotWeek,
} from './types';

/** An order staff may still move to another slot (domain: CHANGEABLE_STATUSES; the API checks it again). */
const isMovable = (order: BookedOrder) => CHANGEABLE_STATUSES.includes(order.status);

/** The slots a pending change names, as "sam. 28 nov. 14:00–16:00" labels. */
function slotNames(week: SlotWeek, ids: number[], tag: string): string[] {
  return week.days.flatMap((day) =>
    day.slots.filter((s) => ids.includes(s.id)).map((s) => `${dayLabel(day.date, tag)} ${hours(s, tag)}`),
  );
}

/**
 * The confirmation of a closure (the orders it cancels listed first; one it cannot cancel stops it)
 * or of a reopening.
 */
export function ConfirmChange({
  week,
  change,
  orders,
  moveTargets,
  error,
}: {
  week: SlotWeek;
  change: PendingChange;
  orders: BookedOrder[];
  /** The warehouse's other open slots, to move every order to instead of cancelling them. */
  moveTargets: MoveTarget[];
  /** The action's refusal of this change, if any. */
  error: FormAnswer | undefined;
}) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const busy = useNavigation().state === 'submitting';
  const closing = change.kind === 'close';
  const names = change.date
    ? [dayLabel(change.date, locale, 'long')]
    : slotNames(week, change.slotIds, locale);
  const blocked = orders.some((o) => o.blocksClosure);
  const unmovable = orders.some((o) => !isMovable(o));
  return (
    <Panel className="mb-6 border-forest">
      <h2 className="text-lg font-bold" id="confirm-title">
        {t(closing ? 'adminSlots.confirmCloseTitle' : 'adminSlots.confirmReopenTitle')}
      </h2>
      <p className="mt-1">{names.join(', ')}</p>
      {closing && (
        <div className="mt-4">
          <h3 className="font-semibold">{t('adminSlots.ordersToCancel', { count: orders.length })}</h3>
          {orders.length > 0 && <OrderList orders={orders} />}
          {blocked && (
            <Notice kind="error" className="mt-3">
              {t('adminSlots.blocked')}
            </Notice>
          )}
        </div>
      )}
      <AdminForm
        intent={change.kind}
        result={error}
        className="mt-4 grid max-w-xl gap-3"
        labelledBy="confirm-title"
      >
        <input type="hidden" name="warehouseId" value={week.warehouseId} />
        <input type="hidden" name="week" value={week.week} />
        {change.date && <input type="hidden" name="date" value={change.date} />}
        {change.slotIds.map((id) => (
          <input key={id} type="hidden" name="slotId" value={id} />
        ))}
        {closing && (
          <Field
            label={t('adminSlots.reason')}
            id="closure-reason"
            name="reason"
            maxLength={500}
            placeholder={t('adminSlots.reasonHint')}
          />
        )}
        {closing && orders.length > 0 && (
          <p className="text-sm text-ink-soft">{t('adminSlots.customersTold')}</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="then"
            value="cancel"
            className="btn btn-primary"
            disabled={busy || (closing && blocked)}
          >
            {closing ? t('adminSlots.confirmClose', { count: orders.length }) : t('adminSlots.confirmReopen')}
          </button>
          <Link to={pageUrl(week.warehouseId, week.week)} className="btn btn-outline">
            {t('adminSlots.cancel')}
          </Link>
        </div>
        {closing && orders.length > 0 && (
          <div className="mt-2 grid gap-3 border-t border-line pt-4" data-testid="closure-move">
            <h3 className="font-semibold">{t('adminSlots.moveAllTitle')}</h3>
            <p className="text-sm text-ink-soft">{t('adminSlots.moveAllHint', { count: orders.length })}</p>
            <MoveTargetSelect
              targets={moveTargets}
              count={orders.length}
              id="closure-move-target"
              name="moveToSlotId"
            />
            {moveTargets.length > 0 && (
              <div>
                <button
                  type="submit"
                  name="then"
                  value="move"
                  className="btn btn-outline"
                  disabled={busy || unmovable}
                >
                  {t('adminSlots.confirmMove', { count: orders.length })}
                </button>
              </div>
            )}
          </div>
        )}
      </AdminForm>
    </Panel>
  );
}

function OrderList({ orders }: { orders: BookedOrder[] }) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  return (
    <ul className="mt-2 divide-y divide-line rounded-md border border-line" data-testid="closure-orders">
      {orders.map((order) => (
        <li key={order.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 px-3 py-2 text-sm">
          <Link to={`/admin/commandes/${order.id}`} className="font-semibold text-forest underline">
            {t('adminOrders.orderNumber', { id: order.id })}
          </Link>
          <span>{order.customerName}</span>
          <span className="text-ink-soft [overflow-wrap:anywhere]">{order.customerEmail}</span>
          <span className="tabular-nums">{hours(order.slot, locale)}</span>
          <span className="tabular-nums">{formatMoney(order.amountToPay, appLocale)}</span>
          <span>{t(paymentKey(order.paymentMethod))}</span>
          {order.blocksClosure && (
            <span className="font-semibold text-danger">{t('adminSlots.cannotCancel')}</span>
          )}
          {!isMovable(order) && (
            <span className="font-semibold text-danger">{t('adminSlots.cannotMove')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A slot's capacity, never below its booked places (the API says so too). */
export function CapacityForm({
  week,
  slot,
  error,
}: {
  week: SlotWeek;
  slot: AdminSlot;
  /** The action's refusal of this capacity, if any. */
  error: FormAnswer | undefined;
}) {
  const { t, locale: appLocale } = useI18n();
  const locale = intlTag(appLocale);
  const date = week.days.find((d) => d.slots.some((s) => s.id === slot.id))?.date ?? week.week;
  return (
    <Panel className="mb-6">
      <h2 className="text-lg font-bold" id="capacity-title">
        {t('adminSlots.capacityTitle', { slot: `${dayLabel(date, locale, 'long')} ${hours(slot, locale)}` })}
      </h2>
      <p className="mt-1 text-ink-soft">{t('adminSlots.capacityHint', { booked: slot.booked })}</p>
      <AdminForm
        intent="capacity"
        result={error}
        className="mt-3 flex flex-wrap items-end gap-3"
        labelledBy="capacity-title"
      >
        <input type="hidden" name="slotId" value={slot.id} />
        <input type="hidden" name="warehouseId" value={week.warehouseId} />
        <input type="hidden" name="week" value={week.week} />
        <Field
          label={t('adminSlots.capacity')}
          id="slot-capacity"
          name="capacity"
          type="number"
          min={slot.booked}
          max={500}
          defaultValue={slot.capacity}
        />
        <SubmitButton>{t('adminSlots.save')}</SubmitButton>
        <Link to={pageUrl(week.warehouseId, week.week)} className="btn btn-outline">
          {t('adminSlots.cancel')}
        </Link>
      </AdminForm>
    </Panel>
  );
}
