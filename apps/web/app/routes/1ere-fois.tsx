import {
  BOTTLE_DEPOSIT_CENTS,
  CRATE_DEPOSIT_CENTS,
  DEFAULT_CAPACITY,
  DEFAULT_DELIVERY_FEE_CENTS,
  DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS,
  toCents,
} from '@consigne/domain';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { Route } from './+types/1ere-fois';
import { FaqList } from '../components/layout/FaqBlock';
import { useI18n, type MessageKey, formatCents } from '../i18n';
import { serverApi } from '../lib/api.server';
import { useRootData } from '../lib/root-data';
import * as routes from '@consigne/contract/routes';

/**
 * The delivery amounts of the visitor's warehouse (GET /warehouse/: a shopper's zone, a guest's
 * address, else the default one), in cents; the domain's defaults when the API gives none.
 */
export async function loader(args: Route.LoaderArgs) {
  const { data } = await serverApi(args.request, args.context).call(routes.getWarehouse);
  return {
    freeDeliveryThresholdCents:
      data?.deliveryFreeThreshold !== undefined
        ? toCents(data.deliveryFreeThreshold)
        : DEFAULT_FREE_DELIVERY_THRESHOLD_CENTS,
    deliveryFeeCents:
      data?.deliveryFee !== undefined ? toCents(data.deliveryFee) : DEFAULT_DELIVERY_FEE_CENTS,
  };
}

const STEPS: Array<[MessageKey, MessageKey]> = [
  ['content.first.step1Title', 'content.first.step1Text'],
  ['content.first.step2Title', 'content.first.step2Text'],
  ['content.first.step3Title', 'content.first.step3Text'],
  ['content.first.step4Title', 'content.first.step4Text'],
];

const CLAIMS: Array<[string, MessageKey]> = [
  ['26 %', 'content.first.claimRecycled'],
  ['40+', 'content.first.claimReused'],
  ['3', 'content.first.claimImpact'],
];

const FAQ: Array<[MessageKey, MessageKey]> = [
  ['content.first.faq1Q', 'content.first.faq1A'],
  ['content.first.faq2Q', 'content.first.faq2A'],
  ['content.first.faq3Q', 'content.first.faq3A'],
  ['content.first.faq4Q', 'content.first.faq4A'],
  ['content.first.faq5Q', 'content.first.faq5A'],
  ['content.first.faq6Q', 'content.first.faq6A'],
  ['content.first.faq7Q', 'content.first.faq7A'],
];

/** A crate seen from above: 12 large or 20 small bottle caps, or empty (0). */
function CrateIcon({ bottles, className }: { bottles: 0 | 12 | 20; className?: string }) {
  const columns = bottles === 12 ? 4 : 5;
  const rows = bottles === 12 ? 3 : 4;
  const radius = bottles === 12 ? 9 : 6.5;
  return (
    <svg viewBox="0 0 120 84" className={className} aria-hidden="true">
      <rect x="2" y="8" width="116" height="74" rx="12" fill="#0a3826" />
      <rect x="6" y="4" width="108" height="72" rx="10" fill="#0f4d34" />
      {bottles === 0 && (
        <>
          <rect x="40" y="12" width="40" height="9" rx="4.5" fill="#0a3826" />
          <path
            d="M24 40h72M24 56h72M44 30v40M76 30v40"
            stroke="#1f8a4c"
            strokeWidth="3"
            strokeLinecap="round"
          />
        </>
      )}
      {Array.from({ length: bottles }, (_, i) => {
        const cx = 20 + ((i % columns) * 80) / (columns - 1);
        const cy = 20 + (Math.floor(i / columns) * 44) / (rows - 1);
        return (
          <g key={i}>
            <circle cx={cx} cy={cy} r={radius} fill="#ffd23f" />
            <circle cx={cx} cy={cy} r={radius * 0.45} fill="#f2c200" />
          </g>
        );
      })}
    </svg>
  );
}

/** The first-time page (1ere-fois): crates, deposits and the collection of empties, with a #faq block. */
export default function FirstTime() {
  const { t, locale, prefix } = useI18n();
  const origin = useRootData()?.origin ?? '';
  const { pathname } = useLocation();
  const money = (cents: number) => formatCents(cents, locale);
  const { freeDeliveryThresholdCents, deliveryFeeCents } = useLoaderData<typeof loader>();
  // The domain's one table (docs/rules.md#deposits): a full crate of large bottles.
  const exampleTotal = CRATE_DEPOSIT_CENTS + DEFAULT_CAPACITY.large * BOTTLE_DEPOSIT_CENTS.large_bottle;

  const deposits: Array<{ amount: number; label: MessageKey; text: MessageKey; crate: 0 | 12 | 20 }> = [
    {
      amount: CRATE_DEPOSIT_CENTS,
      label: 'content.first.depositCrate',
      text: 'content.first.depositCrateText',
      crate: 0,
    },
    {
      amount: BOTTLE_DEPOSIT_CENTS.large_bottle,
      label: 'content.first.depositLarge',
      text: 'content.first.depositLargeText',
      crate: 12,
    },
    {
      amount: BOTTLE_DEPOSIT_CENTS.small_bottle,
      label: 'content.first.depositSmall',
      text: 'content.first.depositSmallText',
      crate: 20,
    },
  ];
  const delivery = [
    t('content.first.deliveryHours'),
    t('content.first.deliveryCutoff'),
    t('content.first.deliveryFree', {
      threshold: money(freeDeliveryThresholdCents),
      fee: money(deliveryFeeCents),
    }),
    t('content.first.deliveryCities'),
  ];

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('content.first.title') })}</title>
      <meta name="description" content={t('content.first.description')} />
      <link rel="canonical" href={`${origin}${pathname}`} />

      <section className="bg-brand-yellow">
        <div className="mx-auto grid max-w-screen-xl items-center gap-10 px-4 pb-14 pt-8 sm:px-6 md:grid-cols-[1.15fr_0.85fr] md:pb-20 md:pt-12 lg:px-8">
          <div>
            <p className="text-sm font-bold uppercase tracking-widest text-forest">
              {t('content.first.eyebrow')}
            </p>
            <h1 className="mt-3 text-balance text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
              {t('content.first.heading')}
            </h1>
            <p className="mt-5 max-w-xl text-pretty text-lg leading-relaxed text-ink/80">
              {t('content.first.lead')}
            </p>
            <div className="mt-7 flex flex-wrap gap-3">
              <Link to={`${prefix}/categories`} className="btn btn-primary">
                {t('content.first.ctaShop')}
              </Link>
              <a href="#faq" className="btn btn-outline border-ink text-ink">
                {t('content.first.ctaFaq')}
              </a>
            </div>
          </div>
          <div aria-hidden="true" className="relative mx-auto hidden w-full max-w-md md:block">
            <div className="absolute inset-0 rotate-3 rounded-[2.5rem] bg-white/50" />
            <div className="relative p-10">
              <CrateIcon bottles={12} className="w-full drop-shadow-lg" />
              <p className="absolute -bottom-4 left-1/2 flex -translate-x-1/2 items-center gap-2 whitespace-nowrap rounded-full bg-white px-5 py-3 font-bold shadow-lg">
                <span className="text-xl text-leaf">↻</span>
                {t('content.first.heroBadge', { amount: money(exampleTotal) })}
              </p>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="first-steps" className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="first-steps" className="text-3xl font-extrabold tracking-tight">
          {t('content.first.stepsTitle')}
        </h2>
        <ol className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(([title, text], i) => (
            <li key={title} className="card flex flex-col p-6">
              <span className="grid h-11 w-11 place-items-center rounded-full bg-brand-yellow text-lg font-black">
                {i + 1}
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(title)}</h3>
              <p className="mt-2 leading-relaxed text-ink-soft">{t(text)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="first-deposit" className="bg-white">
        <div className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
          <div className="max-w-2xl">
            <h2 id="first-deposit" className="text-3xl font-extrabold tracking-tight">
              {t('content.first.depositTitle')}
            </h2>
            <p className="mt-3 text-lg text-ink-soft">{t('content.first.depositIntro')}</p>
          </div>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {deposits.map((d) => (
              <li key={d.label} className="flex items-start gap-4 rounded-[var(--radius-card)] bg-cream p-6">
                <div className="min-w-0 flex-1">
                  <p className="text-3xl font-black text-forest" data-testid="deposit-amount">
                    {money(d.amount)}
                  </p>
                  <p className="mt-1 font-semibold">{t(d.label)}</p>
                  <p className="mt-2 text-sm text-ink-soft">{t(d.text)}</p>
                </div>
                <CrateIcon bottles={d.crate} className="w-20 shrink-0" />
              </li>
            ))}
          </ul>
          <p className="mt-6 rounded-[var(--radius-card)] border-l-4 border-brand-yellow bg-warning-soft/60 px-5 py-4 text-ink">
            {t('content.first.depositExample', {
              crate: money(CRATE_DEPOSIT_CENTS),
              large: money(BOTTLE_DEPOSIT_CENTS.large_bottle),
              total: money(exampleTotal),
            })}
          </p>
        </div>
      </section>

      <section className="mx-auto grid max-w-screen-xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
        <div className="card p-6 sm:p-8">
          <h2 className="text-2xl font-extrabold tracking-tight">{t('content.first.deliveryTitle')}</h2>
          <ul className="mt-5 space-y-3">
            {delivery.map((line) => (
              <li key={line} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-leaf-soft text-sm font-bold text-forest"
                >
                  ✓
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="card bg-forest p-6 text-white sm:p-8">
          <h2 className="text-2xl font-extrabold tracking-tight">{t('content.first.claimsTitle')}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3 md:grid-cols-1 lg:grid-cols-3">
            {CLAIMS.map(([figure, key]) => (
              <li key={key}>
                <p className="text-4xl font-black text-brand-yellow">{figure}</p>
                <p className="mt-1 text-sm text-white/85">{t(key)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="bg-white">
        <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
          <h2 id="faq-title" className="text-3xl font-extrabold tracking-tight">
            {t('content.first.faqTitle')}
          </h2>
          <FaqList className="mt-8" items={FAQ.map(([question, answer]) => [t(question), t(answer)])} />
        </div>
      </section>

      <section className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="card flex flex-col items-start gap-5 bg-brand-yellow p-8 sm:p-10 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
              {t('content.first.ctaTitle')}
            </h2>
            <p className="mt-2 text-ink/80">{t('content.first.ctaText')}</p>
          </div>
          <Link to={`${prefix}/inscription/step1`} className="btn btn-primary shrink-0">
            {t('content.first.ctaRegister')}
          </Link>
        </div>
      </section>
    </>
  );
}
