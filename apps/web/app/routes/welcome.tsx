import { Welcome } from '../components/home/Welcome';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import type { PageHandle } from '../lib/handle';
import { loadPromoBar } from '../lib/promo-bar.server';
import type { Route } from './+types/welcome';

/** The promo bar's texts, edited in the back-office. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { promoBar: await loadPromoBar(request, context) };
}

/** /welcome: the home for guests. */
export const handle: PageHandle = { promoBar: true };

export default function WelcomePage() {
  const { t } = useI18n();
  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <Canonical />
      <Welcome />
    </>
  );
}
