#!/usr/bin/env node
// `npm run bench:idle`: what the guest home page `/` of the built site (run `npm run build` first)
// costs a phone's main thread while nobody touches it: a phone-sized window, the CPU slowed 4x as
// Lighthouse's phone profile slows it, motion allowed (no prefers-reduced-motion). After the page
// has loaded and settled (6 s), the main thread is sampled for 10 s (the DevTools profiler) and the
// animation frames the page asks for are counted, in three states:
//   popupOpen  the first visit: the advertisement popup over the page
//   top        the popup closed, the page at its top (banners and notices in view)
//   scrolled   the popup closed, the page scrolled to its end (the banners out of the window)
// Median of --runs (default 3) per state, written to bench/results/page-idle-cpu.json. Figures,
// never assertions. Debian's Chromium (its headless shell when installed), never a downloaded one.
//
// Options: --runs N, --web-dist DIR (default web/dist), --server FILE (default server/dist/main.js),
// --out FILE (default bench/results/page-idle-cpu.json).
/* global window, document -- the page functions below run in the browser */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright';
import { browserBenchOptions, median, root, startBuiltServer } from './built-server.mjs';

const opts = browserBenchOptions('page-idle-cpu.json');
const { runs } = opts;
const CHROME = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';
const CPU_SLOWDOWN = 4;
const SETTLE_MS = 6_000;
const WINDOW_MS = 10_000;
const STATES = ['popupOpen', 'top', 'scrolled'];

/** One state measured once: main-thread busy ms and animation frames asked for in the window. */
async function measure(browser, base, state) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, locale: 'en-US', reducedMotion: 'no-preference' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      window.benchFrames = 0;
      const ask = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        window.benchFrames += 1;
        return ask(callback);
      };
    });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    const popup = page.getByTestId('ad-popup');
    await popup.locator('img').waitFor({ timeout: 60_000 });
    if (state !== 'popupOpen') {
      await page.getByTestId('ad-popup-close').click();
      await popup.waitFor({ state: 'detached' });
    }
    if (state === 'scrolled') await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(SETTLE_MS);
    const framesBefore = await page.evaluate(() => window.benchFrames);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
    await page.waitForTimeout(WINDOW_MS);
    const { profile } = await cdp.send('Profiler.stop');
    const frames = (await page.evaluate(() => window.benchFrames)) - framesBefore;
    const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
    let busyUs = 0;
    profile.samples.forEach((id, i) => {
      if (!idle.has(id)) busyUs += profile.timeDeltas[i + 1] ?? 0;
    });
    return { busyMs: Math.round(busyUs / 1000), busyShare: Number((busyUs / 1000 / WINDOW_MS).toFixed(3)), animationFrames: frames };
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-idle-'));
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const server = await startBuiltServer({ server: opts.server, webDist: opts['web-dist'], dataDir });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
const result = { measuredAt: new Date().toISOString(), url: '/', cpus: cpus().length, loadAverageAtStart, chrome: CHROME, cpuSlowdown: CPU_SLOWDOWN, windowMs: WINDOW_MS, runsEach: runs };
try {
  for (const state of STATES) {
    const list = [];
    for (let i = 0; i < runs; i++) {
      const r = await measure(browser, server.base, state);
      console.log(`${state} run ${i + 1}: main thread busy ${r.busyMs} ms of ${WINDOW_MS} (${(r.busyShare * 100).toFixed(0)} %), ${r.animationFrames} animation frames`);
      list.push(r);
    }
    result[state] = { median: Object.fromEntries(['busyMs', 'busyShare', 'animationFrames'].map((k) => [k, median(list.map((r) => r[k]))])), runs: list };
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(`\nThe home page left alone, phone window, CPU slowed ${CPU_SLOWDOWN}x (median of ${runs}, ${WINDOW_MS / 1000} s each)`);
for (const state of STATES) {
  const m = result[state].median;
  console.log(`  ${state.padEnd(10)} main thread busy ${m.busyMs} ms (${(m.busyShare * 100).toFixed(0)} %)  animation frames ${m.animationFrames}`);
}
mkdirSync(resolve(opts.out, '..'), { recursive: true });
writeFileSync(opts.out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`\nwritten to ${relative(root, resolve(opts.out))}`);
