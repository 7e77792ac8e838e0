import type { SlotDto } from '@consigne/api-client';
import { useState } from 'react';
import { useI18n } from '../../i18n';
import { CloseIcon, LeafIcon } from '../ui/icons';
import { dismissBanner, textIcon } from './slot-modal-logic';

/** Marketing banners dismissed during this page's life (per slot). */
let dismissedBanners: ReadonlySet<number> = new Set();

/** The banners dismissed so far, and how to dismiss one (it stays dismissed until the page reloads). */
export function useDismissedBanners() {
  const [dismissed, setDismissed] = useState(dismissedBanners);
  const dismiss = (slotId: number) => {
    dismissedBanners = dismissBanner(dismissedBanners, slotId);
    setDismissed(dismissedBanners);
  };
  return { dismissed, dismiss };
}

/** A slot's marketing message in its colours, with its icon and a dismiss button. */
export function SlotBanner({ slot, onDismiss }: { slot: SlotDto; onDismiss: () => void }) {
  const { t } = useI18n();
  const icon = textIcon(slot.icon);
  return (
    <div
      data-testid="slot-banner"
      className={`flex items-start gap-2 rounded-xl px-4 py-2.5 text-sm ${
        slot.backgroundColor ? '' : 'bg-leaf-soft text-forest'
      }`}
      style={{ backgroundColor: slot.backgroundColor ?? undefined, color: slot.textColor ?? undefined }}
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
        onClick={onDismiss}
      >
        <CloseIcon width={16} height={16} />
      </button>
    </div>
  );
}
