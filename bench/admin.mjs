// The back-office over 100,000 orders: the order list, the figures dashboard and its CSV
// export, timed against budgets. Creates its own PostgreSQL database, starts the API on it (which
// migrates and seeds the demo accounts), seeds a year of orders in SQL (generate_series), then asks
// each scenario `--runs` times one after the other and prints p50 / p95 and the ratio to its budget.
// When migration 0026 (the figures' indexes) exists, the scenarios run twice in the same run: with its
// indexes dropped ("before"), then recreated ("after").
// Usage: npm run bench:admin  [-- --postgres postgres://root@127.0.0.1:5432/postgres --orders 100000
//        --runs 20 --port 4391 --only figures-365]
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import postgres from 'postgres';

const { values } = parseArgs({
  options: {
    postgres: { type: 'string', default: 'postgres://root@127.0.0.1:5432/postgres' },
    orders: { type: 'string', default: '100000' },
    customers: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '20' },
    // Other benchmarks may run on this machine: a port of its own.
    port: { type: 'string', default: '4391' },
    only: { type: 'string' },
    // Keep the database after the run (its name is printed), to EXPLAIN a scenario's queries by hand.
    keep: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const CUSTOMERS = Number(values.customers);
const RUNS = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const root = new URL('..', import.meta.url).pathname;

/**
 * Budgets (server time seen by the client, p95 over sequential calls, on this 2-CPU machine):
 * - a list page ≤ 150 ms: the operator pages and searches the list all day long; with the storefront
 *   server's own rendering on top, the page still answers well under half a second;
 * - the dashboard over 30 days ≤ 300 ms: it is the back-office's home page for the figures, opened
 *   several times a day, and must feel like a page, not a report;
 * - a year (dashboard or CSV) ≤ 1,000 ms: a report asked for now and then, which reads a year of
 *   orders, deposits and slots; a second is acceptable there, not more.
 */
const LIST = 150;
const DASHBOARD = 300;
const YEAR = 1000;

const admin = postgres(values.postgres, { max: 1, onnotice: () => undefined });
const database = `consigne_bench_admin_${process.pid}`;
await admin.unsafe(`create database ${database}`);
const url = new URL(values.postgres);
url.pathname = `/${database}`;
console.log(`PostgreSQL: fresh database ${database} on ${url.host}`);

const server = spawn('npx', ['tsx', 'src/server.ts'], {
  cwd: join(root, 'apps/api'),
  env: {
    ...process.env,
    ENV_FILE: '', // not the developer's .env
    DATABASE_URL: url.toString(),
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'consigne-bench-admin-')),
    SEED_DEMO: '1',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});

async function waitFor(target, ms) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(target)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not answer ${target}`);
}

/** A year of orders: customers, every slot of the year, orders with lines, deposits, collections, referrals. */
async function seed(sql) {
  const started = performance.now();
  await sql`
    insert into users (email, password_hash, firstname, lastname, phone, created_at)
    select 'bench-' || i || '@example.com', 'x', 'Prénom' || i, 'Nom' || i, '06' || lpad(i::text, 8, '0'),
      now() - make_interval(days => (i % 400))
    from generate_series(1, ${CUSTOMERS}::int) i`;
  // A slot an hour from 9:00 to 19:00, every day of the past 400 days and the week ahead, per warehouse.
  await sql`
    insert into slots (warehouse_id, start_at, end_at, capacity)
    select w.id, (d::date + make_interval(hours => h)) at time zone 'Europe/Paris',
      (d::date + make_interval(hours => h + 2)) at time zone 'Europe/Paris', 30
    from warehouses w
    cross join generate_series(current_date - 400, current_date + 7, interval '1 day') d
    cross join generate_series(9, 19) h
    on conflict do nothing`;
  await sql`
    with us as (select array_agg(id order by id) a from users where email like 'bench-%'),
         ss as (select array_agg(id order by id) a from slots where start_at < now() - interval '3 hours'
                and start_at > now() - interval '366 days')
    insert into orders (user_id, warehouse_id, slot_id, status, delivery_type, delivery_name, delivery_address,
      locale, country, subtotal_ht_cents, subtotal_ttc_cents, total_tva_cents, vat_by_rate,
      products_deposit_cents, packages_deposit_cents, delivery_fee_cents, discount_cents, wallet_usage_cents,
      amount_to_pay_cents, crates, payment_method, payment_status, placed_at, delivered_at)
    select u, s.warehouse_id, s.id, st, 'address', 'Client ' || i,
      i || ' rue des Tests, ' || (59000 + i % 90) || ' Lille', 'fr', 'FR',
      ttc - ttc / 12, ttc, ttc / 12, '{}', 240, 300, case when ttc > 5000 then 0 else 490 end,
      case when i % 10 = 0 then 500 else 0 end, 0, ttc + 540, '[]', (array['offline', 'stripe'])[1 + i % 2],
      case when st = 'delivered' then 'paid' else 'pending' end,
      s.start_at - interval '1 day', case when st = 'delivered' then s.start_at + interval '1 hour' end
    from generate_series(1, ${ORDERS}::int) i
    cross join us cross join ss
    cross join lateral (select us.a[1 + (i::bigint * 7919) % array_length(us.a, 1)] as u,
      (array['delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered', 'delivered',
             'delivered', 'delivered', 'cancelled'])[1 + i % 10] as st,
      2500 + (i * 37) % 6000 as ttc) v
    join slots s on s.id = ss.a[1 + (i::bigint * 104729) % array_length(ss.a, 1)]`;
  await sql`
    with pw as (select array_agg(id order by id) a from product_warehouses)
    insert into order_lines (order_id, product_warehouse_id, product_id, name, volume, thumb,
      category_master_name, package_type, quantity, unit_price_ttc_cents, unit_price_ht_cents, vat_rate_bp,
      bottle_deposit_cents)
    select o.id, p.id, p.product_id, 'Produit', '1 l', '', 'Boissons', 'large_bottle', 6, 250, 237, 550, 20
    from orders o cross join pw cross join generate_series(0, 1) k
    join product_warehouses p on p.id = pw.a[1 + (o.id * 31 + k) % array_length(pw.a, 1)]`;
  await sql`
    insert into pending_deposits (user_id, amount_cents, kind, crates, large_bottles, small_bottles, order_id, created_at)
    select user_id, products_deposit_cents + packages_deposit_cents, 'delivery', 1, 12, 0, id, delivered_at
    from orders where status = 'delivered'`;
  await sql`
    insert into pending_deposits (user_id, amount_cents, kind, crates, large_bottles, small_bottles, created_at)
    select user_id, -300, 'collection', 1, 0, 0, delivered_at + interval '2 days'
    from orders where status = 'delivered' and id % 10 < 7`;
  // Credits only: the ledger's guard (an advisory lock per entry) is off while the year is written at once.
  await sql`alter table wallet_entries disable trigger wallet_entries_guard`;
  await sql`
    insert into wallet_entries (user_id, amount_cents, reason, created_at)
    select user_id, 300, 'deposit_refund', created_at from pending_deposits where kind = 'collection'`;
  await sql`alter table wallet_entries enable trigger wallet_entries_guard`;
  await sql`
    insert into referrals (sponsor_id, godson_id, email, registered_at, decided_at, outcome, reward_order_id)
    select distinct on (o.user_id) (select min(id) from users where email like 'bench-%') , o.user_id,
      'godson-' || o.user_id || '@example.com', o.placed_at - interval '2 days', o.delivered_at, 'rewarded', o.id
    from orders o
    where o.status = 'delivered' and o.user_id % 20 = 0
      and o.user_id <> (select min(id) from users where email like 'bench-%')
    order by o.user_id, o.id`;
  // As autovacuum leaves a table: statistics and the visibility map (index-only scans).
  await sql`vacuum analyze`;
  const [{ n }] = await sql`select count(*)::int as n from orders`;
  console.log(`seeded ${n} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function time(path, token) {
  const headers = { authorization: `Bearer ${token}` };
  for (let i = 0; i < 2; i++) await (await fetch(base + path, { headers })).arrayBuffer(); // warm
  const ms = [];
  let status = 0;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { headers });
    await res.arrayBuffer();
    ms.push(performance.now() - started);
    status = res.status;
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), status };
}

/** The 0026 migration's indexes (name and statement), to time the scenarios without and with them. */
function migrationIndexes() {
  const dir = join(root, 'apps/api/src/db/migrations');
  const file = ['0026_figures_indexes.sql'].map((f) => join(dir, f)).find((f) => existsSync(f));
  if (!file) return [];
  return readFileSync(file, 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => /^create index/i.test(s))
    .map((statement) => ({ name: statement.match(/index\s+(?:if not exists\s+)?"?(\w+)"?/i)[1], statement }));
}

const results = [];
try {
  await waitFor(`${base}/api/health`, 180_000);
  const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined });
  await seed(sql);
  const login = await fetch(`${base}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@example.com', password: 'consigne-demo' }),
  });
  const { token } = await login.json();
  const [busiest] = await sql`
    select to_char(s.start_at at time zone 'Europe/Paris', 'YYYY-MM-DD') as day
    from orders o join slots s on s.id = o.slot_id group by 1 order by count(*) desc, 1 limit 1`;
  const [lille] = await sql`select id from warehouses where key = 'lille'`;
  const [anOrder] = await sql`select max(id) - 1234 as id from orders`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const daysAgo = (n) => {
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - n);
    return d.toISOString().slice(0, 10);
  };
  const year = `from=${daysAgo(364)}&to=${today}`;
  const scenarios = [
    { name: 'list-all', path: '/api/admin/orders', budget: LIST },
    { name: 'list-page-100', path: '/api/admin/orders?page=100', budget: LIST },
    { name: 'list-day', path: `/api/admin/orders?date=${busiest.day}`, budget: LIST },
    {
      name: 'list-day-filters',
      path: `/api/admin/orders?date=${busiest.day}&warehouseId=${lille.id}&status=delivered&paymentMethod=offline`,
      budget: LIST,
    },
    { name: 'search-number', path: `/api/admin/orders?q=${anOrder.id}`, budget: LIST },
    { name: 'search-name', path: `/api/admin/orders?q=Nom1234`, budget: LIST },
    { name: 'search-email', path: `/api/admin/orders?q=bench-1234%40example.com`, budget: LIST },
    { name: 'search-postcode', path: `/api/admin/orders?q=59042`, budget: LIST },
    { name: 'figures-30', path: '/api/admin/figures', budget: DASHBOARD },
    { name: 'figures-30-lille', path: `/api/admin/figures?warehouseId=${lille.id}`, budget: DASHBOARD },
    { name: 'figures-365', path: `/api/admin/figures?${year}`, budget: YEAR },
    { name: 'csv-365', path: `/api/admin/figures/export?${year}`, budget: YEAR },
  ].filter((s) => !values.only || s.name === values.only);

  const indexes = migrationIndexes();
  const passes = indexes.length ? ['before', 'after'] : ['as migrated'];
  for (const pass of passes) {
    if (pass === 'before') for (const i of indexes) await sql.unsafe(`drop index if exists "${i.name}"`);
    if (pass === 'after') {
      for (const i of indexes) await sql.unsafe(i.statement.replace(/;\s*$/, ''));
      await sql`vacuum analyze`;
    }
    console.log(
      `\n${pass}${indexes.length ? ` (0026 indexes: ${indexes.map((i) => i.name).join(', ')})` : ''}`,
    );
    for (const s of scenarios) {
      const r = await time(s.path, token);
      const row = { pass, scenario: s.name, ...r, budget: s.budget, ratio: +(s.budget / r.p95).toFixed(2) };
      results.push(row);
      console.log(
        `${s.name.padEnd(18)} p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95.toFixed(1).padStart(7)} ms  ` +
          `budget p95 ${s.budget} ms ×${row.ratio}${r.status === 200 ? '' : `  HTTP ${r.status}`}`,
      );
    }
  }
  await sql.end();
  mkdirSync(new URL('./results', import.meta.url), { recursive: true });
  writeFileSync(
    new URL(`./results/admin-${new Date().toISOString().slice(0, 19)}.json`, import.meta.url),
    JSON.stringify(results, null, 2),
  );
  console.log(
    `\n${ORDERS} orders, ${RUNS} sequential calls per scenario; ratios ≥ 1 meet the budget (budget/p95).`,
  );
} finally {
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  if (server.exitCode === null && server.signalCode === null) await exited;
  if (values.keep) console.log(`kept: ${url}`);
  else {
    // npx exits before the API's own process has closed its pools: a forced drop would cut them
    // mid-shutdown (and fill the output with their errors). Wait for them, 10 s at most.
    for (let i = 0; i < 50; i++) {
      const [{ n }] =
        await admin`select count(*)::int as n from pg_stat_activity where datname = ${database}`;
      if (n === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    await admin.unsafe(`drop database if exists ${database} with (force)`);
  }
  await admin.end();
}
