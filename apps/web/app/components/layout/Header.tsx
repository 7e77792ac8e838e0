import { cartBadgeLabel, formatSlotLabel, intlTag, searchPath } from '@consigne/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Form, Link, useNavigate, useSearchParams } from 'react-router';
import { useI18n, formatMoney } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { useCartFigures } from '../../lib/cart-count';
import { selectHeaderSlot, useSlotStore } from '../../stores/slots';
import { Logo } from '../ui/Logo';
import { CartIcon, ChevronDownIcon, ClockIcon, LeafIcon, SearchIcon, UserIcon } from '../ui/icons';
import { LoginOrRegisterDialog } from './LoginOrRegisterDialog';

/**
 * The cart slide-over (with its story and suggestions) is loaded when the shopper first reaches for
 * the cart button, not with every page: it is not needed to show or hydrate a page.
 */
const loadCartPanel = () => import('../cart/CartPanel');
const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));
/** The slot modal, likewise, when the shopper first reaches for the slot button. */
const loadSlotModal = () => import('../slots/SlotModal');
const SlotModal = lazy(() => loadSlotModal().then((m) => ({ default: m.SlotModal })));

export type HeaderVariant = 'yellow' | 'transparent';

export interface HeaderProps {
  /** Base colour; switches to `scrollVariant` once the page scrolls past `scrollThreshold` px. */
  variant?: HeaderVariant;
  scrollVariant?: HeaderVariant;
  scrollThreshold?: number;
  /** The slot button shows in the default layout only. */
  showSlot?: boolean;
  /**
   * Whose page it is may be unknown (an error page, an outage): no login or registration buttons then,
   * which would tell a logged-in shopper they had been logged out.
   */
  accountUnknown?: boolean;
}

function useScrolledPast(threshold: number | undefined): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (threshold === undefined) return;
    const onScroll = () => setPast(window.scrollY >= threshold);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return past;
}

const VARIANT_CLASSES: Record<HeaderVariant, string> = {
  yellow: 'bg-brand-yellow',
  transparent: 'bg-transparent',
};

function SearchBar({ id }: { id: string }) {
  const { t, prefix } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Form
      method="get"
      action={`${prefix}/produits`}
      role="search"
      className="relative w-full"
      onSubmit={(event) => {
        // The term is trimmed and URL-encoded; an empty trimmed term does nothing.
        event.preventDefault();
        const term = String(new FormData(event.currentTarget).get('search') ?? '');
        const path = searchPath(prefix, term);
        if (path) navigate(path);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('header.searchLabel')}
      </label>
      <input
        id={id}
        name="search"
        type="search"
        defaultValue={params.get('search') ?? ''}
        placeholder={t('header.searchPlaceholder')}
        autoComplete="off"
        className="h-11 w-full rounded-full border border-ink/10 bg-white pl-4 pr-12 text-[15px] text-ink shadow-sm placeholder:text-ink-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest"
      />
      <button
        type="submit"
        className="absolute right-1 top-1 grid h-9 w-9 place-items-center rounded-full bg-forest text-white hover:bg-forest-dark"
        aria-label={t('header.searchLabel')}
      >
        <SearchIcon width={18} height={18} />
      </button>
    </Form>
  );
}

function AboutMenu() {
  const { t, prefix } = useI18n();
  const items = [
    [`${prefix}/page/notre-concept`, t('header.aboutConcept')],
    [`${prefix}/page/nos-engagements`, t('header.aboutCommitments')],
    [`${prefix}/page/lhistoire-du-fourgon`, t('header.aboutStory')],
    [`${prefix}/nos-zones-de-livraison`, t('header.aboutZones')],
  ] as const;
  return (
    <details className="group relative">
      <summary className="nav-link flex cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden">
        {t('header.about')}{' '}
        <ChevronDownIcon width={16} height={16} className="transition group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 top-full z-50 mt-2 w-60 rounded-xl bg-white p-2 shadow-lg ring-1 ring-ink/5">
        {items.map(([to, label]) => (
          <li key={to}>
            <Link
              to={to}
              className="block rounded-lg px-3 py-2 text-sm hover:bg-cream focus-visible:bg-cream"
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({
  variant = 'yellow',
  scrollVariant,
  scrollThreshold,
  showSlot = false,
  accountUnknown = false,
}: HeaderProps) {
  const { t, prefix, locale } = useI18n();
  const data = useRootData();
  const user = data?.user ?? null;
  // Until the cart store has loaded, the server's figures (root loader): no '0,00 €' flash.
  const { itemCount, subtotalTtc, pending } = useCartFigures();
  const scrolled = useScrolledPast(scrollVariant ? scrollThreshold : undefined);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [cartMounted, setCartMounted] = useState(false);
  const [slotOpen, setSlotOpen] = useState(false);
  const [slotMounted, setSlotMounted] = useState(false);
  const current = scrolled && scrollVariant ? scrollVariant : variant;
  // A transparent base lies over the page's first section; its height never changes (app.css).
  const overlay = variant === 'transparent';
  const badge = cartBadgeLabel(itemCount);
  // The selected slot, else the next one, else 'Aucun créneau'. The store knows once the
  // page runs (a slot just chosen shows at once); the server's answer stands until then.
  const storeSlot = useSlotStore(selectHeaderSlot);
  const headerSlot = storeSlot ?? user?.slot ?? null;
  const slot = headerSlot ? formatSlotLabel(headerSlot, intlTag(locale)) : null;

  return (
    <header
      data-variant={current}
      className={`sticky top-0 z-40 transition-[background-color,box-shadow] duration-200 ${VARIANT_CLASSES[current]} ${overlay ? 'header-overlay' : ''} ${scrolled && scrollVariant ? 'shadow-md' : ''}`}
    >
      <div className="mx-auto flex h-16 max-w-screen-2xl items-center gap-3 px-4 sm:gap-5 sm:px-6 lg:px-8">
        <Link to={prefix} className="shrink-0 rounded text-ink" aria-label={t('header.home')}>
          <Logo />
        </Link>

        {!user && (
          <nav aria-label={t('header.mainNav')} className="hidden items-center gap-5 2xl:flex">
            <AboutMenu />
            <Link to={`${prefix}/blog`} className="nav-link">
              {t('header.blog')}
            </Link>
            <Link to={`${prefix}/page/boissons-produits-consignes-pour-professionnels`} className="nav-link">
              {t('header.pros')}
            </Link>
          </nav>
        )}

        <div className="hidden min-w-0 flex-1 md:block">
          <SearchBar id="header-search" />
        </div>
        <div className="flex-1 md:hidden" />

        {user ? (
          <div className="flex items-center gap-1 sm:gap-2">
            <Link to={`${prefix}/mon-impact-perso`} className="nav-link hidden items-center gap-1.5 lg:flex">
              <LeafIcon width={18} height={18} /> {t('header.impact')}
            </Link>
            {showSlot && (
              <button
                type="button"
                data-testid="header-slot"
                className="btn-icon items-center gap-1.5 rounded-full text-sm font-medium hover:bg-white/60 xl:flex xl:w-auto xl:bg-white/70 xl:px-3 xl:hover:bg-white"
                aria-haspopup="dialog"
                aria-label={slot ? t('header.slot', { label: slot }) : undefined}
                title={slot ? t('header.slot', { label: slot }) : t('slots.open')}
                onPointerEnter={() => void loadSlotModal()}
                onFocus={() => void loadSlotModal()}
                onClick={() => {
                  setSlotMounted(true);
                  setSlotOpen(true);
                }}
              >
                <ClockIcon width={18} height={18} className="shrink-0" />
                <span className="sr-only xl:not-sr-only">{slot ?? t('header.noSlot')}</span>
              </button>
            )}
            <Link
              to={`${prefix}/mon-compte`}
              className="nav-link hidden items-center gap-1.5 md:flex"
              data-testid="header-account"
            >
              <UserIcon width={18} height={18} /> {user.firstname}
            </Link>
            <button
              type="button"
              className="flex items-center gap-2 rounded-full bg-forest py-2 pl-3 pr-4 text-white hover:bg-forest-dark"
              aria-haspopup="dialog"
              data-testid="cart-button"
              onPointerEnter={() => void loadCartPanel()}
              onFocus={() => void loadCartPanel()}
              onClick={() => {
                setCartMounted(true);
                setCartOpen(true);
              }}
            >
              {/*
                The name is the button's own text (WCAG 2.5.3: it holds the visible subtotal, which a
                voice user says): what the cart is and holds, read before the subtotal; the badge's
                count is in those words, so the badge itself is not read twice.
              */}
              <span className="sr-only">
                {`${t('header.cart')}, ${t('header.cartItems', { count: itemCount })}, `}
              </span>
              <span className="relative" aria-hidden="true">
                <CartIcon width={20} height={20} />
                {badge && (
                  <span
                    data-testid="cart-badge"
                    className="absolute -right-2.5 -top-2 min-w-5 rounded-full bg-brand-yellow px-1 text-center text-[11px] font-bold leading-5 text-ink"
                  >
                    {badge}
                  </span>
                )}
              </span>
              {/* While a change is unconfirmed, the server's previous subtotal, dimmed (never recomputed here). */}
              <span
                className={`text-sm font-semibold tabular-nums transition-opacity ${pending ? 'opacity-50' : ''}`}
                aria-busy={pending || undefined}
                data-testid="cart-subtotal"
              >
                {formatMoney(subtotalTtc, locale)}
              </span>
            </button>
          </div>
        ) : accountUnknown ? null : (
          <div className="hidden items-center gap-2 md:flex">
            <Link to={`${prefix}/login`} className="btn btn-ghost">
              {t('header.login')}
            </Link>
            <Link to={`${prefix}/inscription/step1`} className="btn btn-primary">
              {t('header.register')}
            </Link>
          </div>
        )}

        {user ? (
          <Link to={`${prefix}/mon-compte`} className="btn-icon md:hidden" aria-label={t('header.userMenu')}>
            <UserIcon />
          </Link>
        ) : accountUnknown ? null : (
          <button
            type="button"
            className="btn-icon md:hidden"
            aria-label={t('header.userMenu')}
            aria-haspopup="dialog"
            onClick={() => dialogRef.current?.showModal()}
          >
            <UserIcon />
          </button>
        )}
      </div>
      <div className="px-4 pb-3 md:hidden">
        <SearchBar id="header-search-mobile" />
      </div>
      {!user && !accountUnknown && <LoginOrRegisterDialog ref={dialogRef} />}
      {user && cartMounted && (
        <Suspense fallback={null}>
          <CartPanel open={cartOpen} onClose={() => setCartOpen(false)} />
        </Suspense>
      )}
      {user && slotMounted && (
        <Suspense fallback={null}>
          <SlotModal
            open={slotOpen}
            onClose={() => setSlotOpen(false)}
            allowAddressChange
            delivery={user.delivery}
          />
        </Suspense>
      )}
    </header>
  );
}
