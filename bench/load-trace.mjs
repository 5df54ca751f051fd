#!/usr/bin/env node
// `npm run bench:load`: what loading the guest home page `/` of the built site (run `npm run build`
// first) costs a phone's main thread, read from Chrome's own trace of the load: a phone-sized
// window, the CPU not slowed (Lighthouse's simulated phone takes such a trace and counts each task 4x),
// 7 s from the navigation. Per run:
//   styledElements   elements the browser computed styles for (the sum over its style passes)
//   styleMs, layoutMs, scriptMs   main-thread time in style, layout and script (module evaluation
//                    included)
//   evaluationMs     of which evaluating the modules (the first load's and the chunks loaded after):
//                    their top-level code, the contract's schemas built there included
//   blockingMs4x     the sum over the main thread's tasks of (4 x its time - 50 ms): the blocking
//                    time of a phone 4x slower than this machine, from the first task on
//   longTasks        the tasks over 12.5 ms (50 ms on that phone): start and time in ms, and the
//                    trace events that took most of each (their own time)
//   firstPaintMs, largestPaintMs   Chrome's first contentful and (last) largest contentful paint,
//                    from the navigation's start
//   appEvaluationAtMs  when the longest module evaluation (the app's entry) began, from the same start
//   largestPaintBeforeApp  whether the largest paint came before that evaluation: a paint that falls
//                    due during it waits for it (docs/decisions/0038)
// The element count does not depend on the machine's speed: it moves only when the page does; the
// times do (compare runs of one machine and hour). Median of --runs (default 3), written to
// bench/results/load-trace.json. Figures, never assertions. Debian's Chromium, never a downloaded one.
//
// Options: --runs N, --web-dist DIR (default web/dist), --server FILE (default server/dist/main.js),
// --out FILE (default bench/results/load-trace.json).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { chromium } from 'playwright';
import { browserBenchOptions, hasCjkFont, median, root, startBuiltServer } from './built-server.mjs';

const opts = browserBenchOptions('load-trace.json');
const { runs } = opts;
const CHROME = '/usr/bin/chromium';
const TRACE_MS = 7_000;
const LONG_TASK_MS = 12.5;

/** One load of `/`, traced; the figures of its renderer's main thread. */
async function measure(browser, base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
    const complete = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing', transferMode: 'ReportEvents' });
    await page.goto(`${base}/`);
    await page.waitForTimeout(TRACE_MS);
    await cdp.send('Tracing.end');
    await complete;

    // the page's main thread: the renderer thread named CrRendererMain that ran the most tasks
    const threads = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const tasksOf = (t) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask' && e.ph === 'X');
    const main = threads.map((t) => ({ t, tasks: tasksOf(t) })).sort((a, b) => b.tasks.length - a.tasks.length)[0];
    const on = events.filter((e) => e.pid === main.t.pid && e.tid === main.t.tid && e.ph === 'X');
    const start = Math.min(...main.tasks.map((e) => e.ts));
    const total = (name) => on.filter((e) => e.name === name).reduce((s, e) => s + e.dur / 1000, 0);
    const longTasks = main.tasks
      .filter((task) => task.dur / 1000 > LONG_TASK_MS)
      .map((task) => {
        // each event's own time within the task: its time less its children's
        const inner = on.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur).sort((a, b) => a.ts - b.ts || b.dur - a.dur);
        const own = new Map();
        const open = [];
        for (const e of inner) {
          while (open.length && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop();
          if (open.length) own.set(open.at(-1).name, (own.get(open.at(-1).name) ?? 0) - e.dur);
          own.set(e.name, (own.get(e.name) ?? 0) + e.dur);
          open.push(e);
        }
        const most = [...own].sort((a, b) => b[1] - a[1]).slice(0, 3).filter(([, us]) => us >= 1000);
        return { atMs: Math.round((task.ts - start) / 1000), ms: Math.round(task.dur / 1000), mostly: Object.fromEntries(most.map(([n, us]) => [n, Math.round(us / 1000)])) };
      });
    // paints and the app's evaluation, from the navigation's start (the renderer's own mark of it)
    const navigation = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === `${base}/`)?.ts ?? start;
    const at = (e) => (e ? Math.round((e.ts - navigation) / 1000) : null);
    const painted = (name) => events.filter((e) => e.name === name && e.pid === main.t.pid && e.ts >= navigation).sort((a, b) => a.ts - b.ts);
    const evaluations = on.filter((e) => e.name === 'v8.evaluateModule' && e.ts >= navigation).sort((a, b) => a.ts - b.ts);
    const evaluation = [...evaluations].sort((a, b) => b.dur - a.dur)[0];
    // every module evaluation of the trace (the app's first load and the chunks it loads after), an
    // evaluation inside another counted once
    let evaluatedUntil = 0;
    let evaluationUs = 0;
    for (const e of evaluations) {
      if (e.ts + e.dur <= evaluatedUntil) continue;
      evaluationUs += e.dur;
      evaluatedUntil = e.ts + e.dur;
    }
    const largest = painted('largestContentfulPaint::Candidate').at(-1);
    return {
      firstPaintMs: at(painted('firstContentfulPaint')[0]),
      largestPaintMs: at(largest),
      appEvaluationAtMs: at(evaluation),
      largestPaintBeforeApp: !!largest && !!evaluation && largest.ts < evaluation.ts,
      styledElements: on.filter((e) => e.name === 'UpdateLayoutTree').reduce((s, e) => s + (e.args?.elementCount ?? 0), 0),
      styleMs: Math.round(total('UpdateLayoutTree')),
      layoutMs: Math.round(total('Layout')),
      scriptMs: Math.round(total('FunctionCall') + total('v8.evaluateModule') + total('EvaluateScript')),
      evaluationMs: Math.round(evaluationUs / 1000),
      blockingMs4x: Math.round(main.tasks.reduce((s, e) => s + Math.max(0, (4 * e.dur) / 1000 - 50), 0)),
      longTasks,
    };
  } finally {
    await context.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const loadAverageAtStart = Number(loadavg()[0].toFixed(2));
const server = await startBuiltServer({ server: opts.server, webDist: opts['web-dist'], dataDir });
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu', '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'] });
const result = { measuredAt: new Date().toISOString(), url: '/', cpus: cpus().length, loadAverageAtStart, chrome: CHROME, traceMs: TRACE_MS, runsEach: runs, cjkFont: hasCjkFont() };
const list = [];
try {
  for (let i = 0; i < runs; i++) {
    const r = await measure(browser, server.base);
    console.log(`run ${i + 1}: ${r.styledElements} elements styled, style ${r.styleMs} ms, layout ${r.layoutMs} ms, script ${r.scriptMs} ms (modules' evaluation ${r.evaluationMs} ms), blocking at 4x ${r.blockingMs4x} ms, ${r.longTasks.length} tasks over ${LONG_TASK_MS} ms; painted at ${r.firstPaintMs} ms, largest at ${r.largestPaintMs} ms, app evaluated at ${r.appEvaluationAtMs} ms`);
    list.push(r);
  }
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
const KEYS = ['styledElements', 'styleMs', 'layoutMs', 'scriptMs', 'evaluationMs', 'blockingMs4x', 'firstPaintMs', 'largestPaintMs', 'appEvaluationAtMs'];
result.median = Object.fromEntries(KEYS.map((k) => [k, median(list.map((r) => r[k]))]));
result.largestPaintBeforeApp = `${list.filter((r) => r.largestPaintBeforeApp).length} of ${list.length}`;
result.runs = list;
result.loadAverageAtEnd = Number(loadavg()[0].toFixed(2));
console.log(`\nLoading / on a phone-sized window (median of ${runs}): ${KEYS.map((k) => `${k} ${result.median[k]}`).join(', ')}; the largest paint before the app's evaluation in ${result.largestPaintBeforeApp} loads`);
mkdirSync(resolve(opts.out, '..'), { recursive: true });
writeFileSync(opts.out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`written to ${relative(root, resolve(opts.out))}`);
