import type { Route } from './+types/mon-compte.aide';
import { ChatIcon, PhoneIcon } from '../components/ui/icons';
import { FaqBlock } from '../components/layout/FaqBlock';
import { useI18n } from '../i18n';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import { useRootData } from '../lib/root-data';

export const handle: PageHandle = { titleKey: 'account.help' };

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  return null;
}

/** mon-compte/aide, titled 'Aide': the FAQ block (#faq), support hours, phone and chat. */
export default function Help() {
  const { t } = useI18n();
  const chatAppId = useRootData()?.chatAppId;
  const phone = t('footer.phone');
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('account.help') })}</title>
      <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
        <FaqBlock className="card p-6 sm:p-8" />

        <aside aria-labelledby="contact-title" className="card bg-forest p-6 text-white sm:p-8">
          <h2 id="contact-title" className="text-xl font-bold">
            {t('accountArea.help.contactTitle')}
          </h2>
          <p className="mt-2 text-white/85">{t('accountArea.help.contactText')}</p>
          <p className="mt-4 font-semibold" data-testid="support-hours">
            {t('footer.supportHours')}
          </p>
          <a
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            className="btn mt-5 w-full bg-white text-forest hover:bg-leaf-soft"
          >
            <PhoneIcon width={18} height={18} /> {phone}
          </a>
          {chatAppId && (
            <button
              type="button"
              className="btn mt-3 w-full bg-white/10 text-white hover:bg-white/20"
              data-chat-app-id={chatAppId}
            >
              <ChatIcon width={18} height={18} /> {t('footer.chat')}
            </button>
          )}
        </aside>
      </div>
    </>
  );
}
