import type { AdvanceStatus, DoorPaymentMethod, Locale } from '@consigne/domain';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import * as routes from '@consigne/contract/routes';
import { Notice } from '../account/Notice';
import { useI18n } from '../../i18n';
import { browserApiFor } from '../../lib/browser-api';
import {
  createDriverQueue,
  indexedDbStore,
  outcomeOf,
  type DriverQueue,
  type QueuedAction,
  type SendAction,
} from '../../lib/driver-queue';
import type { collectionBody } from './form-values';
import type { DoorBody } from './door-values';
import type { FailPayload, FailPickupPayload } from './types';
import { proofKinds } from './proof-kinds';
import { queuedStatus } from './queued-view';

/** The kinds of actions the driver's page queues; later ones (failure, proof photo…) add a kind here. */
interface AdvancePayload extends DoorBody {
  orderId: number;
  status: AdvanceStatus;
  /** The payment taken at the door, with the step to 'delivered' of an order paid at delivery. */
  payment?: { method: DoorPaymentMethod; receivedCents: number };
}
/** The cash the driver counted at the day's end (the cash sheet). */
interface CountPayload {
  date: string;
  countedCents: number;
}
type CollectPayload = ReturnType<typeof collectionBody>;

function driverKinds(locale: Locale): Record<string, SendAction<never>> {
  const api = () => browserApiFor(locale);
  const advance: SendAction<AdvancePayload> = async (
    { orderId, status, refusedLines, ageCheck, payment },
    key,
  ) =>
    outcomeOf(
      await api().call(routes.advanceOrderStatus, {
        params: { orderId },
        // The door sheet's refusals, age check and payment go with 'delivered' (DoorSheet.tsx).
        body: {
          status,
          ...(refusedLines ? { refusedLines } : {}),
          ...(ageCheck ? { ageCheck } : {}),
          ...(payment ? { payment } : {}),
        },
        headers: { 'idempotency-key': key },
      }),
    );
  const collect: SendAction<CollectPayload> = async (body, key) =>
    outcomeOf(
      await api().call(routes.recordEmptiesCollection, { body, headers: { 'idempotency-key': key } }),
    );
  const fail: SendAction<FailPayload> = async ({ orderId, ...body }, key) =>
    outcomeOf(
      await api().call(routes.failDelivery, {
        params: { orderId },
        body,
        headers: { 'idempotency-key': key },
      }),
    );
  const failPickup: SendAction<FailPickupPayload> = async ({ pickupId, ...body }, key) =>
    outcomeOf(
      await api().call(routes.failEmptiesPickup, {
        params: { pickupId },
        body,
        headers: { 'idempotency-key': key },
      }),
    );
  const count: SendAction<CountPayload> = async (body, key) =>
    outcomeOf(await api().call(routes.countDriverCash, { body, headers: { 'idempotency-key': key } }));
  return { advance, collect, fail, failPickup, count, ...proofKinds(locale) } as Record<
    string,
    SendAction<never>
  >;
}

interface OfflineState {
  /** The queue, in the browser only (none while the page renders on the server). */
  queue: DriverQueue | null;
  actions: QueuedAction[];
  online: boolean;
}

const OfflineContext = createContext<OfflineState>({ queue: null, actions: [], online: true });

export const useDriverOffline = () => useContext(OfflineContext);

/**
 * The driver's page without network: keeps the queue (IndexedDB), replays it when the network
 * returns (and at every opening of the page), then reloads the round; registers the service worker
 * that keeps the day's page and its assets (public/driver-sw.js).
 */
export function DriverOffline({ children }: { children: ReactNode }) {
  const { locale } = useI18n();
  const { revalidate } = useRevalidator();
  // The latest revalidate, read when a replay ends: the queue is made once per page and language.
  const reload = useRef(revalidate);
  reload.current = revalidate;
  const [queue, setQueue] = useState<DriverQueue | null>(null);
  const [actions, setActions] = useState<QueuedAction[]>([]);
  const [online, setOnline] = useState(true);

  useEffect(() => {
    if (typeof indexedDB === 'undefined') return;
    const created = createDriverQueue({ store: indexedDbStore(), kinds: driverKinds(locale) });
    setQueue(created);
    const refresh = () => void created.list().then(setActions);
    const unsubscribe = created.subscribe(refresh);
    const replay = async () => {
      setOnline(navigator.onLine);
      if (!navigator.onLine) return;
      const report = await created.replay();
      if (report.sent.length > 0 || report.refused.length > 0) await reload.current();
    };
    const offline = () => setOnline(false);
    refresh();
    void replay();
    window.addEventListener('online', replay);
    window.addEventListener('offline', offline);
    return () => {
      unsubscribe();
      window.removeEventListener('online', replay);
      window.removeEventListener('offline', offline);
    };
  }, [locale]);

  // Every day the driver opens is kept (the date is in the address).
  const { pathname, search } = useLocation();
  const [dayKept, setDayKept] = useState<string | null>(null);
  useEffect(() => {
    void keepTheDay().then((kept) => kept && setDayKept(pathname + search));
  }, [pathname, search]);

  const state = useMemo(() => ({ queue, actions, online }), [queue, actions, online]);
  return (
    <OfflineContext.Provider value={state}>
      <div data-day-kept={dayKept ?? undefined}>{children}</div>
    </OfflineContext.Provider>
  );
}

/**
 * Registers the driver's service worker on this page's path only (the storefront keeps none), then
 * asks it to keep the page and every asset it loaded: the day opens without network.
 */
async function keepTheDay(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !navigator.onLine) return false;
  try {
    const scope = window.location.pathname;
    const registration = await navigator.serviceWorker.register('/driver-sw.js', { scope });
    const worker = registration.active ?? registration.waiting ?? registration.installing;
    if (!worker) return false;
    const sameOrigin = (url: string) => new URL(url).origin === window.location.origin;
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((url) => sameOrigin(url) && new URL(url).pathname.startsWith('/assets/'));
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[href]')]
      .filter((link) => /modulepreload|stylesheet|icon|manifest/.test(link.rel))
      .map((link) => link.href);
    const message = {
      type: 'keep-day',
      page: window.location.href,
      urls: [...new Set([...assets, ...links])],
    };
    await activated(worker);
    // The worker answers on the channel once the page and its assets are in its cache.
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(true);
      worker.postMessage(message, [channel.port2]);
    });
  } catch {
    // No service worker (a private window, an old browser): the page works online as before.
    return false;
  }
}

const activated = (worker: ServiceWorker) =>
  new Promise<void>((resolve) => {
    if (worker.state === 'activated') return resolve();
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
    });
  });

/** Whether a form should be queued rather than sent: offline, or older actions still wait (order). */
export function shouldQueue(state: OfflineState): state is OfflineState & { queue: DriverQueue } {
  const { queue, actions, online } = state;
  if (!queue) return false;
  const browserOnline = typeof navigator === 'undefined' || navigator.onLine;
  return !online || !browserOnline || actions.some((a) => !a.conflict);
}

/** The badge: how many actions wait on the phone, and a word when the network is away. */
export function PendingBadge() {
  const { t } = useI18n();
  const { actions, online } = useDriverOffline();
  const waiting = actions.filter((a) => !a.conflict).length;
  const loose = actions.filter((a) => a.conflict && a.orderId === undefined);
  return (
    <>
      {(!online || waiting > 0) && (
        <div className="mt-3 flex flex-wrap items-center gap-2" aria-live="polite">
          {waiting > 0 && (
            <span
              data-testid="pending-actions"
              className="rounded-full bg-warning-soft px-3 py-1 text-sm font-bold text-warning"
            >
              {t('driverOffline.pending', { count: waiting })}
            </span>
          )}
          {!online && (
            <span className="text-sm text-ink-soft" data-testid="offline-notice">
              {t('driverOffline.offline')}
            </span>
          )}
        </div>
      )}
      {loose.map((action) => (
        <ConflictNotice key={action.key} action={action} />
      ))}
    </>
  );
}

/** The API's refusal of a queued action, until the driver says they read it. */
export function ConflictNotice({ action }: { action: QueuedAction }) {
  const { t } = useI18n();
  const { queue } = useDriverOffline();
  return (
    <Notice kind="error" className="mt-3" testId="queue-conflict">
      <span>{t('driverOffline.conflict', { message: action.conflict?.message ?? '' })}</span>{' '}
      <button
        type="button"
        className="btn btn-outline ml-2 min-h-11 px-3 text-sm"
        onClick={() => void queue?.acknowledge(action.key)}
      >
        {t('driverOffline.acknowledge')}
      </button>
    </Notice>
  );
}

/** The queued actions about one order: the status it will have once they are sent, and its conflicts. */
export function useQueuedFor(orderId: number) {
  const { actions } = useDriverOffline();
  const mine = actions.filter((a) => a.orderId === orderId);
  // A failure kept on the phone ends the order there and then (the round shows it failed).
  const status = queuedStatus(actions, orderId);
  return { status, waiting: mine.some((a) => !a.conflict), conflicts: mine.filter((a) => a.conflict) };
}
