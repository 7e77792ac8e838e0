import type { SavedCardDto, UsualBasketDto } from '@consigne/contract';
import { dateTimeFormat, formatSlotLabel, intlTag, SHOP_TIME_ZONE } from '@consigne/domain';
import { Form, Link, useLocation, useNavigation } from 'react-router';
import { Notice } from '../account/Notice';
import { useI18n, useMoney, type MessageKey } from '../../i18n';

type Occurrence = UsualBasketDto['occurrences'][number];

const FREQUENCIES = [
  ['weekly', 'accountArea.usualBasket.weekly'],
  ['fortnightly', 'accountArea.usualBasket.fortnightly'],
  ['monthly', 'accountArea.usualBasket.monthly'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey]>;

const STATUS: Record<Occurrence['status'], MessageKey> = {
  scheduled: 'accountArea.usualBasket.status.scheduled',
  reminded: 'accountArea.usualBasket.status.scheduled',
  skipped: 'accountArea.usualBasket.status.skipped',
  placed: 'accountArea.usualBasket.status.placed',
  failed: 'accountArea.usualBasket.status.failed',
};

const REASON: Record<NonNullable<Occurrence['reason']>, MessageKey> = {
  slotFull: 'accountArea.usualBasket.reason.slotFull',
  nothingInStock: 'accountArea.usualBasket.reason.nothingInStock',
  paymentDeclined: 'accountArea.usualBasket.reason.paymentDeclined',
  noSlot: 'accountArea.usualBasket.reason.noSlot',
  notPlaceable: 'accountArea.usualBasket.reason.notPlaceable',
  paused: 'accountArea.usualBasket.reason.paused',
};

function Intent({ name, value }: { name: string; value?: string | number }) {
  return (
    <>
      <input type="hidden" name="intent" value={name} />
      {value !== undefined && <input type="hidden" name="id" value={value} />}
    </>
  );
}

/** "Créer mon panier habituel": from the favourites, or from the order given in the page's address. */
export function CreateUsualBasket({
  orderId,
  error,
  hasReservation = true,
}: {
  orderId: number | null;
  error: string | null;
  /** Without a reserved slot there is nothing to place the basket on: the page says to reserve one first. */
  hasReservation?: boolean;
}) {
  const { t, prefix } = useI18n();
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="card max-w-2xl p-6 sm:p-8" data-testid="usual-basket-create">
      <h2 className="text-xl font-bold">{t('accountArea.usualBasket.create')}</h2>
      <p className="mt-2 text-ink-soft">{t('accountArea.usualBasket.createIntro')}</p>
      {error && (
        <Notice kind="error" className="mt-4">
          {error}
        </Notice>
      )}
      {hasReservation ? (
        <Form method="post" className="mt-6 grid gap-4">
          <Intent name="create" />
          {orderId !== null ? (
            <>
              <input type="hidden" name="orderId" value={orderId} />
              <p className="font-semibold">{t('accountArea.usualBasket.fromOrder', { id: orderId })}</p>
            </>
          ) : (
            <p className="font-semibold">{t('accountArea.usualBasket.fromFavourites')}</p>
          )}
          <label className="grid gap-1">
            <span className="font-semibold">{t('accountArea.usualBasket.frequency')}</span>
            <select name="frequency" className="field-input" defaultValue="weekly">
              {FREQUENCIES.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          </label>
          <p className="text-sm text-ink-soft">{t('accountArea.usualBasket.payAtDelivery')}</p>
          <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
            {t('accountArea.usualBasket.createSubmit')}
          </button>
        </Form>
      ) : (
        <div className="mt-6 rounded-xl bg-sand p-4" data-testid="usual-basket-reserve-first">
          <p>{t('accountArea.usualBasket.reserveFirst')}</p>
          <Link to={`${prefix}/mon-compte/mon-creneau-reserve`} className="btn btn-primary mt-3">
            {t('nextDelivery.reserve')}
          </Link>
        </div>
      )}
    </section>
  );
}

/**
 * The reminder's "skip this week" link opens this for its date: the shopper still confirms (a link
 * followed by a mail scanner or a preview must never skip a delivery), and the form posts to the page
 * without `?passer`, so the page shows the basket again once done. A date already skipped or past
 * its placing is said as such, with nothing to confirm.
 */
function SkipConfirmation({ occurrence, label }: { occurrence: Occurrence; label: string }) {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const busy = useNavigation().state !== 'idle';
  if (occurrence.status === 'skipped')
    return (
      <Notice kind="info" className="mt-4">
        <span data-testid="usual-skip-done">
          {t('accountArea.usualBasket.skipConfirm.alreadySkipped', { date: label })}
        </span>
      </Notice>
    );
  if (!occurrence.isChangeable)
    return (
      <Notice kind="warning" className="mt-4">
        <span data-testid="usual-skip-too-late">
          {t('accountArea.usualBasket.skipConfirm.tooLate', { date: label })}
        </span>
      </Notice>
    );
  return (
    <section
      role="alertdialog"
      aria-labelledby="usual-skip-title"
      aria-describedby="usual-skip-text"
      className="mt-4 rounded-xl border-2 border-forest bg-sand p-4"
      data-testid="usual-skip-confirm"
    >
      <h3 id="usual-skip-title" className="font-bold">
        {t('accountArea.usualBasket.skipConfirm.title', { date: label })}
      </h3>
      <p id="usual-skip-text" className="mt-1 text-sm text-ink-soft">
        {t('accountArea.usualBasket.skipConfirm.text')}
      </p>
      <Form method="post" action={pathname} className="mt-3 flex flex-wrap gap-3">
        <Intent name="skip" value={occurrence.id} />
        <button type="submit" className="btn btn-primary" disabled={busy} autoFocus>
          {t('accountArea.usualBasket.skipConfirm.yes')}
        </button>
        <Link to={pathname} replace className="btn btn-outline">
          {t('accountArea.usualBasket.skipConfirm.no')}
        </Link>
      </Form>
    </section>
  );
}

/**
 * How the basket is paid (ADR 0051): at delivery, or off-session on the saved card. "Enregistrer une
 * carte" goes to Stripe's page; the card (brand, last four digits, expiry) can be removed, which turns
 * the basket back to payment at delivery.
 */
function BasketPayment({
  basket,
  card,
  cardPayment,
  cardSaved,
}: {
  basket: UsualBasketDto;
  card: SavedCardDto | null;
  cardPayment: boolean;
  cardSaved: boolean;
}) {
  const { t } = useI18n();
  const busy = useNavigation().state !== 'idle';
  const label = card && {
    brand: card.brand.toUpperCase(),
    last4: card.last4,
    expiry: `${String(card.expMonth).padStart(2, '0')}/${card.expYear % 100}`,
  };
  return (
    <div className="mt-6 grid gap-3" data-testid="usual-payment">
      <h3 className="font-semibold">{t('accountArea.usualBasket.payment')}</h3>
      <p className="text-sm text-ink-soft">
        {basket.payment === 'card' && card
          ? t('accountArea.usualBasket.payByCard')
          : t('accountArea.usualBasket.payAtDelivery')}
      </p>
      {cardSaved && !card && <Notice kind="info">{t('accountArea.usualBasket.cardPending')}</Notice>}
      {label && <p data-testid="usual-saved-card">{t('accountArea.usualBasket.savedCard', label)}</p>}
      {card && (
        <Form method="post" className="flex flex-wrap items-end gap-3">
          <Intent name="payment" />
          <label className="grid gap-1">
            <span className="font-semibold">{t('accountArea.usualBasket.paymentChoice')}</span>
            <select name="payment" className="field-input" defaultValue={basket.payment}>
              <option value="card">{t('accountArea.usualBasket.paymentCard')}</option>
              <option value="delivery">{t('accountArea.usualBasket.paymentDelivery')}</option>
            </select>
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('accountArea.usualBasket.update')}
          </button>
        </Form>
      )}
      <div className="flex flex-wrap gap-3">
        {cardPayment && (
          <Form method="post">
            <Intent name="saveCard" />
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {card ? t('accountArea.usualBasket.replaceCard') : t('accountArea.usualBasket.saveCard')}
            </button>
          </Form>
        )}
        {card && (
          <Form method="post">
            <Intent name="removeCard" value={card.id} />
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t('accountArea.usualBasket.removeCard')}
            </button>
          </Form>
        )}
      </div>
    </div>
  );
}

/** "Mon panier habituel": its lines, frequency, payment, pause and coming dates with skip. */
export function UsualBasketView({
  basket,
  error,
  highlight,
  card = null,
  cardPayment = false,
  cardSaved = false,
}: {
  basket: UsualBasketDto;
  error: string | null;
  /** The date the reminder's "skip this week" link named. */
  highlight: number | null;
  card?: SavedCardDto | null;
  cardPayment?: boolean;
  cardSaved?: boolean;
}) {
  const { t, locale, prefix } = useI18n();
  const money = useMoney();
  const busy = useNavigation().state !== 'idle';
  const tag = intlTag(locale);
  const at = dateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: SHOP_TIME_ZONE,
  });
  const asked = highlight === null ? undefined : basket.occurrences.find((o) => o.id === highlight);
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="usual-basket">
      {error && (
        <Notice kind="error" className="lg:col-span-2">
          {error}
        </Notice>
      )}
      <section className="card p-6" aria-labelledby="usual-lines">
        <h2 id="usual-lines" className="text-xl font-bold">
          {t('accountArea.usualBasket.lines')}
        </h2>
        <ul className="mt-4 divide-y divide-line">
          {basket.lines.map((line) => (
            <li
              key={line.productWarehouseId}
              className="flex flex-wrap items-center gap-3 py-3"
              data-testid="usual-line"
            >
              <span className="min-w-48 flex-1">
                <span className="block font-semibold">{line.name}</span>
                <span className="text-sm text-ink-soft">{money.euros(line.unitPrice)}</span>
                {!line.isAvailable && (
                  <span className="block text-sm text-warning">
                    {t('accountArea.usualBasket.unavailable')}
                  </span>
                )}
              </span>
              <Form method="post" className="flex items-center gap-2">
                <Intent name="line" />
                <input type="hidden" name="productWarehouseId" value={line.productWarehouseId} />
                <label className="sr-only" htmlFor={`qty-${line.productWarehouseId}`}>
                  {t('accountArea.usualBasket.quantity', { name: line.name })}
                </label>
                <input
                  id={`qty-${line.productWarehouseId}`}
                  name="quantity"
                  type="number"
                  min={0}
                  max={line.maxOrderable}
                  defaultValue={line.quantity}
                  className="field-input w-20"
                />
                <button type="submit" className="btn btn-outline" disabled={busy}>
                  {t('accountArea.usualBasket.update')}
                </button>
                <button
                  type="submit"
                  name="quantity"
                  value="0"
                  className="btn btn-ghost text-danger"
                  disabled={busy}
                >
                  {t('accountArea.usualBasket.remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section className="card p-6" aria-labelledby="usual-dates">
        <h2 id="usual-dates" className="text-xl font-bold">
          {t('accountArea.usualBasket.dates')}
        </h2>
        <p className="mt-1 text-sm text-ink-soft">
          {t('accountArea.usualBasket.datesIntro', { hours: basket.placeHoursBeforeCutoff })}
        </p>
        {asked && <SkipConfirmation occurrence={asked} label={formatSlotLabel(asked.slot, tag)} />}
        <ul className="mt-4 divide-y divide-line">
          {basket.occurrences.map((o) => (
            <li
              key={o.id}
              className={`flex flex-col items-start gap-2 py-3 sm:flex-row sm:items-center sm:gap-3 ${highlight === o.id ? 'rounded-xl bg-sand px-3' : ''}`}
              data-testid="usual-date"
              data-status={o.status}
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{formatSlotLabel(o.slot, tag)}</span>
                <span className="text-sm text-ink-soft">
                  {t(STATUS[o.status])}
                  {o.reason ? ` — ${t(REASON[o.reason])}` : ''}
                  {o.status === 'scheduled' || o.status === 'reminded'
                    ? ` · ${t('accountArea.usualBasket.placedAt', { at: at.format(new Date(o.placeAt)) })}`
                    : ''}
                </span>
                {o.status === 'placed' && o.orderId !== null && (
                  <Link
                    to={`${prefix}/mon-compte/mes-commandes/order-detail/${o.orderId}`}
                    className="link block text-sm"
                  >
                    {t('accountArea.usualBasket.seeOrder', { id: o.orderId })}
                  </Link>
                )}
              </span>
              {o.isChangeable && (
                <Form method="post">
                  <Intent name={o.status === 'skipped' ? 'unskip' : 'skip'} value={o.id} />
                  <button type="submit" className="btn btn-outline" disabled={busy}>
                    {t(
                      o.status === 'skipped'
                        ? 'accountArea.usualBasket.unskip'
                        : 'accountArea.usualBasket.skip',
                    )}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className="card p-6" aria-labelledby="usual-settings">
        <h2 id="usual-settings" className="text-xl font-bold">
          {t('accountArea.usualBasket.settings')}
        </h2>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <Intent name="frequency" />
          <label className="grid gap-1">
            <span className="font-semibold">{t('accountArea.usualBasket.frequency')}</span>
            <select name="frequency" className="field-input" defaultValue={basket.frequency}>
              {FREQUENCIES.map(([value, key]) => (
                <option key={value} value={value}>
                  {t(key)}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn btn-outline" disabled={busy}>
            {t('accountArea.usualBasket.update')}
          </button>
        </Form>
        <BasketPayment basket={basket} card={card} cardPayment={cardPayment} cardSaved={cardSaved} />
      </section>

      <section className="card p-6" id="pause" aria-labelledby="usual-pause">
        <h2 id="usual-pause" className="text-xl font-bold">
          {t('accountArea.usualBasket.pause')}
        </h2>
        {basket.pausedUntil ? (
          <Form method="post" className="mt-4 grid gap-3">
            <Intent name="resume" />
            <p data-testid="usual-paused">
              {t('accountArea.usualBasket.pausedUntil', {
                date: dateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
                  new Date(`${basket.pausedUntil}T00:00:00Z`),
                ),
              })}
            </p>
            <button type="submit" className="btn btn-outline w-full sm:w-auto" disabled={busy}>
              {t('accountArea.usualBasket.resume')}
            </button>
          </Form>
        ) : (
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <Intent name="pause" />
            <label className="grid gap-1">
              <span className="font-semibold">{t('accountArea.usualBasket.pauseUntil')}</span>
              <input type="date" name="until" required className="field-input" />
            </label>
            <button type="submit" className="btn btn-outline" disabled={busy}>
              {t('accountArea.usualBasket.pauseSubmit')}
            </button>
          </Form>
        )}
        <Form method="post" className="mt-6 border-t border-line pt-4">
          <Intent name="delete" />
          <button type="submit" className="btn btn-ghost text-danger" disabled={busy}>
            {t('accountArea.usualBasket.delete')}
          </button>
        </Form>
      </section>
    </div>
  );
}
