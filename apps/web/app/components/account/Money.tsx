import type { ReactNode } from 'react';

/** A balance card of the account area. */
export function BalanceCard({
  title,
  value,
  hint,
  testId,
  accent,
  failed,
  icon,
}: {
  title: string;
  value: string;
  hint?: string;
  testId?: string;
  accent?: boolean;
  failed?: boolean;
  icon?: ReactNode;
}) {
  return (
    <section className={`card flex items-start gap-4 p-5 sm:p-6 ${accent ? 'bg-leaf-soft' : ''}`}>
      {icon && (
        <span
          aria-hidden="true"
          className={`grid size-12 shrink-0 place-items-center rounded-full ${accent ? 'bg-white' : 'bg-sand'}`}
        >
          {icon}
        </span>
      )}
      <div className="min-w-0">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{title}</h2>
        <p
          className={`mt-1 ${failed ? 'text-base font-semibold text-danger' : `text-3xl font-black tabular-nums ${accent ? 'text-forest' : ''}`}`}
          data-testid={testId}
          role={failed ? 'alert' : undefined}
        >
          {value}
        </p>
        {hint && !failed && <p className="mt-1 text-sm text-ink-soft">{hint}</p>}
      </div>
    </section>
  );
}

/** An empty list: a calm message in a dashed box. */
export function EmptyState({
  title,
  children,
  testId,
}: {
  title?: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div
      data-testid={testId}
      className="rounded-2xl border-2 border-dashed border-line bg-white/60 px-5 py-8 text-center"
    >
      {title && <p className="text-lg font-bold">{title}</p>}
      <div className={`text-ink-soft ${title ? 'mt-1' : ''}`}>{children}</div>
    </div>
  );
}
