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
    // Every file imports the whole app (Fastify, Drizzle, the contract's schemas): isolating
    // files re-imported it per file, about half the project's CPU time. Without isolation a
    // worker loads it once; each suite still gets its own database and app (harness.ts), and
    // nothing in the server's tests relies on fresh module state. Threads start faster than forks.
    pool: 'threads',
    isolate: false,
  },
});
