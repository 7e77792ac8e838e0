import type { AddressDto, PickupPointDto } from '@consigne/api-client';
import { intlTag } from '@consigne/domain';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { useWarehouseStore } from '../../stores/warehouse';
import { ArrowLeftIcon, CloseIcon, HomeIcon, PlusIcon, StoreIcon } from '../ui/icons';
import {
  addressLine,
  applyAddressChange,
  defaultAddressTab,
  formatDistance,
  isCurrentChoice,
  type AddressChange,
  type AddressTab,
} from './slot-modal-logic';
import { useBrowserApi } from '../../lib/browser-api';
import type { SlotModalDelivery } from './slot-delivery';

type ListState<T> = { status: 'loading' } | { status: 'error' } | { status: 'ready'; items: T[] };

const TABS: AddressTab[] = ['home', 'pickup'];

/**
 * Spec §2/§4 address sub-view of the slot modal: tabs 'Chez moi' and 'Point de retrait' (the default
 * one follows whether the current address is a pickup point; switching loads its list), 'Valider mon
 * adresse', and the zone-change confirmation before anything changes.
 */
export function AddressView({
  titleId,
  delivery,
  onBack,
  onClose,
}: {
  titleId: string;
  delivery: SlotModalDelivery | null;
  onBack: () => void;
  onClose: () => void;
}) {
  const { t, prefix, locale } = useI18n();
  const api = useBrowserApi();
  const baseId = useId();
  const [tab, setTab] = useState<AddressTab>(defaultAddressTab(Boolean(delivery?.isDeliveryPoint)));
  const [addresses, setAddresses] = useState<ListState<AddressDto> | null>(null);
  const [points, setPoints] = useState<ListState<PickupPointDto> | null>(null);
  const [choice, setChoice] = useState<AddressChange | null>(null);
  const [pending, setPending] = useState<AddressChange | null>(null);
  const tabRefs = useRef<Record<AddressTab, HTMLButtonElement | null>>({ home: null, pickup: null });

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // Switching tabs loads the matching list (kept once loaded, while the sub-view is open).
  useEffect(() => {
    if (tab === 'home' && !addresses) {
      setAddresses({ status: 'loading' });
      void api.addresses().then((r) => {
        if (mounted.current)
          setAddresses(r.error === null ? { status: 'ready', items: r.data } : { status: 'error' });
      });
    }
    if (tab === 'pickup' && !points) {
      setPoints({ status: 'loading' });
      void api.pickupPoints().then((r) => {
        if (mounted.current)
          setPoints(r.error === null ? { status: 'ready', items: r.data } : { status: 'error' });
      });
    }
  }, [tab, api, addresses, points]);

  // Entering the sub-view, focus goes to the current tab.
  useEffect(() => {
    tabRefs.current[tab]?.focus();
    // On entry only: later, the arrow keys move the focus themselves.
  }, []);

  const selectTab = (next: AddressTab) => {
    setTab(next);
    setChoice(null);
  };
  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    let next: AddressTab | null = null;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length]!;
    if (event.key === 'ArrowLeft') next = TABS[(index + TABS.length - 1) % TABS.length]!;
    if (event.key === 'Home') next = TABS[0]!;
    if (event.key === 'End') next = TABS[TABS.length - 1]!;
    if (!next) return;
    event.preventDefault();
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const currentAddressId =
    addresses?.status === 'ready' ? (addresses.items.find((a) => a.isSelected)?.id ?? null) : null;
  const current = {
    isDeliveryPoint: Boolean(delivery?.isDeliveryPoint),
    zoneId: delivery?.zoneId ?? null,
    addressId: currentAddressId,
  };

  const validate = () => {
    if (!choice) return;
    // What is already in use changes nothing: back to the slots, no confirmation.
    if (isCurrentChoice(choice, current)) onBack();
    else setPending(choice);
  };

  const tabLabel = (value: AddressTab) => t(value === 'home' ? 'slots.address.home' : 'slots.address.pickup');
  const tabId = (value: AddressTab) => `${baseId}-tab-${value}`;
  const panelId = (value: AddressTab) => `${baseId}-panel-${value}`;
  const intl = intlTag(locale);

  return (
    <div className="flex h-full flex-col" data-testid="slot-address-view">
      <div className="flex items-center gap-2 px-3 pb-2 pt-4 sm:px-4">
        <button type="button" className="btn-icon" aria-label={t('slots.address.back')} onClick={onBack}>
          <ArrowLeftIcon />
        </button>
        <h2 id={titleId} className="flex-1 text-xl font-extrabold tracking-tight sm:text-2xl">
          {t('slots.address.title')}
        </h2>
        <button type="button" className="btn-icon" aria-label={t('slots.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      <div className="px-5 sm:px-6">
        <div
          role="tablist"
          aria-label={t('slots.address.tabs')}
          className="grid grid-cols-2 gap-1 rounded-full bg-sand p-1"
          onKeyDown={onTabKey}
        >
          {TABS.map((value) => {
            const active = tab === value;
            return (
              <button
                key={value}
                ref={(el) => {
                  tabRefs.current[value] = el;
                }}
                id={tabId(value)}
                type="button"
                role="tab"
                aria-selected={active}
                aria-controls={panelId(value)}
                tabIndex={active ? 0 : -1}
                onClick={() => selectTab(value)}
                className={`flex items-center justify-center gap-2 whitespace-nowrap rounded-full px-2 py-2.5 text-sm font-semibold transition sm:px-3 ${
                  active ? 'bg-white text-forest shadow-sm' : 'text-ink-soft hover:text-ink'
                }`}
              >
                {value === 'home' ? (
                  <HomeIcon width={18} height={18} className="hidden shrink-0 min-[380px]:block" />
                ) : (
                  <StoreIcon width={18} height={18} className="hidden shrink-0 min-[380px]:block" />
                )}
                {tabLabel(value)}
              </button>
            );
          })}
        </div>
      </div>

      <div
        role="tabpanel"
        id={panelId(tab)}
        aria-labelledby={tabId(tab)}
        className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6"
      >
        {tab === 'home' ? (
          <List
            state={addresses}
            empty={t('slots.address.noAddresses')}
            onRetry={() => setAddresses(null)}
            legend={tabLabel('home')}
            render={(items: AddressDto[]) =>
              items.map((a) => (
                <Option
                  key={a.id}
                  name="address"
                  checked={choice?.type === 'address' && choice.id === a.id}
                  disabled={!a.isEligible}
                  onChoose={() => setChoice({ type: 'address', id: a.id })}
                  title={a.name}
                  line={addressLine(a)}
                  extra={!a.isEligible ? t('slots.address.outOfZone') : undefined}
                  current={!current.isDeliveryPoint && a.isSelected}
                />
              ))
            }
          />
        ) : (
          <List
            state={points}
            empty={t('slots.address.noPickup')}
            onRetry={() => setPoints(null)}
            legend={tabLabel('pickup')}
            render={(items: PickupPointDto[]) =>
              items.map((p) => (
                <Option
                  key={p.zone.id}
                  name="pickup"
                  checked={choice?.type === 'pdr' && choice.id === p.zone.id}
                  onChoose={() => setChoice({ type: 'pdr', id: p.zone.id })}
                  title={p.zone.name}
                  line={p.zone.address ?? ''}
                  extra={p.openingHours ?? undefined}
                  aside={
                    p.distance === null
                      ? undefined
                      : t('slots.address.distance', { distance: formatDistance(p.distance, intl) })
                  }
                  current={current.isDeliveryPoint && current.zoneId === p.zone.id}
                />
              ))
            }
          />
        )}
        {tab === 'home' && (
          <Link
            to={`${prefix}/mes-adresses/ajouter/step1`}
            className="mt-3 flex items-center gap-2 rounded-xl border-2 border-dashed border-line px-4 py-3 font-semibold text-forest hover:border-forest/50 hover:bg-cream"
            onClick={onClose}
          >
            <PlusIcon width={20} height={20} /> {t('slots.address.add')}
          </Link>
        )}
      </div>

      <div className="border-t border-line bg-white px-5 py-4 sm:px-6">
        {tab === 'home' && !choice && (
          <p className="mb-3 text-center text-sm text-ink-soft" data-testid="address-none">
            {t('slots.address.none')}
          </p>
        )}
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={!choice}
          data-testid="address-validate"
          onClick={validate}
        >
          {t('slots.address.validate')}
        </button>
      </div>

      <ZoneChangeDialog
        change={pending}
        onCancel={() => setPending(null)}
        onConfirm={async (change) => {
          const ok = await applyAddressChange(api, change);
          if (!ok) {
            // Spec §8: an address change failure shows no message; it is handled as cancel.
            setPending(null);
            return;
          }
          // The new zone may be served by another warehouse: its amounts are fetched again.
          useWarehouseStore.getState().clearWarehouse();
          window.location.reload();
        }}
      />
    </div>
  );
}

function List<T>({
  state,
  empty,
  legend,
  render,
  onRetry,
}: {
  state: ListState<T> | null;
  empty: string;
  legend: string;
  onRetry: () => void;
  render: (items: T[]) => React.ReactNode;
}) {
  const { t } = useI18n();
  if (!state || state.status === 'loading')
    return (
      <div aria-busy="true" className="grid gap-2">
        <span role="status" className="sr-only">
          {t('slots.address.loading')}
        </span>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-[72px] animate-pulse rounded-xl bg-sand" />
        ))}
      </div>
    );
  if (state.status === 'error')
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger"
      >
        <p>{t('slots.address.loadError')}</p>
        <button type="button" className="btn btn-outline min-h-9 py-1" onClick={onRetry}>
          {t('slots.retry')}
        </button>
      </div>
    );
  if (state.items.length === 0)
    return <p className="rounded-xl bg-cream px-4 py-6 text-center text-ink-soft">{empty}</p>;
  return (
    <fieldset className="grid gap-2" data-testid="address-options">
      <legend className="sr-only">{legend}</legend>
      {render(state.items)}
    </fieldset>
  );
}

function Option({
  name,
  checked,
  disabled = false,
  onChoose,
  title,
  line,
  extra,
  aside,
  current,
}: {
  name: string;
  checked: boolean;
  disabled?: boolean;
  onChoose: () => void;
  title: string;
  line: string;
  extra?: string;
  aside?: string;
  current: boolean;
}) {
  const { t } = useI18n();
  return (
    <label
      data-testid="address-option"
      className={`flex items-start gap-3 rounded-xl border-2 px-4 py-3 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-forest ${
        disabled
          ? 'cursor-not-allowed border-line bg-sand/60 text-ink-soft'
          : checked
            ? 'cursor-pointer border-forest bg-leaf-soft'
            : 'cursor-pointer border-line bg-white hover:border-forest/50'
      }`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        disabled={disabled}
        onChange={onChoose}
        className="mt-1 h-5 w-5 shrink-0 accent-forest focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold">{title}</span>
          {current && (
            <span className="rounded-full bg-brand-yellow px-2 py-0.5 text-xs font-bold text-ink">
              {t('slots.address.current')}
            </span>
          )}
        </span>
        {line && <span className="block text-sm text-ink-soft">{line}</span>}
        {extra && <span className="mt-0.5 block text-xs text-ink-soft">{extra}</span>}
      </span>
      {aside && <span className="shrink-0 text-sm font-semibold tabular-nums text-forest">{aside}</span>}
    </label>
  );
}

/**
 * Spec §2 address-change confirmation: 'Changement de zone géographique'; the cart will be emptied
 * and the app reloaded. Cancel or close clears the pending change (spec §4).
 */
function ZoneChangeDialog({
  change,
  onCancel,
  onConfirm,
}: {
  change: AddressChange | null;
  onCancel: () => void;
  onConfirm: (change: AddressChange) => Promise<void>;
}) {
  const { t } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (change && !dialog.open) dialog.showModal();
    if (!change && dialog.open) dialog.close();
    if (!change) setBusy(false);
  }, [change]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="zone-change-dialog"
      onClose={(event) => {
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget && !busy) event.currentTarget.close();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-[440px] rounded-2xl bg-white p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h3 id={titleId} className="text-xl font-bold">
        {t('slots.zone.title')}
      </h3>
      <p id={textId} className="mt-2 text-ink-soft">
        {t('slots.zone.text')}
      </p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => ref.current?.close()}
        >
          {t('slots.zone.cancel')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => {
            if (!change) return;
            setBusy(true);
            void onConfirm(change).finally(() => setBusy(false));
          }}
        >
          {t('slots.zone.confirm')}
        </button>
      </div>
    </dialog>
  );
}
