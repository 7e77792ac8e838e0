// Runs npm scripts side by side (`node scripts/parallel.mjs lint typecheck`) and exits 1 when any of
// them fails. The first one's output goes straight through; each other one's is kept and printed
// whole, with its time, once the first has ended and it has ended too (no interleaved lines).
// `npm test` runs its checks this way (eslint, prettier and tsc are each single-threaded, and CI has
// 2 CPUs), and the API tests on PostgreSQL beside the e2e journeys, which leave a CPU idle.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.mjs <npm script>...');
  process.exit(2);
}

function run(script, live) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      stdio: ['ignore', live ? 'inherit' : 'pipe', live ? 'inherit' : 'pipe'],
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.once('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.once('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const ok = code === 0;
      resolve({
        ok,
        header: `== ${script}: ${ok ? 'ok' : `failed (${signal ?? code})`} in ${seconds} s\n`,
        output,
      });
    });
  });
}

const [first, ...others] = scripts.map((script, i) => run(script, i === 0));
const firstResult = await first;
process.stdout.write(firstResult.header);
let ok = firstResult.ok;
for (const other of others) {
  const result = await other;
  process.stdout.write(result.header);
  process.stdout.write(Buffer.concat(result.output));
  ok &&= result.ok;
}
process.exit(ok ? 0 : 1);
