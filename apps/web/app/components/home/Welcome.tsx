import { Form, Link } from 'react-router';
import { useI18n, type MessageKey } from '../../i18n';
import type { CardEntry } from '../catalog/card';
import { Carousel } from '../catalog/Carousel';
import { ProductCard } from '../catalog/ProductCard';

const CLAIMS: Array<[string, MessageKey]> = [
  ['26 %', 'home.claimRecycled'],
  ['40×', 'home.claimReused'],
  ['3', 'home.claimImpact'],
];
const STEPS: MessageKey[] = ['home.how1', 'home.how2', 'home.how3'];

/** Home marketing: hero with a delivery-address field, catalogue call to action, claims, blog teaser, pros link. */
export function Welcome({
  firstname,
  newest = [],
  hero = true,
}: {
  firstname?: string;
  newest?: CardEntry[];
  /** The returning shopper's home shows its own first screen instead of the hero (ReturningHome). */
  hero?: boolean;
}) {
  const { t, prefix } = useI18n();
  return (
    <>
      {hero && (
        // Reaches up under the home's transparent header (under-header, app.css).
        <section className="under-header hero-texture bg-brand-yellow">
          <div className="mx-auto grid max-w-screen-xl items-center gap-10 px-4 pb-14 pt-8 sm:px-6 md:grid-cols-[1.1fr_0.9fr] md:pb-20 md:pt-12 lg:px-8">
            <div>
              {firstname ? (
                <>
                  <h1 className="text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
                    {t('home.welcomeBack', { firstname })}
                  </h1>
                  <p className="mt-4 max-w-xl text-lg text-ink/80">{t('home.welcomeBackText')}</p>
                </>
              ) : (
                <>
                  <h1 className="text-4xl font-black leading-[1.05] tracking-tight sm:text-5xl lg:text-6xl">
                    {t('home.heroTitle')}
                  </h1>
                  <p className="mt-4 max-w-xl text-lg text-ink/80">{t('home.heroText')}</p>
                  <Form
                    method="get"
                    action={`${prefix}/inscription/step1`}
                    className="mt-7 flex max-w-xl flex-col gap-2 rounded-3xl bg-white p-2 shadow-lg sm:flex-row sm:rounded-full"
                  >
                    <label htmlFor="hero-address" className="sr-only">
                      {t('home.addressLabel')}
                    </label>
                    <input
                      id="hero-address"
                      name="address"
                      type="text"
                      // One line (street-address is for a multi-line <textarea>, HTML's autofill rules).
                      autoComplete="address-line1"
                      placeholder={t('home.addressPlaceholder')}
                      className="h-12 min-w-0 flex-1 rounded-full px-5 text-base focus-visible:outline-2 focus-visible:outline-forest"
                    />
                    <button type="submit" className="btn btn-primary h-12 px-6">
                      {t('home.addressSubmit')}
                    </button>
                  </Form>
                </>
              )}
              <Link to={`${prefix}/categories`} className="btn btn-outline mt-5 border-ink text-ink">
                {t('home.catalogCta')}
              </Link>
              <p className="mt-4 text-sm font-semibold text-ink/70">{t('home.coverage')}</p>
            </div>
            <div
              aria-hidden="true"
              className="relative mx-auto hidden aspect-square w-full max-w-md md:block"
            >
              <div className="absolute inset-6 rounded-[3rem] bg-white/50" />
              <svg viewBox="0 0 200 200" className="relative h-full w-full">
                <rect x="30" y="92" width="140" height="78" rx="10" fill="#0f4d34" />
                <rect x="38" y="100" width="124" height="14" rx="4" fill="#1f8a4c" />
                {[0, 1, 2, 3, 4, 5].map((i) => (
                  <g key={i} transform={`translate(${44 + i * 20} 30)`}>
                    <path
                      d="M5 0h6v14c4 3 6 7 6 11v48a4 4 0 0 1-4 4H3a4 4 0 0 1-4-4V25c0-4 2-8 6-11Z"
                      fill={i % 2 ? '#ffffff' : '#dff0e5'}
                      stroke="#15241b"
                      strokeWidth="2"
                    />
                    <rect
                      x="-1"
                      y="40"
                      width="18"
                      height="14"
                      fill={i % 3 === 0 ? '#ffd23f' : i % 3 === 1 ? '#f28c6b' : '#7cc4a0'}
                    />
                  </g>
                ))}
                <text x="100" y="150" textAnchor="middle" fill="#ffd23f" fontSize="18" fontWeight="800">
                  12 × ♻
                </text>
              </svg>
            </div>
          </div>
        </section>
      )}

      {newest.length > 0 && (
        <section aria-labelledby="newest" className="mx-auto max-w-screen-xl px-4 pt-12 sm:px-6 lg:px-8">
          <div className="mb-4 flex items-end justify-between gap-4">
            <h2 id="newest" className="text-3xl font-extrabold tracking-tight">
              {t('catalog.newest')}
            </h2>
            <Link
              to={`${prefix}/produits?sort=newest&direction=desc`}
              className="shrink-0 font-semibold text-forest underline-offset-4 hover:underline"
            >
              {t('catalog.newestAll')}
            </Link>
          </div>
          <Carousel prevLabel={t('catalog.prev')} nextLabel={t('catalog.nextItems')}>
            {newest.map((entry) => (
              <ProductCard key={entry.id} entry={entry} />
            ))}
          </Carousel>
        </section>
      )}

      <section aria-labelledby="claims" className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
        <h2 id="claims" className="sr-only">
          {t('home.claimsTitle')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {CLAIMS.map(([figure, key]) => (
            <li key={key} className="card p-6">
              <p className="text-4xl font-black text-forest">{figure}</p>
              <p className="mt-2 font-semibold">{t(key)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how" className="bg-white">
        <div className="mx-auto max-w-screen-xl px-4 py-14 sm:px-6 lg:px-8">
          <h2 id="how" className="text-3xl font-extrabold tracking-tight">
            {t('home.howTitle')}
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map((key, i) => (
              <li key={key} className="flex gap-4">
                <span className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-yellow text-lg font-black">
                  {i + 1}
                </span>
                <p className="pt-2 text-lg">{t(key)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="mx-auto grid max-w-screen-xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-2 lg:px-8">
        <article className="card flex flex-col p-8">
          <h2 className="text-2xl font-extrabold">{t('home.blogTitle')}</h2>
          <p className="mt-2 flex-1 text-ink-soft">{t('home.blogText')}</p>
          <Link to={`${prefix}/blog`} className="btn btn-outline mt-6 self-start">
            {t('home.blogCta')}
          </Link>
        </article>
        <article className="card flex flex-col bg-forest p-8 text-white">
          <h2 className="text-2xl font-extrabold">{t('home.prosTitle')}</h2>
          <p className="mt-2 flex-1 text-white/80">{t('home.prosText')}</p>
          <Link
            to={`${prefix}/page/boissons-produits-consignes-pour-professionnels`}
            className="btn mt-6 self-start bg-brand-yellow text-ink hover:bg-brand-yellow-dark"
          >
            {t('home.prosCta')}
          </Link>
        </article>
      </section>
    </>
  );
}
