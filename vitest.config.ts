import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // PGlite instances are heavy; two workers suit the 2-core machine (set here: Vitest wants one
    // worker setting across projects).
    maxWorkers: 2,
    projects: ['packages/contract/vitest.config.ts', 'server/vitest.config.ts', 'web/vite.config.ts'],
  },
});
