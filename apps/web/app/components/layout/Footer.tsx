import { Link } from 'react-router';
import { useI18n } from '../../i18n';
import { useRootData } from '../../lib/root-data';
import { Logo } from '../ui/Logo';
import { ChatIcon, FacebookIcon, InstagramIcon, LinkedInIcon, PhoneIcon, TikTokIcon } from '../ui/icons';
import { HydrateLater } from '../../lib/hydrate-later';

const SOCIAL = [
  { href: 'https://www.instagram.com/consigne.app', label: 'Instagram', Icon: InstagramIcon },
  { href: 'https://www.facebook.com/consigne.app', label: 'Facebook', Icon: FacebookIcon },
  { href: 'https://www.tiktok.com/@consigne.app', label: 'TikTok', Icon: TikTokIcon },
  { href: 'https://www.linkedin.com/company/consigne-app', label: 'LinkedIn', Icon: LinkedInIcon },
];

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="footer-title">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="footer-link">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer, hydrated after the rest of the page (it is below the fold; lib/hydrate-later). */
export function Footer() {
  return (
    <HydrateLater>
      <FooterContent />
    </HydrateLater>
  );
}

/** The footer: social icons, jobs, customer support with hours, chat (when configured), phone, FAQ, About and Legal lists, alcohol warning, legal notice. */
function FooterContent() {
  const { t, prefix } = useI18n();
  const chatAppId = useRootData()?.chatAppId;
  const phone = t('footer.phone');
  const about = [
    [`${prefix}/page/notre-concept`, t('header.aboutConcept')],
    [`${prefix}/page/nos-engagements`, t('header.aboutCommitments')],
    [`${prefix}/page/lhistoire-du-fourgon`, t('header.aboutStory')],
    [`${prefix}/nos-zones-de-livraison`, t('header.aboutZones')],
    [`${prefix}/blog`, t('header.blog')],
    [`${prefix}/page/boissons-produits-consignes-pour-professionnels`, t('header.pros')],
  ] as const;
  const legal = [
    [`${prefix}/page/conditions-generales-de-vente-du-fourgon`, t('footer.cgv')],
    [`${prefix}/page/mentions-legales`, t('footer.legalNotice')],
    [`${prefix}/page/donnees-personnelles`, t('footer.data')],
    [`${prefix}/page/cookies`, t('footer.cookies')],
  ] as const;

  return (
    <footer className="bg-forest text-white">
      <div className="mx-auto grid max-w-screen-xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4 lg:px-8">
        <div>
          <Logo className="text-white" />
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-white/70">
            {t('footer.followUs')}
          </p>
          <ul className="mt-3 flex gap-2">
            {SOCIAL.map(({ href, label, Icon }) => (
              <li key={label}>
                <a
                  href={href}
                  rel="noopener"
                  aria-label={label}
                  className="grid h-10 w-10 place-items-center rounded-full bg-white/10 hover:bg-white/20"
                >
                  <Icon width={20} height={20} />
                </a>
              </li>
            ))}
          </ul>
          <a href="https://jobs.consigne.app" rel="noopener" className="footer-link mt-5 inline-block">
            {t('footer.jobs')}
          </a>
        </div>

        <div>
          <h2 className="footer-title">{t('footer.supportTitle')}</h2>
          <p className="mt-3 text-sm text-white/80">{t('footer.supportHours')}</p>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="mt-3 flex items-center gap-2 font-semibold hover:underline"
          >
            <PhoneIcon width={18} height={18} /> {phone}
          </a>
          {chatAppId && (
            <button
              type="button"
              className="btn mt-3 bg-white/10 text-white hover:bg-white/20"
              data-chat-app-id={chatAppId}
            >
              <ChatIcon width={18} height={18} /> {t('footer.chat')}
            </button>
          )}
          <Link to={`${prefix}#faq`} className="footer-link mt-3 block">
            {t('footer.faq')}
          </Link>
        </div>

        <FooterLinks id="footer-about" title={t('footer.aboutTitle')} links={about} />
        <FooterLinks id="footer-legal" title={t('footer.legalTitle')} links={legal} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto max-w-screen-xl space-y-2 px-4 py-6 text-xs text-white/75 sm:px-6 lg:px-8">
          <p data-testid="alcohol-warning">{t('footer.alcoholWarning')}</p>
          <p>{t('footer.legal', { year: new Date().getFullYear() })}</p>
        </div>
      </div>
    </footer>
  );
}
