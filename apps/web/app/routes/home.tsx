import { Welcome } from '../components/home/Welcome';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import type { PageHandle } from '../lib/handle';
import { useRootData } from '../lib/root-data';

/** Home (spec §2): '/' for logged-in users; guests see the welcome content here and at /welcome. */
export const handle: PageHandle = {
  promoBar: true,
  header: 'yellow',
  scrollHeader: 'yellow',
  scrollThreshold: 100,
};

export default function Home() {
  const { t } = useI18n();
  const user = useRootData()?.user;
  return (
    <>
      <title>{t('meta.homeTitle')}</title>
      <meta name="description" content={t('meta.homeDescription')} />
      <Canonical />
      <Welcome firstname={user?.firstname} />
    </>
  );
}
