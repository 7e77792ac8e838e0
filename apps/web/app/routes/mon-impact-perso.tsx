import {
  BREAK_EVEN_USES,
  CARDBOARD_GRAMS_PER_CRATE,
  intlTag,
  RETURNABLE_GLASS_MASS_RATIO,
  REUSE_GHG_REDUCTION,
  SHOP_TIME_ZONE,
  SINGLE_USE_GLASS_CO2E_PER_GRAM,
  SINGLE_USE_GLASS_GRAMS,
  USES_PER_RETURNABLE_BOTTLE,
  dateTimeFormat,
  numberFormat,
} from '@consigne/domain';
import type { ImpactDto, ImpactMonthDto } from '@consigne/api-client';
import type { ReactNode } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { Route } from './+types/mon-impact-perso';
import { EmptyState } from '../components/account/Money';
import { Notice } from '../components/account/Notice';
import { CompareBars, Gauge, GroupedBars, SERIES, type BarGroup } from '../components/impact/Charts';
import { BottleIcon, CrateIcon, LeafIcon } from '../components/ui/icons';
import { useI18n, type MessageKey, type Translate } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

/** mon-compte/mon-impact-perso and mon-impact-perso (the header's impact link), login required. */
export const handle: PageHandle = { titleKey: 'header.impact' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.getImpact);
  return { impact: result.data };
}

/** How many months the chart shows: 12 from a tablet up, 6 on a phone. */
const MONTHS_WIDE = 12;
const MONTHS_PHONE = 6;

function useFormats() {
  const { locale } = useI18n();
  const tag = intlTag(locale);
  const grams = numberFormat(tag, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 });
  const kilos = numberFormat(tag, {
    style: 'unit',
    unit: 'kilogram',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const kilograms = numberFormat(tag, { style: 'unit', unit: 'kilogram', maximumFractionDigits: 1 });
  const number = numberFormat(tag);
  const percent = numberFormat(tag, { style: 'percent' });
  /** A month as a heading: 'Novembre 2026', 'Nov 2026'. */
  const month = (m: string, options: Intl.DateTimeFormatOptions) => {
    const [y, mo] = m.split('-').map(Number);
    const text = dateTimeFormat(tag, { ...options, timeZone: 'UTC' }).format(
      new Date(Date.UTC(y!, mo! - 1, 15)),
    );
    return text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);
  };
  return {
    /** 435 g under a kilogram, else 5,5 kg. */
    mass: (g: number) => (g < 1000 ? grams.format(g) : kilos.format(g / 1000)),
    /** A factor in kilograms: 1 kg, 0,8 kg. */
    kilograms: (kg: number) => kilograms.format(kg),
    count: (n: number) => number.format(n),
    percent: (p: number | null) => (p === null ? '—' : percent.format(p / 100)),
    /** 'nov.', or 'nov. 2026' with the year. */
    shortMonth: (m: string, withYear = false) =>
      month(m, withYear ? { month: 'short', year: 'numeric' } : { month: 'short' }),
    longMonth: (m: string) => month(m, { month: 'long', year: 'numeric' }),
    date: (iso: string) =>
      dateTimeFormat(tag, { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso)),
  };
}

type Formats = ReturnType<typeof useFormats>;

const bottles = (c: { largeBottles: number; smallBottles: number }) => c.largeBottles + c.smallBottles;

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h2 id={id} className="text-xl font-extrabold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mt-1 max-w-3xl text-ink-soft">{intro}</p>}
      <div className="mt-5">{children}</div>
    </section>
  );
}

const th = 'px-2 py-2 text-left align-bottom text-xs font-semibold text-ink-soft hyphens-auto sm:px-3';
const td = 'px-2 py-2 tabular-nums whitespace-nowrap sm:px-3';
const rowHead = 'px-2 py-2 text-left sm:px-3';

/**
 * A data table under its title. Its box scrolls sideways when a narrow phone cannot fit it: a
 * labelled region that takes the focus, so that keyboard users can scroll it too.
 */
function TableBox({
  id,
  caption,
  className = '',
  children,
}: {
  id: string;
  caption: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={`min-w-0 ${className}`}>
      <p id={`${id}-title`} className="pb-2 text-sm font-bold">
        {caption}
      </p>
      <div role="region" aria-labelledby={`${id}-title`} tabIndex={0} className="overflow-x-auto rounded-lg">
        <table aria-labelledby={`${id}-title`} className="w-full text-sm" data-testid={id}>
          {children}
        </table>
      </div>
    </div>
  );
}

/** The column heads: the first one left, the figures' right. */
function TableHead({ columns }: { columns: string[] }) {
  return (
    <thead className="border-b border-line bg-sand/60">
      <tr>
        {columns.map((label, i) => (
          <th key={label} scope="col" className={i === 0 ? th : `${th} text-right`}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function Swatch({ index }: { index: 0 | 1 }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-sm"
      style={{ background: SERIES[index] }}
    />
  );
}

function Headline({ impact, f, t }: { impact: ImpactDto; f: Formats; t: Translate }) {
  const figures: Array<{ icon: ReactNode; value: string; label: string; testId: string }> = [
    {
      icon: <BottleIcon />,
      value: f.count(impact.impact.containersAvoided),
      label: t('impact.containers', { count: impact.impact.containersAvoided }),
      testId: 'impact-containers',
    },
    {
      icon: <CrateIcon />,
      value: f.mass(impact.impact.packagingGrams),
      label: t('impact.packaging'),
      testId: 'impact-packaging',
    },
    {
      icon: <LeafIcon />,
      value: f.mass(impact.impact.co2eGrams),
      label: t('impact.co2e'),
      testId: 'impact-co2e',
    },
    {
      icon: <BottleIcon />,
      value: f.count(impact.reused),
      label: t('impact.reused', { count: impact.reused }),
      testId: 'impact-reused',
    },
  ];
  return (
    <section aria-labelledby="impact-headline" className="mt-6">
      <h2 id="impact-headline" className="sr-only">
        {t('impact.headlineTitle')}
      </h2>
      <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-4">
        {figures.map((figure, i) => (
          <li
            key={figure.testId}
            className={`card flex items-start gap-4 p-5 ${i === 2 ? 'bg-leaf-soft' : ''}`}
          >
            <span
              aria-hidden="true"
              className={`grid size-12 shrink-0 place-items-center rounded-full text-forest ${i === 2 ? 'bg-white' : 'bg-sand'}`}
            >
              {figure.icon}
            </span>
            <p className="min-w-0">
              <span
                className="block text-3xl font-black tabular-nums text-forest"
                data-testid={figure.testId}
              >
                {figure.value}
              </span>
              <span className="mt-1 block text-sm font-medium text-ink-soft">{figure.label}</span>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Months({ impact, f, t }: { impact: ImpactDto; f: Formats; t: Translate }) {
  const months = impact.months.slice(-MONTHS_WIDE);
  const groups = (list: ImpactMonthDto[]): BarGroup[] =>
    list.map((m) => ({
      label: f.shortMonth(m.month),
      values: [bottles(m.delivered), bottles(m.returned)] as const,
    }));
  const legend = (
    <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
      <span className="inline-flex items-center gap-2">
        <Swatch index={0} /> {t('impact.delivered')}
      </span>
      <span className="inline-flex items-center gap-2">
        <Swatch index={1} /> {t('impact.returned')}
      </span>
    </p>
  );
  return (
    <Section id="impact-months" title={t('impact.monthsTitle')} intro={t('impact.monthsIntro')}>
      <div className="grid gap-6 lg:grid-cols-5">
        <figure className="lg:col-span-3">
          {legend}
          <GroupedBars
            groups={groups(months.slice(-MONTHS_PHONE))}
            title={t('impact.monthsChart')}
            width={300}
            height={220}
            format={f.count}
            className="mt-3 sm:hidden"
          />
          <GroupedBars
            groups={groups(months)}
            title={t('impact.monthsChart')}
            width={640}
            height={260}
            format={f.count}
            testId="impact-months-chart"
            className="mt-3 hidden sm:block"
          />
        </figure>
        <TableBox id="impact-months-table" caption={t('impact.monthsTable')} className="lg:col-span-2">
          <TableHead
            columns={[t('impact.colMonth'), t('impact.delivered'), t('impact.returned'), t('impact.colCo2e')]}
          />
          <tbody className="divide-y divide-line">
            {[...months].reverse().map((m) => (
              <tr key={m.month} data-testid="impact-month-row">
                <th scope="row" className={`${rowHead} font-semibold`}>
                  <span className="sm:hidden">{f.shortMonth(m.month, true)}</span>
                  <span className="hidden sm:inline">{f.longMonth(m.month)}</span>
                </th>
                <td className={`${td} text-right`}>{f.count(bottles(m.delivered))}</td>
                <td className={`${td} text-right`}>{f.count(bottles(m.returned))}</td>
                <td className={`${td} text-right`}>{f.mass(m.impact.co2eGrams)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t-2 border-line">
            <tr data-testid="impact-total-row">
              <th scope="row" className={`${rowHead} font-bold`}>
                {t('impact.total')}
              </th>
              <td className={`${td} text-right font-bold`}>{f.count(bottles(impact.delivered))}</td>
              <td className={`${td} text-right font-bold`}>{f.count(bottles(impact.returned))}</td>
              <td className={`${td} text-right font-bold`}>{f.mass(impact.impact.co2eGrams)}</td>
            </tr>
          </tfoot>
        </TableBox>
      </div>
    </Section>
  );
}

function ReturnRate({ impact, f, t }: { impact: ImpactDto; f: Formats; t: Translate }) {
  const rows: Array<{ key: 'bottles' | 'crates'; label: string; delivered: number; returned: number }> = [
    {
      key: 'bottles',
      label: t('impact.bottles'),
      delivered: bottles(impact.delivered),
      returned: bottles(impact.returned),
    },
    {
      key: 'crates',
      label: t('impact.crates'),
      delivered: impact.delivered.crates,
      returned: impact.returned.crates,
    },
  ];
  return (
    <Section
      id="impact-return"
      title={t('impact.returnTitle')}
      intro={t('impact.returnIntro', { uses: BREAK_EVEN_USES })}
    >
      <div className="grid items-center gap-6 lg:grid-cols-5">
        <ul className="grid grid-cols-2 gap-4 lg:col-span-3">
          {rows.map((row) => {
            const rate = impact.returnRate[row.key];
            return (
              <li key={row.key} className="flex flex-col items-center text-center">
                <Gauge
                  percent={rate}
                  display={f.percent(rate)}
                  label={t('impact.gaugeLabel', { what: row.label, rate: f.percent(rate) })}
                  testId={`impact-gauge-${row.key}`}
                />
                <p className="mt-1 font-bold">{row.label}</p>
                {rate === null && <p className="text-sm text-ink-soft">{t('impact.nothingYet')}</p>}
              </li>
            );
          })}
        </ul>
        <TableBox id="impact-rate-table" caption={t('impact.rateTable')} className="lg:col-span-2">
          <TableHead
            columns={[t('impact.colWhat'), t('impact.delivered'), t('impact.returned'), t('impact.colRate')]}
          />
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={`${rowHead} font-semibold`}>
                  {row.label}
                </th>
                <td className={`${td} text-right`}>{f.count(row.delivered)}</td>
                <td className={`${td} text-right`}>{f.count(row.returned)}</td>
                <td className={`${td} text-right font-bold`} data-testid={`impact-rate-${row.key}`}>
                  {f.percent(impact.returnRate[row.key])}
                </td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      </div>
    </Section>
  );
}

function Shop({ impact, f, t }: { impact: ImpactDto; f: Formats; t: Translate }) {
  const { shop } = impact;
  const rows: Array<{
    label: MessageKey;
    you: string;
    average: string;
    shop: string;
    values?: [number, number];
  }> = [
    {
      label: 'impact.rowContainers',
      you: f.count(impact.impact.containersAvoided),
      average: f.count(shop.average.containersAvoided),
      shop: f.count(shop.impact.containersAvoided),
      values: [impact.impact.containersAvoided, shop.average.containersAvoided],
    },
    {
      label: 'impact.rowPackaging',
      you: f.mass(impact.impact.packagingGrams),
      average: f.mass(shop.average.packagingGrams),
      shop: f.mass(shop.impact.packagingGrams),
    },
    {
      label: 'impact.rowCo2e',
      you: f.mass(impact.impact.co2eGrams),
      average: f.mass(shop.average.co2eGrams),
      shop: f.mass(shop.impact.co2eGrams),
      values: [impact.impact.co2eGrams, shop.average.co2eGrams],
    },
    {
      label: 'impact.rowReturn',
      you: f.percent(impact.returnRate.bottles),
      average: f.percent(shop.returnRate.bottles),
      shop: f.percent(shop.returnRate.bottles),
    },
  ];
  return (
    <Section
      id="impact-shop"
      title={t('impact.shopTitle')}
      intro={t('impact.shopIntro', { count: shop.customers })}
    >
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <figure>
          <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-soft" aria-hidden="true">
            <span className="inline-flex items-center gap-2">
              <Swatch index={0} /> {t('impact.you')}
            </span>
            <span className="inline-flex items-center gap-2">
              <Swatch index={1} /> {t('impact.average')}
            </span>
          </p>
          <div className="mt-3">
            <CompareBars
              title={t('impact.compareChart')}
              names={[t('impact.you'), t('impact.average')]}
              rows={rows
                .filter((r) => r.values)
                .map((r) => ({ label: t(r.label), values: r.values!, display: [r.you, r.average] as const }))}
            />
          </div>
        </figure>
        {/* A phone has no room for four columns: the same figures, one block per row. */}
        <ul className="space-y-3 sm:hidden">
          {rows.map((row) => (
            <li key={row.label} className="rounded-xl bg-sand/60 p-3">
              <p className="font-semibold">{t(row.label)}</p>
              <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
                {(
                  [
                    ['impact.you', row.you],
                    ['impact.average', row.average],
                    ['impact.shop', row.shop],
                  ] as const
                ).map(([key, value]) => (
                  <div key={key}>
                    <dt className="text-xs text-ink-soft">{t(key)}</dt>
                    <dd className="font-bold tabular-nums">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
        <TableBox id="impact-shop-table" caption={t('impact.compareTable')} className="hidden sm:block">
          <TableHead
            columns={[t('impact.colFigure'), t('impact.you'), t('impact.average'), t('impact.shop')]}
          />
          <tbody className="divide-y divide-line">
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row" className={`${rowHead} font-semibold`}>
                  {t(row.label)}
                </th>
                <td className={`${td} text-right font-bold`}>{row.you}</td>
                <td className={`${td} text-right`}>{row.average}</td>
                <td className={`${td} text-right`}>{row.shop}</td>
              </tr>
            ))}
          </tbody>
        </TableBox>
      </div>
    </Section>
  );
}

function Method({ f, t }: { f: Formats; t: Translate }) {
  const steps: string[] = [
    t('impact.method1'),
    t('impact.method2', {
      large: f.mass(SINGLE_USE_GLASS_GRAMS.large),
      small: f.mass(SINGLE_USE_GLASS_GRAMS.small),
      ratio: Math.round((RETURNABLE_GLASS_MASS_RATIO - 1) * 100),
      uses: USES_PER_RETURNABLE_BOTTLE,
      cardboard: f.mass(CARDBOARD_GRAMS_PER_CRATE),
    }),
    t('impact.method3', {
      reduction: Math.round(REUSE_GHG_REDUCTION * 100),
      factor: f.kilograms(SINGLE_USE_GLASS_CO2E_PER_GRAM),
    }),
    t('impact.method4'),
    t('impact.method5'),
  ];
  return (
    <Section id="impact-method" title={t('impact.methodTitle')}>
      <div className="grid gap-6 lg:grid-cols-3">
        <ul
          className="list-disc space-y-2 pl-5 text-sm leading-relaxed lg:col-span-2"
          data-testid="impact-method"
        >
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
        <div className="self-start rounded-2xl bg-forest p-5 text-white">
          <h3 className="font-bold">{t('impact.claimsTitle')}</h3>
          <ul className="mt-3 space-y-2 text-sm text-white/90">
            <li>{t('home.claimRecycled')}</li>
            <li>{t('home.claimReused')}</li>
            <li>{t('home.claimImpact')}</li>
          </ul>
        </div>
      </div>
    </Section>
  );
}

export default function MyImpact() {
  const { t, prefix } = useI18n();
  const { impact } = useLoaderData<typeof loader>();
  const f = useFormats();
  const hasDeliveries = impact !== null && bottles(impact.delivered) + impact.delivered.crates > 0;
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('header.impact') })}</title>
      {impact === null ? (
        <Notice kind="error">{t('impact.error')}</Notice>
      ) : (
        <div className="space-y-6">
          {hasDeliveries ? (
            <>
              <div>
                <p className="max-w-3xl text-ink-soft">
                  {t('impact.intro', { date: f.date(impact.since!) })}
                </p>
                <Headline impact={impact} f={f} t={t} />
              </div>
              <Months impact={impact} f={f} t={t} />
              <ReturnRate impact={impact} f={f} t={t} />
            </>
          ) : (
            <EmptyState title={t('impact.emptyTitle')} testId="impact-empty">
              <p className="mx-auto max-w-xl">{t('impact.emptyText')}</p>
              <Link to={`${prefix}/categories`} className="btn btn-primary mt-5">
                {t('impact.emptyCta')}
              </Link>
            </EmptyState>
          )}
          <Shop impact={impact} f={f} t={t} />
          <Method f={f} t={t} />
        </div>
      )}
    </>
  );
}
