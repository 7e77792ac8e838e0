import type { EligibilityDto, ZonesCoverageDto } from '@consigne/api-client';
import { countryOf, intlTag, type Locale, listFormat, numberFormat } from '@consigne/domain';
import { Form, Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { LoadError } from '../blog/LoadError';
import { TextField } from '../ui/TextField';

/** GET /api/zones and GET /api/zones/eligibility, as the contract gives them. */
export type ZonesCoverage = ZonesCoverageDto;
type Eligibility = EligibilityDto;

export type Lookup =
  | { state: 'invalid'; postalCode: string }
  | { state: 'error'; postalCode: string }
  | { state: 'done'; postalCode: string; result: Eligibility };

/** The marketing claim 'more than 2500 cities', shown only when the data backs it. */
const CLAIMED_CITIES = 2500;

/** Metro names that differ in the shopper's language. */
const CITY_NAMES: Record<string, Partial<Record<Locale, string>>> = {
  Bruxelles: { 'nl-BE': 'Brussel', es: 'Bruselas' },
  Lille: { 'nl-BE': 'Rijsel' },
  Paris: { 'nl-BE': 'Parijs', es: 'París' },
  Marseille: { es: 'Marsella' },
  Bordeaux: { es: 'Burdeos' },
};
const cityName = (city: string, locale: Locale) => CITY_NAMES[city]?.[locale] ?? city;

/** Brussels communes are stored bilingually ('Ixelles / Elsene'): Dutch for nl-BE, French otherwise. */
function communeName(name: string, locale: Locale): string {
  const [french, dutch] = name.split(' / ');
  return (locale === 'nl-BE' ? dutch : undefined) ?? french ?? name;
}

function PinIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" className={className}>
      <path
        d="M12 22s7-6.2 7-12a7 7 0 1 0-14 0c0 5.8 7 12 7 12Z"
        fill="currentColor"
        fillOpacity="0.15"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="10" r="2.6" fill="currentColor" />
    </svg>
  );
}

function LookupResult({ lookup, coverage }: { lookup: Lookup; coverage: ZonesCoverage | null }) {
  const { t, locale, prefix } = useI18n();
  if (lookup.state === 'invalid') return null; // shown on the field
  if (lookup.state === 'error')
    return (
      <p className="rounded-xl bg-danger-soft px-4 py-3 font-medium text-danger">{t('zones.lookupError')}</p>
    );
  const { result } = lookup;
  if (!result.isEligible) {
    return (
      <div className="rounded-xl bg-warning-soft px-4 py-4" data-testid="zones-not-eligible">
        <p className="font-bold text-ink">{t('zones.notEligible', { postalCode: result.postalCode })}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('zones.notEligibleText')}</p>
        <Link to={`${prefix}/inscription/non-eligible`} className="btn btn-outline mt-3">
          {t('zones.notEligibleCta')}
        </Link>
      </div>
    );
  }
  const names = [...new Set(result.communes.map((c) => communeName(c.name, locale)))];
  const shown = names.length > 4 ? [...names.slice(0, 3), '…'] : names;
  const place = listFormat(intlTag(locale), { type: 'conjunction' }).format(shown);
  const warehouse = coverage?.warehouses.find((w) => w.id === result.warehouse?.id);
  return (
    <div className="rounded-xl bg-leaf-soft px-4 py-4" data-testid="zones-eligible">
      <p className="flex items-start gap-2 font-bold text-forest">
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="mt-0.5 shrink-0">
          <circle cx="12" cy="12" r="10" fill="currentColor" />
          <path d="m7.5 12.5 3 3 6-6.5" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        {t('zones.eligible', { place })}
      </p>
      {warehouse && (
        <p className="mt-1 text-sm text-ink-soft">
          {t('zones.eligibleDetail', { city: cityName(warehouse.city, locale) })}
        </p>
      )}
      <Link to={`${prefix}/inscription/step1`} className="btn btn-primary mt-3">
        {t('zones.eligibleCta')}
      </Link>
    </div>
  );
}

/** The delivery zones page ('zones' and 'nos-zones-de-livraison'). */
export function ZonesPage({
  coverage,
  lookup,
  postalCode,
}: {
  coverage: ZonesCoverage | null;
  lookup: Lookup | null;
  postalCode: string;
}) {
  const { t, locale, prefix } = useI18n();
  const origin = useRootData()?.origin ?? '';
  const number = numberFormat(intlTag(locale));
  const local = countryOf(locale);
  // Shoppers see their own country's metros first.
  const warehouses = [...(coverage?.warehouses ?? [])].sort(
    (a, b) => Number(b.country === local) - Number(a.country === local),
  );
  const invalid = lookup?.state === 'invalid';

  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('zones.title') })}</title>
      <meta name="description" content={t('zones.description')} />
      {/* Both URLs show this page: search engines index one. */}
      <link rel="canonical" href={`${origin}${prefix}/nos-zones-de-livraison`} />

      <section className="bg-brand-yellow">
        <div className="mx-auto grid max-w-screen-xl gap-8 px-4 pb-12 pt-6 sm:px-6 sm:pt-10 md:grid-cols-[1.1fr_0.9fr] md:items-center md:pb-16 lg:px-8">
          <div>
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{t('zones.title')}</h1>
            <p className="mt-4 max-w-xl text-lg text-ink/80">{t('zones.intro')}</p>
            {coverage && coverage.totalCommunes > CLAIMED_CITIES && (
              <div className="mt-6 inline-flex items-center gap-3 rounded-2xl bg-white/70 px-4 py-3">
                <PinIcon className="h-7 w-7 shrink-0 text-forest" />
                <p>
                  <strong className="block text-lg font-extrabold text-forest" data-testid="zones-claim">
                    {t('zones.claim')}
                  </strong>
                  <span className="text-sm text-ink-soft">
                    {t('zones.claimDetail', {
                      communes: number.format(coverage.totalCommunes),
                      metros: coverage.warehouses.length,
                    })}
                  </span>
                </p>
              </div>
            )}
          </div>

          <div className="card p-5 sm:p-7">
            <h2 className="text-xl font-extrabold">{t('zones.lookupTitle')}</h2>
            <Form method="get" preventScrollReset className="mt-4 flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <TextField
                  id="cp"
                  name="cp"
                  label={t('zones.postalCode')}
                  inputMode="numeric"
                  autoComplete="postal-code"
                  maxLength={5}
                  placeholder="59000"
                  defaultValue={postalCode}
                  error={invalid ? t('zones.invalidPostalCode') : undefined}
                  aria-describedby={invalid ? 'cp-error cp-hint' : 'cp-hint'}
                />
                <p id="cp-hint" className="mt-1 text-xs text-ink-soft">
                  {t('zones.postalCodeHint')}
                </p>
              </div>
              <button type="submit" className="btn btn-primary mt-[1.625rem] h-12 shrink-0">
                {t('zones.check')}
              </button>
            </Form>
            <div aria-live="polite" className="mt-4 empty:hidden">
              {lookup && <LookupResult lookup={lookup} coverage={coverage} />}
            </div>
          </div>
        </div>
      </section>

      {coverage === null ? (
        <div className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
          <LoadError
            message={t('zones.loadError')}
            retry={t('zones.retry')}
            keep={lookup ? { cp: lookup.postalCode } : {}}
          />
        </div>
      ) : (
        <>
          <section aria-labelledby="metros" className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="metros" className="text-3xl font-extrabold tracking-tight">
              {t('zones.metrosTitle')}
            </h2>
            <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" data-testid="zones-metros">
              {warehouses.map((w) => (
                <li key={w.id} className="card flex flex-col p-4 sm:p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-ink-soft">
                    {t(`zones.country.${w.country === 'BE' ? 'BE' : 'FR'}` as MessageKey)}
                  </p>
                  <h3 className="text-lg font-extrabold sm:text-xl">{cityName(w.city, locale)}</h3>
                  <p className="mt-3 text-2xl font-black leading-none text-forest sm:text-3xl">
                    {number.format(w.communeCount)}
                  </p>
                  <p className="mt-1 text-sm text-ink-soft">
                    {t('zones.metroStats', { postalCodes: number.format(w.postalCodeCount) })}
                  </p>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="pickup" className="bg-white">
            <div className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
              <div className="flex flex-wrap items-end justify-between gap-3">
                <h2 id="pickup" className="text-3xl font-extrabold tracking-tight">
                  {t('zones.pickupTitle')}
                </h2>
                <p className="text-sm font-semibold text-ink-soft">
                  {t('zones.pickupCount', { count: coverage.pickupPoints.length })}
                </p>
              </div>
              <p className="mt-3 max-w-2xl text-ink-soft">{t('zones.pickupText')}</p>
              <div className="mt-8 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
                {warehouses.map((w) => {
                  const points = coverage.pickupPoints.filter((p) => p.warehouseName === w.name);
                  if (points.length === 0) return null;
                  return (
                    <div key={w.id}>
                      <h3 className="border-b-2 border-brand-yellow pb-2 text-lg font-extrabold">
                        {cityName(w.city, locale)}
                      </h3>
                      <ul className="mt-3 space-y-4">
                        {points.map((p) => (
                          <li key={p.id} className="flex gap-2">
                            <PinIcon className="mt-0.5 shrink-0 text-forest" />
                            <p className="text-sm">
                              <span className="block font-semibold text-ink">{p.name}</span>
                              <span className="text-ink-soft">
                                {p.address}, {p.postalCode} {communeName(p.city, locale)}
                              </span>
                            </p>
                          </li>
                        ))}
                      </ul>
                    </div>
                  );
                })}
              </div>
            </div>
          </section>
        </>
      )}
    </>
  );
}
