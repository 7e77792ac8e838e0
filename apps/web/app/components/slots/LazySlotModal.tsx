import { lazy, Suspense, useState } from 'react';
import type { SlotModalProps } from './SlotModal';

/** The slot modal loads on first use (hover prefetches it), never with the page. */
const loadSlotModal = () => import('./SlotModal');
const SlotModal = lazy(() => loadSlotModal().then((m) => ({ default: m.SlotModal })));

export const prefetchSlotModal = () => void loadSlotModal();

export interface SlotModalToggle {
  open: boolean;
  mounted: boolean;
  show: () => void;
  close: () => void;
}

/** Whether the modal is open, and whether it was ever opened (then it stays mounted). */
export function useSlotModalToggle(): SlotModalToggle {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return {
    open,
    mounted,
    show: () => {
      setMounted(true);
      setOpen(true);
    },
    close: () => setOpen(false),
  };
}

/** The slot modal of a page, mounted once first opened. */
export function LazySlotModal({
  toggle,
  ...props
}: Omit<SlotModalProps, 'open' | 'onClose'> & { toggle: SlotModalToggle }) {
  if (!toggle.mounted) return null;
  return (
    <Suspense fallback={null}>
      <SlotModal open={toggle.open} onClose={toggle.close} {...props} />
    </Suspense>
  );
}
