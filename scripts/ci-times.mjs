#!/usr/bin/env node
// Appends one CI run's step times to bench/results/ci-times.json, read from the reports a run of
// `bash .ci/run` leaves: .reports/ci-setup.json (install steps, total) and .reports/summary.json
// (every step of `npm test`). Usage: node scripts/ci-times.mjs [folder of the run, default .]
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const run = resolve(process.argv[2] ?? root);
const read = (f) => JSON.parse(readFileSync(join(run, '.reports', f), 'utf8'));
const setup = read('ci-setup.json');
const summary = read('summary.json');
// The Vitest time is shown once, on the first row of its projects.
const stepName = (suite) => (suite.endsWith('(vitest)') ? 'vitest' : suite.endsWith('(playwright)') ? 'playwright' : suite);
// The browser projects each have their time (they run side by side): the step took the longest.
const steps = {};
for (const s of summary.suites.filter((x) => x.seconds > 0)) {
  const name = stepName(s.suite);
  steps[name] = Math.max(steps[name] ?? 0, Math.round(s.seconds));
}
const entry = {
  measuredAt: new Date().toISOString(),
  machine: '2 cores (CI kind node-svc)',
  totalSeconds: setup.totalSeconds,
  chromiumInstallSeconds: setup.chromiumInstallSeconds,
  npmCiSeconds: setup.npmCiSeconds,
  npmTestSeconds: summary.seconds,
  steps,
  passed: summary.passed,
  failed: summary.failed,
  skipped: summary.skipped,
};
const out = join(root, 'bench', 'results', 'ci-times.json');
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const previous = existsSync(out) ? JSON.parse(readFileSync(out, 'utf8')) : { budgetSeconds: 720, runs: [] };
previous.runs.push(entry);
writeFileSync(out, `${JSON.stringify(previous, null, 2)}\n`);
console.log(`${entry.totalSeconds} s in all (budget ${previous.budgetSeconds} s); ${entry.passed} passed, ${entry.failed} failed; written to bench/results/ci-times.json`);
