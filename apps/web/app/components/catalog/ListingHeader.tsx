import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

/**
 * The product-listing header (yellow): breadcrumbs, the page title with its product count,
 * and the chips that narrow the listing.
 */
export function ListingHeader({
  title,
  subtitle,
  crumbs,
  actions,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  crumbs: Crumb[];
  /** Right of the title on wide screens (the sort menu). */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div data-testid="listing-header" className="bg-brand-yellow">
      <div className="mx-auto max-w-screen-2xl px-4 pb-6 pt-3 sm:px-6 md:pt-5 lg:px-8">
        <Breadcrumbs items={crumbs} />
        <div className="mt-3 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
          <div className="flex min-w-0 flex-wrap items-baseline gap-x-4 gap-y-1">
            <h1 className="text-3xl font-black tracking-tight text-ink sm:text-4xl">{title}</h1>
            {subtitle && (
              <p data-testid="listing-count" className="text-base font-semibold text-ink/75">
                {subtitle}
              </p>
            )}
          </div>
          {actions}
        </div>
        {children && <div className="mt-4 space-y-3">{children}</div>}
      </div>
    </div>
  );
}
