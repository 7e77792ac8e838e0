import { useLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { cardEntry } from '../components/catalog/card';
import { Welcome } from '../components/home/Welcome';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import { serverApi } from '../lib/api.server';
import type { PageHandle } from '../lib/handle';
import { useRootData } from '../lib/root-data';

/** The newest products of the shopper's warehouse, for the home carousel (none if the API fails). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { data } = await serverApi(request, context).crossSell({ sort: 'newest', limit: 12 });
  return { newest: (data?.products ?? []).map(cardEntry) };
}

/** Home (spec §2): '/' for logged-in users; guests see the welcome content here and at /welcome. */
export const handle: PageHandle = {
  promoBar: true,
  // Over the hero at the top, the yellow bar once the page scrolls 100 px (spec §2, §9).
  header: 'transparent',
  scrollHeader: 'yellow',
  scrollThreshold: 100,
  // The footer's 'Questions fréquentes' lands here (#faq); the minors notice of issue 13 §6.
  faq: true,
  minorsNotice: true,
};

export default function Home() {
  const { t } = useI18n();
  const user = useRootData()?.user;
  const { newest } = useLoaderData<typeof loader>();
  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <Canonical />
      <Welcome firstname={user?.firstname} newest={newest} />
    </>
  );
}
