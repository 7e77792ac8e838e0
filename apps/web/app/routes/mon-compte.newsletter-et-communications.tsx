import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mon-compte.newsletter-et-communications';
import { Notice } from '../components/account/Notice';
import { useI18n, type MessageKey } from '../i18n';
import { serverApi } from '../lib/api.server';
import { runGuards } from '../lib/guards.server';
import type { PageHandle } from '../lib/handle';
import * as routes from '@consigne/contract/routes';

export const handle: PageHandle = { titleKey: 'accountArea.newsletter.title' };

const CHANNELS = [
  ['newsletterOptIn', 'accountArea.newsletter.newsletter', 'accountArea.newsletter.newsletterText'],
  ['offersOptIn', 'accountArea.newsletter.offers', 'accountArea.newsletter.offersText'],
  ['smsOptIn', 'accountArea.newsletter.sms', 'accountArea.newsletter.smsText'],
] as const satisfies ReadonlyArray<readonly [string, MessageKey, MessageKey]>;

export async function loader(args: Route.LoaderArgs) {
  await runGuards(['auth'], args);
  const result = await serverApi(args.request, args.context).call(routes.getPreferences);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  return { preferences: result.data };
}

/** The three opt-ins are saved together: a checkbox left unticked is sent as false. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const result = await serverApi(request, context).call(routes.updatePreferences, {
    body: {
      newsletterOptIn: form.get('newsletterOptIn') === 'on',
      offersOptIn: form.get('offersOptIn') === 'on',
      smsOptIn: form.get('smsOptIn') === 'on',
    },
  });
  return result.error === null
    ? { ok: true, error: null }
    : data({ ok: false, error: result.error }, { status: 400 });
}

export default function Communications() {
  const { t, prefix } = useI18n();
  const { preferences } = useLoaderData<typeof loader>();
  const outcome = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <>
      <title>{t('meta.titleSuffix', { title: t('accountArea.newsletter.title') })}</title>
      <Link
        to={`${prefix}/mes-informations`}
        className="inline-flex items-center gap-1 text-sm font-semibold text-forest underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> {t('account.info')}
      </Link>
      <div className="card mt-4 max-w-2xl p-6 sm:p-8">
        <p className="text-ink-soft">{t('accountArea.newsletter.intro')}</p>
        <Form method="post" className="mt-6">
          {outcome?.ok && (
            <Notice kind="success" className="mb-4" testId="preferences-saved">
              {t('accountArea.newsletter.saved')}
            </Notice>
          )}
          {outcome?.error && (
            <Notice kind="error" className="mb-4">
              {outcome.error}
            </Notice>
          )}
          <ul className="divide-y divide-line">
            {CHANNELS.map(([name, label, text]) => (
              <li key={name} className="flex items-center justify-between gap-4 py-4">
                <label htmlFor={name} className="min-w-0 cursor-pointer">
                  <span className="block font-semibold">{t(label)}</span>
                  <span className="mt-0.5 block text-sm text-ink-soft">{t(text)}</span>
                </label>
                <span className="relative inline-flex shrink-0">
                  <input
                    id={name}
                    name={name}
                    type="checkbox"
                    role="switch"
                    defaultChecked={preferences[name]}
                    className="peer h-7 w-12 cursor-pointer appearance-none rounded-full bg-line transition-colors checked:bg-forest focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest"
                  />
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute left-1 top-1 h-5 w-5 rounded-full bg-white shadow transition-transform peer-checked:translate-x-5"
                  />
                </span>
              </li>
            ))}
          </ul>
          <button type="submit" className="btn btn-primary mt-6 w-full sm:w-auto" disabled={saving}>
            {t('accountArea.newsletter.save')}
          </button>
        </Form>
      </div>
    </>
  );
}
