import {
  BOTTLE_DEPOSIT_CENTS,
  CRATE_DEPOSIT_CENTS,
  intlTag,
  SHOP_TIME_ZONE,
  dateTimeFormat,
} from '@consigne/domain';
import { data, useActionData, useLoaderData } from 'react-router';
import type { Route } from './+types/consignes-cagnotte';
import { BalanceCard, EmptyState } from '../components/account/Money';
import { Notice } from '../components/account/Notice';
import {
  EmptiesPickupCard,
  PICKUP_CANCEL_INTENT,
  PICKUP_INTENT,
  type PickupOutcome,
} from '../components/account/EmptiesPickupCard';
import { BottleIcon, CoinsIcon, CrateIcon, TruckIcon, WalletIcon } from '../components/ui/icons';
import { useI18n, formatCents, formatMoney } from '../i18n';
import { serverApi } from '../lib/api.server';
import { balancesView } from '../lib/balances';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import {
  depositEntryItems,
  depositEntryLabel,
  refusedEntryLines,
  signedEuros,
  walletReasonKey,
} from '../lib/wallet';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'wallet.title' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const api = serverApi(args.request, args.context);
  const [deposit, wallet, walletEntries, depositEntries, pickups, slots, addresses] = await Promise.all([
    api.call(routes.getPendingDepositTotal),
    api.call(routes.getWalletBalance),
    api.call(routes.listWalletEntries),
    api.call(routes.listPendingDepositEntries),
    api.call(routes.listEmptiesPickups),
    api.call(routes.listSlots),
    api.call(routes.listAddresses),
  ]);
  return {
    balances: balancesView(deposit.data?.total ?? null, wallet.data?.amount ?? null),
    walletEntries: walletEntries.data,
    depositEntries: depositEntries.data,
    pickups: pickups.data,
    slots: slots.data ?? [],
    addresses: addresses.data ?? [],
  };
}

/** The pickup of empties without an order: asked for, or cancelled (EmptiesPickupCard). */
export async function action(args: Route.ActionArgs) {
  await runGuards(['auth'], args);
  const form = await args.request.formData();
  const api = serverApi(args.request, args.context);
  const refused = (error: string, status: number) =>
    data<PickupOutcome>({ done: null, error }, { status: status || 400 });
  if (form.get('intent') === PICKUP_CANCEL_INTENT) {
    const result = await api.call(routes.cancelEmptiesPickup, {
      params: { pickupId: Number(form.get('pickupId')) },
    });
    if (result.error !== null) return refused(result.error, result.status);
    return { done: 'cancelled', error: null } satisfies PickupOutcome;
  }
  if (form.get('intent') !== PICKUP_INTENT) return refused('invalid', 400);
  const instructions = String(form.get('instructions') ?? '').trim();
  const result = await api.call(routes.requestEmptiesPickup, {
    body: {
      slotId: Number(form.get('slotId')),
      addressId: Number(form.get('addressId')),
      ...(instructions ? { instructions } : {}),
    },
  });
  if (result.error !== null) return refused(result.error, result.status);
  return { done: 'booked', pickup: result.data, error: null } satisfies PickupOutcome;
}

function useFormats() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  const date = dateTimeFormat(tag, { dateStyle: 'medium', timeZone: SHOP_TIME_ZONE });
  return {
    cents: (cents: number) => formatCents(cents, locale),
    money: (euros: number) => formatMoney(euros, locale),
    signed: (euros: number) => signedEuros(euros, tag),
    date: (iso: string) => date.format(new Date(iso)),
  };
}

interface Row {
  id: number;
  label: string;
  detail?: string;
  /** Further lines, e.g. what was refused at the door and why. */
  notes?: string[];
  amount: number;
  createdAt: string;
}

function History({
  title,
  rows,
  empty,
  testId,
}: {
  title: string;
  rows: Row[] | null;
  empty: string;
  testId: string;
}) {
  const { t } = useI18n();
  const f = useFormats();
  const headingId = `${testId}-title`;
  return (
    <section aria-labelledby={headingId} className="card p-5 sm:p-6">
      <h2 id={headingId} className="text-lg font-bold">
        {title}
      </h2>
      <div className="mt-4">
        {rows === null ? (
          <Notice kind="error">{t('wallet.historyError')}</Notice>
        ) : rows.length === 0 ? (
          <EmptyState testId={`${testId}-empty`}>{empty}</EmptyState>
        ) : (
          <ul data-testid={testId} className="divide-y divide-line">
            {rows.map((row) => (
              <li
                key={row.id}
                data-testid={`${testId}-row`}
                className="flex items-start justify-between gap-4 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold">{row.label}</p>
                  {row.detail && <p className="text-sm text-ink-soft">{row.detail}</p>}
                  {row.notes?.map((note) => (
                    <p key={note} className="text-sm" data-testid={`${testId}-note`}>
                      {note}
                    </p>
                  ))}
                  <p className="text-sm text-ink-soft">
                    <time dateTime={row.createdAt}>{f.date(row.createdAt)}</time>
                  </p>
                </div>
                <p
                  className={`shrink-0 font-bold tabular-nums ${row.amount > 0 ? 'rounded-full bg-leaf-soft px-2 py-0.5 text-forest' : 'py-0.5 text-ink'}`}
                  data-testid={`${testId}-amount`}
                >
                  {f.signed(row.amount)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function DepositsAndWallet() {
  const { t, locale } = useI18n();
  const { balances, walletEntries, depositEntries, pickups, slots, addresses } =
    useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const { prefix } = useI18n();
  const f = useFormats();
  const rates = {
    crate: f.cents(CRATE_DEPOSIT_CENTS),
    large: f.cents(BOTTLE_DEPOSIT_CENTS.large_bottle),
    small: f.cents(BOTTLE_DEPOSIT_CENTS.small_bottle),
  };
  // A legacy movement without counts only has the French text it was written with: shown as a
  // detail to French readers only.
  const french = locale === 'fr' || locale === 'be';
  const tag = intlTag(locale);
  const steps = [
    { icon: <TruckIcon />, title: t('wallet.step1Title'), text: t('wallet.step1', rates) },
    { icon: <BottleIcon />, title: t('wallet.step2Title'), text: t('wallet.step2') },
    { icon: <CoinsIcon />, title: t('wallet.step3Title'), text: t('wallet.step3') },
  ];
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('wallet.title') })}</title>
      <p className="max-w-3xl text-ink-soft">{t('wallet.intro')}</p>
      {balances.error && (
        <Notice kind="error" className="mt-4">
          {t(balances.error)}
        </Notice>
      )}
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        <BalanceCard
          title={t('account.pendingDeposit')}
          value={
            balances.depositError || balances.error
              ? t(balances.depositError ?? 'balances.depositError')
              : f.money(balances.deposit ?? 0)
          }
          failed={Boolean(balances.depositError || balances.error)}
          hint={t('wallet.pendingHint')}
          testId="pending-deposit"
          icon={<CrateIcon className="text-ink" />}
        />
        <BalanceCard
          title={t('account.wallet')}
          value={
            balances.walletError || balances.error
              ? t(balances.walletError ?? 'balances.walletError')
              : f.money(balances.wallet ?? 0)
          }
          failed={Boolean(balances.walletError || balances.error)}
          hint={t('wallet.walletHint')}
          testId="wallet"
          accent
          icon={<WalletIcon className="text-forest" />}
        />
      </div>

      <section aria-labelledby="how-title" className="mt-10">
        <h2 id="how-title" className="text-xl font-bold">
          {t('wallet.howTitle')}
        </h2>
        <div className="mt-4 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <div className="card p-5 sm:p-6">
            <h3 className="text-sm font-semibold uppercase tracking-wide text-ink-soft">
              {t('wallet.rates')}
            </h3>
            <dl className="mt-3 divide-y divide-line" data-testid="deposit-rates">
              {(
                [
                  ['wallet.crate', rates.crate],
                  ['wallet.largeBottle', rates.large],
                  ['wallet.smallBottle', rates.small],
                ] as const
              ).map(([key, value]) => (
                <div key={key} className="flex items-center justify-between py-2.5">
                  <dt>{t(key)}</dt>
                  <dd className="font-bold tabular-nums">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <ol className="grid gap-4 sm:grid-cols-3">
            {steps.map((step, i) => (
              <li key={step.title} className="card relative p-5">
                <span
                  aria-hidden="true"
                  className="grid size-11 place-items-center rounded-full bg-brand-yellow text-ink"
                >
                  {step.icon}
                </span>
                <h3 className="mt-3 font-bold">
                  <span className="sr-only">{i + 1}. </span>
                  {step.title}
                </h3>
                <p className="mt-1 text-sm text-ink-soft">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <EmptiesPickupCard
        pickups={pickups}
        slots={slots}
        addresses={addresses}
        outcome={outcome}
        addressHref={`${prefix}/mes-adresses/ajouter/step1`}
      />

      <div className="mt-10 grid gap-6 lg:grid-cols-2">
        <History
          title={t('wallet.historyTitle')}
          testId="wallet-history"
          empty={t('wallet.historyEmpty')}
          rows={
            walletEntries?.map((e) => ({
              id: e.id,
              label: t(walletReasonKey(e.reason)),
              amount: e.amount,
              createdAt: e.createdAt,
            })) ?? null
          }
        />
        <History
          title={t('wallet.depositsTitle')}
          testId="deposit-history"
          empty={t('wallet.depositsEmpty')}
          rows={
            depositEntries?.map((e) => {
              const label = depositEntryLabel(e);
              // A refusal says what was refused and why; its counts (what left the pending list) would
              // only repeat the broken ones.
              const refused = e.kind === 'refused';
              return {
                id: e.id,
                label: t(label.key, label.params),
                detail: refused
                  ? undefined
                  : (depositEntryItems(e, t, tag) ?? (french ? e.description : undefined)),
                notes: refused ? refusedEntryLines(e, t, tag) : undefined,
                amount: e.amount,
                createdAt: e.createdAt,
              };
            }) ?? null
          }
        />
      </div>
    </>
  );
}
