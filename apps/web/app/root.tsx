import { displayUserAddress, htmlLang, nextSlot } from '@consigne/domain';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { useCartSync } from './components/cart/useCartSync';
import { ErrorPage } from './components/layout/ErrorPage';
import { UpdateBanner } from './components/layout/UpdateBanner';
import { SessionExpiredNotice } from './components/layout/SessionExpiredNotice';
import { I18nContext } from './i18n';
import { InlineStyles } from './lib/inline-styles';
import { messagesFor } from './i18n/catalogs.server';
import { sectionFeatures } from './i18n/sections';
import { currentUser, serverApi } from './lib/api.server';
import { useSessionExpiry, useSessionExpiryLogout } from './lib/browser-api';
import { chunkReloadStarted, isChunkLoadError, reloadOnChunkError } from './lib/chunk-reload';
import { parseCookies, SESSION_EXPIRED_MARK } from './lib/cookies';
import { alternates, detectLocale } from './lib/locale';
import { useHashScroll } from './lib/hash-scroll';
import { outageI18n, useI18nValue, useRootData } from './lib/root-data';
import { useRoutePrefetch } from './lib/route-prefetch';
import { syncOrdersCacheOwner } from './stores/orders';
import { useSessionStores } from './lib/session-stores';
import { useFavouritesSync } from './components/favourites/useFavouritesSync';
import * as routes from '@consigne/contract/routes';

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = detectLocale(request);
  const user = await currentUser(request, context);
  // The header's slot button shows the selected slot, else the next one that can be ordered; its
  // cart button the cart's count and subtotal from the first paint (the store takes over once loaded).
  const api = user ? serverApi(request, context) : null;
  const [slots, cart, favourites] = api
    ? await Promise.all([
        user!.selectedSlot ? null : api.call(routes.listSlots),
        api.call(routes.getCart),
        api.call(routes.listFavouriteIds),
      ])
    : [null, null, null];
  const slot = user ? (user.selectedSlot ?? nextSlot(slots?.data ?? [])) : null;
  return {
    locale,
    // Only this locale's texts travel to the browser, and only the features of the page's section.
    messages: messagesFor(locale, new URL(request.url).pathname),
    origin: context.publicUrl,
    user: user && {
      id: user.id,
      firstname: user.firstname,
      isPriceHtEligible: user.isPriceHtEligible,
      slot,
      selectedSlot: user.selectedSlot,
      // The slot modal's address row.
      delivery: {
        isDeliveryPoint: Boolean(user.zone?.isDeliveryPoint),
        zoneId: user.zone?.id ?? null,
        address: displayUserAddress(user),
      },
      walletAmount: user.walletAmount,
      cart: cart?.data ? { itemCount: cart.data.itemCount, subtotalTtc: cart.data.totals.subtotalTtc } : null,
      // The hearts from the first paint (the favourites store takes over in the browser).
      favouriteIds: favourites?.data?.productIds ?? null,
    },
    chatAppId: context.chatAppId ?? null,
    // Refused before the loaders ran (the mark), or while they ran (the user call above renewed).
    sessionExpired:
      parseCookies(request.headers.get('cookie'))[SESSION_EXPIRED_MARK] === '1' ||
      Boolean(context.session?.ended()),
  };
}

/** Client navigation into another section fetches the root data again, with that section's texts. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    sectionFeatures(currentUrl.pathname).join() !== sectionFeatures(nextUrl.pathname).join()
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const i18n = useI18nValue();
  const data = useRootData();
  const location = useLocation();
  const browserSessionExpired = useSessionExpiry((state) => state.expired);
  const origin = data?.origin ?? '';
  return (
    <html lang={htmlLang(i18n.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#FFD23F" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {alternates(origin, location.pathname).map((a) => (
          <link key={a.hrefLang} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
        <InlineStyles />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-cream font-sans text-ink antialiased">
        <I18nContext.Provider value={i18n}>
          {(data?.sessionExpired || browserSessionExpired) && <SessionExpiredNotice />}
          {children}
        </I18nContext.Provider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const user = useRootData()?.user;
  useCartSync(user?.id ?? null);
  useFavouritesSync(user?.id ?? null, user?.favouriteIds ?? null);
  useSessionExpiryLogout(Boolean(user));
  useSessionStores(Boolean(user), user?.selectedSlot);
  // The kept-alive order list (mes-commandes) belongs to the user it was loaded for.
  syncOrdersCacheOwner(user?.id ?? null);
  // Preloading of the pages links lead to (at most 4 at once), the build check.
  useRoutePrefetch();
  useHashScroll();
  return (
    <>
      <Outlet />
      <UpdateBanner />
    </>
  );
}

/** Error pages: a 404 variant and a generic variant, both noindex. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk of an older build that could not load: the page reloads (once) rather than show an error.
  if (isChunkLoadError(error) && (chunkReloadStarted() || reloadOnChunkError(error))) return null;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const detail =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data.startsWith('Page Not Found')
      ? error.data
      : undefined;
  const page = <ErrorPage variant={notFound ? 'not-found' : 'generic'} detail={detail} />;
  // An outage's 503 may come from the root loader itself: its texts come with the error.
  const outage = outageI18n(error);
  return outage ? <I18nContext.Provider value={outage}>{page}</I18nContext.Provider> : page;
}
