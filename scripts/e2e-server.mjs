// Starts the built server for the browser tests, isolated from anything else on the machine:
// - DATA_DIR: a temp folder emptied at start (a fresh embedded database: migrations and seed run);
// - WEB_DIST_DIR: a private copy of web/dist taken at start, so a rebuild of web/dist while the
//   tests run (npm run dev, another build) cannot swap the assets under the running pages.
// server/dist/main.js then runs in this process (no child), so Playwright's stop signal reaches it.
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2eScratch } from './e2e-scratch.mjs';

const root = resolve(import.meta.dirname, '..');
const main = join(root, 'server', 'dist', 'main.js');
const webDist = join(root, 'web', 'dist');
for (const needed of [main, join(webDist, 'index.html')]) {
  if (!existsSync(needed)) {
    console.error(`e2e-server: ${needed} is missing; build first (npm run build).`);
    process.exit(1);
  }
}

process.env.PORT ??= '18080';
process.env.NODE_ENV ??= 'test';
const scratch = e2eScratch(process.env.PORT);
// The scratch may be memory (/dev/shm): it goes with the server, which exits on SIGINT and SIGTERM
// (main.js; Playwright stops it with SIGTERM, web/playwright.config.ts).
process.on('exit', () => rmSync(scratch, { recursive: true, force: true }));

// Only this script's own scratch folder is ever deleted; a DATA_DIR, DATABASE_URL or REDIS_URL
// from the caller's environment is ignored, never emptied or written to.
const dataDir = join(scratch, 'data');
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

// What the browser tests note about this server between tests (e.g. the last authenticator step
// spent: web/e2e/support/accounts.ts freshTotp) starts empty with it.
rmSync(join(scratch, 'tests'), { recursive: true, force: true });

const webCopy = join(scratch, 'web');
rmSync(webCopy, { recursive: true, force: true });
// Source maps are not served to the tests; skipping them keeps the copy small.
cpSync(webDist, webCopy, { recursive: true, filter: (src) => !src.endsWith('.map') });
process.env.WEB_DIST_DIR = webCopy;

await import(pathToFileURL(main).href);
