import { useEffect, useRef, useState } from 'react';
import { useRenderingAsServer } from '../../lib/hydrate-later';
import { createPortal } from 'react-dom';
import { useI18n } from '../../i18n';
import { useBrowserApi } from '../../lib/browser-api';
import { useRootData } from '../../lib/root-data';
import { useFavouritesStore } from '../../stores/favourites';
import { LoginOrRegisterDialog } from '../layout/LoginOrRegisterDialog';
import { favouritesApi } from './useFavouritesSync';

export const HeartIcon = ({ filled, size = 20 }: { filled: boolean; size?: number }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
    <path
      d="M12 20.5s-7.5-4.4-9.3-9.2C1.5 8 3.4 4.5 7 4.5c2.1 0 3.6 1.2 5 3 1.4-1.8 2.9-3 5-3 3.6 0 5.5 3.5 4.3 6.8-1.8 4.8-9.3 9.2-9.3 9.2Z"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    />
  </svg>
);

const SIZES = { xs: 'h-8 w-8', sm: 'h-9 w-9', md: 'h-11 w-11', lg: 'h-12 w-12' } as const;

/**
 * The heart of a product (card, product page, cart line): a toggle button with the product's name
 * and its pressed state. A guest gets the login-or-register dialog, as the stepper's plus does. The
 * heart turns at once; if the server refuses or cannot be reached, it turns back and says so.
 */
export function FavouriteButton({
  productId,
  name,
  size = 'sm',
  className = '',
}: {
  productId: number;
  name: string;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const { t } = useI18n();
  const user = useRootData()?.user;
  const api = useBrowserApi();
  const asServer = useRenderingAsServer();
  const ready = useFavouritesStore((s) => !asServer && s.loaded && s.owner === (user?.id ?? null));
  // Until the store has them (first paint, hydration), the ids the server rendered the page with.
  const pressed = useFavouritesStore((s) =>
    !user ? false : ready ? s.ids.has(productId) : Boolean(user.favouriteIds?.includes(productId)),
  );
  const [failed, setFailed] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The dialog is mounted on first use only: a listing does not carry one per product.
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked && !dialogRef.current?.open) dialogRef.current?.showModal();
  }, [asked]);

  const onClick = async () => {
    if (!user) {
      if (asked) dialogRef.current?.showModal();
      else setAsked(true);
      return;
    }
    setFailed(false);
    const ok = await useFavouritesStore.getState().toggle(productId, favouritesApi(api));
    setFailed(!ok);
  };

  return (
    <>
      <button
        type="button"
        data-testid="favourite-toggle"
        aria-pressed={user ? pressed : undefined}
        aria-haspopup={user ? undefined : 'dialog'}
        aria-label={t('favourites.toggle', { name })}
        title={t(pressed ? 'favourites.remove' : 'favourites.add')}
        disabled={Boolean(user) && !ready}
        onClick={onClick}
        className={`z-10 grid shrink-0 place-items-center rounded-full bg-white/95 shadow-sm ring-1 ring-line transition hover:text-danger active:scale-95 disabled:cursor-wait disabled:opacity-60 ${pressed ? 'text-danger' : 'text-ink-soft'} ${SIZES[size]} ${className}`}
      >
        <HeartIcon filled={pressed} size={size === 'xs' ? 16 : size === 'sm' ? 18 : 22} />
      </button>
      {failed && (
        <span role="alert" className="sr-only">
          {t('favourites.error')}
        </span>
      )}
      {asked && createPortal(<LoginOrRegisterDialog ref={dialogRef} />, document.body)}
    </>
  );
}
