/**
 * At start-up "the app checks periodically for a newer build". The server answers the build it
 * runs (GET /__version, no-store); an open page compares it with its own (React Router's manifest
 * version) every few minutes while the tab is visible, and when the shopper comes back to the tab —
 * never closer than a minute apart, slower after failures (up to an hour), never again once found.
 */
export const VERSION_PATH = '/__version';
export const CHECK_INTERVAL_MS = 5 * 60_000;
export const MIN_GAP_MS = 60_000;
export const MAX_INTERVAL_MS = 60 * 60_000;
/** Dispatched on window when something hints at a newer build (a route's code could not be loaded). */
export const STALE_BUILD_EVENT = 'consigne:stale-build';

export interface VersionWatcherOptions {
  current: string;
  fetchVersion: () => Promise<string | null>;
  onNewVersion: (version: string) => void;
  intervalMs?: number;
  minGapMs?: number;
  maxIntervalMs?: number;
  /** A hidden tab does not ask; it asks when it is shown again (wake). */
  isHidden?: () => boolean;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface VersionWatcher {
  start(): void;
  stop(): void;
  /** The tab is shown or focused again: check now, unless a check ran less than a minute ago. */
  wake(): void;
  check(): Promise<void>;
}

export function createVersionWatcher(options: VersionWatcherOptions): VersionWatcher {
  const {
    current,
    fetchVersion,
    onNewVersion,
    intervalMs = CHECK_INTERVAL_MS,
    minGapMs = MIN_GAP_MS,
    maxIntervalMs = MAX_INTERVAL_MS,
    isHidden = () => false,
    now = () => Date.now(),
    setTimer = (run, ms) => setTimeout(run, ms),
    clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  } = options;
  let timer: unknown = null;
  let lastCheck = Number.NEGATIVE_INFINITY;
  let failures = 0;
  let inFlight = false;
  let running = false;
  let found = false;

  function schedule() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (!running || found) return;
    timer = setTimer(
      () => {
        timer = null;
        if (isHidden()) schedule();
        else void check();
      },
      Math.min(intervalMs * 2 ** failures, maxIntervalMs),
    );
  }

  async function check(): Promise<void> {
    if (found || inFlight) return;
    inFlight = true;
    lastCheck = now();
    try {
      const version = await fetchVersion();
      if (!version) failures++;
      else {
        failures = 0;
        if (version !== current) {
          found = true;
          onNewVersion(version);
        }
      }
    } catch {
      failures++;
    } finally {
      inFlight = false;
      schedule();
    }
  }

  return {
    start() {
      running = true;
      schedule();
    },
    stop() {
      running = false;
      schedule();
    },
    wake() {
      if (running && !isHidden() && now() - lastCheck >= minGapMs) void check();
    },
    check,
  };
}

/** The build the server runs, or null when it cannot say (offline, error, not JSON). */
export async function fetchBuildVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  const response = await fetchImpl(VERSION_PATH, { cache: 'no-store', headers: { accept: 'application/json' } });
  if (!response.ok) return null;
  const body = (await response.json()) as { version?: unknown };
  return typeof body.version === 'string' && body.version ? body.version : null;
}
