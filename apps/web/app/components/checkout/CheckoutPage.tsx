import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { ArrowLeftIcon } from '../ui/icons';

/** The checkout's frame: its title, and the way back to the cart once there is something to order. */
export function CheckoutPage({
  title,
  back = false,
  children,
}: {
  title: string;
  back?: boolean;
  children: ReactNode;
}) {
  const { t, prefix } = useI18n();
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8 sm:px-6 lg:px-8">
      <title>{t('meta.titleSuffix', { title })}</title>
      {back && (
        <Link
          to={`${prefix}/cart`}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-forest hover:underline"
        >
          <ArrowLeftIcon className="h-4 w-4" />
          {t('orders.checkout.backToCart')}
        </Link>
      )}
      <h1 className={`${back ? 'mt-3 ' : ''}text-3xl font-black`}>{title}</h1>
      {children}
    </div>
  );
}
