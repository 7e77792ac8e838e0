import { useEffect } from 'react';
import { Link, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/cart';
import { CartLines } from '../components/cart/CartLines';
import { CartTotals } from '../components/cart/CartTotals';
import { PromoCode } from '../components/cart/PromoCode';
import { CrateSummary } from '../components/cart/CrateSummary';
import { CartProgress, cartDisplayState } from '../components/cart/CartProgress';
import { ValidateButton } from '../components/cart/ValidateButton';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import { useRootData } from '../lib/root-data';
import { useCartStore, type CartDto } from '../stores/cart';
import * as routes from '@consigne/contract/routes';

/** The cart page (login required): lines by crate, crate fill, the totals and the validate button. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [cart, warehouse] = await Promise.all([api.call(routes.getCart), api.call(routes.getWarehouse)]);
  return {
    cart: (cart.data as CartDto | null) ?? null,
    warehouse: warehouse.data
      ? {
          deliveryFreeThreshold: warehouse.data.deliveryFreeThreshold,
          deliveryFee: warehouse.data.deliveryFee,
          orderMinimumAmount: warehouse.data.orderMinimumAmount,
        }
      : null,
  };
}

/** Apply or remove a promo code (the API answers the cart, or why the code does not apply). */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const intent = String(form.get('intent') ?? '');
  const code = String(form.get('code') ?? '').trim();
  if (intent === 'apply-promo' && !code) return { promoError: null };
  const result =
    intent === 'remove-promo'
      ? await api.call(routes.removePromoCode)
      : await api.call(routes.applyPromoCode, { body: { code } });
  return { promoError: result.error };
}

export default function CartPage() {
  const { t, prefix } = useI18n();
  const data = useLoaderData<typeof loader>();
  const promoError = useActionData<typeof action>()?.promoError;
  const user = useRootData()?.user;
  const htEligible = !!user?.isPriceHtEligible;
  // The store holds the local-first cart once loaded; the loader's copy renders the first paint.
  const loaded = useCartStore((s) => s.loaded);
  const storeCart = useCartStore((s) => s.cart);
  const cart = loaded && storeCart ? storeCart : data.cart;
  const storeCount = useCartStore((s) => s.itemCount);
  const itemCount = loaded && storeCart ? storeCount : (data.cart?.itemCount ?? 0);
  const subtotalTtc = cart?.totals.subtotalTtc ?? 0;
  // The totals are the server's last answer, shown as pending while a change is not confirmed.
  const syncing = useCartStore((s) => loaded && s.isSyncing);

  useEffect(() => {
    // A fresh server copy: adopt it (pending local changes stay on top).
    if (data.cart) useCartStore.getState().setFromServer(data.cart);
  }, [data.cart]);

  const remaining = cart?.remainingAmountForFreeFees ?? 0;
  const state = cartDisplayState(itemCount, subtotalTtc, remaining, data.warehouse);

  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{t('meta.titleSuffix', { title: t('cart.pageTitle') })}</title>
      <meta name="description" content={t('cart.pageDescription')} />
      <h1 className="text-3xl font-black">{t('cart.pageTitle')}</h1>
      {state === 'empty' || !cart ? (
        <div data-testid="cart-empty" className="card mt-6 grid justify-items-center gap-3 p-10 text-center">
          <p className="text-lg font-bold">{t('cart.empty')}</p>
          <p className="text-ink-soft">{t('cart.emptyHint')}</p>
          <Link to={`${prefix}/categories`} className="btn btn-primary mt-2">
            {t('cart.browse')}
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
          <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
            <CartProgress
              subtotalTtc={subtotalTtc}
              remaining={remaining}
              warehouse={data.warehouse}
              state={state}
              pending={syncing}
            />
            <div className="card p-5">
              <CrateSummary cart={cart} />
            </div>
            <div className="card p-5">
              <CartLines cart={cart} by="crate" withSubstitution={Boolean(user)} />
            </div>
          </div>
          <aside aria-labelledby="cart-totals-title" className="card grid gap-4 p-5 lg:sticky lg:top-24">
            <h2 id="cart-totals-title" className="text-xl font-bold">
              {t('cart.totals')}
            </h2>
            <CartTotals totals={cart.totals} htEligible={htEligible} pending={syncing} />
            <PromoCode cart={cart} error={promoError} />
            <ValidateButton
              itemCount={itemCount}
              isValidable={cart.isValidable}
              subtotalTtc={subtotalTtc}
              orderMinimumAmount={data.warehouse?.orderMinimumAmount ?? 0}
              to={`${prefix}/commande`}
            />
          </aside>
        </div>
      )}
    </div>
  );
}
