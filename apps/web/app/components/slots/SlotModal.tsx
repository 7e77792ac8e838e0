import { intlTag } from '@consigne/domain';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../i18n';
import type { SlotDto, SlotGroupDto } from '@consigne/api-client';
import { useSlotStore, type SelectedSlot } from '../../stores/slots';
import { ChevronRightIcon, ClockIcon, CloseIcon, LeafIcon, MapPinIcon, StoreIcon } from '../ui/icons';
import { useBrowserApi } from '../../lib/browser-api';
import { AddressView } from './AddressView';
import {
  dayLabel,
  dismissBanner,
  formatShopTime,
  initialDate,
  isChoosable,
  loadErrorText,
  saveErrorText,
  shopToday,
  slotBadge,
  slotsOfDate,
  slotTimeRange,
  textIcon,
} from './slot-modal-logic';

/** The address row's data: the user's delivery zone and selected address (root loader). */
export interface SlotModalDelivery {
  isDeliveryPoint: boolean;
  /** Spec §3 displayed address, or null when the shopper has none. */
  address: string | null;
  zoneId?: number | null;
}

export interface SlotModalProps {
  open: boolean;
  onClose: () => void;
  /** When an order exists, saving moves the order (PATCH /order/{orderId}/slot) instead of selecting. */
  orderId?: number | string | null;
  /** The header always allows it; otherwise the address row is disabled and dimmed. */
  allowAddressChange: boolean;
  delivery: SlotModalDelivery | null;
  /** Spec §4: on success the slot is emitted as selected. */
  onSelected?: (slot: SelectedSlot) => void;
}

/** Marketing banners dismissed during this page's life (spec §4: per slot). */
let dismissedBanners: ReadonlySet<number> = new Set();

/**
 * Spec §2 slot modal: a native modal <dialog> (640 × 804 on desktop, a sheet from the bottom on
 * phones) with the day buttons, the day's slots and 'Valider mon créneau'; the address row opens the
 * address sub-view. Native dialog: focus trap, Escape and the top layer for free.
 */
export function SlotModal({
  open,
  onClose,
  orderId,
  allowAddressChange,
  delivery,
  onSelected,
}: SlotModalProps) {
  const { t, locale } = useI18n();
  const api = useBrowserApi();
  const ref = useRef<HTMLDialogElement>(null);
  // useId is safe here only because the modal is mounted in the browser (on first opening, never
  // server-rendered): the dialog's aria-labelledby and the titles rendered later share one runtime's
  // id (docs/adr/0002-preact-client-runtime.md, Risks).
  const titleId = useId();
  const [view, setView] = useState<'slots' | 'address'>('slots');
  // Back from the address sub-view, focus returns to the address row.
  const [returning, setReturning] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    setView('slots');
    setReturning(false);
    // Spec §4: on opening, slots load, and the selected slot too if there is no order id.
    const store = useSlotStore.getState();
    void store.fetchSlots(api);
    if (orderId == null || orderId === '') void store.fetchSelectedSlot(api);
  }, [open, api, orderId]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      data-testid="slot-modal"
      onClose={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the box) closes the modal.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      className="fixed inset-x-0 bottom-0 top-auto m-0 mt-auto h-[92dvh] max-h-none w-full max-w-none overflow-hidden rounded-t-3xl bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 sm:inset-0 sm:m-auto sm:h-[804px] sm:max-h-[calc(100dvh-2rem)] sm:w-[640px] sm:max-w-[calc(100vw-2rem)] sm:rounded-2xl"
    >
      {open &&
        (view === 'slots' ? (
          <SlotView
            titleId={titleId}
            locale={intlTag(locale)}
            orderId={orderId}
            allowAddressChange={allowAddressChange}
            delivery={delivery}
            focusAddressRow={returning}
            onAddress={() => setView('address')}
            onClose={() => ref.current?.close()}
            onSaved={(slot) => {
              onSelected?.(slot);
              ref.current?.close();
            }}
          />
        ) : (
          <AddressView
            titleId={titleId}
            delivery={delivery}
            onBack={() => {
              setReturning(true);
              setView('slots');
            }}
            onClose={() => ref.current?.close()}
          />
        ))}
      {!open && (
        <h2 id={titleId} className="sr-only">
          {t('slots.title')}
        </h2>
      )}
    </dialog>
  );
}

interface SlotViewProps {
  titleId: string;
  focusAddressRow?: boolean;
  locale: string;
  orderId?: number | string | null;
  allowAddressChange: boolean;
  delivery: SlotModalDelivery | null;
  onAddress: () => void;
  onClose: () => void;
  onSaved: (slot: SelectedSlot) => void;
}

/** The slot view bound to the slot store. */
function SlotView({ orderId, onSaved, ...props }: SlotViewProps) {
  const { t } = useI18n();
  const api = useBrowserApi();
  const groups = useSlotStore((s) => s.groups);
  const loading = useSlotStore((s) => s.loading);
  const loadError = useSlotStore((s) => s.error);
  const saving = useSlotStore((s) => s.saving);
  const selectedSlot = useSlotStore((s) => s.selectedSlot);
  const [error, setError] = useState<string | null>(null);
  const today = useMemo(() => shopToday(), []);

  return (
    <SlotPanel
      {...props}
      today={today}
      groups={groups}
      loading={loading}
      loadError={loadError}
      saving={saving}
      selectedSlotId={selectedSlot?.id ?? null}
      holdExpiresAt={selectedSlot?.holdExpiresAt}
      error={error}
      onChoose={() => setError(null)}
      onRetry={() => void useSlotStore.getState().fetchSlots(api, { force: true })}
      onSave={async (slot) => {
        setError(null);
        const result = await useSlotStore.getState().saveSlot(api, slot, orderId);
        if (result.success) onSaved(result.slot);
        else {
          setError(saveErrorText(result.error, t('slots.saveError')));
          // The slot may have filled up meanwhile: show the current places.
          void useSlotStore.getState().fetchSlots(api, { force: true });
        }
      }}
    />
  );
}

export interface SlotPanelProps {
  titleId: string;
  /** Focus the address row when shown (coming back from the address sub-view). */
  focusAddressRow?: boolean;
  /** Intl locale of the day wording ('fr-FR', 'nl-BE'…). */
  locale: string;
  /** The shop's date today (YYYY-MM-DD), for 'Aujourd’hui' / 'Demain'. */
  today: string;
  allowAddressChange: boolean;
  delivery: SlotModalDelivery | null;
  groups: SlotGroupDto[];
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  selectedSlotId: number | null;
  /** Until when the selected slot holds its place (null: lapsed; undefined: not known). */
  holdExpiresAt?: string | null;
  /** The inline save error. */
  error: string | null;
  onAddress: () => void;
  onClose: () => void;
  onChoose?: (slot: SlotDto) => void;
  onRetry: () => void;
  onSave: (slot: SlotDto) => void | Promise<void>;
}

/** Spec §2/§4 slot view: address row, day buttons, the day's slots, 'Valider mon créneau'. */
export function SlotPanel({
  titleId,
  focusAddressRow = false,
  locale,
  today,
  allowAddressChange,
  delivery,
  groups,
  loading,
  loadError,
  saving,
  selectedSlotId,
  holdExpiresAt,
  error,
  onAddress,
  onClose,
  onChoose,
  onRetry,
  onSave,
}: SlotPanelProps) {
  const { t } = useI18n();
  const [date, setDate] = useState<string | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState(dismissedBanners);
  const listId = useId();
  const addressRow = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusAddressRow) addressRow.current?.focus();
  }, [focusAddressRow]);

  // The first date once the slots are there (the selected slot's day when it is in the list).
  const dates = groups.map((g) => g.date);
  const shownDate = date && dates.includes(date) ? date : initialDate(groups, selectedSlotId);
  const slots = slotsOfDate(groups, shownDate);
  const allSlots = groups.flatMap((g) => g.slots);
  // The current selection is the choice until the shopper picks another one.
  const chosenId =
    choice ??
    (selectedSlotId !== null && allSlots.some((s) => s.id === selectedSlotId && isChoosable(s))
      ? selectedSlotId
      : null);
  const chosen = allSlots.find((s) => s.id === chosenId) ?? null;

  function save() {
    if (!chosen || saving) return;
    void onSave(chosen);
  }

  const addressLabel = delivery?.isDeliveryPoint ? t('slots.pickupPoint') : t('slots.deliveryAddress');
  const shownDay = shownDate ? dayLabel(shownDate, locale, today) : null;

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-4 px-5 pb-2 pt-5 sm:px-6">
        <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {t('slots.title')}
        </h2>
        <button type="button" className="btn-icon -mr-2" aria-label={t('slots.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">
        <button
          ref={addressRow}
          type="button"
          data-testid="slot-address-row"
          disabled={!allowAddressChange}
          title={allowAddressChange ? undefined : t('slots.addressLocked')}
          onClick={onAddress}
          className="group mt-2 flex w-full items-center gap-3 rounded-2xl border border-line bg-cream px-4 py-3 text-left transition hover:border-forest/40 hover:bg-sand disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:border-line disabled:hover:bg-cream"
        >
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-yellow text-ink">
            {delivery?.isDeliveryPoint ? (
              <StoreIcon width={20} height={20} />
            ) : (
              <MapPinIcon width={20} height={20} />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block text-xs font-semibold uppercase tracking-wide text-ink-soft">
              {addressLabel}
            </span>
            <span className="line-clamp-2 block font-semibold" data-testid="slot-address-text">
              {delivery?.address ?? t('slots.addAddress')}
            </span>
          </span>
          {allowAddressChange && (
            <span className="flex shrink-0 items-center gap-1 text-sm font-semibold text-forest">
              {delivery?.address ? (
                <span className="hidden sm:inline">{t('slots.changeAddress')}</span>
              ) : null}
              <ChevronRightIcon width={18} height={18} />
            </span>
          )}
        </button>

        {loading && groups.length === 0 ? (
          <div aria-busy="true" className="mt-6 grid gap-3" data-testid="slots-loading">
            <span role="status" className="sr-only">
              {t('slots.loading')}
            </span>
            <div className="flex gap-2 overflow-hidden">
              {[0, 1, 2, 3, 4].map((i) => (
                <div key={i} className="h-[84px] w-[112px] shrink-0 animate-pulse rounded-2xl bg-sand" />
              ))}
            </div>
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="h-14 animate-pulse rounded-xl bg-sand" />
            ))}
          </div>
        ) : loadError && groups.length === 0 ? (
          <div
            role="alert"
            className="mt-6 grid justify-items-start gap-3 rounded-xl bg-danger-soft px-4 py-3 text-danger"
          >
            <p className="font-medium">{loadErrorText(loadError, t('slots.loadError'))}</p>
            <button type="button" className="btn btn-outline min-h-9 py-1" onClick={onRetry}>
              {t('slots.retry')}
            </button>
          </div>
        ) : groups.length === 0 ? (
          <EmptySlots />
        ) : (
          <>
            <div
              role="group"
              aria-label={t('slots.days')}
              data-testid="slot-days"
              className="-mx-5 mt-5 flex snap-x scroll-px-5 gap-2 overflow-x-auto px-5 pb-2 sm:-mx-6 sm:scroll-px-6 sm:px-6"
            >
              {groups.map((group) => {
                const label = dayLabel(group.date, locale, today);
                const active = group.date === shownDate;
                const open = group.slots.some(isChoosable);
                return (
                  <button
                    key={group.date}
                    type="button"
                    aria-pressed={active}
                    aria-label={
                      label.relative
                        ? `${t(label.relative === 'today' ? 'slots.today' : 'slots.tomorrow')}, ${label.long}`
                        : label.long
                    }
                    aria-controls={listId}
                    data-testid="slot-day"
                    onClick={() => setDate(group.date)}
                    className={`grid w-[112px] shrink-0 snap-start justify-items-center gap-0.5 rounded-2xl border-2 px-2 py-2.5 transition ${
                      active
                        ? 'border-forest bg-forest text-white shadow-md'
                        : 'border-line bg-white text-ink hover:border-forest/50'
                    } ${open ? '' : 'opacity-60'}`}
                  >
                    <span className={`text-xs font-semibold ${active ? 'text-white/85' : 'text-ink-soft'}`}>
                      {label.relative
                        ? t(label.relative === 'today' ? 'slots.today' : 'slots.tomorrow')
                        : label.weekday}
                    </span>
                    <span className="text-2xl font-extrabold leading-7 tabular-nums">{label.day}</span>
                    <span className={`text-xs ${active ? 'text-white/85' : 'text-ink-soft'}`}>
                      {label.month}
                    </span>
                  </button>
                );
              })}
            </div>

            <fieldset
              id={listId}
              disabled={saving}
              aria-busy={saving}
              data-testid="slot-list"
              className={`mt-4 grid gap-2 transition-opacity ${saving ? 'opacity-50' : ''}`}
            >
              <legend className="mb-2 text-sm font-semibold text-ink-soft">
                {shownDay ? t('slots.list', { day: shownDay.long }) : null}
              </legend>
              {slots.length === 0 && <EmptySlots />}
              {slots.map((slot) => {
                const badge = slotBadge(slot);
                const disabled = !isChoosable(slot);
                const checked = chosenId === slot.id;
                const icon = textIcon(slot.icon);
                const banner = slot.marketingDescription && !dismissed.has(slot.id);
                return (
                  <div key={slot.id} className="grid gap-1">
                    <label
                      data-testid="slot-option"
                      data-full={slot.isFull || undefined}
                      className={`flex min-h-14 items-center gap-3 rounded-xl border-2 px-4 py-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest ${
                        disabled
                          ? 'cursor-not-allowed border-line bg-sand/60 text-ink-soft'
                          : checked
                            ? 'cursor-pointer border-forest bg-leaf-soft'
                            : 'cursor-pointer border-line bg-white hover:border-forest/50'
                      }`}
                    >
                      <input
                        type="radio"
                        name="slot"
                        value={slot.id}
                        checked={checked}
                        disabled={disabled}
                        onChange={() => {
                          setChoice(slot.id);
                          onChoose?.(slot);
                        }}
                        className="h-5 w-5 shrink-0 accent-forest focus-visible:outline-none"
                      />
                      <span
                        className={`flex-1 font-semibold tabular-nums ${disabled ? 'line-through decoration-1' : ''}`}
                      >
                        {slotTimeRange(slot, 'fr-FR')}
                      </span>
                      {slot.marketingOperationText && (
                        <span className="rounded-full bg-brand-yellow px-2 py-0.5 text-xs font-bold text-ink">
                          {slot.marketingOperationText}
                        </span>
                      )}
                      {badge === 'full' && (
                        <span className="rounded-full bg-ink/10 px-2.5 py-0.5 text-xs font-bold text-ink">
                          {t('slots.full')}
                        </span>
                      )}
                      {badge === 'soonFull' && (
                        <span className="rounded-full bg-warning-soft px-2.5 py-0.5 text-xs font-bold text-warning">
                          {t('slots.soonFull')}
                        </span>
                      )}
                    </label>
                    {banner && (
                      <div
                        data-testid="slot-banner"
                        className={`flex items-start gap-2 rounded-xl px-4 py-2.5 text-sm ${
                          slot.backgroundColor ? '' : 'bg-leaf-soft text-forest'
                        }`}
                        style={{
                          backgroundColor: slot.backgroundColor ?? undefined,
                          color: slot.textColor ?? undefined,
                        }}
                      >
                        {slot.icon === 'leaf' ? (
                          <LeafIcon width={18} height={18} aria-hidden="true" className="mt-0.5 shrink-0" />
                        ) : (
                          icon && <span aria-hidden="true">{icon}</span>
                        )}
                        <p className="flex-1">{slot.marketingDescription}</p>
                        <button
                          type="button"
                          className="-my-1 -mr-2 grid h-7 w-7 place-items-center rounded-full hover:bg-black/10"
                          aria-label={t('slots.dismiss')}
                          onClick={() => {
                            dismissedBanners = dismissBanner(dismissedBanners, slot.id);
                            setDismissed(dismissedBanners);
                          }}
                        >
                          <CloseIcon width={16} height={16} />
                        </button>
                      </div>
                    )}
                  </div>
                );
              })}
            </fieldset>
          </>
        )}
      </div>

      <div className="border-t border-line bg-white px-5 py-4 sm:px-6">
        {selectedSlotId !== null && holdExpiresAt !== undefined && chosenId === selectedSlotId && (
          <p data-testid="slot-hold" className="mb-3 flex items-center gap-2 text-sm text-ink-soft">
            <ClockIcon width={16} height={16} className="shrink-0" />
            {holdExpiresAt
              ? t('slots.heldUntil', { time: formatShopTime(holdExpiresAt) })
              : t('slots.holdExpired')}
          </p>
        )}
        {error && (
          <p
            role="alert"
            data-testid="slot-error"
            className="mb-3 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
          >
            {error}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={!chosen || saving}
          aria-busy={saving}
          data-testid="slot-validate"
          onClick={() => void save()}
        >
          {saving ? t('slots.saving') : t('slots.validate')}
        </button>
      </div>
    </div>
  );
}

function EmptySlots() {
  const { t } = useI18n();
  return (
    <div
      data-testid="slots-empty"
      className="mt-6 grid justify-items-center gap-1 rounded-2xl bg-cream px-4 py-10 text-center"
    >
      <p className="text-lg font-bold">{t('slots.empty')}</p>
      <p className="text-sm text-ink-soft">{t('slots.emptyHint')}</p>
    </div>
  );
}
