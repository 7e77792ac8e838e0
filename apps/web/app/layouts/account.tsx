import { NavLink, Outlet, useLocation } from 'react-router';
import { BottomNav } from '../components/layout/BottomNav';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { useI18n, type MessageKey } from '../i18n';
import { usePageHandle } from '../lib/handle';

const MENU: Array<[string, MessageKey]> = [
  ['/mon-compte', 'account.title'],
  ['/mes-commandes', 'account.orders'],
  ['/mes-favoris', 'favourites.title'],
  ['/mes-factures', 'account.invoices'],
  ['/mes-parrainages', 'account.sponsorship'],
  ['/consignes-cagnotte', 'account.walletMenu'],
  ['/mon-compte/mon-impact-perso', 'header.impact'],
  ['/mes-adresses', 'account.addresses'],
  ['/mes-informations', 'account.info'],
  ['/mon-compte/aide', 'account.help'],
];

/**
 * Account layout: the header, a simple title bar, the account menu (a scrollable row on mobile). The
 * title bar is the start of <main> (its <h1> is the page's, where the skip link lands); a shopper's
 * own pages are kept out of search engines.
 */
export default function AccountLayout() {
  const { t, prefix } = useI18n();
  const handle = usePageHandle();
  // An order detail belongs to 'Mes commandes' (its back button goes there too).
  const { pathname } = useLocation();
  const isOrderDetail = (path: string) =>
    (path === '/mes-commandes' && pathname.startsWith(`${prefix}/mon-compte/mes-commandes/`)) ||
    // The header's impact link lands on the page's other address.
    (path === '/mon-compte/mon-impact-perso' && pathname === `${prefix}/mon-impact-perso`);
  return (
    <>
      <meta name="robots" content="noindex" />
      <Header />
      <main id="main">
        <div className="border-b border-line bg-white">
          <div className="mx-auto max-w-screen-xl px-4 sm:px-6 lg:px-8">
            <h1 className="py-5 text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t(handle.titleKey ?? 'account.title')}
            </h1>
            <nav aria-label={t('account.menu')} className="-mx-4 overflow-x-auto px-4">
              <ul className="flex gap-1 whitespace-nowrap">
                {MENU.map(([path, key]) => (
                  <li key={path}>
                    <NavLink
                      to={`${prefix}${path}`}
                      end
                      className={({ isActive }) =>
                        `inline-block border-b-2 px-3 py-3 text-sm font-semibold ${isActive || isOrderDetail(path) ? 'border-forest text-forest' : 'border-transparent text-ink-soft hover:text-ink'}`
                      }
                    >
                      {t(key)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
        <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:px-8">
          <Outlet />
        </div>
      </main>
      <Footer />
      {handle.bottomNav !== false && <BottomNav />}
    </>
  );
}
