import { Welcome } from '../components/home/Welcome';
import { Canonical } from '../components/seo/Canonical';
import { useI18n } from '../i18n';
import type { PageHandle } from '../lib/handle';

/** /welcome: the home for guests (spec §2). */
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
