import { useCartStore, type CartItemDto } from '../../stores/cart';
import { useEffect, useId, useState } from 'react';
import { useI18n, useMoney } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import * as routes from '@consigne/contract/routes';

type Choice = 'default' | 'closest' | 'product' | 'none';
interface Found {
  productWarehouseId: number;
  name: string;
  volume: string;
  price: number;
}

/**
 * What may replace a cart line missing at picking (docs/rules.md#substitutes): the account's
 * default, the closest match, one product chosen from the shop (a search of the warehouse's products
 * of the line's format, closest first), or nothing and a refund. Saved at once; the server refuses a
 * product of another warehouse or format, and the choice then stays as it was. The saved choice goes
 * into the cart store too: the line shows it wherever it is drawn again, without a reload.
 */
export function CartLineSubstitution({ item, name }: { item: CartItemDto; name: string }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const api = useBrowserApi();
  const id = useId();
  const entryId = item.productWarehouse.id;
  const [choice, setChoice] = useState<Choice>(item.substitution ?? 'default');
  const [chosen, setChosen] = useState<{ id: number; label: string | null } | null>(
    item.substituteProductWarehouseId === null
      ? null
      : { id: item.substituteProductWarehouseId, label: null },
  );
  const substitutionSaved = useCartStore((s) => s.substitutionSaved);
  // The line as the store holds it is the truth: a newer answer of the server (another tab, the
  // panel) shows here, while the search for a product stays open until one is picked.
  useEffect(() => {
    setChoice(item.substitution ?? 'default');
    setChosen((was) =>
      item.substituteProductWarehouseId === null
        ? null
        : was?.id === item.substituteProductWarehouseId
          ? was
          : { id: item.substituteProductWarehouseId, label: null },
    );
  }, [item.substitution, item.substituteProductWarehouseId]);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Found[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (body: {
    substitution: Exclude<Choice, 'default'> | null;
    substituteProductWarehouseId?: number;
  }) => {
    setError(null);
    const result = await api.call(routes.setCartLineSubstitution, {
      params: { productWarehouseId: entryId },
      body: body as never,
    });
    if (result.error !== null) {
      setError(result.error);
      return false;
    }
    substitutionSaved(result.data);
    return true;
  };
  const search = async (q: string) => {
    const result = await api.call(routes.listCartLineSubstitutes, {
      params: { productWarehouseId: entryId },
      query: q.trim() ? { q: q.trim() } : {},
    });
    if (result.error !== null) setError(result.error);
    else setFound(result.data.substitutes);
  };
  const onChange = async (next: Choice) => {
    if (next === 'product') {
      setChoice('product');
      setSearching(true);
      if (found === null) await search('');
      return;
    }
    setSearching(false);
    if (await save({ substitution: next === 'default' ? null : next })) setChoice(next);
  };
  const pick = async (p: Found) => {
    if (await save({ substitution: 'product', substituteProductWarehouseId: p.productWarehouseId })) {
      setChosen({ id: p.productWarehouseId, label: `${p.name} ${p.volume}` });
      setSearching(false);
    }
  };

  return (
    <div className="mt-1 text-sm" data-testid="cart-line-substitution">
      <label htmlFor={`${id}-choice`} className="text-ink-soft">
        {t('cart.substitution.label')}{' '}
      </label>
      <select
        id={`${id}-choice`}
        value={choice}
        onChange={(e) => void onChange(e.currentTarget.value as Choice)}
        className="max-w-full rounded-md border border-line bg-white px-1 py-0.5 text-sm"
        aria-describedby={`${id}-product`}
        data-testid="substitution-choice"
      >
        <option value="default">{t('cart.substitution.default')}</option>
        <option value="closest">{t('cart.substitution.closest')}</option>
        <option value="product">{t('cart.substitution.product')}</option>
        <option value="none">{t('cart.substitution.none')}</option>
      </select>
      <span id={`${id}-product`} className="block text-ink-soft">
        {choice === 'product' && chosen && !searching && (
          <>
            {chosen.label
              ? t('cart.substitution.chosen', { product: chosen.label })
              : t('cart.substitution.chosenProduct')}{' '}
            <button
              type="button"
              className="font-semibold text-forest underline underline-offset-4"
              onClick={() => void onChange('product')}
            >
              {t('cart.substitution.change')}
            </button>
          </>
        )}
      </span>
      {searching && (
        <div className="mt-2 rounded-lg bg-cream/60 p-2" data-testid="substitution-search">
          <form
            role="search"
            onSubmit={(e) => {
              e.preventDefault();
              void search(query);
            }}
            className="flex gap-2"
          >
            <label htmlFor={`${id}-q`} className="sr-only">
              {t('cart.substitution.searchLabel', { name })}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              value={query}
              maxLength={80}
              onChange={(e) => setQuery(e.currentTarget.value)}
              placeholder={t('cart.substitution.searchPlaceholder')}
              className="min-w-0 flex-1 rounded-md border border-line bg-white px-2 py-1"
            />
            <button type="submit" className="btn btn-outline min-h-9 px-3 py-1">
              {t('cart.substitution.search')}
            </button>
          </form>
          {found && found.length === 0 && (
            <p className="mt-2 text-ink-soft">{t('cart.substitution.noneFound')}</p>
          )}
          {found && found.length > 0 && (
            <ul className="mt-2 max-h-56 divide-y divide-line overflow-y-auto">
              {found.map((p) => (
                <li key={p.productWarehouseId}>
                  <button
                    type="button"
                    onClick={() => void pick(p)}
                    aria-pressed={chosen?.id === p.productWarehouseId}
                    className="flex w-full items-center justify-between gap-2 py-2 text-left hover:bg-white/70"
                    data-testid="substitution-option"
                  >
                    <span className="min-w-0">
                      {p.name} {p.volume}
                    </span>
                    <span className="shrink-0 tabular-nums text-ink-soft">{money(p.price)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-1 text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
