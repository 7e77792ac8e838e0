import type { Locale } from '@consigne/domain';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import * as routes from '@consigne/contract/routes';
import { useI18n } from '../../i18n';
import { browserApiFor } from '../../lib/browser-api';
import { Notice } from './Notice';

/**
 * The storefront's push worker (public/push-sw.js) and its scope: a path no page has, so it controls
 * no page and never meets the driver's worker (/<lang>/livreur; docs/adr/0035-notifications.md).
 */
const PUSH_WORKER = '/push-sw.js';
const PUSH_SCOPE = '/push/';

type State = 'checking' | 'unsupported' | 'denied' | 'off' | 'on' | 'busy';

const supported = () =>
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator &&
  typeof window !== 'undefined' &&
  'PushManager' in window &&
  'Notification' in window;

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * At logout: this device stops hearing of the account. The shop forgets its subscription, then the
 * browser drops it, so whoever uses the device next is not told of the last shopper's orders. Never
 * throws: the logout goes on whatever happens here.
 */
export async function forgetPushOnThisDevice(locale: Locale): Promise<void> {
  if (!supported()) return;
  const subscription = await currentSubscription().catch(() => null);
  if (!subscription) return;
  await browserApiFor(locale)
    .call(routes.deletePushSubscription, { body: { endpoint: subscription.endpoint } })
    .catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}

/** The registration once its worker is active: a push subscription needs an active worker. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_WORKER, { scope: PUSH_SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (worker && !registration.active)
    await new Promise<void>((resolve) =>
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()),
    );
  return registration;
}

const keyBytes = (base64url: string) => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
};

/** This device's push subscription: subscribe (the browser asks for the permission) or unsubscribe. */
export function PushDevice({ vapidPublicKey, devices }: { vapidPublicKey: string; devices: number }) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const [state, setState] = useState<State>('checking');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!supported()) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  async function subscribe() {
    setFailed(false);
    setState('busy');
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const registration = await activeRegistration();
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: keyBytes(vapidPublicKey),
        }));
      const json = subscription.toJSON();
      const saved = await browserApiFor(locale).call(routes.savePushSubscription, {
        body: { endpoint: json.endpoint!, keys: { p256dh: json.keys!.p256dh!, auth: json.keys!.auth! } },
      });
      if (saved.error !== null) throw new Error(saved.error);
      setState('on');
      await revalidator.revalidate();
    } catch {
      setFailed(true);
      setState('off');
    }
  }

  async function unsubscribe() {
    setFailed(false);
    setState('busy');
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        await browserApiFor(locale).call(routes.deletePushSubscription, {
          body: { endpoint: subscription.endpoint },
        });
        await subscription.unsubscribe();
      }
      setState('off');
      await revalidator.revalidate();
    } catch {
      setFailed(true);
      setState('on');
    }
  }

  return (
    <section aria-labelledby="push-title" className="mt-6 rounded-2xl bg-sand/60 p-5" data-push-state={state}>
      <h3 id="push-title" className="font-semibold">
        {t('accountArea.push.title')}
      </h3>
      <p className="mt-1 text-sm text-ink-soft">{t('accountArea.push.text')}</p>
      <p className="mt-1 text-sm text-ink-soft" data-testid="push-devices">
        {t('accountArea.push.devices', { count: devices })}
      </p>
      {state === 'unsupported' && (
        <Notice kind="info" className="mt-3">
          {t('accountArea.push.unsupported')}
        </Notice>
      )}
      {state === 'denied' && (
        <Notice kind="warning" className="mt-3">
          {t('accountArea.push.denied')}
        </Notice>
      )}
      {state === 'on' && (
        <Notice kind="success" className="mt-3" testId="push-on">
          {t('accountArea.push.on')}
        </Notice>
      )}
      {failed && (
        <Notice kind="error" className="mt-3">
          {t('accountArea.push.failed')}
        </Notice>
      )}
      {(state === 'off' || state === 'on' || state === 'busy') && (
        <button
          type="button"
          className="btn btn-outline mt-4 w-full sm:w-auto"
          disabled={state === 'busy'}
          onClick={() => void (state === 'on' ? unsubscribe() : subscribe())}
        >
          {t(state === 'on' ? 'accountArea.push.unsubscribe' : 'accountArea.push.subscribe')}
        </button>
      )}
    </section>
  );
}
