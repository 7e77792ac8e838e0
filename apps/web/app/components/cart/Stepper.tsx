import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n';
import { LoginOrRegisterDialog } from '../layout/LoginOrRegisterDialog';
import { nextQuantity, parseQuantity, stepperView } from './stepper-logic';

const Icon = ({ size, plus }: { size: number; plus: boolean }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d={plus ? 'M12 5v14M5 12h14' : 'M5 12h14'}
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
    />
  </svg>
);

export interface StepperProps {
  /** Product name: labels the add button and the quantity input. */
  name: string;
  quantity: number;
  /** Defaults to 99. */
  maxOrderable?: number | null;
  isAvailable?: boolean;
  /** A guest pressing plus gets the login-or-register dialog instead. */
  guest?: boolean;
  /** E.g. while the cart loads. */
  disabled?: boolean;
  /** The new quantity, already clamped; 0 removes the item. */
  onChange: (quantity: number) => void;
  size?: 'md' | 'lg';
}

/**
 * The stepper (docs/rules.md#stock): at 0 only a plus; above 0 minus, a numeric input and plus. At the maximum the
 * plus is disabled and shows MAX. Unavailable entries show a message instead.
 */
export function Stepper({
  name,
  quantity,
  maxOrderable,
  isAvailable = true,
  guest = false,
  disabled = false,
  onChange,
  size = 'md',
}: StepperProps) {
  const { t } = useI18n();
  const view = stepperView(guest ? 0 : quantity, maxOrderable);
  // What the shopper is typing; committed on blur or Enter (and at once when it is a positive number).
  const [draft, setDraft] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog is mounted on first use only: a listing does not carry one per product.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [asked]);

  const lg = size === 'lg';
  if (!isAvailable) {
    return (
      <p
        data-testid="unavailable"
        className={`relative z-10 shrink-0 rounded-full bg-sand font-semibold text-ink-soft ${lg ? 'px-4 py-2 text-sm' : 'px-2.5 py-1 text-xs'}`}
      >
        {t('catalog.unavailable')}
      </p>
    );
  }

  const iconSize = lg ? 24 : 20;
  const round =
    'grid shrink-0 place-items-center rounded-full transition hover:bg-forest-dark active:scale-95 disabled:cursor-not-allowed disabled:opacity-50';
  const filled = `${round} bg-forest text-white shadow-sm ${lg ? 'h-12 w-12' : 'h-10 w-10'}`;
  const inner = `${round} ${lg ? 'h-11 w-11' : 'h-9 w-9'}`;

  if (guest) {
    return (
      <>
        <button
          type="button"
          className={`relative z-10 ${filled}`}
          aria-label={t('catalog.add', { name })}
          aria-haspopup="dialog"
          data-testid="add-to-cart"
          onClick={() => (asked ? dialogRef.current?.showModal() : setAsked(true))}
        >
          <Icon size={iconSize} plus />
        </button>
        {asked && createPortal(<LoginOrRegisterDialog ref={dialogRef} />, document.body)}
      </>
    );
  }

  const change = (next: number) => {
    if (next !== view.quantity) onChange(next);
  };

  if (view.mode === 'add') {
    return (
      <button
        type="button"
        className={`relative z-10 ${filled}`}
        aria-label={t('catalog.add', { name })}
        data-testid="add-to-cart"
        disabled={disabled || !view.canIncrement}
        title={view.atMax ? t('cart.maxReached') : undefined}
        onClick={() => change(nextQuantity(view.quantity, { type: 'increment' }, view.max))}
      >
        {view.atMax ? (
          <span className="text-[11px] font-bold">{t('cart.max')}</span>
        ) : (
          <Icon size={iconSize} plus />
        )}
      </button>
    );
  }

  const commit = (text: string) => {
    setDraft(null);
    change(parseQuantity(text, view.max));
  };

  return (
    <div
      role="group"
      aria-label={t('cart.stepper', { name })}
      data-testid="stepper"
      className={`relative z-10 flex shrink-0 items-center gap-1 rounded-full bg-forest p-0.5 text-white shadow-sm ${lg ? 'h-12' : 'h-10'}`}
    >
      <button
        type="button"
        className={inner}
        aria-label={t('cart.removeOne')}
        data-testid="stepper-minus"
        disabled={disabled}
        onClick={() => change(nextQuantity(view.quantity, { type: 'decrement' }, view.max))}
      >
        <Icon size={iconSize - 4} plus={false} />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={view.max}
        step={1}
        aria-label={name}
        data-testid="stepper-quantity"
        disabled={disabled}
        value={draft ?? String(view.quantity)}
        onFocus={(event) => event.currentTarget.select()}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          const next = parseQuantity(text, view.max);
          if (next > 0) change(next);
        }}
        onBlur={(event) => draft !== null && commit(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.currentTarget.blur();
          if (event.key === 'Escape') setDraft(null);
        }}
        className={`w-9 appearance-none bg-transparent text-center font-bold tabular-nums outline-none [-moz-appearance:textfield] focus-visible:rounded focus-visible:bg-white focus-visible:text-ink [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none ${lg ? 'text-base' : 'text-sm'}`}
      />
      <button
        type="button"
        className={inner}
        aria-label={t('cart.addOne')}
        data-testid="stepper-plus"
        disabled={disabled || !view.canIncrement}
        title={view.atMax ? t('cart.maxReached') : undefined}
        onClick={() => change(nextQuantity(view.quantity, { type: 'increment' }, view.max))}
      >
        {view.atMax ? (
          <span className="text-[11px] font-bold">{t('cart.max')}</span>
        ) : (
          <Icon size={iconSize - 4} plus />
        )}
      </button>
    </div>
  );
}
