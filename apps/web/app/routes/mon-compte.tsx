import { displayUserAddress } from '@consigne/domain';
import type { FormEvent } from 'react';
import { Form, Link, useLoaderData, useSubmit } from 'react-router';
import type { Route } from './+types/mon-compte';
import { AccountHub, AccountLinks, lastOrdersView } from '../components/account/AccountHub';
import { forgetPushOnThisDevice } from '../components/account/PushDevice';
import { NextDelivery } from '../components/next-delivery/NextDelivery';
import { nextDeliveryView } from '../components/next-delivery/next-delivery-logic';
import { TruckIcon } from '../components/ui/icons';
import { useI18n, formatMoney } from '../i18n';
import { currentUser, serverApi } from '../lib/api.server';
import { balancesView } from '../lib/balances';
import type { PageHandle } from '../lib/handle';
import { runGuards } from '../lib/guards.server';
import * as routes from '@consigne/contract/routes';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [user, deposit, wallet, orders, reservation, usualBasket] = await Promise.all([
    currentUser(args.request, args.context),
    api.call(routes.getPendingDepositTotal),
    api.call(routes.getWalletBalance),
    api.call(routes.listOrders),
    api.call(routes.getSlotReservation),
    api.call(routes.getUsualBasket),
  ]);
  return {
    user: user!,
    balances: balancesView(deposit.data?.total ?? null, wallet.data?.amount ?? null),
    // The next delivery, the reserved slot, the usual basket and the last orders; none shown if a call fails.
    next: nextDeliveryView(
      orders.data ?? [],
      reservation.data?.reservation ?? null,
      usualBasket.data?.basket ?? null,
    ),
    orders: lastOrdersView(orders.data ?? []),
  };
}

export const handle: PageHandle = { titleKey: 'account.title' };

function Stat({
  title,
  value,
  testId,
  accent,
  small,
}: {
  title: string;
  value: string;
  testId?: string;
  accent?: boolean;
  small?: boolean;
}) {
  return (
    <section className="card p-6">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">{title}</h3>
      <p
        className={`mt-2 ${small ? 'font-semibold' : 'text-3xl font-black'} ${accent ? 'text-forest' : ''}`}
        data-testid={testId}
      >
        {value}
      </p>
    </section>
  );
}

export default function Account() {
  const { t, locale, prefix } = useI18n();
  const { user, balances, next, orders } = useLoaderData<typeof loader>();
  const money = (euros: number) => formatMoney(euros, locale);
  const address = displayUserAddress(user);
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.title') })}</title>
      <h2 className="text-xl font-bold">{t('account.hello', { firstname: user.firstname })}</h2>
      {balances.error && (
        <p role="alert" className="mt-4 rounded-xl bg-danger-soft px-4 py-3 text-sm font-medium text-danger">
          {t(balances.error)}
        </p>
      )}
      <div className="mt-6">
        <NextDelivery {...next} testId="hub-next-delivery" />
      </div>
      <AccountHub {...orders} />
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Stat
          title={t('account.wallet')}
          value={balances.walletError ? t(balances.walletError) : money(balances.wallet ?? user.walletAmount)}
          testId="wallet"
          accent
        />
        <Stat
          title={t('account.pendingDeposit')}
          value={
            balances.depositError
              ? t(balances.depositError)
              : money(balances.deposit ?? user.pendingDepositTotal)
          }
          testId="pending-deposit"
        />
        <Stat title={t('account.address')} value={address ?? t('account.noAddress')} small />
      </div>
      <AccountLinks />
      {user.role === 'operator' && (
        <Link
          to={`${prefix}/livreur`}
          data-testid="driver-link"
          className="card mt-6 flex items-center gap-4 p-5 hover:ring-2 hover:ring-forest"
        >
          <span
            aria-hidden="true"
            className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-yellow"
          >
            <TruckIcon />
          </span>
          <span>
            <span className="block font-bold text-forest">{t('driver.link')}</span>
            <span className="block text-sm text-ink-soft">{t('driver.linkText')}</span>
          </span>
        </Link>
      )}
      <LogoutForm />
    </>
  );
}

/** Logging out also forgets this device's push subscription (at most 3 s, then the logout goes on). */
function LogoutForm() {
  const { t, locale, prefix } = useI18n();
  const submit = useSubmit();
  const logout = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    await Promise.race([forgetPushOnThisDevice(locale), new Promise((resolve) => setTimeout(resolve, 3000))]);
    // Through the router, as the form would: the app sees the logout and resets the shopper's stores.
    await submit(form);
  };
  return (
    <Form method="post" action={`${prefix}/logout`} className="mt-8" onSubmit={(event) => void logout(event)}>
      <button type="submit" className="btn btn-outline">
        {t('account.logout')}
      </button>
    </Form>
  );
}
