import type { SlotDto, SlotGroupDto } from '@consigne/api-client';
import { useId, useState } from 'react';
import { useI18n } from '../../i18n';
import { CloseIcon } from '../ui/icons';
import { SlotAddressRow } from './SlotAddressRow';
import { SlotDayTabs } from './SlotDayTabs';
import type { SlotModalDelivery } from './slot-delivery';
import { SlotList } from './SlotList';
import { dayLabel, initialDate, isChoosable, slotsOfDate } from './slot-modal-logic';
import { SlotPanelFooter } from './SlotPanelFooter';
import { EmptySlots, SlotsLoadError, SlotsLoading } from './SlotsStatus';

/** What the slot store knows: the slots by day, the selection and the state of its calls. */
export interface SlotPanelView {
  groups: SlotGroupDto[];
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  selectedSlotId: number | null;
  /** Until when the selected slot holds its place (null: lapsed; undefined: not known). */
  holdExpiresAt?: string | null;
  /** The inline save error. */
  error: string | null;
}

/** What the panel asks of its modal. */
interface SlotPanelActions {
  onAddress: () => void;
  onClose: () => void;
  onChoose?: (slot: SlotDto) => void;
  onRetry: () => void;
  onSave: (slot: SlotDto) => void | Promise<void>;
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
  slots: SlotPanelView;
  actions: SlotPanelActions;
}

/** The slot view: address row, day buttons, the day's slots, 'Valider mon créneau'. */
export function SlotPanel({
  titleId,
  focusAddressRow = false,
  locale,
  today,
  slots,
  actions,
  ...row
}: SlotPanelProps) {
  const { t } = useI18n();
  const [date, setDate] = useState<string | null>(null);
  const [choice, setChoice] = useState<number | null>(null);
  const listId = useId();
  const { groups, selectedSlotId, saving } = slots;

  // The first date once the slots are there (the selected slot's day when it is in the list).
  const shownDate = date && groups.some((g) => g.date === date) ? date : initialDate(groups, selectedSlotId);
  const allSlots = groups.flatMap((g) => g.slots);
  // The current selection is the choice until the shopper picks another one.
  const chosenId =
    choice ?? (allSlots.some((s) => s.id === selectedSlotId && isChoosable(s)) ? selectedSlotId : null);
  const chosen = allSlots.find((s) => s.id === chosenId) ?? null;

  let body;
  if (slots.loading && groups.length === 0) body = <SlotsLoading />;
  else if (slots.loadError && groups.length === 0)
    body = <SlotsLoadError error={slots.loadError} onRetry={actions.onRetry} />;
  else if (groups.length === 0) body = <EmptySlots />;
  else
    body = (
      <>
        <SlotDayTabs
          groups={groups}
          shownDate={shownDate}
          locale={locale}
          today={today}
          listId={listId}
          onDate={setDate}
        />
        <SlotList
          id={listId}
          dayLong={shownDate ? dayLabel(shownDate, locale, today).long : null}
          slots={slotsOfDate(groups, shownDate)}
          chosenId={chosenId}
          saving={saving}
          onChoose={(slot) => {
            setChoice(slot.id);
            actions.onChoose?.(slot);
          }}
        />
      </>
    );

  return (
    <div className="flex h-full flex-col">
      <div className="flex items-center justify-between gap-4 px-5 pb-2 pt-5 sm:px-6">
        <h2 id={titleId} className="text-2xl font-extrabold tracking-tight">
          {t('slots.title')}
        </h2>
        <button
          type="button"
          className="btn-icon -mr-2"
          aria-label={t('slots.close')}
          onClick={actions.onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pb-4 sm:px-6">
        <SlotAddressRow {...row} focus={focusAddressRow} onAddress={actions.onAddress} />
        {body}
      </div>
      <SlotPanelFooter
        showHold={selectedSlotId !== null && slots.holdExpiresAt !== undefined && chosenId === selectedSlotId}
        holdExpiresAt={slots.holdExpiresAt}
        error={slots.error}
        saving={saving}
        canSave={chosen !== null}
        onSave={() => {
          if (chosen && !saving) void actions.onSave(chosen);
        }}
      />
    </div>
  );
}
