import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useI18n } from '../../i18n';
import { HomeIcon, StoreIcon } from '../ui/icons';
import type { AddressTab } from './slot-modal-logic';

const TABS: AddressTab[] = ['home', 'pickup'];

export const tabId = (baseId: string, tab: AddressTab) => `${baseId}-tab-${tab}`;
export const panelId = (baseId: string, tab: AddressTab) => `${baseId}-panel-${tab}`;

/** 'Chez moi' | 'Point de retrait' as ARIA tabs: arrows, Home and End move between them. */
export function AddressTabs({
  tab,
  baseId,
  label,
  onSelect,
}: {
  tab: AddressTab;
  baseId: string;
  label: (tab: AddressTab) => string;
  onSelect: (tab: AddressTab) => void;
}) {
  const { t } = useI18n();
  const tabRefs = useRef<Record<AddressTab, HTMLButtonElement | null>>({ home: null, pickup: null });
  // Entering the sub-view, focus goes to the current tab.
  useEffect(() => {
    tabRefs.current[tab]?.focus();
    // On entry only: later, the arrow keys move the focus themselves.
  }, []);

  const onTabKey = (event: KeyboardEvent) => {
    const index = TABS.indexOf(tab);
    let next: AddressTab | null = null;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length]!;
    if (event.key === 'ArrowLeft') next = TABS[(index + TABS.length - 1) % TABS.length]!;
    if (event.key === 'Home') next = TABS[0]!;
    if (event.key === 'End') next = TABS[TABS.length - 1]!;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current[next]?.focus();
  };

  return (
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
              id={tabId(baseId, value)}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={panelId(baseId, value)}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(value)}
              className={`flex items-center justify-center gap-2 whitespace-nowrap rounded-full px-2 py-2.5 text-sm font-semibold transition sm:px-3 ${
                active ? 'bg-white text-forest shadow-sm' : 'text-ink-soft hover:text-ink'
              }`}
            >
              {value === 'home' ? (
                <HomeIcon width={18} height={18} className="hidden shrink-0 min-[380px]:block" />
              ) : (
                <StoreIcon width={18} height={18} className="hidden shrink-0 min-[380px]:block" />
              )}
              {label(value)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
