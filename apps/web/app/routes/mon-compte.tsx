import { displayUserAddress, formatEuros, intlTag, toCents } from '@consigne/domain';
import { Form, useLoaderData } from 'react-router';
import type { Route } from './+types/mon-compte';
import { useI18n } from '../i18n';
import { currentUser } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import { runGuards } from '../lib/guards.server';

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const user = (await currentUser(args.request, args.context))!;
  return { user };
}

export const handle: PageHandle = { titleKey: 'account.title' };

export default function Account() {
  const { t, locale, prefix } = useI18n();
  const { user } = useLoaderData<typeof loader>();
  const money = (euros: number) => formatEuros(toCents(euros), intlTag(locale));
  const address = displayUserAddress(user);
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.title') })}</title>
      <h2 className="text-xl font-bold">{t('account.hello', { firstname: user.firstname })}</h2>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <section className="card p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t('account.wallet')}
          </h3>
          <p className="mt-2 text-3xl font-black text-forest" data-testid="wallet">
            {money(user.walletAmount)}
          </p>
        </section>
        <section className="card p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t('account.pendingDeposit')}
          </h3>
          <p className="mt-2 text-3xl font-black" data-testid="pending-deposit">
            {money(user.pendingDepositTotal)}
          </p>
        </section>
        <section className="card p-6">
          <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
            {t('account.address')}
          </h3>
          <p className="mt-2 font-semibold">{address ?? t('account.noAddress')}</p>
        </section>
      </div>
      <Form method="post" action={`${prefix}/logout`} className="mt-8">
        <button type="submit" className="btn btn-outline">
          {t('account.logout')}
        </button>
      </Form>
    </>
  );
}
