import type { ProductWarehouseDto } from '@consigne/api-client';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { LoginOrRegisterDialog } from '../layout/LoginOrRegisterDialog';

const PlusIcon = ({ size }: { size: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
);

/**
 * Where the add-to-cart stepper goes (spec §5). At quantity 0 only a plus shows; a guest pressing it
 * gets the login-or-register modal; unavailable items show a message instead. The cart feature
 * brings the stepper itself: until then a logged-in shopper's plus is disabled.
 */
export function AddToCartSlot({
  entry,
  size = 'md',
}: {
  entry: Pick<ProductWarehouseDto, 'id' | 'name' | 'isAvailable' | 'maxOrderable'>;
  size?: 'md' | 'lg';
}) {
  const { t } = useI18n();
  const user = useRootData()?.user;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog is mounted on first use only: a listing does not carry one per product.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [asked]);

  if (!entry.isAvailable) {
    return (
      <p
        data-testid="unavailable"
        className={`relative z-10 shrink-0 rounded-full bg-sand font-semibold text-ink-soft ${size === 'lg' ? 'px-4 py-2 text-sm' : 'px-2.5 py-1 text-xs'}`}
      >
        {t('catalog.unavailable')}
      </p>
    );
  }

  const label = t('catalog.add', { name: entry.name });
  const classes = `relative z-10 grid shrink-0 place-items-center rounded-full bg-forest text-white shadow-sm transition hover:bg-forest-dark active:scale-95 disabled:cursor-not-allowed disabled:opacity-50 ${size === 'lg' ? 'h-12 w-12' : 'h-10 w-10'}`;
  if (user) {
    return (
      <button type="button" className={classes} aria-label={label} disabled data-testid="add-to-cart">
        <PlusIcon size={size === 'lg' ? 24 : 20} />
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={classes}
        aria-label={label}
        aria-haspopup="dialog"
        data-testid="add-to-cart"
        onClick={() => (asked ? dialogRef.current?.showModal() : setAsked(true))}
      >
        <PlusIcon size={size === 'lg' ? 24 : 20} />
      </button>
      {asked && createPortal(<LoginOrRegisterDialog ref={dialogRef} />, document.body)}
    </>
  );
}
