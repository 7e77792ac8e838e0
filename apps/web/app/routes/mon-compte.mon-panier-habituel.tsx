import { data, Link, redirect, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/mon-compte.mon-panier-habituel';
import { CreateUsualBasket, UsualBasketView } from '../components/usual-basket/UsualBasketView';
import { useI18n } from '../i18n';
import { guestApi, serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.usualBasket.title' };

const idOf = (value: FormDataEntryValue | string | null) =>
  typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : null;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const url = new URL(args.request.url);
  const api = serverApi(args.request, args.context);
  const [result, cards, shop, reservation] = await Promise.all([
    api.call(routes.getUsualBasket),
    api.call(routes.getSavedCards),
    guestApi(args.request, args.context).call(routes.getShopConfig),
    api.call(routes.getSlotReservation),
  ]);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  return {
    basket: result.data.basket,
    // A usual basket is placed on the reserved slot: without one, the page says to reserve it first.
    hasReservation: reservation.data?.reservation != null,
    // The saved card that pays the basket (ADR 0051), offered only when the shop takes cards.
    card: cards.data?.cards[0] ?? null,
    cardPayment: shop.data?.cardPayment === true,
    // Back from Stripe's page (?carte=enregistree): the webhook records the card in a moment.
    cardSaved: url.searchParams.get('carte') === 'enregistree',
    // "Créer mon panier habituel" from an order page (?commande=42); the reminder's "skip" (?passer=7).
    orderId: idOf(url.searchParams.get('commande')),
    highlight: idOf(url.searchParams.get('passer')),
  };
}

/** Each form names its intent; the API's refusal comes back as the page's error. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const api = serverApi(request, context);
  const id = idOf(form.get('id'));
  const frequency = String(form.get('frequency') ?? 'weekly') as 'weekly' | 'fortnightly' | 'monthly';
  const intent = form.get('intent');
  const answer = await (() => {
    switch (intent) {
      case 'create': {
        const orderId = idOf(form.get('orderId'));
        return api.call(routes.createUsualBasket, {
          body: {
            source: orderId !== null ? 'order' : 'favourites',
            ...(orderId !== null ? { orderId } : {}),
            frequency,
            payment: 'delivery',
          },
        });
      }
      case 'line':
        return api.call(routes.setUsualBasketLine, {
          body: {
            productWarehouseId: idOf(form.get('productWarehouseId')) ?? 0,
            quantity: Number(form.get('quantity')),
          },
        });
      case 'frequency':
        return api.call(routes.changeUsualBasket, { body: { frequency } });
      case 'pause':
        return api.call(routes.pauseUsualBasket, { body: { until: String(form.get('until') ?? '') } });
      case 'resume':
        return api.call(routes.resumeUsualBasket);
      case 'skip':
        return api.call(routes.skipUsualBasketDate, { params: { occurrenceId: id ?? 0 } });
      case 'unskip':
        return api.call(routes.unskipUsualBasketDate, { params: { occurrenceId: id ?? 0 } });
      case 'delete':
        return api.call(routes.deleteUsualBasket);
      case 'payment':
        return api.call(routes.changeUsualBasket, {
          body: { payment: form.get('payment') === 'card' ? 'card' : 'delivery' },
        });
      case 'saveCard':
        return api.call(routes.startCardSetup, { body: {} });
      case 'removeCard':
        return api.call(routes.removeSavedCard, { params: { cardId: id ?? 0 } });
      default:
        return null;
    }
  })();
  if (answer === null) return data({ error: 'intent' }, { status: 400 });
  // "Enregistrer une carte": on to Stripe's page (setup mode), which sends the shopper back here.
  if (answer.error === null && intent === 'saveCard' && answer.data && 'url' in answer.data)
    return redirect(answer.data.url);
  return answer.error === null
    ? { error: null }
    : data({ error: answer.error }, { status: answer.status || 400 });
}

export default function UsualBasketPage() {
  const { t, prefix } = useI18n();
  const { basket, orderId, highlight, card, cardPayment, cardSaved, hasReservation } =
    useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const error = outcome?.error ?? null;
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('accountArea.usualBasket.title') })}</title>
      <Link
        to={`${prefix}/mon-compte`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('account.title')}
      </Link>
      <p className="mt-4 max-w-2xl text-ink-soft">{t('accountArea.usualBasket.intro')}</p>
      <div className="mt-6">
        {basket ? (
          <UsualBasketView
            basket={basket}
            error={error}
            highlight={highlight}
            card={card}
            cardPayment={cardPayment}
            cardSaved={cardSaved}
          />
        ) : (
          <CreateUsualBasket orderId={orderId} error={error} hasReservation={hasReservation} />
        )}
      </div>
    </>
  );
}
