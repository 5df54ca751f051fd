import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/contract/vitest.config.ts', 'server/vitest.config.ts', 'web/vite.config.ts'],
  },
});
