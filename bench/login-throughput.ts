// `npm run bench:login`: how close login comes to the cost of its password check, written to
// bench/results/login-throughput.json. A login's floor is one argon2id verification (m=19456 KiB,
// t=2, p=1; server/src/security/password.ts); everything else it does (the RSA-sealed body, the
// account and failure-limit reads, the session and login-history writes) should cost little beside it.
//   1. raw: argon2id verifications per second in this process, with the server's parameters, at
//      CONCURRENCY at once (they run on libuv's thread pool, as the server's do);
//   2. login: POST /wps/session/login as the site sends it (each body sealed with the server's public
//      key), demo01's right password, CONCURRENCY connections, against the real app (production
//      mode, embedded database in a temp folder, demo seed), load from a child process;
//   3. floor: a route of this benchmark alone (never in the product), in the same process behind the
//      same global hooks, that answers after one argon2id verification and nothing else, under the
//      same load: what HTTP, the framework and the load generator cost around one verification on
//      this machine, the ceiling any login could reach here;
// each DURATION seconds, ROUNDS times, alternating. The ratio is login req/s over raw verifications/s;
// the floor's ratio is the same for the floor route.
// On the embedded database (PGlite, in this process) by default; `--postgres[=URL]` (or
// BENCH_DATABASE_URL) runs it on a fresh PostgreSQL database of its own, dropped at the end.
// Both also get this process's CPU time (all its threads: argon2id runs on libuv's pool) per
// verification and per login; their ratio changes little when a neighbour loads a shared machine.
// Figures, not assertions.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { verify } from '@node-rs/argon2';
import { HEADERS, encryptPayload, importRsaPublicKey, sessionCalls, systemCalls } from '@lotto/contract';
import { SITE_HEADERS, benchDatabase, startBenchApp } from './bench-app.js';
import { hashPassword, verifyPassword } from '../server/src/security/password.js';

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DURATION = Number(process.env.DURATION ?? 10);
// One account signs in over and over, so no more at once than its failure limit lets through:
// each attempt holds a reserved failure until its password is checked, and a third one held at once
// asks for the captcha (LOGIN_CAPTCHA_AFTER_FAILURES, server/src/modules/session). Two at once keep
// both cores of this machine busy; the raw verifications run two at once too.
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 2);
const BODIES = 4000;

const root = resolve(import.meta.dirname, '..');
const FLOOR_PATH = '/bench/verify';
const phc = await hashPassword('demo1234');
const database = await benchDatabase('login');
const bench = await startBenchApp('login', {
  databaseUrl: database.databaseUrl,
  env: { LOGIN_RATE_LIMIT_PER_MINUTE: '100000000', SEED_DEMO_ACCOUNTS: 'true' },
  // the floor, in this process only: the product has no such route
  build: {
    extend: (scope) =>
      // answered as a contract call is (its security headers: server/src/plugins/security.ts)
      void scope.post(FLOOR_PATH, { config: { callId: 'bench.verify' } }, async (request) => ({
        success: await verifyPassword(phc, (request.body as { password: string }).password),
      })),
  },
});
const { base, dataDir } = bench;
const siteHeaders = SITE_HEADERS;

// The site seals each login with the server's public key (web/src/lib/api-client.ts): distinct
// bodies, made before the load so sealing costs the client nothing during it.
const spki = ((await (await fetch(base + systemCalls.rsaKey.path, { headers: siteHeaders })).json()) as { value: string }).value;
const key = await importRsaPublicKey(spki);
const requests: { method: 'POST'; path: string; headers: Record<string, string>; body: string }[] = [];
for (let i = 0; i < BODIES; i++) {
  const sealed = await encryptPayload(key, { username: 'demo01', password: 'demo1234', type: 'username' });
  requests.push({ method: 'POST', path: sessionCalls.login.path, headers: { ...siteHeaders, [HEADERS.encryption]: sealed.header }, body: JSON.stringify(sealed.body) });
}
// too many for the child's environment: handed over in a file
const requestsFile = join(dataDir, 'login-requests.json');
writeFileSync(requestsFile, JSON.stringify(requests));
const floorFile = join(dataDir, 'floor-requests.json');
writeFileSync(
  floorFile,
  JSON.stringify([{ method: 'POST', path: FLOOR_PATH, headers: { ...siteHeaders, 'content-type': 'application/json' }, body: JSON.stringify({ password: 'demo1234' }) }]),
);
const first = await fetch(base + requests[0]!.path, { method: 'POST', headers: requests[0]!.headers, body: requests[0]!.body });
const firstBody = (await first.json()) as { success: boolean; value?: { token?: string } };
if (first.status !== 200 || !firstBody.success || !firstBody.value?.token) throw new Error(`login: ${first.status} ${JSON.stringify(firstBody)}`);

/** Raw argon2id verifications per second, CONCURRENCY at once, for `seconds`, and CPU microseconds per verification. */
async function rawVerifications(phc: string, seconds: number): Promise<{ perSec: number; cpuMicros: number }> {
  const until = performance.now() + seconds * 1000;
  const cpuBefore = process.cpuUsage();
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      if (!(await verify(phc, 'demo1234'))) throw new Error('verify failed');
      done++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const cpu = process.cpuUsage(cpuBefore);
  return { perSec: Math.round((done / ((performance.now() - started) / 1000)) * 10) / 10, cpuMicros: Math.round((cpu.user + cpu.system) / done) };
}

interface LoginRun {
  reqPerSec: number;
  /** CPU time of this process (the server, all threads) per login, microseconds. */
  cpuMicrosPerReq: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
}

/** autocannon in a child process, cycling through the requests of `file` (the sealed logins, or the floor's). */
function load(seconds: number, file: string): Promise<LoginRun> {
  const script = `
    import autocannon from 'autocannon';
    import { readFileSync } from 'node:fs';
    const o = JSON.parse(process.env.BENCH_LOAD);
    const requests = JSON.parse(readFileSync(o.requestsFile, 'utf8'));
    const r = await autocannon({ url: o.url, connections: o.connections, duration: o.duration, requests });
    process.stdout.write(JSON.stringify({ reqPerSec: r.requests.total / o.duration, p50: r.latency.p50, p99: r.latency.p99,
      requests: r.requests.total, non2xx: r.non2xx, errors: r.errors + r.timeouts }));`;
  const env = { ...process.env, BENCH_LOAD: JSON.stringify({ url: base, connections: CONCURRENCY, duration: seconds, requestsFile: file }) };
  const cpuBefore = process.cpuUsage();
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited ${code}`));
      const cpu = process.cpuUsage(cpuBefore);
      const r = JSON.parse(out) as { reqPerSec: number; p50: number; p99: number; requests: number; non2xx: number; errors: number };
      ok({ reqPerSec: Math.round(r.reqPerSec * 10) / 10, cpuMicrosPerReq: r.requests ? Math.round((cpu.user + cpu.system) / r.requests) : 0, latencyMs: { p50: r.p50, p99: r.p99 }, requests: r.requests, non2xx: r.non2xx, errors: r.errors });
    });
  });
}

// the machine's load average (1, 5, 15 min) as the run starts: on a shared machine, how busy the neighbours were
const loadAverage = loadavg().map((n) => Math.round(n * 100) / 100);
console.log(`Login throughput on ${database.kind}: ${ROUNDS} rounds, ${DURATION} s each, ${CONCURRENCY} at once (${availableParallelism()} cores), load average ${loadAverage.join(' ')}`);
await rawVerifications(phc, 2); // warm-up
await load(2, requestsFile);
await load(2, floorFile);
const rounds: {
  rawVerificationsPerSec: number;
  rawCpuMicrosPerVerification: number;
  login: LoginRun;
  floor: LoginRun;
  ratio: number;
  floorRatio: number;
  cpuRatio: number;
  floorCpuRatio: number;
}[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const raw = await rawVerifications(phc, DURATION);
  const login = await load(DURATION, requestsFile);
  const floor = await load(DURATION, floorFile);
  const ratio = Math.round((login.reqPerSec / raw.perSec) * 1000) / 1000;
  const floorRatio = Math.round((floor.reqPerSec / raw.perSec) * 1000) / 1000;
  // a login's CPU against a verification's: 1 when the login costs no more than its password check
  const cpuOf = (r: LoginRun) => (r.cpuMicrosPerReq ? Math.round((raw.cpuMicros / r.cpuMicrosPerReq) * 1000) / 1000 : 0);
  const [cpuRatio, floorCpuRatio] = [cpuOf(login), cpuOf(floor)];
  rounds.push({ rawVerificationsPerSec: raw.perSec, rawCpuMicrosPerVerification: raw.cpuMicros, login, floor, ratio, floorRatio, cpuRatio, floorCpuRatio });
  const flags = [login, floor].some((r) => r.non2xx || r.errors) ? `  (non-2xx/errors: login ${login.non2xx}/${login.errors}, floor ${floor.non2xx}/${floor.errors})` : '';
  console.log(
    `  round ${round}: argon2id ${raw.perSec} verifications/s (${raw.cpuMicros} µs cpu each); login ${login.reqPerSec} req/s (${login.cpuMicrosPerReq} µs cpu each, p50 ${login.latencyMs.p50} ms, p99 ${login.latencyMs.p99} ms); ratio ${ratio}, cpu ratio ${cpuRatio}; floor ${floor.reqPerSec} req/s (${floor.cpuMicrosPerReq} µs cpu each), ratio ${floorRatio}, cpu ratio ${floorCpuRatio}${flags}`,
  );
}

await bench.close();
await database.drop();

// One file for both databases: a run replaces the figures of its own database only.
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'login-throughput.json');
const previous = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
const result = { measuredAt: new Date().toISOString(), node: process.version, cores: availableParallelism(), concurrency: CONCURRENCY, durationSeconds: DURATION, loadAverage, rounds };
writeFileSync(out, `${JSON.stringify({ ...previous, [database.kind]: result }, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)} (${database.kind})`);
