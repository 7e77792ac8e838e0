import { useLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { cardEntry } from '../components/catalog/card';
import { ReturningHome } from '../components/home/ReturningHome';
import { Welcome } from '../components/home/Welcome';
import { returningHomeData } from '../components/home/returning-home.server';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import { currentUser, serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import { loadPromoBar } from '../lib/promo-bar.server';
import { useRootData } from '../lib/root-data';
import * as routes from '@consigne/contract/routes';

/** The newest products of the shopper's warehouse, for the home carousel (none if the API fails). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(request, context);
  const [{ data }, returning, promoBar] = await Promise.all([
    api.call(routes.listProducts, { query: { sort: 'newest', limit: 12 } }),
    // A returning shopper's slot, last order, favourites and Rayons.
    currentUser(request, context).then((user) => (user ? returningHomeData(api) : null)),
    loadPromoBar(request, context),
  ]);
  return { newest: (data?.products ?? []).map(cardEntry), returning, promoBar };
}

/** Home: '/' for logged-in users; guests see the welcome content here and at /welcome. */
export const handle: PageHandle = {
  promoBar: true,
  // Over the hero at the top, the yellow bar once the page scrolls 100 px.
  header: 'transparent',
  scrollHeader: 'yellow',
  scrollThreshold: 100,
  // The footer's 'Questions fréquentes' lands here (#faq); the minors notice (docs/rules.md#alcohol).
  faq: true,
  minorsNotice: true,
};

export default function Home() {
  const { t } = useI18n();
  const user = useRootData()?.user;
  const { newest, returning } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <Canonical />
      {user && returning && <ReturningHome {...returning} />}
      <Welcome firstname={user?.firstname} newest={newest} hero={!(user && returning)} />
    </>
  );
}
