import { createECDH, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { emptiesPickupFeeSetting, redeliveryFeeCents, sirenOf } from '@consigne/domain';
import { loadAccountingChart, type AccountingSettings } from './modules/accounting/index.js';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';
import { API_SRC } from './paths.js';

export const REPO_ROOT = resolve(API_SRC, '../../..');

export const EINVOICING_PLATFORMS = ['offline', 'http'] as const;

/** The e-invoicing platform's settings (modules/einvoicing/platform.ts, ADR 0046). */
export interface EInvoicingSettings {
  platform: (typeof EINVOICING_PLATFORMS)[number];
  /** DATA_DIR/einvoicing: where every file sent is written. */
  dir: string;
  url?: string;
  token?: string;
}

/**
 * EINVOICING_PLATFORM offline (the default: files under DATA_DIR/einvoicing) or http; http needs
 * EINVOICING_URL (https, or http on localhost) and EINVOICING_TOKEN.
 */
export function einvoicingSettings(env: NodeJS.ProcessEnv, dataDir: string): EInvoicingSettings {
  const dir = join(dataDir, 'einvoicing');
  const platform = env.EINVOICING_PLATFORM || 'offline';
  if (platform === 'offline') return { platform, dir };
  if (platform !== 'http')
    throw new Error(
      `EINVOICING_PLATFORM must be one of ${EINVOICING_PLATFORMS.join(', ')} (got '${platform}')`,
    );
  const url = env.EINVOICING_URL ?? '';
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  const local = parsed !== null && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  if (!parsed || !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && local)))
    throw new Error('EINVOICING_PLATFORM=http needs EINVOICING_URL, an https:// address of the platform');
  if (!env.EINVOICING_TOKEN) throw new Error('EINVOICING_PLATFORM=http needs EINVOICING_TOKEN');
  return { platform, dir, url, token: env.EINVOICING_TOKEN };
}

export interface Config {
  port: number;
  /**
   * The interface the shop listens on (HOST). Default: 127.0.0.1 while the demo accounts, whose
   * password is published, are seeded (the embedded demo is then out of the local network's reach);
   * 0.0.0.0 otherwise.
   */
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /** The e-invoicing platform (EINVOICING_PLATFORM, EINVOICING_URL, EINVOICING_TOKEN; ADR 0046). */
  einvoicing: EInvoicingSettings;
  jwtSecret: Uint8Array;
  /** Signs the delivery tracking links (TRACKING_SECRET, at least 32 characters; default JWT_SECRET's). */
  trackingSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** How long a used refresh token still gets the same successor (REFRESH_REUSE_SECONDS, default 30; 0 = never). */
  refreshReuseSeconds: number;
  defaultWarehouseKey: string;
  logLevel: string;
  /**
   * LOG_FORMAT: `json` (one JSON line per event, for journald and log collectors) or `pretty` (one
   * readable line, for a person at a terminal). Default: pretty when stdout is a terminal.
   */
  logFormat: 'json' | 'pretty';
  loginRateLimitPerMinute: number;
  /** How long catalogue reads (listings, Rayons, product pages) are kept in memory; 0 turns it off. */
  catalogCacheSeconds: number;
  /** SMTP server URL (smtp://user:pass@host:port); unset = e-mails stay in mail_outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The shop's public origin (PUBLIC_URL): every absolute URL (e-mail links, canonical, hreflang,
   * sitemaps, robots) is built from it, never from the request's Host or X-Forwarded-Host.
   */
  publicUrl: string;
  /** Seed the demo accounts, whose password is published (SEED_DEMO; default: only on the embedded database). */
  seedDemo: boolean;
  /**
   * Grow the seeded catalogue to this many products with generated ones (SEED_SCALE, e.g. 10000; unset:
   * the hand-written catalogue alone). For the scale bench and for trying the shop at a grocer's size.
   */
  seedScale: number | undefined;
  /** GET /api/dev/outbox: outside production, or with MAIL_DEV_OUTBOX=1 (end-to-end tests). */
  devOutbox: boolean;
  /** On SIGTERM/SIGINT, how long in-flight requests get to finish before the process exits anyway. */
  shutdownGraceSeconds: number;
  /** How long a selected slot holds its place (SLOT_HOLD_MINUTES, default 60). */
  slotHoldMinutes: number;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY; default nobody). */
  trustProxy: TrustProxy;
  /** Days before its slot's day an order may be marked delivered (EARLY_DELIVERY_DAYS, default 0). */
  earlyDeliveryDays: number;
  /**
   * Years without a login or an order after which a customer's identity is anonymised, a month after
   * they were told (CUSTOMER_RETENTION_YEARS, default 3: the CNIL's usual term; ADR 0050).
   */
  customerRetentionYears: number;
  /** What booking a failed delivery again costs, in cents (REDELIVERY_FEE_CENTS, default 0). */
  redeliveryFeeCents: number;
  /** What a pickup of empties without an order costs, in cents, taken from its credit (EMPTIES_PICKUP_FEE_CENTS, default 0). */
  emptiesPickupFeeCents: number;
  /**
   * The FEC's settings: the chart of accounts (ACCOUNTING_CHART, a JSON file's path; default the PCG
   * chart of docs/accounting.md) and the SIREN naming the file (SELLER_SIRET's first 9 digits).
   */
  accounting: AccountingSettings;
  /** An OSRM-compatible table service for the rounds' road times (ROUTING_TABLE_URL); unset: estimated offline. */
  routingTableUrl: string | undefined;
  /** Redis for the rate-limit counters shared by every instance (REDIS_URL); unset = in this process. */
  redisUrl: string | undefined;
  /** Prefix of this shop's keys in Redis (REDIS_KEY_PREFIX, default `consigne:`). */
  redisKeyPrefix: string;
  /** Port of the Prometheus metrics listener (METRICS_PORT); unset = no metrics. Never the public port. */
  metricsPort: number | undefined;
  /** Address the metrics listener binds (METRICS_HOST, default 127.0.0.1). */
  metricsHost: string;
  /** Run the job workers in this instance (WORKERS, default 1; 0 = a web-only instance). See docs/jobs.md. */
  workers: boolean;
  /**
   * COMPRESS=1: the Node process compresses pages and API JSON itself (br, else gzip), for a
   * deployment with no proxy in front. Off by default: it costs most of the SSR throughput
   * (docs/performance.md); behind nginx, nginx compresses. Static assets are precompressed at build.
   */
  compress: boolean;
  /**
   * The shop's VAPID keys and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT): they sign
   * every Web Push. Unset: a pair generated once and kept in the data directory (one instance); several
   * instances must share them, and a new pair orphans every device subscribed (docs/security.md).
   */
  vapid: { publicKey: string; privateKey: string; subject: string };
  /**
   * Hosts (`host:port`) a push subscription may point to besides the push services, plain HTTP
   * allowed (PUSH_TEST_HOSTS, comma-separated): the end-to-end tests' fake push service. Never in
   * production.
   */
  pushTestHosts: string[];
}

function int(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * Without JWT_SECRET a random secret is kept in the data directory, so a single embedded
 * instance survives restarts; several instances must share JWT_SECRET.
 */
function jwtSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    return new TextEncoder().encode(env.JWT_SECRET);
  }
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** A P-256 key pair in base64url, as Web Push takes it (what `web-push generate-vapid-keys` prints). */
function vapidPair(): { publicKey: string; privateKey: string } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: ecdh.getPrivateKey().toString('base64url').padStart(43, 'A'),
  };
}

function vapid(env: NodeJS.ProcessEnv, dataDir: string, mailFrom: string): Config['vapid'] {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const subject = env.VAPID_SUBJECT || `mailto:${address}`;
  if (env.VAPID_PUBLIC_KEY || env.VAPID_PRIVATE_KEY) {
    if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
      throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(vapidPair()), { mode: 0o600 });
  }
  const kept = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { ...kept, subject };
}

/** A secret of its own for the tracking links, so that rotating it kills them without logging anyone out. */
function trackingSecret(env: NodeJS.ProcessEnv, dataDir: string): Uint8Array {
  if (!env.TRACKING_SECRET) return jwtSecret(env, dataDir);
  if (env.TRACKING_SECRET.length < 32) throw new Error('TRACKING_SECRET must be at least 32 characters');
  return new TextEncoder().encode(env.TRACKING_SECRET);
}

function optionalPort(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number from 1 to 65535 (got ${JSON.stringify(value)})`);
  return n;
}

function seedScale(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`SEED_SCALE must be a number of products such as 10000 (got ${JSON.stringify(value)})`);
  return n;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  throw new Error(`${name} must be true, false, 1 or 0 (got ${JSON.stringify(value)})`);
}

function logFormat(value: string | undefined, terminal: boolean): Config['logFormat'] {
  if (value === undefined || value === '') return terminal ? 'pretty' : 'json';
  if (value === 'json' || value === 'pretty') return value;
  throw new Error(`LOG_FORMAT must be json or pretty (got ${JSON.stringify(value)})`);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTerminal = process.stdout.isTTY === true,
): Config {
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL || undefined;
  const seedDemo = flag('SEED_DEMO', env.SEED_DEMO, !databaseUrl);
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together');
  let vapidKeys: Config['vapid'] | undefined;
  return {
    port: int(env.PORT, 3000),
    host: env.HOST || (seedDemo ? '127.0.0.1' : '0.0.0.0'),
    databaseUrl,
    dataDir,
    einvoicing: einvoicingSettings(env, dataDir),
    jwtSecret: jwtSecret(env, dataDir),
    trackingSecret: trackingSecret(env, dataDir),
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 60 * 60),
    refreshReuseSeconds: env.REFRESH_REUSE_SECONDS === '0' ? 0 : int(env.REFRESH_REUSE_SECONDS, 30),
    defaultWarehouseKey: env.DEFAULT_WAREHOUSE ?? 'paris',
    logLevel: env.LOG_LEVEL ?? 'info',
    logFormat: logFormat(env.LOG_FORMAT, stdoutIsTerminal),
    loginRateLimitPerMinute: int(env.LOGIN_RATE_LIMIT, 10),
    catalogCacheSeconds: env.CATALOG_CACHE_SECONDS === '0' ? 0 : int(env.CATALOG_CACHE_SECONDS, 30),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'consigne <bonjour@consigne.app>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 3000)}`).replace(/\/+$/, ''),
    seedDemo,
    seedScale: seedScale(env.SEED_SCALE),
    devOutbox: env.NODE_ENV !== 'production' || env.MAIL_DEV_OUTBOX === '1',
    slotHoldMinutes: int(env.SLOT_HOLD_MINUTES, 60),
    shutdownGraceSeconds: int(env.SHUTDOWN_GRACE_SECONDS, 25),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    earlyDeliveryDays: int(env.EARLY_DELIVERY_DAYS, 0),
    customerRetentionYears: int(env.CUSTOMER_RETENTION_YEARS, 3),
    redeliveryFeeCents: redeliveryFeeCents(env.REDELIVERY_FEE_CENTS),
    emptiesPickupFeeCents: emptiesPickupFeeSetting(env.EMPTIES_PICKUP_FEE_CENTS),
    accounting: {
      chart: loadAccountingChart(env.ACCOUNTING_CHART || undefined),
      siren: sirenOf(env.SELLER_SIRET ?? ''),
    },
    routingTableUrl: env.ROUTING_TABLE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'consigne:',
    metricsPort: optionalPort('METRICS_PORT', env.METRICS_PORT),
    metricsHost: env.METRICS_HOST || '127.0.0.1',
    workers: flag('WORKERS', env.WORKERS, true),
    compress: flag('COMPRESS', env.COMPRESS, false),
    // Read, or made once into DATA_DIR, when the process first needs them (the API's push channel): a
    // storefront deployed apart (API_URL) never does, and opens no data directory.
    get vapid() {
      return (vapidKeys ??= vapid(env, dataDir, env.MAIL_FROM || 'consigne <bonjour@consigne.app>'));
    },
    pushTestHosts: (env.PUSH_TEST_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim())
      .filter(Boolean),
  };
}
