import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates and seeds once per run (PGlite template, and PostgreSQL when reachable).
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; two workers suit the 2-core machine.
    maxWorkers: 2,
  },
});
