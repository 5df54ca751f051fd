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
      '/res/point-rewards': { target: apiTarget }, // generated artwork of the point rewards
      '/res/announcement-art': { target: apiTarget }, // banners and notices
      '/res/promotion-art': { target: apiTarget },
      '/chat': { target: apiTarget }, // the server's live-chat page
      '/vendor': { target: apiTarget },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700, // the vendor chunk (below) is about 630 KB raw, 195 KiB gzip
    rolldownOptions: {
      output: {
        // one chunk per language (web/src/lib/i18n.ts loads the one on screen), not one per JSON file;
        // the libraries every page runs in one chunk: shared by many lazy chunks, they would
        // otherwise be cut into many small files, each compressed alone (7 KiB more gzip in all)
        codeSplitting: { groups: [{ name: localeChunk, debugName: 'locales' }, { name: 'vendor', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|react-i18next|zod|decimal\.js|dayjs|@radix-ui[\\/][^\\/]+|@floating-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|aria-hidden|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|tslib)[\\/]/ }] },
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
