import type { CallResponse } from '@consigne/contract';
import { intlTag } from '@consigne/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n, useMoney, type MessageKey } from '../../../i18n';
import { formatDateTime } from '../../../lib/admin';
import { Panel } from '../AdminPage';
import { slotLabel, statusKey } from './format';

type Door = CallResponse<'getAdminOrder'>['door'];

/** A label and its value, in a dense two-column list. */
function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** On a phone the labels take a narrow column of their own (they wrap), leaving the values room. */
const List = ({ children }: { children: ReactNode }) => (
  <dl className="grid grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[minmax(0,auto)_minmax(0,1fr)] sm:gap-x-4">
    {children}
  </dl>
);

/** When and by whom (the driver), as one soft line. */
function When({ at, by }: { at: string; by: string | null }) {
  const { t, locale } = useI18n();
  const date = formatDateTime(at, intlTag(locale));
  return (
    <p className="mb-2 text-sm text-ink-soft">{by ? t('adminOrderDoor.by', { date, name: by }) : date}</p>
  );
}

/**
 * What the door produced for an order, for the staff: the failed delivery and what followed it, the
 * lines refused, the age check (its outcome only: a birth date is never stored) and the payment
 * taken at the door. Nothing when the order has not met its door yet.
 */
export function DoorPanels({ door }: { door: Door }) {
  const { t } = useI18n();
  if (!door.failure && door.refusals.length === 0 && !door.ageCheck && !door.payment) return null;
  return (
    <section className="mt-4" aria-labelledby="order-door" data-testid="order-door">
      <h2 id="order-door" className="mb-2 text-lg font-bold">
        {t('adminOrderDoor.title')}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {door.failure && <FailurePanel failure={door.failure} />}
        {door.refusals.length > 0 && <RefusalsPanel refusals={door.refusals} />}
        {door.ageCheck && <AgeCheckPanel check={door.ageCheck} />}
        {door.payment && <PaymentPanel payment={door.payment} />}
      </div>
    </section>
  );
}

function FailurePanel({ failure }: { failure: NonNullable<Door['failure']> }) {
  const { t, locale } = useI18n();
  const { euros } = useMoney();
  const refunds = [
    failure.cardRefund > 0 && t('adminOrderDoor.failure.cardRefund', { amount: euros(failure.cardRefund) }),
    failure.walletRefund > 0 &&
      t('adminOrderDoor.failure.walletRefund', { amount: euros(failure.walletRefund) }),
  ].filter(Boolean);
  return (
    <Panel className="border-danger/40 lg:col-span-2">
      <h3 className="font-bold text-danger" data-testid="door-failure">
        {t('adminOrderDoor.failure.title')}
      </h3>
      <When at={failure.at} by={failure.by} />
      <List>
        <Row label={t('adminOrderDoor.failure.reason')}>
          {t(`deliveryFailure.reason.${failure.reason}` as MessageKey)}
        </Row>
        {failure.note && <Row label={t('adminOrderDoor.failure.note')}>{failure.note}</Row>}
        <Row label={t('adminOrderDoor.failure.goods')}>
          <ul>
            {failure.goods.map((g, i) => (
              <li key={i}>
                {g.name} <span className="text-ink-soft">{g.volume}</span> × {g.quantity} —{' '}
                {t(
                  g.outcome === 'writtenOff'
                    ? 'adminOrderDoor.failure.writtenOff'
                    : 'adminOrderDoor.failure.restocked',
                )}
              </li>
            ))}
          </ul>
        </Row>
        <Row label={t('adminOrderDoor.failure.money')}>
          {refunds.length ? refunds.join(' · ') : t('adminOrderDoor.failure.nothingPaid')}
        </Row>
        <Row label={t('adminOrderDoor.failure.next')}>
          {failure.rebooked ? (
            <Link to={`/admin/commandes/${failure.rebooked.orderId}`} className="text-forest underline">
              {t('adminOrderDoor.failure.rebooked', {
                id: failure.rebooked.orderId,
                slot: slotLabel(failure.rebooked.slot, intlTag(locale)),
              })}{' '}
              ({t(statusKey(failure.rebooked.status))})
            </Link>
          ) : (
            t('adminOrderDoor.failure.notRebooked')
          )}
        </Row>
      </List>
    </Panel>
  );
}

function RefusalsPanel({ refusals }: { refusals: Door['refusals'] }) {
  const { t } = useI18n();
  const { euros } = useMoney();
  const total = refusals.reduce((sum, r) => sum + Math.round(r.amount * 100), 0) / 100;
  return (
    <Panel>
      <h3 className="font-bold">{t('adminOrderDoor.refusals.title')}</h3>
      <When at={refusals[0]!.at} by={refusals[0]!.by} />
      <ul className="divide-y divide-line text-sm" data-testid="door-refusals">
        {refusals.map((r, i) => (
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1">
            <span className="min-w-0">
              {r.name} <span className="text-ink-soft">{r.volume}</span> × {r.quantity}
              {r.substitutedFor && (
                <span className="text-ink-soft">
                  {' '}
                  ({t('adminOrderDoor.refusals.replaces', { product: r.substitutedFor })})
                </span>
              )}
              <span className="block text-ink-soft">{t(`door.reason.${r.reason}` as MessageKey)}</span>
            </span>
            <span className="tabular-nums">{euros(r.amount)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm font-semibold">
        {t('adminOrderDoor.refusals.total', { amount: euros(total) })}
      </p>
    </Panel>
  );
}

function AgeCheckPanel({ check }: { check: NonNullable<Door['ageCheck']> }) {
  const { t } = useI18n();
  return (
    <Panel>
      <h3 className="font-bold">{t('adminOrderDoor.age.title')}</h3>
      <When at={check.at} by={check.by} />
      <p className={`text-sm font-semibold ${check.verified ? '' : 'text-danger'}`} data-testid="door-age">
        {check.verified
          ? t('adminOrderDoor.age.verified', { age: check.ageSatisfied })
          : t('adminOrderDoor.age.notVerified')}
      </p>
      <p className="text-sm">{t(`adminOrderDoor.age.method.${check.method}` as MessageKey)}</p>
    </Panel>
  );
}

function PaymentPanel({ payment }: { payment: NonNullable<Door['payment']> }) {
  const { t } = useI18n();
  const { euros } = useMoney();
  const difference =
    payment.difference === 0
      ? t('adminOrderDoor.payment.even')
      : t(payment.difference < 0 ? 'adminCash.differenceShort' : 'adminCash.differenceOver', {
          amount: euros(Math.abs(payment.difference)),
        });
  return (
    <Panel>
      <h3 className="font-bold">{t('adminOrderDoor.payment.title')}</h3>
      <When at={payment.at} by={payment.by} />
      <List>
        <Row label={t('adminCash.method')}>
          {t(payment.method === 'cash' ? 'adminCash.cash' : 'adminCash.card')}
        </Row>
        <Row label={t('adminCash.expected')}>
          <span className="tabular-nums">{euros(payment.expected)}</span>
        </Row>
        <Row label={t('adminCash.received')}>
          <span className="tabular-nums">{euros(payment.received)}</span>
        </Row>
        <Row label={t('adminCash.difference')}>
          <span
            className={`tabular-nums ${payment.difference === 0 ? '' : 'font-semibold text-danger'}`}
            data-testid="door-payment-difference"
          >
            {difference}
          </span>
        </Row>
      </List>
      {payment.sheetId !== null && (
        <p className="mt-2 text-sm">
          <Link to={`/admin/caisses/${payment.sheetId}`} className="text-forest underline">
            {t('adminOrderDoor.payment.sheet')}
          </Link>
        </p>
      )}
    </Panel>
  );
}
