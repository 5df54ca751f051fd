import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Web test files that render the whole site, start the i18n module or mock a module: they rely on
 * the site's module-level state (live connection, session, language start, module mocks) being
 * fresh, so each runs in its own module registry. Every other web file shares its worker's
 * registry (isolate: false): happy-dom, React and the locales load once per worker instead of once
 * per file, about three times faster;
 * web/src/test/setup.ts puts back the module state a test may change (storage, server clock).
 * Both run in worker threads, as the server's tests do: the two web projects took 102 s of CPU
 * (64 s alone) against 113 s (75 s) in child processes, Vitest's default.
 */
const WEB_WHOLE_SITE = [
  'src/app/**/*.test.{ts,tsx}',
  'src/lib/i18n.test.ts',
  // mocks a module (vi.mock) that other files of a shared registry have loaded already
  'src/features/auth/components/auth-overlays-loading.test.tsx',
];

export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers suit the 2-core machine (set here: Vitest wants one
    // worker setting across projects).
    maxWorkers: 2,
    projects: [
      'packages/contract/vitest.config.ts',
      'server/vitest.config.ts',
      {
        extends: 'web/vite.config.ts',
        root: 'web',
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...WEB_WHOLE_SITE], isolate: false, pool: 'threads' },
      },
      { extends: 'web/vite.config.ts', root: 'web', test: { name: 'web-site', include: WEB_WHOLE_SITE, pool: 'threads' } },
    ],
  },
});
