import type { SelectedSlotDto } from '@consigne/api-client';
import {
  displayUserAddress,
  instructionsFromAddress,
  offersBancontact,
  vatCountryOf,
} from '@consigne/domain';
import { useState } from 'react';
import {
  data,
  redirect,
  replace,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/commande';
import { afterOrderPlaced } from '../components/checkout/after-order';
import { AbandonedPaymentNotice } from '../components/checkout/AbandonedPaymentNotice';
import {
  abandonedPayment,
  givenUpPath,
  giveUpFields,
  isGiveUpForm,
  paymentReturn,
} from '../components/checkout/card-return';
import { cartHasAlcohol } from '../components/checkout/cart-lines';
import { checkoutFailure, type CheckoutFailure } from '../components/checkout/checkout-errors';
import { CheckoutDeclarations } from '../components/checkout/CheckoutDeclarations';
import { CheckoutLines } from '../components/checkout/CheckoutLines';
import { CheckoutPage } from '../components/checkout/CheckoutPage';
import { CheckoutTotals } from '../components/checkout/CheckoutTotals';
import { DeliverySection } from '../components/checkout/DeliverySection';
import { EmptyCheckout } from '../components/checkout/EmptyCheckout';
import { InstructionsSection } from '../components/checkout/InstructionsSection';
import { PaymentChoice } from '../components/checkout/PaymentChoice';
import { placeOrderRequest, type PaymentMethod } from '../components/checkout/place-order-form';
import {
  confirmationPath,
  paymentPageUrl,
  settlePlaceOrder,
} from '../components/checkout/place-order-outcome';
import { PlaceOrderButton } from '../components/checkout/PlaceOrderButton';
import { useCheckoutCart, useCheckoutSlot } from '../components/checkout/use-checkout-state';
import { usePlaceOrder } from '../components/checkout/use-place-order';
import { LazySlotModal, useSlotModalToggle } from '../components/slots/LazySlotModal';
import { useI18n } from '../i18n';
import { currentUser, guestApi, serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { detectLocale, prefixOf } from '../lib/locale';
import type { CartDto } from '../stores/cart';
import * as routes from '@consigne/contract/routes';

/** A payment page: the minors notice across its width; no bottom bar over the order button. */
export const handle: PageHandle = { minorsNotice: true, bottomNav: false };

/** The checkout step (login required): review delivery, slot, crates and totals, then order. */
export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  // Back from Stripe's page without paying: what became of the order (read only: a GET changes nothing).
  const back = paymentReturn(new URL(args.request.url));
  const [user, cart, selected, shop, returned, warehouse, addresses] = await Promise.all([
    currentUser(args.request, args.context),
    api.call(routes.getCart),
    api.call(routes.getSelectedSlot),
    guestApi(args.request, args.context).call(routes.getShopConfig),
    back ? api.call(routes.getOrder, { params: { orderId: back.orderId } }) : null,
    api.call(routes.getWarehouse),
    // The selected address's floor, door and code pre-fill the delivery instructions.
    api.call(routes.listAddresses),
  ]);
  const isDeliveryPoint = Boolean(user?.zone?.isDeliveryPoint);
  const selectedAddress = addresses.data?.find((a) => a.isSelected) ?? null;
  const country = vatCountryOf({ country: warehouse.data?.country ?? '' });
  return {
    cart: (cart.data as CartDto | null) ?? null,
    // On failure, read GET /user's selectedSlot.
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
    // A pickup point has no door: no instructions asked.
    suggestedInstructions:
      isDeliveryPoint || !selectedAddress ? null : instructionsFromAddress(selectedAddress.apartmentDetails),
    htEligible: Boolean(user?.isPriceHtEligible),
    cardPayment: shop.data?.cardPayment === true,
    // The order's country: Stripe's page offers Bancontact in Belgium, and the ages are Belgian law.
    country,
    bancontact: offersBancontact(country),
    abandoned: back ? abandonedPayment(back, returned?.data ?? null) : null,
  };
}

/**
 * Places the order (POST /api/orders with the attempt's Idempotency-Key), then goes to its
 * confirmation — or, a card order, to Stripe's hosted page the API answered (nothing else); a
 * refusal comes back as the form's errors.
 */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  if (isGiveUpForm(form)) return giveUpPayment(args, form);
  const { input, idempotencyKey } = placeOrderRequest(form);
  const result = await serverApi(args.request, args.context).call(routes.placeOrder, {
    body: input,
    headers: { 'idempotency-key': idempotencyKey },
  });
  if (result.error !== null)
    return data<CheckoutFailure>(checkoutFailure(result), { status: result.status || 502 });
  const paymentPage = paymentPageUrl(result.data.payment);
  if (paymentPage) return redirect(paymentPage);
  return replace(confirmationPath(prefixOf(detectLocale(args.request)), result.data.orderId));
}

/**
 * The shopper gives up the card order they left on Stripe's page: the API cancels it only with its
 * own Checkout Session (from the return url), puts its lines back in the cart, then the page shows
 * the return url without the session. A refusal stays on the page, said, with the form.
 */
async function giveUpPayment(args: Route.ActionArgs, form: FormData) {
  const fields = giveUpFields(form);
  const result = fields
    ? await serverApi(args.request, args.context).call(routes.cancelCardPayment, {
        params: { orderId: fields.orderId },
        body: { checkoutSessionId: fields.sessionId },
      })
    : null;
  if (!fields || !result || result.error !== null)
    return data({ giveUpFailed: true as const }, { status: result?.status || 400 });
  return redirect(givenUpPath(prefixOf(detectLocale(args.request)), fields.orderId));
}

/** In the browser: the order placed, the stores forget the cart and the slot (after-order.ts). */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return settlePlaceOrder(serverAction, () => afterOrderPlaced(detectLocale(request)));
}

/** A refused order leaves the page as it is: the same cart, the form ready for the retry. */
export function shouldRevalidate({
  actionResult,
  formAction,
  currentUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return actionResult && formAction === currentUrl.pathname ? false : defaultShouldRevalidate;
}

export default function Checkout() {
  const { t } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const cart = useCheckoutCart(loaded.cart);
  const slot = useCheckoutSlot(loaded.selectedSlot);
  const slotModal = useSlotModalToggle();
  const order = usePlaceOrder(cart, slot?.id);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>('offline');
  const abandoned = loaded.abandoned && (
    <AbandonedPaymentNotice
      abandoned={loaded.abandoned}
      giveUpFailed={Boolean(answer && 'giveUpFailed' in answer)}
    />
  );

  const title = t('orders.checkout.pageTitle');
  if (!cart || cart.itemCount <= 0)
    return (
      <CheckoutPage title={title}>
        {abandoned}
        <EmptyCheckout />
      </CheckoutPage>
    );

  const lines = cart.availableItems.flatMap((c) => c.packages.flatMap((p) => p.cartItems));
  const hasAlcohol = cartHasAlcohol(cart);
  return (
    <CheckoutPage title={title} back>
      {abandoned}
      <form
        ref={order.formRef}
        onSubmit={order.submit}
        method="post"
        noValidate
        className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_400px]"
      >
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6">
          <DeliverySection delivery={loaded.delivery} slot={slot} onChange={slotModal.show} />
          {loaded.suggestedInstructions && <InstructionsSection suggested={loaded.suggestedInstructions} />}
          <CheckoutLines cart={cart} lines={lines} />
        </div>
        <aside aria-labelledby="checkout-totals" className="card grid gap-5 p-5 lg:sticky lg:top-24">
          <CheckoutTotals cart={cart} showHt={loaded.htEligible} />
          <PaymentChoice
            cardPayment={loaded.cardPayment}
            bancontact={loaded.bancontact}
            value={loaded.cardPayment ? paymentMethod : 'offline'}
            onChange={setPaymentMethod}
          />
          <CheckoutDeclarations
            lines={lines}
            country={loaded.country}
            hasAlcohol={hasAlcohol}
            errors={order.failure?.fields ?? {}}
          />
          <PlaceOrderButton
            amountToPay={cart.totals.amountToPay}
            validable={cart.isValidable}
            canOrder={cart.isValidable && Boolean(slot)}
            busy={order.busy}
            failure={order.failure}
            byCard={loaded.cardPayment && paymentMethod === 'stripe'}
          />
        </aside>
      </form>
      <LazySlotModal toggle={slotModal} allowAddressChange delivery={loaded.delivery} />
    </CheckoutPage>
  );
}
