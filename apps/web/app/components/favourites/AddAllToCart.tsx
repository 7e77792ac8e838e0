import { useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { useCartStore } from '../../stores/cart';
import type { CardEntry } from '../catalog/card';
import { addAllPlan } from './favourites-logic';

/**
 * 'Tout ajouter au panier': each available favourite once more, within its
 * maxOrderable, through the cart store (PATCH /user/cart per line; the server's totals follow).
 */
export function AddAllToCart({ entries }: { entries: CardEntry[] }) {
  const { t, prefix } = useI18n();
  const waiting = useCartStore((s) => !s.loaded || s.loading);
  const [result, setResult] = useState<{ added: number; skipped: number } | null>(null);

  const addAll = () => {
    const cart = useCartStore.getState();
    const plan = addAllPlan(entries, (id) => cart.lines[id]?.quantity ?? 0);
    const byId = new Map(entries.map((e) => [e.id, e]));
    for (const change of plan.changes) cart.changeQuantity(byId.get(change.id)!, change.quantity);
    setResult({ added: plan.changes.length, skipped: plan.skipped });
  };

  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <button
        type="button"
        data-testid="add-all-to-cart"
        className="btn btn-primary"
        disabled={waiting}
        onClick={addAll}
      >
        {t('favourites.addAll')}
      </button>
      <p className="text-xs text-ink-soft">{t('favourites.addAllHint')}</p>
      <div role="status" data-testid="add-all-result" className="text-sm font-semibold sm:text-right">
        {result && (
          <>
            <span className={result.added ? 'text-forest' : 'text-ink'}>
              {t('favourites.addAllDone', { count: result.added })}
            </span>
            {result.added > 0 && result.skipped > 0 && (
              <span className="block font-normal text-ink-soft">
                {t('favourites.addAllSkipped', { count: result.skipped })}
              </span>
            )}
            {result.added > 0 && (
              <Link to={`${prefix}/cart`} className="block text-forest underline underline-offset-4">
                {t('favourites.viewCart')}
              </Link>
            )}
          </>
        )}
      </div>
    </div>
  );
}
