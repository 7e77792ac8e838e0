/**
 * The driver's offline queue (docs/adr/0029-driver-offline-queue.md): every action the driver takes
 * while the network is away is kept on the phone (IndexedDB) with its Idempotency-Key and sent again
 * when the network returns, in the order taken, each once (the API answers a replayed key with its
 * first answer). A refusal (the order was cancelled meanwhile: a 409) stays in the queue as a
 * conflict, shown on its stop, until the driver acknowledges it.
 *
 * Actions plug in by kind: a kind says how to send its payload under a key; the queue knows nothing
 * of what an action means.
 */

/** One action kept on the phone. */
export interface QueuedAction<P = unknown> {
  /** Its Idempotency-Key, and its id in the store. */
  key: string;
  /** Its rank: actions are sent in the order taken. */
  seq: number;
  kind: string;
  payload: P;
  /** The order it is about (the stop that shows its conflict), if any. */
  orderId?: number;
  queuedAt: string;
  /** The API's refusal, kept until the driver acknowledges it; the action is sent no more. */
  conflict?: { status: number; message: string };
}

/** Where the queue lives: IndexedDB on the phone, memory in tests. */
export interface QueueStore {
  all(): Promise<QueuedAction[]>;
  put(action: QueuedAction): Promise<void>;
  delete(key: string): Promise<void>;
}

/** What sending an action came to. */
export type SendOutcome =
  | { kind: 'sent'; answer?: unknown }
  /** No answer (offline, the server down, a session to renew): the action stays, sent again later. */
  | { kind: 'retry' }
  /** The API refused it: it will refuse it again. */
  | { kind: 'refused'; status: number; message: string };

/** How one kind of action is sent under its key. */
export type SendAction<P> = (payload: P, key: string) => Promise<SendOutcome>;

/**
 * An API answer read as a send outcome: no answer, a 5xx or a 401 (the session is renewed, then the
 * queue is sent again) waits for later; any other refusal is final.
 */
export function outcomeOf(result: { error: string | null; status: number; data?: unknown }): SendOutcome {
  if (result.error === null) return { kind: 'sent', answer: result.data };
  if (result.status === 0 || result.status === 401 || result.status === 408 || result.status === 429)
    return { kind: 'retry' };
  if (result.status >= 500) return { kind: 'retry' };
  return { kind: 'refused', status: result.status, message: result.error };
}

interface ReplayReport {
  sent: QueuedAction[];
  refused: QueuedAction[];
  /** Some actions are still waiting for the network. */
  waiting: boolean;
}

export interface DriverQueue {
  /** Keeps an action; it is sent by the next replay. */
  enqueue<P>(kind: string, payload: P, meta?: { orderId?: number }): Promise<QueuedAction<P>>;
  /** The queue in order: waiting actions and unacknowledged conflicts. */
  list(): Promise<QueuedAction[]>;
  /**
   * Sends the waiting actions in order, each until it gets an answer. At the first one without an
   * answer it stops (the next ones wait behind it). A refused one becomes a conflict and the next ones
   * are still sent (each is judged by the API on its own). One replay at a time per queue.
   */
  replay(): Promise<ReplayReport>;
  /** The driver has read a conflict: it leaves the queue. */
  acknowledge(key: string): Promise<void>;
  /** Called after every change of the queue. */
  subscribe(listener: () => void): () => void;
}

export function createDriverQueue({
  store,
  kinds,
  newKey = () => crypto.randomUUID(),
  now = () => new Date(),
}: {
  store: QueueStore;
  kinds: Record<string, SendAction<never>>;
  newKey?: () => string;
  now?: () => Date;
}): DriverQueue {
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  const ordered = async () => (await store.all()).sort((a, b) => a.seq - b.seq);
  let running: Promise<ReplayReport> | null = null;

  async function replayOnce(): Promise<ReplayReport> {
    const report: ReplayReport = { sent: [], refused: [], waiting: false };
    for (const action of await ordered()) {
      if (action.conflict) continue;
      const send = kinds[action.kind] as SendAction<unknown> | undefined;
      const outcome: SendOutcome = send
        ? await send(action.payload, action.key).catch((): SendOutcome => ({ kind: 'retry' }))
        : { kind: 'refused', status: 400, message: `unknown action ${action.kind}` };
      if (outcome.kind === 'retry') {
        report.waiting = true;
        break;
      }
      if (outcome.kind === 'sent') {
        await store.delete(action.key);
        report.sent.push(action);
      } else {
        const refused = { ...action, conflict: { status: outcome.status, message: outcome.message } };
        await store.put(refused);
        report.refused.push(refused);
      }
      changed();
    }
    return report;
  }

  return {
    async enqueue(kind, payload, meta = {}) {
      const last = (await ordered()).at(-1);
      const action = {
        key: newKey(),
        seq: (last?.seq ?? 0) + 1,
        kind,
        payload,
        ...(meta.orderId !== undefined ? { orderId: meta.orderId } : {}),
        queuedAt: now().toISOString(),
      };
      await store.put(action);
      changed();
      return action;
    },
    list: ordered,
    replay() {
      running ??= replayOnce().finally(() => {
        running = null;
      });
      return running;
    },
    async acknowledge(key) {
      await store.delete(key);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The queue in memory: the tests' store. */
export function memoryStore(): QueueStore & { actions: Map<string, QueuedAction> } {
  const actions = new Map<string, QueuedAction>();
  return {
    actions,
    all: async () => [...actions.values()].map((a) => structuredClone(a)),
    put: async (action) => void actions.set(action.key, structuredClone(action)),
    delete: async (key) => void actions.delete(key),
  };
}

const DB_NAME = 'consigne-driver';
const STORE = 'queue';

/** The queue on the phone: one IndexedDB object store, keyed by the action's key. */
export function indexedDbStore(name = DB_NAME): QueueStore {
  let opened: Promise<IDBDatabase> | null = null;
  const open = () =>
    (opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('indexedDB'));
    }));
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await open();
    return new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      // Resolved once the transaction commits: a put is on disk before the driver is told it is kept.
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
      tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
    });
  };
  return {
    all: () => run('readonly', (s) => s.getAll() as IDBRequest<QueuedAction[]>),
    put: async (action) => void (await run('readwrite', (s) => s.put(action))),
    delete: async (key) => void (await run('readwrite', (s) => s.delete(key))),
  };
}
