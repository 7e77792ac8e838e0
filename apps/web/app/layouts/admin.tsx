import { Form, Link, NavLink, Outlet, useLoaderData } from 'react-router';
import type { Route } from './+types/admin';
import { AdminErrorBoundary } from '../components/admin/AdminError';
import { navFor } from '../components/admin/nav';
import { Logo } from '../components/ui/Logo';
import { useI18n } from '../i18n';
import { adminMeta } from '../lib/admin';
import { requireStaff } from '../lib/admin.server';

/**
 * The back-office's layout (/admin, outside the locale prefixes): staff only. The account (role and
 * warehouses) is read once here; every page below reads it with useAdminAccount().
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { account: await requireStaff(request, context) };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches);

export default function AdminLayout() {
  const { account } = useLoaderData<typeof loader>();
  const { t, prefix } = useI18n();
  const nav = navFor(account.role);
  const links = (
    <ul className="flex flex-col gap-1">
      {nav.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            end={item.end}
            prefetch="intent"
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-[0.9375rem] font-semibold ${
                isActive ? 'bg-brand-yellow text-ink' : 'text-white/90 hover:bg-white/10 hover:text-white'
              }`
            }
          >
            {t(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
  return (
    <div className="min-h-dvh bg-cream lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 btn btn-primary"
      >
        {t('admin.skipToContent')}
      </a>
      <aside className="bg-forest text-white lg:sticky lg:top-0 lg:flex lg:h-dvh lg:flex-col">
        <div className="flex items-center justify-between gap-3 px-4 py-3 lg:py-5">
          <Link to="/admin" className="flex items-center gap-2 rounded text-white">
            <Logo />
            <span className="whitespace-nowrap rounded-full bg-brand-yellow px-2 py-0.5 text-xs font-bold text-ink">
              {t('admin.title')}
            </span>
          </Link>
        </div>
        {/* Tablets and phones: the sections fold under a Menu button (works without JavaScript). */}
        <details className="border-t border-white/10 px-4 py-2 lg:hidden">
          <summary className="btn btn-ghost min-h-10 cursor-pointer px-2 text-white">
            {t('admin.nav.menu')}
          </summary>
          <nav aria-label={t('admin.nav.label')} className="pb-3 pt-1">
            {links}
          </nav>
        </details>
        <nav aria-label={t('admin.nav.label')} className="hidden flex-1 overflow-y-auto px-3 lg:block">
          {links}
        </nav>
        <div className="hidden border-t border-white/10 px-4 py-4 text-sm lg:block">
          <AccountBox account={account} shopHref={prefix} />
        </div>
      </aside>
      <div className="min-w-0">
        <header className="flex items-center justify-end gap-3 border-b border-line bg-white px-4 py-2 lg:hidden">
          <AccountBox account={account} shopHref={prefix} compact />
        </header>
        <main id="main" className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

function AccountBox({
  account,
  shopHref,
  compact = false,
}: {
  account: { firstname: string; lastname: string; role: 'admin' | 'manager'; warehouses: { name: string }[] };
  shopHref: string;
  compact?: boolean;
}) {
  const { t, prefix } = useI18n();
  return (
    <div className={compact ? 'flex items-center gap-3 text-ink' : 'flex flex-col gap-2'}>
      <p className="min-w-0">
        <span className="block truncate font-semibold">
          {account.firstname} {account.lastname}
        </span>
        <span className={`block truncate text-xs ${compact ? 'text-ink-soft' : 'text-white/70'}`}>
          {t(`admin.role.${account.role}`)}
        </span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={shopHref} className={`text-sm underline ${compact ? '' : 'text-white/90'}`}>
          {t('admin.nav.shop')}
        </Link>
        <Form method="post" action={`${prefix}/logout`}>
          <button type="submit" className={`text-sm font-semibold underline ${compact ? '' : 'text-white'}`}>
            {t('admin.logout')}
          </button>
        </Form>
      </div>
    </div>
  );
}

/** Outside the layout (a guest's or a customer's 403): the page's only landmark. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <AdminErrorBoundary />
    </main>
  );
}
