import type { SlotDto } from '@consigne/api-client';
import { useI18n, useMoney } from '../../i18n';
import { ClockIcon, LeafIcon } from '../ui/icons';
import { SlotBanner, useDismissedBanners } from './SlotBanner';
import { EmptySlots } from './SlotsStatus';
import { isChoosable, slotBadge, slotTimeRange } from './slot-modal-logic';

/** The day's slots as radio options, dimmed and disabled while a choice is saved. */
export function SlotList({
  id,
  dayLong,
  slots,
  chosenId,
  saving,
  onChoose,
}: {
  id: string;
  /** 'lundi 23 novembre', the legend's day. */
  dayLong: string | null;
  slots: SlotDto[];
  chosenId: number | null;
  saving: boolean;
  onChoose: (slot: SlotDto) => void;
}) {
  const { t } = useI18n();
  const { dismissed, dismiss } = useDismissedBanners();
  return (
    <fieldset
      id={id}
      disabled={saving}
      aria-busy={saving}
      data-testid="slot-list"
      className={`mt-4 grid gap-2 transition-opacity ${saving ? 'opacity-50' : ''}`}
    >
      <legend className="mb-2 text-sm font-semibold text-ink-soft">
        {dayLong ? t('slots.list', { day: dayLong }) : null}
      </legend>
      {slots.length === 0 && <EmptySlots />}
      {slots.map((slot) => (
        <div key={slot.id} className="grid gap-1">
          <SlotOption slot={slot} checked={chosenId === slot.id} onChoose={() => onChoose(slot)} />
          {slot.marketingDescription && !dismissed.has(slot.id) && (
            <SlotBanner slot={slot} onDismiss={() => dismiss(slot.id)} />
          )}
        </div>
      ))}
    </fieldset>
  );
}

/**
 * '09:00-11:00' with its marketing tag and 'Complet' / 'Bientôt complet'; a full slot is struck out. A
 * week of the shopper's reserved slot says so ('Votre créneau réservé').
 */
export function SlotOption({
  slot,
  checked,
  onChoose,
}: {
  slot: SlotDto;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useI18n();
  const badge = slotBadge(slot);
  const disabled = !isChoosable(slot);
  return (
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
        onChange={onChoose}
        className="h-5 w-5 shrink-0 accent-forest focus-visible:outline-none"
      />
      <span className="min-w-0 flex-1">
        <span className={`font-semibold tabular-nums ${disabled ? 'line-through decoration-1' : ''}`}>
          {slotTimeRange(slot, 'fr-FR')}
        </span>
        {slot.isGreen && <GreenMark discount={slot.greenDiscount} />}
        {slot.reservedForYou && (
          <span
            data-testid="slot-reserved"
            className="mt-1 flex items-center gap-1 text-xs font-bold text-forest"
          >
            <ClockIcon width={14} height={14} aria-hidden="true" className="shrink-0" />
            {t('slots.reservedForYou')}
          </span>
        )}
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
  );
}

/** A green slot's mark: the leaf, its name in words (never the colour alone), why, and any discount. */
function GreenMark({ discount }: { discount: number }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  return (
    <span data-testid="slot-green" className="mt-1 block text-xs text-forest">
      <span className="flex flex-wrap items-center gap-x-1 font-bold">
        <LeafIcon width={14} height={14} aria-hidden="true" className="shrink-0" />
        <span className="whitespace-nowrap">{t('slots.green')}</span>
        {discount > 0 && (
          <span className="font-semibold">· {t('slots.greenDiscount', { amount: money(discount) })}</span>
        )}
      </span>
      <span className="block text-ink-soft">{t('slots.greenHint')}</span>
    </span>
  );
}
