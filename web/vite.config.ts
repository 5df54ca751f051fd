/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isFirstLoadNamespace } from './src/lib/locale-groups.js';

/**
 * A language's first-load texts go into one chunk, `locale-<lang>`; a feature's own namespace into a
 * chunk of its own, `locale-<lang>-<ns>`, loaded where the feature is used (src/lib/locale-groups.ts).
 */
function localeChunk(id: string): string | null {
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id) ?? [];
  if (!lang || !ns) return null;
  return isFirstLoadNamespace(ns) ? `locale-${lang.toLowerCase()}` : `locale-${lang.toLowerCase()}-${ns.toLowerCase()}`;
}

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/wps': { target: apiTarget, changeOrigin: false },
      '/lgw': { target: apiTarget, changeOrigin: false },
      '/wps/socket': { target: apiTarget, ws: true }, // SOCKET_PATH (live events); '/wps' above serves plain HTTP only
      '/dev': { target: apiTarget },
      '/demo': { target: apiTarget },
      // generated game art and the built-in demo vendor's and lottery's play pages
      '/res/game-icons': { target: apiTarget },
      '/vendor': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // one chunk per language (web/src/lib/i18n.ts loads the one on screen), not one per JSON file
        codeSplitting: { groups: [{ name: localeChunk, debugName: 'locales' }] },
      },
    },
  },
  // the web's two Vitest projects (names, files, isolation) are in the root vitest.config.ts
  test: {
    environment: 'happy-dom',
    setupFiles: ['src/test/setup.ts'],
    // whole-app renders take ~1 s alone but several times that on a loaded 2-core CI machine
    testTimeout: 20_000,
  },
});
