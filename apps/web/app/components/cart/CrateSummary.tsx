import { splitIntoCrates } from '@consigne/domain';
import { availableItemsOf, type CartDto } from '../../stores/cart';
import { useI18n } from '../../i18n';

interface CrateRow {
  key: string;
  name: string;
  items: number;
  capacity: number;
  complete: boolean;
}

/**
 * The crate capacity of each package type that has crates: the server's packages first (its crate
 * formats, in its order), then the capacity a line's product carries (a format added locally).
 */
function capacities(cart: CartDto): Map<number, { name: string; capacity: number }> {
  const known = new Map<number, { name: string; capacity: number }>();
  for (const pack of cart.packages) {
    const capacity = pack.packageType.capacity;
    if (capacity && capacity > 0)
      known.set(pack.packageType.id, { name: pack.packageTypeName || pack.packageType.name, capacity });
  }
  for (const item of availableItemsOf(cart)) {
    const type = item.product.packageType;
    if (type?.capacity && type.capacity > 0 && !known.has(type.id))
      known.set(type.id, { name: type.name, capacity: type.capacity });
  }
  return known;
}

/**
 * The crate fill (docs/rules.md#crates), per package type that has crates: the domain's split (complete crates, then at
 * most one partial crate) of the local line counts, so the summary follows the steppers before the
 * server answers (a count, not money).
 */
export function crateRows(cart: CartDto | null): CrateRow[] {
  if (!cart) return [];
  const counts = new Map<number, number>();
  for (const category of cart.availableItems)
    for (const pack of category.packages)
      for (const item of pack.cartItems)
        counts.set(pack.packageTypeId, (counts.get(pack.packageTypeId) ?? 0) + item.nbItems);
  const rows: CrateRow[] = [];
  for (const [id, { name, capacity }] of capacities(cart)) {
    const items = counts.get(id) ?? 0;
    if (items <= 0) continue;
    splitIntoCrates(items, capacity).crates.forEach((crate, i) =>
      rows.push({
        key: crate.complete ? `${id}-${i}` : `${id}-p`,
        name,
        items: crate.items,
        capacity,
        complete: crate.complete,
      }),
    );
  }
  // Complete crates (green) before the partial ones (warning).
  return [...rows.filter((r) => r.complete), ...rows.filter((r) => !r.complete)];
}

/** Crates as a list: a green dot for a complete crate, an amber one for a started crate. */
export function CrateList({ rows }: { rows: { key: string; complete: boolean; text: string }[] }) {
  return (
    <ul className="mt-2 grid gap-1.5">
      {rows.map((row) => (
        <li
          key={row.key}
          data-testid="crate"
          data-complete={row.complete}
          className="flex items-center gap-2 text-sm"
        >
          <span
            aria-hidden="true"
            className={`h-3 w-3 shrink-0 rounded-full ${row.complete ? 'bg-green-600' : 'bg-amber-500'}`}
          />
          {row.text}
        </li>
      ))}
    </ul>
  );
}

export function CrateSummary({ cart }: { cart: CartDto | null }) {
  const { t } = useI18n();
  const rows = crateRows(cart);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="crate-summary-title" data-testid="crate-summary">
      <h3 id="crate-summary-title" className="text-sm font-bold uppercase tracking-wide text-ink-soft">
        {t('cart.crates')}
      </h3>
      <CrateList
        rows={rows.map((row) => ({
          key: row.key,
          complete: row.complete,
          text: row.complete
            ? t('cart.crateComplete', { name: row.name, items: row.items, capacity: row.capacity })
            : t('cart.cratePartial', {
                name: row.name,
                items: row.items,
                capacity: row.capacity,
                left: row.capacity - row.items,
              }),
        }))}
      />
    </section>
  );
}
