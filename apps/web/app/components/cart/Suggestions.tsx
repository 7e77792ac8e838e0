import type { CrossSellQuery, CrossSellResponse, ProductWarehouseDto } from '@consigne/api-client';
import { SUGGESTIONS_LIMIT } from '@consigne/domain';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useCartStore, type CartPackageDto } from '../../stores/cart';
import { AddToCartSlot } from '../catalog/AddToCartSlot';
import { productPath } from '../catalog/format';
import { Price } from '../catalog/Price';
import { cartSuggestionMode, suggestionsQuery } from './suggestions-query';
import * as routes from '@consigne/contract/routes';

type State =
  | { status: 'idle' | 'loading'; products: ProductWarehouseDto[] }
  | { status: 'ready'; products: ProductWarehouseDto[] }
  | { status: 'error'; products: [] };

/** Fixed card size: skeletons and cards take the same room, so loading never shifts the layout. */
const CARD = 'w-36 h-[15.5rem] shrink-0';

/**
 * Crate-completion suggestions of the cart (docs/rules.md#crates): none without an incomplete crate,
 * the products of the one incomplete package type, or a general suggestion when both formats are
 * incomplete. 9 skeletons while loading; on failure the error message and an emptied list.
 */
export function Suggestions({
  className = '',
  packages: given,
}: {
  className?: string;
  /** The cart's packages; by default those of the cart store. */
  packages?: CartPackageDto[];
}) {
  const { t } = useI18n();
  const stored = useCartStore((s) => s.cart?.packages);
  const packages = given ?? stored;
  const { mode, spaceLeft } = cartSuggestionMode(packages);
  const api = useBrowserApi();
  const query = suggestionsQuery(mode);
  // The effect runs again only when the query itself changes.
  const queryKey = query && JSON.stringify(query);
  const [state, setState] = useState<State>({ status: 'idle', products: [] });
  const titleId = useId();

  useEffect(() => {
    if (!queryKey) {
      setState({ status: 'idle', products: [] });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ status: 'loading', products: previous.products }));
    api
      .call(routes.listProducts, {
        query: JSON.parse(queryKey) as CrossSellQuery,
        ...{ signal: controller.signal },
      })
      .then((result) => {
        if (result.error !== null) throw new Error(result.error);
        const body: Partial<CrossSellResponse> = result.data;
        if (!Array.isArray(body.products)) throw new Error('suggestions: unexpected response');
        setState({ status: 'ready', products: body.products.slice(0, SUGGESTIONS_LIMIT) });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('suggestions', error);
        setState({ status: 'error', products: [] });
      });
    return () => controller.abort();
  }, [api, queryKey]);

  if (mode.kind === 'none') return null;
  const title =
    mode.kind === 'general' ? t('cart.suggestionsGeneral') : t('cart.suggestionsTitle', { count: spaceLeft });
  const loading = state.status === 'loading' || state.status === 'idle';

  return (
    <section aria-labelledby={titleId} data-testid="cart-suggestions" className={`min-w-0 ${className}`}>
      <h3 id={titleId} className="text-base font-semibold text-ink">
        {title}
      </h3>
      {state.status === 'error' ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('cart.suggestionsError')}
        </p>
      ) : (
        <ul
          className="mt-3 flex snap-x gap-3 overflow-x-auto pb-2"
          aria-busy={loading}
          aria-label={loading ? t('cart.suggestionsLoading') : undefined}
        >
          {loading
            ? Array.from({ length: SUGGESTIONS_LIMIT }, (_, i) => (
                <li
                  key={i}
                  aria-hidden="true"
                  data-testid="suggestion-skeleton"
                  className={`${CARD} snap-start`}
                >
                  <div className="flex h-full animate-pulse flex-col rounded-xl bg-white p-2">
                    <div className="aspect-square w-full rounded-lg bg-cream" />
                    <div className="mt-2 h-3 w-full rounded bg-cream" />
                    <div className="mt-1 h-3 w-2/3 rounded bg-cream" />
                    <div className="mt-auto h-8 w-full rounded-full bg-cream" />
                  </div>
                </li>
              ))
            : state.products.map((entry) => (
                <li key={entry.id} className={`${CARD} snap-start`}>
                  <SuggestionCard entry={entry} />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

/** A compact product card: thumbnail, name, price and the stepper. */
function SuggestionCard({ entry }: { entry: ProductWarehouseDto }) {
  const { prefix } = useI18n();
  return (
    <article
      data-testid="suggestion-card"
      className="relative flex h-full flex-col rounded-xl bg-white p-2 shadow-sm focus-within:shadow-md"
    >
      <img
        src={entry.product.thumb150 || entry.product.image1}
        alt=""
        width={128}
        height={128}
        loading="lazy"
        decoding="async"
        className={`aspect-square w-full rounded-lg bg-cream/60 object-contain ${entry.isAvailable ? '' : 'opacity-50 grayscale'}`}
      />
      <h4 className="mt-2 line-clamp-2 min-h-[2.5rem] text-[13px] font-semibold leading-5 text-ink">
        <Link
          to={productPath(prefix, entry.slug)}
          className="rounded-sm outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:outline-2 focus-visible:after:outline-forest"
        >
          {entry.name}
        </Link>
      </h4>
      <div className="relative z-10 mt-auto flex flex-col gap-1">
        <Price entry={entry} />
        <AddToCartSlot entry={entry} />
      </div>
    </article>
  );
}
