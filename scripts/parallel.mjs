// Runs npm scripts side by side (`node scripts/parallel.mjs lint typecheck`) and exits 1 when any of
// them fails. An argument may chain scripts with '+' (`test:api:postgres+test:topology`): one lane,
// each script after the previous one succeeded. The first lane's output goes straight through; each
// other one's is kept and printed whole, with each script's time, once the first has ended and it
// has ended too (no interleaved lines).
// `npm test` runs its checks this way (eslint, prettier and tsc are each single-threaded, and CI has
// 2 CPUs), and the API tests on PostgreSQL beside the e2e journeys, which leave a CPU idle; the
// topology test runs after them, alone (its attacks open thousands of sockets and flood nginx).
import { spawn } from 'node:child_process';

const lanes = process.argv.slice(2).map((lane) => lane.split('+'));
if (lanes.length === 0 || lanes.some((lane) => lane.some((script) => !script))) {
  console.error('usage: node scripts/parallel.mjs <npm script>[+<npm script>...]...');
  process.exit(2);
}

function run(script, live, output) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      resolve({ ok, header: `== ${script}: ${ok ? 'ok' : `failed (${signal ?? code})`} in ${seconds} s\n` });
    });
  });
}

/** The lane's scripts one after the other, until one fails; its headers and kept output. */
async function runLane(scripts, live) {
  const headers = [];
  const output = [];
  for (const script of scripts) {
    const result = await run(script, live, output);
    headers.push(result.header);
    // Live, the header follows the script's own output; kept, the headers come first.
    if (live) process.stdout.write(result.header);
    if (!result.ok) return { ok: false, headers, output };
  }
  return { ok: true, headers, output };
}

const [first, ...others] = lanes.map((scripts, i) => runLane(scripts, i === 0));
let ok = (await first).ok;
for (const other of others) {
  const result = await other;
  process.stdout.write(result.headers.join(''));
  process.stdout.write(Buffer.concat(result.output));
  ok &&= result.ok;
}
process.exit(ok ? 0 : 1);
