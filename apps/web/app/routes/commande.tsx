import type { SelectedSlotDto } from '@consigne/api-client';
import { displayUserAddress, formatSlotLabel, intlTag } from '@consigne/domain';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { Route } from './+types/commande';
import { Notice } from '../components/account/Notice';
import { CrateSummary } from '../components/cart/CrateSummary';
import { useMoney } from '../components/cart/money';
import { OrderTotals } from '../components/orders/OrderTotals';
import {
  cartHasAlcohol,
  checkoutErrors,
  checkoutKey,
  checkoutSignature,
  forgetCheckoutKey,
  vatByRateOfCart,
  withWallet,
} from '../components/orders/orders-logic';
import { Checkbox } from '../components/register/Checkbox';
import { ArrowLeftIcon, ClockIcon, MapPinIcon, StoreIcon } from '../components/ui/icons';
import { useI18n } from '../i18n';
import { currentUser, serverApi } from '../lib/api.server';
import { browserApiFor, useBrowserApi } from '../lib/browser-api';
import { runGuards } from '../lib/guards.server';
import { browserCartApi, useCartStore, type CartDto } from '../stores/cart';
import { useOrdersCache } from '../stores/orders';
import { useSlotStore } from '../stores/slots';

const loadSlotModal = () => import('../components/slots/SlotModal');
const SlotModal = lazy(() => loadSlotModal().then((m) => ({ default: m.SlotModal })));

const TERMS_PATH = '/page/conditions-generales-de-vente-du-fourgon';

/** The checkout step (login required): review delivery, slot, crates and totals, then order. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [user, cart, selected] = await Promise.all([
    currentUser(args.request, args.context),
    api.cart(),
    api.selectedSlot(),
  ]);
  const isDeliveryPoint = Boolean(user?.zone?.isDeliveryPoint);
  return {
    cart: (cart.data as CartDto | null) ?? null,
    // Spec §7: on failure, read GET /user's selectedSlot.
    selectedSlot: (selected.error === null
      ? selected.data
      : (user?.selectedSlot ?? null)) as SelectedSlotDto | null,
    delivery: {
      isDeliveryPoint,
      zoneId: user?.zone?.id ?? null,
      address: user ? displayUserAddress(user) : null,
      // A pickup point: its street address under its name.
      detail: isDeliveryPoint ? (user?.zone?.address ?? null) : null,
    },
    walletAmount: user?.walletAmount ?? 0,
    htEligible: Boolean(user?.isPriceHtEligible),
  };
}

function sessionStore() {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export default function Checkout() {
  const { t, locale, prefix } = useI18n();
  const money = useMoney();
  const data = useLoaderData<typeof loader>();
  const api = useBrowserApi();
  const navigate = useNavigate();
  const revalidator = useRevalidator();

  // The local-first cart once loaded (the slide-over may change it here); the loader's copy first.
  const loaded = useCartStore((s) => s.loaded);
  const storeCart = useCartStore((s) => s.cart);
  const cart = loaded && storeCart ? storeCart : data.cart;
  useEffect(() => {
    // A fresh server copy: adopt it (pending local changes stay on top), as the cart page does.
    if (data.cart) useCartStore.getState().setFromServer(data.cart);
  }, [data.cart]);
  const storeSlot = useSlotStore((s) => s.selectedSlot);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const slot = hydrated ? storeSlot : data.selectedSlot;

  const [slotOpen, setSlotOpen] = useState(false);
  const [slotMounted, setSlotMounted] = useState(false);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const keyRef = useRef<{ signature: string; key: string } | null>(null);
  const [errors, setErrors] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const formRef = useRef<HTMLFormElement>(null);

  const hasAlcohol = cartHasAlcohol(cart);
  const vatByRate = useMemo(() => vatByRateOfCart(cart), [cart]);
  const totals = cart ? withWallet(cart.totals, data.walletAmount) : null;
  const signature = checkoutSignature(cart, slot?.id);
  const itemCount = cart?.itemCount ?? 0;

  const openSlots = () => {
    setSlotMounted(true);
    setSlotOpen(true);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A double click or Enter pressed twice: the first submission stands.
    if (inFlight.current) return;
    const form = new FormData(event.currentTarget);
    // One key per attempt, reused on retry or double submit; a new cart or slot is a new attempt.
    if (keyRef.current?.signature !== signature)
      keyRef.current = { signature, key: checkoutKey(sessionStore(), signature) };
    inFlight.current = true;
    setBusy(true);
    setErrors({ fields: {}, general: null });
    const result = await api.placeOrder(
      {
        paymentMethod: 'offline',
        acceptTerms: form.get('acceptTerms') === 'on',
        ...(hasAlcohol ? { adultDeclared: form.get('adultDeclared') === 'on' } : {}),
      },
      keyRef.current.key,
    );
    if (result.error === null) {
      forgetCheckoutKey(sessionStore());
      keyRef.current = null;
      // The order took the cart and the slot: the header shows an empty cart and no selection.
      const cartStore = useCartStore.getState();
      cartStore.reset();
      void cartStore.fetchCart(browserCartApi(browserApiFor(locale)));
      useSlotStore.getState().restoreSelectedSlot(null);
      useOrdersCache.getState().invalidate();
      await navigate(`${prefix}/commande/confirmation/${result.data.orderId}`, { replace: true });
      void revalidator.revalidate();
      return;
    }
    inFlight.current = false;
    setBusy(false);
    // A network failure says nothing useful to a shopper: ours says to retry (with the same key).
    const next = checkoutErrors(
      result.status === 0 || !result.error ? t('orders.checkout.error') : result.error,
      result.errors,
    );
    setErrors(next);
    // Focus the first field that needs the shopper.
    const first = ['adultDeclared', 'acceptTerms'].find((f) => next.fields[f]);
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
  }

  const title = t('orders.checkout.pageTitle');
  if (!cart || itemCount <= 0)
    return (
      <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:px-8">
        <title>{t('meta.titleSuffix', { title })}</title>
        <h1 className="text-3xl font-black">{title}</h1>
        <div
          data-testid="checkout-empty"
          className="card mt-6 grid justify-items-center gap-3 p-10 text-center"
        >
          <p className="text-lg font-bold">{t('orders.checkout.empty')}</p>
          <Link to={`${prefix}/categories`} className="btn btn-primary mt-2">
            {t('cart.browse')}
          </Link>
        </div>
      </div>
    );

  const lines = cart.availableItems.flatMap((c) => c.packages.flatMap((p) => p.cartItems));
  const DeliveryIcon = data.delivery.isDeliveryPoint ? StoreIcon : MapPinIcon;
  const canOrder = cart.isValidable && Boolean(slot);

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{t('meta.titleSuffix', { title })}</title>
      <Link
        to={`${prefix}/cart`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest hover:underline"
      >
        <ArrowLeftIcon className="h-4 w-4" />
        {t('orders.checkout.backToCart')}
      </Link>
      <h1 className="mt-3 text-3xl font-black">{title}</h1>

      <form
        ref={formRef}
        onSubmit={submit}
        noValidate
        className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]"
      >
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          <section aria-labelledby="checkout-delivery" className="card p-5">
            <h2 id="checkout-delivery" className="text-xl font-bold">
              {t('orders.checkout.delivery')}
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <div data-testid="checkout-address" className="flex gap-3 rounded-2xl bg-cream p-4">
                <DeliveryIcon className="mt-0.5 h-5 w-5 shrink-0 text-forest" />
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-bold">
                    {t(data.delivery.isDeliveryPoint ? 'orders.pickupPoint' : 'orders.deliveryAddress')}
                  </h3>
                  <p className="mt-1 break-words text-sm">{data.delivery.address ?? t('orders.noAddress')}</p>
                  {data.delivery.detail && <p className="text-sm text-ink-soft">{data.delivery.detail}</p>}
                  <button
                    type="button"
                    onClick={openSlots}
                    onPointerEnter={() => void loadSlotModal()}
                    aria-label={t('orders.checkout.changeAddress')}
                    className="mt-2 text-sm font-semibold text-forest underline underline-offset-4"
                  >
                    {t('orders.checkout.change')}
                  </button>
                </div>
              </div>
              <div
                data-testid="checkout-slot"
                className={`flex gap-3 rounded-2xl p-4 ${slot ? 'bg-cream' : 'bg-warning-soft'}`}
              >
                <ClockIcon className={`mt-0.5 h-5 w-5 shrink-0 ${slot ? 'text-forest' : 'text-warning'}`} />
                <div className="min-w-0 flex-1">
                  <h3 className="text-sm font-bold">{t('orders.slot')}</h3>
                  {slot ? (
                    <p className="mt-1 text-sm font-semibold" data-testid="checkout-slot-label">
                      {formatSlotLabel(slot, intlTag(locale))}
                    </p>
                  ) : (
                    <p className="mt-1 text-sm text-warning" data-testid="checkout-no-slot">
                      {t('orders.checkout.noSlot')}
                    </p>
                  )}
                  <button
                    type="button"
                    onClick={openSlots}
                    onPointerEnter={() => void loadSlotModal()}
                    className={
                      slot
                        ? 'mt-2 text-sm font-semibold text-forest underline underline-offset-4'
                        : 'btn btn-primary mt-3 min-h-10 text-sm'
                    }
                  >
                    {t(slot ? 'orders.checkout.changeSlot' : 'orders.checkout.chooseSlot')}
                  </button>
                </div>
              </div>
            </div>
            <p className="mt-4 text-sm text-ink-soft">{t('orders.cutoffRule')}</p>
          </section>

          <section aria-labelledby="checkout-items" className="card p-5">
            <h2 id="checkout-items" className="text-xl font-bold">
              {t('orders.checkout.items', { count: itemCount })}
            </h2>
            <div className="mt-4">
              <CrateSummary cart={cart} />
            </div>
            <ul data-testid="checkout-lines" className="mt-4 divide-y divide-line border-t border-line">
              {lines.map((item) => (
                <li key={item.productWarehouse.id} className="flex items-center gap-3 py-3">
                  {item.product.thumb150 ? (
                    <img
                      src={item.product.thumb150}
                      alt=""
                      width={48}
                      height={48}
                      loading="lazy"
                      className="h-12 w-12 shrink-0 rounded-xl bg-sand object-contain"
                    />
                  ) : (
                    <span aria-hidden="true" className="h-12 w-12 shrink-0 rounded-xl bg-sand" />
                  )}
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-semibold">{item.product.name}</p>
                    <p className="text-xs text-ink-soft">
                      {t('orders.checkout.quantity', { quantity: item.quantity })}{' '}
                      {item.isLocked ? t('cart.offered') : money(item.appliedPriceTTC)}
                      {item.product.volumeTranslated ? ` · ${item.product.volumeTranslated}` : ''}
                    </p>
                  </div>
                  <p className="shrink-0 text-sm font-bold tabular-nums">
                    {item.isLocked ? t('cart.offered') : money(item.totalTTC)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside aria-labelledby="checkout-totals" className="card grid gap-5 p-5 lg:sticky lg:top-24">
          <h2 id="checkout-totals" className="text-xl font-bold">
            {t('orders.totals.title')}
          </h2>
          {totals && (
            <OrderTotals
              totals={totals}
              vatByRate={vatByRate}
              showHt={data.htEligible}
              promoCode={cart.appliedPromoCode}
            />
          )}
          {totals && totals.walletUsage > 0 && (
            <p className="-mt-3 text-xs text-ink-soft">{t('orders.checkout.walletEstimate')}</p>
          )}

          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm font-bold">{t('orders.payment')}</legend>
            <label className="flex cursor-pointer items-start gap-3 rounded-2xl border-2 border-forest bg-leaf-soft/50 p-3">
              <input
                type="radio"
                name="paymentMethod"
                value="offline"
                defaultChecked
                className="mt-1 h-4 w-4 accent-forest"
              />
              <span>
                <span className="block text-sm font-bold">{t('orders.paymentOffline')}</span>
                <span className="block text-xs text-ink-soft">{t('orders.paymentOfflineText')}</span>
              </span>
            </label>
          </fieldset>

          <div className="grid gap-3">
            {hasAlcohol && (
              <Checkbox
                id="checkout-adult"
                name="adultDeclared"
                label={t('orders.checkout.adultLabel')}
                hint={t('orders.checkout.adultHint')}
                error={errors.fields.adultDeclared}
              />
            )}
            <Checkbox
              id="checkout-terms"
              name="acceptTerms"
              label={<TermsLabel />}
              error={errors.fields.acceptTerms}
            />
          </div>

          {!cart.isValidable && <Notice kind="warning">{t('orders.checkout.notValidable')}</Notice>}
          {errors.general && (
            <Notice kind="error" testId="checkout-error">
              {errors.general}
            </Notice>
          )}
          <button
            type="submit"
            data-testid="checkout-submit"
            disabled={busy || !canOrder}
            aria-busy={busy || undefined}
            className="btn btn-primary w-full text-base"
          >
            {busy
              ? t('orders.checkout.submitting')
              : t('orders.checkout.submit', { amount: money(totals?.amountToPay ?? 0) })}
          </button>
        </aside>
      </form>

      {slotMounted && (
        <Suspense fallback={null}>
          <SlotModal
            open={slotOpen}
            onClose={() => setSlotOpen(false)}
            allowAddressChange
            delivery={data.delivery}
          />
        </Suspense>
      )}
    </div>
  );
}

/** 'J’ai lu et j’accepte les conditions générales de vente.' with the terms as a link. */
function TermsLabel() {
  const { t, prefix } = useI18n();
  const [before, after = ''] = t('orders.checkout.terms').split('{link}');
  return (
    <>
      {before}
      <a
        href={`${prefix}${TERMS_PATH}`}
        target="_blank"
        rel="noopener"
        className="font-semibold text-forest underline underline-offset-2"
      >
        {t('orders.checkout.termsLink')}
      </a>
      {after}
    </>
  );
}
