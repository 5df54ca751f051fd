// The built server (server/dist/main.js) started for a benchmark as bench/bench-app.ts starts the app:
// production mode, the demo seed in the given data folder, no lottery engine, request limits lifted,
// a free port of 127.0.0.1. Used by the browser benchmarks (lighthouse.mjs, page-idle-cpu.mjs, load-trace.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** The project's folder. */
export const root = resolve(import.meta.dirname, '..');

/**
 * The options every browser benchmark takes: --runs N (default 3), --web-dist DIR (default
 * web/dist), --server FILE (default server/dist/main.js), --out FILE (default
 * bench/results/<resultsFile>), with the benchmark's own beside them.
 */
export function browserBenchOptions(resultsFile, own = {}) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'web-dist': { type: 'string', default: join(root, 'web', 'dist') },
      server: { type: 'string', default: join(root, 'server', 'dist', 'main.js') },
      out: { type: 'string', default: join(root, 'bench', 'results', resultsFile) },
      ...own,
    },
  });
  return { ...values, runs: Math.max(1, Number(values.runs) || 3) };
}

/** The median of a list of numbers (the mean of the middle two for an even count). */
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Whether the machine has a font with Chinese glyphs (fontconfig), recorded with the browser figures:
 * the home page is Chinese by default, and without such a font (Debian's fonts-noto-cjk) Chrome's
 * first layout searches every font for each character it cannot draw (141 against 79 ms of layout
 * in one trace on the same machine). A phone has one. Null when fontconfig is not there to ask.
 */
export function hasCjkFont() {
  const r = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim().length > 0 : null;
}

/** Starts the server; resolves with its base URL and a stop function. */
export function startBuiltServer({ server, webDist, dataDir }) {
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      KEY_ENCRYPTION_KEY: 'bench-key-encryption-key-0123456789',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOTTERY_ENGINE: 'off',
      WEB_DIST_DIR: resolve(webDist),
      RATE_LIMIT_MAX: '100000000',
      PAGE_RATE_LIMIT_MAX: '100000000',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start within 60 s:\n${out}`)), 60_000);
    child.on('exit', (code) => fail(new Error(`server exited (${code}) before listening:\n${out}`)));
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = /listening on (http:\/\/\S+?):(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        child.stdout.resume();
        ok({
          base: `http://127.0.0.1:${m[2]}`,
          stop: () =>
            new Promise((done) => {
              child.removeAllListeners('exit');
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}
