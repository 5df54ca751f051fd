import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type LaunchOptions } from '@playwright/test';
import { memoryBackedTmp } from '../scripts/e2e-scratch.mjs';

/**
 * Browser tests against the real built site and server (test-all builds first; this builds nothing).
 * Debian's Chromium only: a downloaded browser is never used (ARCHITECTURE.md "Tests").
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium in its headless-shell build (package chromium-headless-shell, the same Chromium
 * release as package chromium) when installed: it renders pages without the browser UI of the full
 * build and runs them about twice as fast on a CPU-only machine (docs/decisions/0008). Otherwise
 * the full Debian build, /usr/bin/chromium. CHROMIUM_PATH overrides both.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const launchOptions: LaunchOptions = {
  // Playwright starts Chromium with --disable-dev-shm-usage, for containers whose /dev/shm is
  // 64 MB; Chromium then shares frames between its processes through files in /tmp, on a disk. Where
  // /dev/shm is roomy, Chromium keeps its own default (one A/B here: 110-116 against 122 CPU s).
  ...(memoryBackedTmp() ? { ignoreDefaultArgs: ['--disable-dev-shm-usage'] } : {}),
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // Per port, so a second run on another E2E_PORT never cleans away this run's artifacts.
  outputDir: port === 18080 ? '../test-results' : `../test-results-${port}`,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // The specs share one server and switch merchant state through the dev endpoint; one worker
  // keeps those switches from racing other specs. scripts/test-all.mjs runs the phone and the
  // desktop project as two processes side by side, each with its own server and database.
  workers: 1,
  // generous, as a safety net only (a passing test takes what it takes): both projects share a
  // 2-core machine whose speed varies, and a page load there has been seen to take 2.5x as long as
  // on another run; a flow of registration, reset and two logins then needs over a minute
  timeout: 120_000,
  expect: { timeout: 15_000 },
  // list for people; JSON for scripts/test-all.mjs, which sums the counts.
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? join(root, '.reports', port === 18080 ? 'playwright.json' : `playwright-${port}.json`) }],
  ],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions,
    locale: 'en-US',
    // A visitor who asked for reduced motion: the home page's autoplaying banners and rotating
    // notices stand still and infinite CSS animations stop, so a CPU-only Chromium does not
    // re-raster large artwork every few seconds of every test. Their timing is proven in Vitest
    // with fake timers (banner-carousel.test.tsx); reduced motion itself is a path the site must serve.
    reducedMotion: 'reduce',
    // an action or a navigation that cannot happen fails on its own, naming its step, instead of
    // waiting out the test's timeout (Playwright's default for both is none): a click on a control
    // that never shows hung a test for its whole 2 minutes, and the error named only the teardown
    actionTimeout: 30_000,
    navigationTimeout: 45_000,
    // Outside CI a failed test keeps its trace of actions, network and console; no screencast and
    // no DOM snapshots: both are recorded for every passing test only to be thrown away (frames were
    // the largest CPU cost of the run, the browser's GPU process; a DOM snapshot at every action cost
    // the two projects 363-384 s against 306 s without, on this 2-core machine). In CI (.ci/run) no
    // trace at all: nobody opens a clean clone's traces, and recording one for every test cost the
    // browser, the server and the runner about a tenth of their CPU (auth.spec on the phone, two runs
    // each: 98-105 CPU s with, 78-92 without). A failed test leaves its screenshot and error either way.
    trace: isCI ? 'off' : { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: false },
    screenshot: 'only-on-failure',
  },
  // A flow runs once: untagged tests run on the desktop project only, tests tagged @phone on the
  // phone project only, and tests tagged @layout (the route smoke pass, and flows whose controls
  // differ between the two layouts: header vs drawer, popup vs page) on both. Flows are split
  // between the two so the projects, which run side by side on the same machine, end together.
  projects: [
    {
      name: 'phone',
      grep: /@layout|@phone\b/,
      use: {
        viewport: { width: 390, height: 844 },
        // 1x: a phone's layout (CSS pixels, what the tests check) does not depend on the pixel
        // ratio, and a CPU-only browser on a shared 2-core machine rasterises every frame: 2x drew
        // four times the pixels for no check (no test compares pixels)
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
        userAgent:
          'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone\b/,
      use: { viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    // scripts/e2e-server.mjs: a fresh temp DATA_DIR and a private copy of web/dist, then
    // server/dist/main.js in-process.
    command: 'node scripts/e2e-server.mjs',
    cwd: root,
    url: `${baseURL}/wps/system/test/ping?speed=1`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      // one visitor IP opens every page of both projects; the default limit is for the real world
      RATE_LIMIT_MAX: '100000',
      PAGE_RATE_LIMIT_MAX: '100000',
      // the lottery draw loop runs in the browser tests (NODE_ENV=test turns it off for server unit
      // tests) on the games' own schedules; a test that needs a draw asks for it at once
      // (POST /dev/lottery/:merchant/draw), never waits for one
      LOTTERY_ENGINE: 'on',
    },
    reuseExistingServer: !isCI,
    // SIGTERM, not Playwright's default SIGKILL: the server closes and removes its scratch (scripts/e2e-server.mjs)
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
