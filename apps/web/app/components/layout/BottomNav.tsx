import { cartBadgeLabel } from '@consigne/domain';
import type { ComponentType, SVGProps } from 'react';
import { NavLink } from 'react-router';
import { useI18n } from '../../i18n';
import { useCartFigures } from '../../lib/cart-count';
import { CartIcon, CrateIcon, HomeIcon, SearchIcon, UserIcon } from '../ui/icons';

const ITEM =
  'flex h-16 flex-col items-center justify-center gap-0.5 text-[11px] font-semibold leading-tight focus-visible:outline-offset-[-2px]';
const itemClass = ({ isActive }: { isActive: boolean }) =>
  `${ITEM} ${isActive ? 'text-forest' : 'text-ink-soft hover:text-ink'}`;

function Tab({
  to,
  end,
  label,
  Icon,
  onClick,
  badge,
  testId,
  ariaLabel,
}: {
  to: string;
  end?: boolean;
  label: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  onClick?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
  /** Over the icon's corner, but after the label in the text: the name must begin with what it shows. */
  badge?: React.ReactNode;
  testId?: string;
  ariaLabel?: string;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className={(state) => `relative ${itemClass(state)}`}
        onClick={onClick}
        data-testid={testId}
        aria-label={ariaLabel}
      >
        <Icon width={22} height={22} />
        <span>{label}</span>
        {/* A space between the label and the figure, or the text reads "Mandje24" to assistive tools. */}
        {badge && ' '}
        {badge}
      </NavLink>
    </li>
  );
}

/**
 * The phones' bottom navigation (per-route option): home, Rayons, search, cart with its
 * badge, account. Hidden from md up; it sits above the device's home indicator (safe-area inset), and
 * the layout leaves its height free under the footer, so it covers no content and no cart button.
 */
export function BottomNav() {
  const { t, prefix } = useI18n();
  const { itemCount } = useCartFigures();
  const badge = cartBadgeLabel(itemCount);
  return (
    <>
      {/* The room it takes, under the footer (phones only). */}
      <div aria-hidden="true" className="bottom-nav-space bg-forest md:hidden" />
      <nav
        aria-label={t('shell.nav.label')}
        data-testid="bottom-nav"
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_12px_rgb(21_36_27/0.08)] md:hidden"
      >
        <ul className="mx-auto grid max-w-lg grid-cols-5">
          <Tab to={prefix} end label={t('shell.nav.home')} Icon={HomeIcon} />
          <Tab to={`${prefix}/categories`} label={t('header.categories')} Icon={CrateIcon} />
          <Tab
            to={`${prefix}/produits`}
            end
            label={t('shell.nav.search')}
            Icon={SearchIcon}
            onClick={(event) => {
              // The header's search field is always on screen (sticky): go there rather than away.
              const field = document.getElementById('header-search-mobile');
              if (!field) return;
              event.preventDefault();
              field.focus();
            }}
          />
          <Tab
            to={`${prefix}/cart`}
            label={t('shell.nav.cart')}
            Icon={CartIcon}
            testId="bottom-nav-cart"
            ariaLabel={`${t('shell.nav.cart')}, ${t('header.cartItems', { count: itemCount })}`}
            badge={
              badge && (
                <span
                  data-testid="bottom-nav-badge"
                  className="absolute left-1/2 top-[7px] ml-[3px] min-w-5 rounded-full bg-brand-yellow px-1 text-center text-[11px] font-bold leading-5 text-ink ring-2 ring-white"
                >
                  {badge}
                </span>
              )
            }
          />
          <Tab to={`${prefix}/mon-compte`} label={t('shell.nav.account')} Icon={UserIcon} />
        </ul>
      </nav>
    </>
  );
}
