import { cpSync, rmSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { main: 'src/main.ts' },
  outDir: 'dist',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  clean: true,
  splitting: false,
  // The contract is TypeScript source in the workspace: bundle it; keep real packages external.
  noExternal: ['@lotto/contract'],
  async onSuccess() {
    // connection.ts resolves ./migrations beside the bundle at run time.
    rmSync('dist/migrations', { recursive: true, force: true });
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
    // security/password-policy.ts resolves ./common-passwords.txt beside the bundle the same way.
    cpSync('src/security/common-passwords.txt', 'dist/common-passwords.txt');
  },
});
