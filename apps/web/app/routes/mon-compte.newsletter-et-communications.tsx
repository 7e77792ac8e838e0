import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import type { Route } from './+types/mon-compte.newsletter-et-communications';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from '@consigne/domain';
import { Notice } from '../components/account/Notice';
import { PushDevice } from '../components/account/PushDevice';
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
  const api = serverApi(args.request, args.context);
  const [result, notifications] = await Promise.all([
    api.call(routes.getPreferences),
    api.call(routes.getNotificationPreferences),
  ]);
  if (result.error !== null) throw data(result.error, { status: result.status || 500 });
  if (notifications.error !== null) throw data(notifications.error, { status: notifications.status || 500 });
  return { preferences: result.data, notifications: notifications.data };
}

/**
 * Two forms. The three opt-ins are saved together: a checkbox left unticked is sent as false. The
 * notifications' grid (intent 'notifications') sends every event × channel, ticked or not.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get('intent') === 'notifications') {
    const choices = NOTIFICATION_EVENTS.flatMap((event) =>
      NOTIFICATION_CHANNELS.map((channel) => ({
        event,
        channel,
        enabled: form.get(`${event}.${channel}`) === 'on',
      })),
    );
    const saved = await serverApi(request, context).call(routes.updateNotificationPreferences, {
      body: { choices },
    });
    return saved.error === null
      ? { ok: true, error: null, form: 'notifications' }
      : data({ ok: false, error: saved.error, form: 'notifications' }, { status: 400 });
  }
  const result = await serverApi(request, context).call(routes.updatePreferences, {
    body: {
      newsletterOptIn: form.get('newsletterOptIn') === 'on',
      offersOptIn: form.get('offersOptIn') === 'on',
      smsOptIn: form.get('smsOptIn') === 'on',
    },
  });
  return result.error === null
    ? { ok: true, error: null, form: 'preferences' }
    : data({ ok: false, error: result.error, form: 'preferences' }, { status: 400 });
}

export default function Communications() {
  const { t, prefix } = useI18n();
  const { preferences, notifications } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const outcome = answer?.form === 'preferences' ? answer : undefined;
  const notified = answer?.form === 'notifications' ? answer : undefined;
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
      <NotificationChoices notifications={notifications} outcome={notified} saving={saving} />
    </>
  );
}

type Loaded = Awaited<ReturnType<typeof loader>>['notifications'];

/** Each step of an order × each channel, and this device's push subscription. */
function NotificationChoices({
  notifications,
  outcome,
  saving,
}: {
  notifications: Loaded;
  outcome: { ok: boolean; error: string | null } | undefined;
  saving: boolean;
}) {
  const { t, prefix } = useI18n();
  const on = (event: string, channel: string) =>
    notifications.choices.some((c) => c.event === event && c.channel === channel && c.enabled);
  return (
    <section aria-labelledby="notifications-title" className="card mt-6 max-w-2xl p-6 sm:p-8">
      <h2 id="notifications-title" className="text-lg font-bold">
        {t('accountArea.notifications.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('accountArea.notifications.intro')}</p>
      <Form method="post" className="mt-4" data-testid="notification-choices">
        <input type="hidden" name="intent" value="notifications" />
        {outcome?.ok && (
          <Notice kind="success" className="mb-4" testId="notifications-saved">
            {t('accountArea.notifications.saved')}
          </Notice>
        )}
        {outcome?.error && (
          <Notice kind="error" className="mb-4">
            {outcome.error}
          </Notice>
        )}
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-line text-left">
              <th scope="col" className="py-2 pr-2 font-semibold">
                {t('accountArea.notifications.event')}
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <th
                  key={channel}
                  scope="col"
                  className="whitespace-nowrap px-2 py-2 text-center font-semibold"
                >
                  {t(`accountArea.notifications.channel.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {NOTIFICATION_EVENTS.map((event) => (
              <tr key={event}>
                <th scope="row" className="py-3 pr-2 text-left font-medium">
                  {t(`accountArea.notifications.event.${event}`)}
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="px-2 py-3 text-center">
                    <input
                      type="checkbox"
                      name={`${event}.${channel}`}
                      defaultChecked={on(event, channel)}
                      aria-label={t('accountArea.notifications.toggle', {
                        event: t(`accountArea.notifications.event.${event}`),
                        channel: t(`accountArea.notifications.channel.${channel}`),
                      })}
                      className="h-5 w-5 cursor-pointer accent-forest"
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {!notifications.phone && (
          <p className="mt-3 text-sm text-ink-soft">
            {t('accountArea.notifications.smsNeedsPhone')}{' '}
            <Link to={`${prefix}/mes-informations`} className="font-semibold text-forest underline">
              {t('account.info')}
            </Link>
          </p>
        )}
        <button type="submit" className="btn btn-primary mt-6 w-full sm:w-auto" disabled={saving}>
          {t('accountArea.notifications.save')}
        </button>
      </Form>
      <PushDevice vapidPublicKey={notifications.vapidPublicKey} devices={notifications.devices} />
    </section>
  );
}
