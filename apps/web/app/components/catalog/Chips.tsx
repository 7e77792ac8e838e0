import { Link } from 'react-router';

export interface Chip {
  key: string;
  label: string;
  to: string;
  active?: boolean;
  count?: number;
}

/**
 * A row of filter links (sub-categories, tags). Real links, so every filtered listing has its own
 * shareable URL; the active one is marked aria-current. Scrolls sideways on phones.
 */
export function Chips({ label, items, testId }: { label: string; items: Chip[]; testId?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} data-testid={testId}>
      <ul className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map((chip) => (
          <li key={chip.key} className="shrink-0">
            <Link
              to={chip.to}
              aria-current={chip.active ? 'page' : undefined}
              className={`inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-full px-4 text-sm font-semibold transition ${
                chip.active
                  ? 'bg-ink text-white'
                  : 'bg-white/80 text-ink ring-1 ring-ink/10 hover:bg-white hover:ring-ink/30'
              }`}
            >
              {chip.label}
              {chip.count !== undefined && (
                <span className={`text-xs font-medium ${chip.active ? 'text-white/75' : 'text-ink-soft'}`}>
                  {chip.count}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
