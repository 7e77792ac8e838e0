import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useI18n, useMoney } from '../../i18n';
import { browserApiFor } from '../../lib/browser-api';
import { browserCartApi, useCartStore, type CartTotalsDto } from '../../stores/cart';
import { fetchWarehouse, useWarehouseStore, warehouseAmounts } from '../../stores/warehouse';
import { CloseIcon } from '../ui/icons';
import { CartLines } from './CartLines';
import { CartProgress, cartDisplayState } from './CartProgress';
import { CrateSummary } from './CrateSummary';
import { DeliveryInfoStory } from './DeliveryInfoStory';
import { Pending } from './Pending';
import { Suggestions } from './Suggestions';
import { ValidateButton } from './ValidateButton';

function Skeletons() {
  const { t } = useI18n();
  return (
    <div data-testid="cart-loading" aria-busy="true" className="grid gap-4">
      <span className="sr-only" role="status">
        {t('cart.loading')}
      </span>
      <div className="h-16 animate-pulse rounded-xl bg-cream" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <div className="h-16 w-16 animate-pulse rounded-lg bg-cream" />
          <div className="grid flex-1 gap-2">
            <div className="h-4 w-2/3 animate-pulse rounded bg-cream" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-cream" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The server's amount to pay (wallet deducted), the same as the cart page and checkout show;
 * its last answer, shown as pending while a change is not confirmed.
 */
function PanelAmount({ totals, pending }: { totals: CartTotalsDto; pending: boolean }) {
  return (
    <Pending pending={pending}>
      <PanelAmountRows totals={totals} />
    </Pending>
  );
}

function PanelAmountRows({ totals }: { totals: CartTotalsDto }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  return (
    <dl className="mb-3 grid gap-1 text-sm" data-testid="panel-totals">
      {totals.walletUsage > 0 && (
        <div className="flex justify-between gap-4 text-ink-soft">
          <dt>{t('cart.walletUsage')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="panel-wallet-usage">
            − {money(totals.walletUsage)}
          </dd>
        </div>
      )}
      <div className="flex justify-between gap-4 text-base">
        <dt className="font-bold">{t('cart.amountToPay')}</dt>
        <dd className="font-black tabular-nums" data-testid="panel-amount-to-pay">
          {money(totals.amountToPay)}
        </dd>
      </div>
    </dl>
  );
}

/**
 * The cart slide-over: a native modal <dialog> from the right (full width on phones, 600 px on
 * the largest screens). Opening reloads the cart and the warehouse amounts.
 */
export function CartPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, prefix, locale } = useI18n();
  const ref = useRef<HTMLDialogElement>(null);
  const cart = useCartStore((s) => s.cart);
  const itemCount = useCartStore((s) => s.itemCount);
  const subtotalTtc = useCartStore((s) => s.subtotalTtc);
  const loading = useCartStore((s) => s.loading);
  const syncing = useCartStore((s) => s.isSyncing);
  // The warehouse selection: the amounts of the last GET /warehouse/, refreshed on every opening.
  const selectedWarehouseId = useWarehouseStore((s) => s.selectedWarehouseId);
  const deliveryFreeThreshold = useWarehouseStore((s) => s.deliveryFreeThreshold);
  const deliveryFee = useWarehouseStore((s) => s.deliveryFee);
  const orderMinimumAmount = useWarehouseStore((s) => s.orderMinimumAmount);
  const warehouse = useMemo(
    () =>
      warehouseAmounts({
        selectedWarehouseId,
        selectedWarehouseName: null,
        deliveryFreeThreshold,
        deliveryFee,
        orderMinimumAmount,
      }),
    [selectedWarehouseId, deliveryFreeThreshold, deliveryFee, orderMinimumAmount],
  );
  const [storyOpen, setStoryOpen] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const api = browserApiFor(locale);
    void useCartStore.getState().fetchCart(browserCartApi(api));
    let live = true;
    void fetchWarehouse(api).then((w) => live && w && useWarehouseStore.getState().setWarehouse(w));
    return () => {
      live = false;
    };
  }, [open, locale]);

  // What is missing for free delivery is the server's figure (its last answer).
  const remaining = cart?.remainingAmountForFreeFees ?? 0;
  const state = cartDisplayState(itemCount, subtotalTtc, remaining, warehouse);
  const showSkeleton = loading && !cart;

  return (
    <dialog
      ref={ref}
      aria-labelledby="cart-panel-title"
      data-testid="cart-panel"
      onClose={(event) => {
        // The story's own close event may bubble through React: only the panel's own counts.
        if (event.target === event.currentTarget) onClose();
      }}
      onCancel={(event) => {
        // The panel cannot be dismissed while the delivery info story is open.
        if (storyOpen && event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={(event) => {
        // A click on the backdrop (outside the panel box) closes it.
        if (event.target === event.currentTarget && !storyOpen) event.currentTarget.close();
      }}
      className="fixed inset-y-0 left-auto right-0 m-0 h-dvh transition-transform duration-300 ease-out starting:open:translate-x-full max-h-none w-full max-w-none bg-white p-0 text-ink shadow-2xl backdrop:bg-ink/50 sm:w-[480px] 2xl:w-[600px]"
    >
      {/* The content mounts while open only: a closed panel keeps no second copy of the steppers. */}
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between gap-4 border-b border-ink/10 px-5 py-4">
            <h2 id="cart-panel-title" className="text-xl font-bold">
              {t('cart.titleCount', { count: itemCount })}
            </h2>
            <button
              type="button"
              className="btn-icon -mr-2"
              aria-label={t('cart.close')}
              onClick={() => !storyOpen && ref.current?.close()}
            >
              <CloseIcon />
            </button>
          </div>

          <div className="min-h-0 flex-1 overflow-y-auto overflow-x-hidden px-5 py-4">
            {showSkeleton || (loading && state === 'empty') ? (
              <Skeletons />
            ) : state === 'empty' || !cart ? (
              <div data-testid="cart-empty" className="grid justify-items-center gap-3 py-12 text-center">
                <p className="text-lg font-bold">{t('cart.empty')}</p>
                <p className="text-ink-soft">{t('cart.emptyHint')}</p>
                <Link
                  to={`${prefix}/categories`}
                  className="btn btn-primary mt-2"
                  onClick={() => ref.current?.close()}
                >
                  {t('cart.browse')}
                </Link>
              </div>
            ) : (
              <div className="grid grid-cols-[minmax(0,1fr)] gap-5">
                <CartProgress
                  subtotalTtc={subtotalTtc}
                  remaining={remaining}
                  warehouse={warehouse}
                  state={state}
                  pending={syncing}
                />
                <CrateSummary cart={cart} />
                <Suggestions />
                <button
                  type="button"
                  className="justify-self-start text-sm font-semibold text-forest underline underline-offset-2 hover:text-forest-dark"
                  aria-haspopup="dialog"
                  data-testid="cart-how-it-works"
                  onClick={() => setStoryOpen(true)}
                >
                  {t('cart.howItWorks')}
                </button>
                <CartLines cart={cart} />
              </div>
            )}
          </div>

          {state !== 'empty' && cart && (
            <div className="border-t border-ink/10 px-5 py-4">
              <PanelAmount totals={cart.totals} pending={syncing} />
              <ValidateButton
                itemCount={itemCount}
                isValidable={cart.isValidable}
                subtotalTtc={subtotalTtc}
                orderMinimumAmount={warehouse?.orderMinimumAmount ?? 0}
                to={`${prefix}/cart`}
                onClick={() => ref.current?.close()}
              />
            </div>
          )}
          <DeliveryInfoStory
            open={storyOpen}
            onClose={() => setStoryOpen(false)}
            amounts={warehouse ?? undefined}
          />
        </div>
      )}
    </dialog>
  );
}
