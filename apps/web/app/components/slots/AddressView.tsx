import type { AddressDto, PickupPointDto } from '@consigne/api-client';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDistance, useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { PlusIcon } from '../ui/icons';
import { AddressList, AddressOption } from './AddressList';
import { AddressTabs, panelId, tabId } from './AddressTabs';
import { AddressViewFooter, AddressViewHeader } from './AddressViewFrame';
import type { SlotModalDelivery } from './slot-delivery';
import {
  addressChangeCalls,
  addressLine,
  defaultAddressTab,
  isCurrentChoice,
  type AddressChange,
  type AddressTab,
} from './slot-modal-logic';
import { useAddressLists } from './use-address-lists';
import { confirmZoneChange, ZoneChangeDialog } from './ZoneChangeDialog';

/**
 * The address sub-view of the slot modal: tabs 'Chez moi' and 'Point de retrait' (the default
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
  const [choice, setChoice] = useState<AddressChange | null>(null);
  const [pending, setPending] = useState<AddressChange | null>(null);

  const { addresses, points, reload } = useAddressLists(tab);

  const selectTab = (next: AddressTab) => {
    setTab(next);
    setChoice(null);
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

  return (
    <div className="flex h-full flex-col" data-testid="slot-address-view">
      <AddressViewHeader titleId={titleId} onBack={onBack} onClose={onClose} />

      <AddressTabs tab={tab} baseId={baseId} label={tabLabel} onSelect={selectTab} />

      <div
        role="tabpanel"
        id={panelId(baseId, tab)}
        aria-labelledby={tabId(baseId, tab)}
        className="mt-4 min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6"
      >
        {tab === 'home' ? (
          <AddressList
            state={addresses}
            empty={t('slots.address.noAddresses')}
            onRetry={() => reload('home')}
            legend={tabLabel('home')}
            render={(items: AddressDto[]) =>
              items.map((a) => (
                <AddressOption
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
          <AddressList
            state={points}
            empty={t('slots.address.noPickup')}
            onRetry={() => reload('pickup')}
            legend={tabLabel('pickup')}
            render={(items: PickupPointDto[]) =>
              items.map((p) => (
                <AddressOption
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
                      : t('slots.address.distance', { distance: formatDistance(p.distance, locale) })
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

      <AddressViewFooter
        showNone={tab === 'home' && !choice}
        canValidate={Boolean(choice)}
        onValidate={validate}
      />

      <ZoneChangeDialog
        change={pending}
        onCancel={() => setPending(null)}
        // An address change failure shows no message; it is handled as cancel.
        onConfirm={(change) => confirmZoneChange(addressChangeCalls(api), change, () => setPending(null))}
      />
    </div>
  );
}
