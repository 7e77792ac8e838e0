import { intlTag, listFormat, type Country } from '@consigne/domain';
import { useI18n } from '../../i18n';
import type { AgeRatedProduct } from './AlcoholNotices';

interface AgeLine {
  quantity: number;
  /** A line the cart added before the server answered may not carry its age yet. */
  product: Partial<AgeRatedProduct> & { name: string };
}

/** The basket's alcoholic products grouped by the age they may be sold at, strictest first. */
export function productsByAge(lines: readonly AgeLine[]): Array<[number, string[]]> {
  const byAge = new Map<number, string[]>();
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const age = line.product.minimumAge ?? null;
    if (age === null) continue;
    const names = byAge.get(age) ?? [];
    if (!names.includes(line.product.name)) names.push(line.product.name);
    byAge.set(age, names);
  }
  return [...byAge.entries()].sort(([a], [b]) => b - a);
}

/**
 * Checkout of a Belgian warehouse: which products of the basket may be sold from 16, which from 18
 * (docs/rules.md#alcohol). A French warehouse's basket is all 18, whatever the page's language: the
 * adult declaration below says it.
 */
export function CheckoutAgeNotice({ lines, country }: { lines: readonly AgeLine[]; country: Country }) {
  const { t, locale } = useI18n();
  if (country !== 'BE') return null;
  const groups = productsByAge(lines);
  if (!groups.length) return null;
  const list = listFormat(intlTag(locale), { type: 'conjunction' });
  return (
    <div data-testid="checkout-age-notice" className="rounded-2xl border-2 border-ink bg-white p-4 text-sm">
      <p className="font-bold">{t('shell.age.checkoutTitle')}</p>
      <ul className="mt-2 grid gap-1.5">
        {groups.map(([age, names]) => (
          <li key={age} className="flex items-start gap-2" data-testid={`checkout-age-${age}`}>
            <span
              aria-hidden="true"
              className="mt-px shrink-0 rounded-md bg-ink px-1.5 py-0.5 text-xs font-bold text-white"
            >
              {t('shell.age.badge', { age })}
            </span>
            <span>{t('shell.age.checkoutLine', { age, products: list.format(names) })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-ink-soft">{t('shell.age.checkoutProof')}</p>
    </div>
  );
}
