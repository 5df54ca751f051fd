// `npm run bench:api`: requests per second of the site's hottest API calls, written to
// bench/results/api-throughput.json. Starts the real app (embedded database in a temp folder, or
// PostgreSQL with `--postgres[=URL]` / BENCH_DATABASE_URL: a database of its own, dropped at the
// end) with the demo seed, adds a hello-world route to the same process (bench only), and runs
// autocannon in a child process (so load and server do not share an event loop) against:
//   - hello world (the framework's ceiling: same process, same global hooks),
//   - GCSGAME_gameList as the slot lobby asks for its first page (guest, 40 games),
//   - the same with a browser's Accept-Encoding,
//   - the same page for a signed-in player (demo01: the answer marks their favourites), plain and encoded,
//   - /wps/system/settings/consolidated,
//   - /lgw/games/opened/numero (every lottery's open issue: the home page's countdowns),
//   - ODSFE2_getWinnerBoard and MCSFE_getListAnnouncements?types=PL (the home page's winner board
//     and notice strip, as a guest's page asks for them),
//   - /wps/member/info with demo01's token (a token call: the session is checked in the database),
//   - the home page `/` (index.html with the answers of its first reads, server/src/plugins/boot-replies.ts),
// ROUNDS times each (alternating, so a busy neighbour hits every target alike), DURATION seconds
// at CONNECTIONS connections. The ratio of a call is its req/s over hello world's of the same round.
// It also times gzip and brotli at several levels on the gameList answer. Each target also gets the
// server's CPU time per request (this process's user + system time over the run, so a busy
// neighbour on a shared machine does not change it much). Figures, not assertions.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import {
  CLIENT_TYPE,
  DEFAULT_GAME_PLATFORM,
  HEADERS,
  LOBBY_PAGE_SIZE,
  WINNER_BOARD_DEFAULT_CATEGORY,
  WINNER_BOARD_LIMIT,
  announcementCalls,
  gameCalls,
  lotteryCalls,
  memberCalls,
  otherCalls,
  systemCalls,
} from '@lotto/contract';
import { SITE_HEADERS, benchDatabase, demoToken, startBenchApp } from './bench-app.js';

const ROUNDS = Number(process.env.ROUNDS ?? 2);
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const WARMUP = Number(process.env.WARMUP ?? 2);
const root = resolve(import.meta.dirname, '..');
// The database: a temp PGlite folder, or a fresh PostgreSQL database of this run (--postgres).
const database = await benchDatabase('api');
const databaseKind = database.kind;

const webDist = join(root, 'web', 'dist');
const hasSite = existsSync(join(webDist, 'index.html'));
if (!hasSite) console.log('no built site (web/dist): the home page is not measured; `npm run build` first');

const bench = await startBenchApp('api', {
  databaseUrl: database.databaseUrl,
  // the signed-in player; the built site, when there is one, for the home page's target
  env: { SEED_DEMO_ACCOUNTS: 'true', ...(hasSite ? { WEB_DIST_DIR: webDist } : {}) },
  // the framework's ceiling, in this process only: the product has no such route. Answered as a
  // contract call is (a call id in its config: the security headers of a JSON answer,
  // server/src/plugins/security.ts), so the ratios compare like with like
  build: { extend: (scope) => void scope.get('/bench/hello', { config: { callId: 'bench.hello' } }, async () => ({ hello: 'world' })) },
});
const { base } = bench;

// What the site sends on every call, and a browser adds.
const siteHeaders = { ...SITE_HEADERS, accept: 'application/json, text/plain, */*' };
const browserEncoding = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// The slot lobby's first page, "all" category (web/src/features/games/components/slot-lobby.tsx).
const lobbyQuery = new URLSearchParams({
  clientType: String(CLIENT_TYPE),
  platform: DEFAULT_GAME_PLATFORM,
  gameType: 'RNG',
  pageNo: '1',
  pageSize: String(LOBBY_PAGE_SIZE),
}).toString();

// demo01, signed in as the site does
const signedIn = { ...siteHeaders, [HEADERS.authorization]: await demoToken(base, siteHeaders) };

interface Target {
  name: string;
  path: string;
  headers: Record<string, string>;
}
const allTargets: Target[] = [
  { name: 'helloWorld', path: '/bench/hello', headers: {} },
  { name: 'gameList', path: `${gameCalls.list.path}?${lobbyQuery}`, headers: siteHeaders },
  { name: 'gameListBrowserEncoding', path: `${gameCalls.list.path}?${lobbyQuery}`, headers: { ...siteHeaders, ...browserEncoding } },
  { name: 'gameListSignedIn', path: `${gameCalls.list.path}?${lobbyQuery}`, headers: signedIn },
  { name: 'gameListSignedInEncoding', path: `${gameCalls.list.path}?${lobbyQuery}`, headers: { ...signedIn, ...browserEncoding } },
  { name: 'settings', path: systemCalls.settings.path, headers: siteHeaders },
  // the home page's countdowns and quick bet (every lottery's open issue), as a guest asks for it
  { name: 'lotteryOpenedNumeros', path: lotteryCalls.openedNumeros.path, headers: siteHeaders },
  // the home page's winner board and notice strip, as a guest's page asks for them
  { name: 'winnerBoard', path: `${otherCalls.winnerBoard.path}?gameCategory=${WINNER_BOARD_DEFAULT_CATEGORY}&language=EN&limitNum=${WINNER_BOARD_LIMIT}`, headers: siteHeaders },
  { name: 'homeNotices', path: `${announcementCalls.list.path}?types=PL`, headers: siteHeaders },
  // the info bar's member info: a token call, its session checked in the database every time
  { name: 'memberInfo', path: memberCalls.info.path, headers: signedIn },
  // the home page itself, as a browser asks for it: index.html with the merchant's theme and the
  // answers of its first reads (settings, status, templates, vendor lanes, home banners and popups)
  { name: 'homePage', path: '/', headers: { accept: 'text/html', ...browserEncoding } },
];

// ONLY=memberInfo,gameList runs those (and hello world) alone: for a profile of one call.
const only = process.env.ONLY?.split(',');
const measured = hasSite ? allTargets : allTargets.filter((t) => t.name !== 'homePage');
const targets = only ? measured.filter((t) => t.name === 'helloWorld' || only.includes(t.name)) : measured;

// Each target answers 200 with what the site expects before it is loaded.
for (const t of targets) {
  const res = await fetch(base + t.path, { headers: t.headers });
  if (res.status !== 200) throw new Error(`${t.name}: ${res.status} ${await res.text()}`);
}
const lobbyRes = await fetch(`${base}${gameCalls.list.path}?${lobbyQuery}`, { headers: siteHeaders });
const lobbyBody = await lobbyRes.text();
const lobby = JSON.parse(lobbyBody) as { code: number; value: { games: unknown[] } };
if (lobby.value.games.length !== LOBBY_PAGE_SIZE) throw new Error(`gameList answered ${lobby.value.games.length} games`);
const settingsBody = await (await fetch(base + systemCalls.settings.path, { headers: siteHeaders })).text();

interface Run {
  reqPerSec: number;
  /** CPU time of this process (the server) per request, microseconds. */
  cpuMicrosPerReq: number;
  latencyMs: { p50: number; p99: number };
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerReq: number;
}

/** autocannon in a child process, its result as JSON on stdout. */
function load(t: Target, seconds: number): Promise<Run> {
  const script = `
    import autocannon from 'autocannon';
    const o = JSON.parse(process.env.BENCH_LOAD);
    const r = await autocannon({ url: o.url, connections: o.connections, duration: o.duration, headers: o.headers });
    process.stdout.write(JSON.stringify({
      reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total,
      non2xx: r.non2xx, errors: r.errors + r.timeouts, bytes: r.throughput.total,
    }));`;
  const env = { ...process.env, BENCH_LOAD: JSON.stringify({ url: base + t.path, connections: CONNECTIONS, duration: seconds, headers: t.headers }) };
  const cpuBefore = process.cpuUsage();
  return new Promise((ok, fail) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', fail);
    child.on('exit', (code) => {
      if (code !== 0) return fail(new Error(`autocannon exited ${code}`));
      const cpu = process.cpuUsage(cpuBefore);
      const r = JSON.parse(out) as { reqPerSec: number; p50: number; p99: number; requests: number; non2xx: number; errors: number; bytes: number };
      ok({
        reqPerSec: Math.round(r.reqPerSec),
        cpuMicrosPerReq: r.requests ? Math.round((cpu.user + cpu.system) / r.requests) : 0,
        latencyMs: { p50: r.p50, p99: r.p99 },
        requests: r.requests,
        non2xx: r.non2xx,
        errors: r.errors,
        bytesPerReq: r.requests ? Math.round(r.bytes / r.requests) : 0,
      });
    });
  });
}

// the machine's load average (1, 5, 15 min) as the run starts: on a shared machine, how busy the neighbours were
const loadAverage = loadavg().map((n) => Math.round(n * 100) / 100);
console.log(`API throughput on ${databaseKind}: ${ROUNDS} rounds, ${DURATION} s per target at -c ${CONNECTIONS} (warm-up ${WARMUP} s each), load average ${loadAverage.join(' ')}`);
for (const t of targets) await load(t, WARMUP);
const rounds: Record<string, Run & { ratio: number }>[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  const runs: Record<string, Run> = {};
  for (const t of targets) runs[t.name] = await load(t, DURATION);
  const hello = runs.helloWorld!.reqPerSec;
  const withRatio = Object.fromEntries(Object.entries(runs).map(([k, r]) => [k, { ...r, ratio: Math.round((r.reqPerSec / hello) * 1000) / 1000 }]));
  rounds.push(withRatio);
  console.log(`  round ${round}`);
  for (const [name, r] of Object.entries(withRatio)) {
    const flags = r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : '';
    console.log(
      `    ${name.padEnd(24)} ${String(r.reqPerSec).padStart(7)} req/s  ${String(r.cpuMicrosPerReq).padStart(5)} µs cpu/req  p50 ${String(r.latencyMs.p50).padStart(4)} ms  p99 ${String(r.latencyMs.p99).padStart(4)} ms  ${String(r.bytesPerReq).padStart(6)} B/req  ratio ${r.ratio}${flags}`,
    );
  }
}

// What gzip and brotli cost on the lobby answer, per level: time per answer and bytes. The best of
// several batches, so a neighbour's burst on a shared machine does not count as compression time.
function timeCompress(fn: () => Buffer): { microseconds: number; bytes: number } {
  let bytes = 0;
  for (let i = 0; i < 10; i++) bytes = fn().length; // warm-up
  let best = Infinity;
  for (let batch = 0; batch < 10; batch++) {
    const n = 20;
    const started = performance.now();
    for (let i = 0; i < n; i++) fn();
    best = Math.min(best, (performance.now() - started) / n);
  }
  return { microseconds: Math.round(best * 1000), bytes };
}
const compression = {
  body: 'gameList (40 games, EN)',
  rawBytes: Buffer.byteLength(lobbyBody),
  gzip: Object.fromEntries([1, 3, 4, 6, 9].map((level) => [`level${level}`, timeCompress(() => gzipSync(lobbyBody, { level }))])),
  brotli: Object.fromEntries(
    [1, 2, 3, 4, 5, 6, 9, 11].map((q) => [`quality${q}`, timeCompress(() => brotliCompressSync(lobbyBody, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: q } }))]),
  ),
};
console.log(`  compression of the gameList answer (${compression.rawBytes} B): µs per answer / bytes`);
for (const [name, levels] of [['gzip', compression.gzip], ['brotli', compression.brotli]] as const) {
  console.log(`    ${name.padEnd(7)} ${Object.entries(levels).map(([l, r]) => `${l} ${r.microseconds} µs / ${r.bytes} B`).join('  ')}`);
}

await bench.close();
await database.drop();
if (only) {
  console.log('\nONLY: a partial run, not written to bench/results');
  process.exit(0);
}

// One file for both databases: a run replaces the figures of its own database only.
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const out = join(root, 'bench', 'results', 'api-throughput.json');
const previous = existsSync(out) ? (JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>) : {};
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  connections: CONNECTIONS,
  durationSeconds: DURATION,
  loadAverage,
  answerBytes: { gameList: Buffer.byteLength(lobbyBody), settings: Buffer.byteLength(settingsBody) },
  rounds,
  compression,
};
writeFileSync(out, `${JSON.stringify({ ...previous, [databaseKind]: result }, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, out)} (${databaseKind})`);
