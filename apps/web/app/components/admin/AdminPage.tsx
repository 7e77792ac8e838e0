import type { ReactNode } from 'react';

/** A back-office page: its title (the page's h1), an optional intro and actions on the right. */
export function AdminPage({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-extrabold tracking-tight">{title}</h1>
          {intro && <p className="mt-1 max-w-3xl text-ink-soft">{intro}</p>}
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      {children}
    </>
  );
}

/** A white panel that groups a form or a table. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-card border border-line bg-white p-4 sm:p-6 ${className}`}>
      {children}
    </section>
  );
}
