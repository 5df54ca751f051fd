#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse 12 on the guest home page `/` of the built site (run `npm run build`
// first), mobile (Lighthouse's default config) and desktop (--preset=desktop), 3 runs each, the median of
// each figure written to bench/results/lighthouse.json. Figures, never assertions.
//
// The server is the built one (server/dist/main.js) started as bench/bench-app.ts starts the app:
// production mode, the demo seed in a temp data folder, no lottery engine, request limits lifted.
// Lighthouse comes from the npm registry through `npx --yes lighthouse@12` (not a dependency of the
// project: CI never installs it) and drives Debian's Chromium (/usr/bin/chromium), never a downloaded browser.
//
// Options: --runs N (default 3), --web-dist DIR (default web/dist), --server FILE (default server/dist/main.js),
// --out FILE (default bench/results/lighthouse.json), --only mobile|mobileApplied|desktop,
// --keep-reports DIR (the Lighthouse JSON reports are kept there instead of deleted).
// A run Lighthouse itself cannot finish (a trace without navigation start, say) is recorded under
// `failedRuns` and measured again, at most twice per form factor; the medians are of finished runs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { browserBenchOptions, hasCjkFont, median, root, startBuiltServer } from './built-server.mjs';

const opts = browserBenchOptions('lighthouse.json', { only: { type: 'string' }, 'keep-reports': { type: 'string' } });
const { runs } = opts;
const CHROME = '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Debian's Chromium 156 renders its omnibox popup as a WebUI page in a renderer of its own, even
  // headless: 1.5-2.3 s of CPU after the browser starts (seen in a trace of a page load driven by
  // Playwright), on the cores the measured page uses. Puppeteer turns these off by default too.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
].join(' ');
// mobile: Lighthouse's default, throttling simulated from an unthrottled load (its score);
// mobileApplied: the same phone profile applied to the browser while it loads (4x CPU slowdown,
// 150 ms round trips, 1.6 Mbit/s), so the timings are measured, not modelled: the two disagree
// where the model's guess of overlapping downloads and scripts differs from the browser's.
const FORM_FACTORS = [
  { name: 'mobile', args: [] },
  { name: 'mobileApplied', args: ['--throttling-method=devtools'] },
  { name: 'desktop', args: ['--preset=desktop'] },
].filter((f) => !opts.only || f.name === opts.only);

/** One Lighthouse run; the figures of its JSON report. */
function lighthouse(url, extraArgs, reportPath) {
  const args = [
    '--yes',
    'lighthouse@12',
    url,
    '--quiet',
    '--output=json',
    `--output-path=${reportPath}`,
    '--only-categories=performance',
    `--chrome-path=${CHROME}`,
    `--chrome-flags=${CHROME_FLAGS}`,
    ...extraArgs,
  ];
  const r = spawnSync('npx', args, { stdio: ['ignore', 'inherit', 'inherit'], timeout: 240_000 });
  if (r.status !== 0) throw new Error(`lighthouse exited with ${r.status ?? r.signal}`);
  const lhr = JSON.parse(readFileSync(reportPath, 'utf8'));
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const scripts = requests.filter((q) => q.resourceType === 'Script');
  return {
    lighthouseVersion: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    fcpMs: Math.round(audit('first-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number((audit('cumulative-layout-shift') ?? 0).toFixed(4)),
    speedIndexMs: Math.round(audit('speed-index')),
    jsBytes: scripts.reduce((t, q) => t + (q.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    totalBytes: Math.round(audit('total-byte-weight')),
    // Lighthouse's measure of this machine's CPU speed: its simulated phone is this machine's CPU
    // slowed 4x, so the same page scores lower on a slower machine
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    // the unthrottled load the simulation starts from: its simulated largest paint counts every
    // request that ended before the observed one, so a later observed paint (a few tens of ms on
    // localhost) reads as a simulated 0.9 s or 2.4 s (decisions 0037, 0038)
    observedFcpMs: observed?.observedFirstContentfulPaint ?? null,
    observedLcpMs: observed?.observedLargestContentfulPaint ?? null,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
const reports = opts['keep-reports'] ? resolve(opts['keep-reports']) : mkdtempSync(join(tmpdir(), 'bench-lighthouse-reports-'));
mkdirSync(reports, { recursive: true });
const server = await startBuiltServer({ server: opts.server, webDist: opts['web-dist'], dataDir });
const url = `${server.base}/`;
// the machine's load beside the figures: Lighthouse's timings follow the CPU left to the page
const result = { measuredAt: new Date().toISOString(), url: '/', runsEach: runs, chrome: CHROME, cpus: cpus().length, loadAverageAtStart: loadavg()[0], cjkFont: hasCjkFont() };
try {
  // a first request warms the server (seeded data, caches), as a visitor's would not have to wait for a cold start
  await fetch(url).then((r) => r.text());
  for (const ff of FORM_FACTORS) {
    const list = [];
    const failed = [];
    for (let i = 0; list.length < runs; i++) {
      let r;
      try {
        r = lighthouse(url, ff.args, join(reports, `${ff.name}-${i}.json`));
      } catch (e) {
        failed.push(e.message);
        console.log(`${ff.name} run ${i + 1}: Lighthouse did not finish (${e.message})`);
        if (failed.length > 2) throw new Error(`${ff.name}: Lighthouse failed ${failed.length} times`);
        continue;
      }
      console.log(`${ff.name} run ${i + 1}: score ${r.score}, LCP ${r.lcpMs} ms (observed ${r.observedLcpMs} ms), FCP ${r.fcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, JS ${r.jsBytes} B`);
      list.push(r);
    }
    result.lighthouseVersion = list[0].lighthouseVersion;
    const keys = ['score', 'lcpMs', 'fcpMs', 'tbtMs', 'cls', 'speedIndexMs', 'jsBytes', 'jsRequests', 'totalBytes', 'benchmarkIndex'];
    result[ff.name] = {
      median: Object.fromEntries(keys.map((k) => [k, median(list.map((r) => r[k]))])),
      runs: list.map((r) => ({ ...r, lighthouseVersion: undefined })),
      ...(failed.length ? { failedRuns: failed } : {}),
    };
  }
  result.loadAverageAtEnd = loadavg()[0];
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
  if (!opts['keep-reports']) rmSync(reports, { recursive: true, force: true });
}

console.log('\nLighthouse on / (median of %d)', runs);
for (const ff of FORM_FACTORS) {
  const m = result[ff.name].median;
  console.log(`  ${ff.name.padEnd(8)} score ${m.score}  LCP ${m.lcpMs} ms  FCP ${m.fcpMs} ms  TBT ${m.tbtMs} ms  CLS ${m.cls}  JS ${(m.jsBytes / 1024).toFixed(1)} KiB in ${m.jsRequests} requests  (machine benchmarkIndex ${m.benchmarkIndex})`);
}
mkdirSync(resolve(opts.out, '..'), { recursive: true });
writeFileSync(opts.out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, resolve(opts.out))}`);
