import type { OrderDetailDto } from '@consigne/api-client';
import { Form, useNavigation } from 'react-router';
import { useI18n, useMoney } from '../../i18n';

/** The intent of the order page's form that refuses a substitute (its line in `lineId`). */
export const REFUSE_SUBSTITUTE_INTENT = 'refuse-substitute';

/**
 * The substitutes the picker put in the order, on the shopper's page: what each replaces, never
 * dearer, and a button to refuse it while the order is in the shop (the line is then refunded).
 * Once the van has left, the driver takes the refusal at the door. Nothing when there is none.
 */
export function OrderSubstitutes({ order }: { order: OrderDetailDto }) {
  const { t } = useI18n();
  const money = useMoney().euros;
  const navigation = useNavigation();
  const refusing =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === REFUSE_SUBSTITUTE_INTENT
      ? Number(navigation.formData.get('lineId'))
      : null;
  const lines = order.packages.flatMap((p) => p.lines).filter((l) => l.substitutedFor !== null);
  if (lines.length === 0) return null;
  const atTheDoor = order.status === 'out_for_delivery';
  return (
    <section className="card p-5" aria-labelledby="order-substitutes" data-testid="order-substitutes">
      <h2 id="order-substitutes" className="text-lg font-bold">
        {t('orders.substitutes.title', { count: lines.length })}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">{t('orders.substitutes.intro')}</p>
      <ul className="mt-3 divide-y divide-line">
        {lines.map((l) => (
          <li
            key={l.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="order-substitute"
          >
            <span className="min-w-0 flex-1 basis-56">
              <span className="block font-semibold">
                {t('orders.substitutes.line', { product: `${l.name} ${l.volume}`, quantity: l.quantity })}
              </span>
              <span className="block text-sm text-ink-soft">
                {t('orders.substitutes.replaces', { product: l.substitutedFor! })}
                {' · '}
                {money(l.totalTtc)}
              </span>
            </span>
            {l.refusable && (
              <Form method="post" className="shrink-0">
                <input type="hidden" name="intent" value={REFUSE_SUBSTITUTE_INTENT} />
                <input type="hidden" name="lineId" value={l.id} />
                <button
                  type="submit"
                  className="btn btn-outline min-h-12"
                  disabled={refusing !== null}
                  data-testid="refuse-substitute"
                >
                  {refusing === l.id ? t('orders.substitutes.refusing') : t('orders.substitutes.refuse')}
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {atTheDoor && <p className="mt-3 text-sm text-ink-soft">{t('orders.substitutes.atTheDoor')}</p>}
    </section>
  );
}
