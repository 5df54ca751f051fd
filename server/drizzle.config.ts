import { defineConfig } from 'drizzle-kit';

// Generated SQL is committed and applied at start by both the PGlite and node-postgres migrators.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
  strict: true,
});
