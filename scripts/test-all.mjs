#!/usr/bin/env node
// `npm test`: every check the project has, in order, with one total at the end.
//   type check + lint (side by side) -> unit + integration tests (Vitest) -> build -> bundle budget
//   -> browser tests (Playwright); ESLint goes on beside the tests at the lowest CPU priority
//   (see niced) and is waited for before the summary
// The machine has two cores and each step keeps both busy: starting the browser tests beside
// Vitest was tried and made the whole run longer (Vitest took 387 s beside the phone project
// instead of about 215 s; the run 1054 s against 922 s): a browser test alone keeps about two
// cores busy, so each slowed the other more than the idle core it filled.
// A failing step does not stop the run, so the totals are complete; the exit code is non-zero
// when anything failed. The closing line reads `N passed, N failed` (CI counts it); the counts
// come from Vitest's and Playwright's JSON reports, typecheck, lint and build count as one check.
// Run a subset with step names: `node scripts/test-all.mjs lint unit`.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { delimiter, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const reports = join(root, '.reports');
mkdirSync(reports, { recursive: true });

const env = {
  ...process.env,
  PATH: [join(root, 'node_modules', '.bin'), process.env.PATH].join(delimiter),
};

/**
 * Runs a command; resolves to its exit code (signals count as failure). Output is live, or with
 * `capture` kept and printed in one piece when the command ends (for commands run side by side).
 */
function run(cmd, args, opts = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...env, ...opts.env },
      stdio: ['ignore', opts.capture ? 'pipe' : 'inherit', opts.capture ? 'pipe' : 'inherit'],
      shell: process.platform === 'win32',
    });
    const output = [];
    if (opts.capture) {
      child.stdout.on('data', (d) => output.push(d));
      child.stderr.on('data', (d) => output.push(d));
    }
    const flush = () => {
      if (opts.capture && output.length > 0) process.stdout.write(Buffer.concat(output));
    };
    const stop = (sig) => child.kill(sig);
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
    child.on('error', (e) => {
      console.error(`test-all: could not start ${cmd}: ${e.message}`);
      resolvePromise(127);
    });
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      flush();
      resolvePromise(code ?? (signal ? 1 : 0));
    });
  });
}

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

/** rows: { suite, passed, failed, skipped, seconds, note } */
const rows = [];
const add = (suite, passed, failed, skipped, seconds, note = '') =>
  rows.push({ suite, passed, failed, skipped, seconds, note });

function heading(text) {
  const line = `━━ ${text} ━━`;
  console.log(process.stdout.isTTY ? `\n\x1b[1m${line}\x1b[0m` : `\n${line}`);
}

async function timed(fn) {
  const t0 = performance.now();
  const result = await fn();
  return { result, seconds: (performance.now() - t0) / 1000 };
}

async function checkStep(name, cmd, args) {
  heading(name);
  const { result: code, seconds } = await timed(() => run(cmd, args));
  add(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1, 0, seconds, code === 0 ? '' : `exit ${code}`);
  return code === 0;
}

/**
 * Checks that read the sources only, run side by side (each is mostly one thread, the machine has
 * two cores); each one's output is printed whole when it ends, under its own heading.
 */
async function staticSteps(checks) {
  heading(checks.map((c) => c.name).join(' + ') + ' (side by side)');
  const results = await Promise.all(
    checks.map(async (c) => {
      const { result: code, seconds } = await timed(() => run(c.cmd, c.args, { capture: true }));
      console.log(`── ${c.name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`);
      return { ...c, code, seconds };
    }),
  );
  for (const r of results) add(r.name, r.code === 0 ? 1 : 0, r.code === 0 ? 0 : 1, 0, r.seconds, r.code === 0 ? '' : `exit ${r.code}`);
}

async function unitStep() {
  heading('unit and integration tests (Vitest)');
  const out = join(reports, 'vitest.json');
  rmSync(out, { force: true });
  const { result: code, seconds } = await timed(() =>
    run('vitest', ['run', '--allowOnly=false', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]),
  );
  const report = readJson(out);
  if (!report?.testResults) {
    add('vitest', 0, 1, 0, seconds, `no report (exit ${code})`);
    return;
  }
  // One row per workspace project, told apart by the test file's folder.
  const suites = new Map();
  const suiteOf = (file) => {
    const rel = relative(root, file).split('\\').join('/');
    if (rel.startsWith('packages/contract/')) return 'contract (vitest)';
    if (rel.startsWith('server/')) return 'server (vitest)';
    if (rel.startsWith('web/')) return 'web (vitest)';
    return 'other (vitest)';
  };
  for (const name of ['contract (vitest)', 'server (vitest)', 'web (vitest)']) {
    suites.set(name, { passed: 0, failed: 0, skipped: 0, notes: [] });
  }
  for (const file of report.testResults) {
    const s = suites.get(suiteOf(file.name)) ?? { passed: 0, failed: 0, skipped: 0, notes: [] };
    suites.set(suiteOf(file.name), s);
    let failedHere = 0;
    for (const a of file.assertionResults ?? []) {
      if (a.status === 'passed') s.passed++;
      else if (a.status === 'failed') {
        s.failed++;
        failedHere++;
      } else s.skipped++; // skipped, pending, todo, disabled
    }
    // A file that failed to load or crashed in a hook has no failed test of its own: count it once.
    if (file.status === 'failed' && failedHere === 0) {
      s.failed++;
      s.notes.push(`${relative(root, file.name)} failed to run`);
    }
  }
  let counted = 0;
  for (const [name, s] of suites) {
    counted += s.failed;
    add(name, s.passed, s.failed, s.skipped, 0, s.notes.join('; '));
  }
  rows.at(-suites.size).seconds = seconds; // time shown once, on the first Vitest row
  if (code !== 0 && counted === 0) add('vitest', 0, 1, 0, 0, `exit ${code} without a failed test`);
}

/**
 * The two browser projects run side by side, each on its own server and database (ports 18080 and
 * 18081), so neither sees the other's accounts or merchant switches; each runs one spec at a time.
 */
const E2E_PROJECTS = [
  { name: 'phone', port: '18080' },
  { name: 'desktop', port: '18081' },
];
const e2eReport = (project) => join(reports, `playwright-${project.name}.json`);

/** Runs one browser project; resolves to its exit code and time. */
async function e2eProject(project) {
  rmSync(e2eReport(project), { force: true });
  const { result: code, seconds } = await timed(() =>
    run('playwright', ['test', '-c', 'web/playwright.config.ts', `--project=${project.name}`], {
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport(project), E2E_PORT: project.port },
    }),
  );
  return { project, code, seconds };
}

/** Adds the browser projects' counts to the summary, from their JSON reports. */
function e2eSummary(runs) {
  const code = runs.map((r) => r.code).find((c) => c !== 0) ?? 0;
  const found = runs.map((r) => ({ run: r, report: readJson(e2eReport(r.project)) })).filter((f) => f.report?.suites);
  if (found.length < runs.length) {
    add('e2e (playwright)', 0, 1, 0, 0, `no report from ${runs.length - found.length} project(s) (exit ${code})`);
    if (found.length === 0) return;
  }
  let counted = 0;
  let globalErrors = 0;
  for (const { run: r, report } of found) {
    const s = { passed: 0, failed: 0, skipped: 0 };
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'expected' || t.status === 'flaky') s.passed++;
          else if (t.status === 'skipped') s.skipped++;
          else s.failed++;
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
    counted += s.failed;
    globalErrors += report.errors?.length ?? 0;
    add(`e2e ${r.project.name} (playwright)`, s.passed, s.failed, s.skipped, r.seconds);
  }
  if (globalErrors > 0 || (code !== 0 && counted === 0)) {
    add('e2e (playwright)', 0, 1, 0, 0, `${globalErrors} run error(s), exit ${code}`);
  }
}

async function e2eStep(built) {
  heading('browser tests (Playwright, Debian Chromium)');
  if (!built) {
    add('e2e (playwright)', 0, 1, 0, 0, 'not run: the build failed');
    return;
  }
  e2eSummary(await Promise.all(E2E_PROJECTS.map(e2eProject)));
}

const STATIC = {
  // TypeScript 7 (tsgolint) builds the program once, reports the compiler's errors and runs
  // typescript-eslint's type-aware rules on it (.oxlintrc.json; docs/decisions/0031, 0033, 0042)
  types: { name: 'typecheck + type-aware lint', cmd: 'npm', args: ['run', '--silent', 'lint:types'] },
  lint: { name: 'lint', cmd: 'eslint', args: ['.'] },
  floors: { name: 'server floors', cmd: 'node', args: ['scripts/upward-imports.mjs'] },
};

/**
 * A check run at the lowest CPU priority (nice 19): beside the unit and browser tests it takes the
 * cycles they leave idle (their waits on timers, the network and the database: about a tenth of the
 * machine) instead of sharing theirs, and ends when it ends; the run waits for it before its summary.
 */
const niced = (check) => (process.platform === 'win32' ? check : { ...check, cmd: 'nice', args: ['-n', '19', check.cmd, ...check.args] });

const steps = {
  typecheck: (ctx) => (ctx.wanted.includes('lint') ? undefined : checkStep(STATIC.types.name, STATIC.types.cmd, STATIC.types.args)),
  // with typecheck and the unit tests wanted too (the default), ESLint starts beside the type check
  // and goes on at the lowest priority (niced) through the tests that follow; the unit tests start
  // when the type check ends
  lint: (ctx) => {
    if (!ctx.wanted.includes('typecheck')) return staticSteps([STATIC.lint, STATIC.types, STATIC.floors]);
    if (!ctx.wanted.includes('unit')) return staticSteps([STATIC.types, STATIC.lint, STATIC.floors]);
    ctx.lintDone = staticSteps([niced(STATIC.lint), STATIC.floors]);
    return staticSteps([STATIC.types]);
  },
  unit: () => unitStep(),
  build: () => checkStep('build', 'npm', ['run', 'build']),
  budget: (ctx) =>
    ctx.built ? checkStep('bundle budget', 'node', ['scripts/check-bundle-budget.mjs']) : add('bundle budget', 0, 1, 0, 0, 'not run: the build failed'),
  e2e: (ctx) => e2eStep(ctx.built),
};

const wanted = process.argv.slice(2);
for (const w of wanted) {
  if (!(w in steps)) {
    console.error(`test-all: unknown step "${w}"; steps: ${Object.keys(steps).join(', ')}`);
    process.exit(2);
  }
}
const order = wanted.length > 0 ? Object.keys(steps).filter((s) => wanted.includes(s)) : Object.keys(steps);

const started = performance.now();
const ctx = { built: true, wanted: order };
for (const step of order) {
  const ok = await steps[step](ctx);
  if (step === 'build') ctx.built = ok;
}
await ctx.lintDone;

const total = rows.reduce(
  (t, r) => ({ passed: t.passed + r.passed, failed: t.failed + r.failed, skipped: t.skipped + r.skipped }),
  { passed: 0, failed: 0, skipped: 0 },
);
const elapsed = (performance.now() - started) / 1000;

heading('summary');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
const w = Math.max(24, ...rows.map((r) => r.suite.length + 2));
console.log(`${pad('suite', w)}${lpad('passed', 8)}${lpad('failed', 8)}${lpad('skipped', 9)}${lpad('time', 9)}  note`);
for (const r of rows) {
  const time = r.seconds ? `${r.seconds.toFixed(1)}s` : '';
  console.log(
    `${pad(r.suite, w)}${lpad(r.passed, 8)}${lpad(r.failed, 8)}${lpad(r.skipped, 9)}${lpad(time, 9)}  ${r.note}`,
  );
}
console.log(
  `${pad('total', w)}${lpad(total.passed, 8)}${lpad(total.failed, 8)}${lpad(total.skipped, 9)}${lpad(`${elapsed.toFixed(1)}s`, 9)}`,
);
writeFileSync(
  join(reports, 'summary.json'),
  `${JSON.stringify({ ...total, seconds: Math.round(elapsed), suites: rows }, null, 2)}\n`,
);
console.log(`\n${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exitCode = total.failed > 0 ? 1 : 0;
