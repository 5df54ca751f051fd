/// <reference types="vitest/config" />
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { isFirstLoadNamespace } from './src/lib/locale-groups.js';
import { languageOfModule, localeModules } from './build/locale-modules.js';
import { routePreloads } from './build/route-preloads.js';
import { prerenderSkeleton } from './build/prerender-skeleton.js';
import { criticalCss } from './build/critical-css.js';
import { startAfterPaint } from './build/start-after-paint.js';

/**
 * A language's first-load texts go into one chunk, `locale-<lang>`; a feature's own namespace into a
 * chunk of its own, `locale-<lang>-<ns>`, loaded where the feature is used (src/lib/locale-groups.ts).
 * The language's module (build/locale-modules.ts) goes with its first-load texts.
 */
function localeChunk(id: string): string | null {
  const moduleLang = languageOfModule(id);
  if (moduleLang) return `locale-${moduleLang.toLowerCase()}`;
  const [, lang, ns] = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(id) ?? [];
  if (!lang || !ns) return null;
  return isFirstLoadNamespace(ns) ? `locale-${lang.toLowerCase()}` : `locale-${lang.toLowerCase()}-${ns.toLowerCase()}`;
}

/**
 * The first render waits for the texts of the language on screen (src/main.tsx), for a new visitor
 * the site default, CN (SITE_DEFAULT_LANGUAGE of the contract): index.html names its chunk as a
 * modulepreload, so it downloads beside the entry instead of after the entry has run.
 */
function preloadDefaultTexts(): Plugin {
  return {
    name: 'preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.name === 'locale-cn');
        return chunk ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }] : [];
      },
    },
  };
}

/**
 * The home page's route module: what its first paint loads after the entry. Its content (banners,
 * popup) stays a later wave: preloaded too, it competed with the entry for a phone's bandwidth and
 * delayed the first paint (Lighthouse mobile, docs/decisions/0026).
 */
const HOME = ['src/app/routes/home.tsx'];
const HOME_PRELOADS = { '/': HOME, '/index': HOME };

/**
 * React Router 7's package exports name only its development build, whatever the mode
 * (remix-run/react-router#14102): a production bundle got its development warnings and checks,
 * run at every navigation and by every first render. The site's build takes the production build
 * the package ships beside it; the dev server and the tests keep the development one.
 */
function reactRouterProductionBuild(): Plugin {
  const production = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
  return {
    name: 'react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}

/** The page's first script: it starts the app once the page has painted (build/start-after-paint.ts). */
const START = 'src/start-after-paint.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [reactRouterProductionBuild(), react(), tailwindcss(), localeModules(fileURLToPath(new URL('./src/locales', import.meta.url))), preloadDefaultTexts(), routePreloads(HOME_PRELOADS), prerenderSkeleton(), criticalCss(), startAfterPaint(START)],
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
    chunkSizeWarningLimit: 700, // the vendor chunk (below) is about 500 KB raw, 150 KiB gzip
    rolldownOptions: {
      // the page's first script is an entry of its own, which evaluates the app's (index.html's) after the first paints
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), start: fileURLToPath(new URL(`./${START}`, import.meta.url)) },
      output: {
        // one chunk per language (web/src/lib/i18n.ts loads the one on screen), not one per JSON file;
        // what the entry imports statically (`$initial`) in two chunks, its libraries and the shell:
        // shared by many lazy chunks, it would otherwise be cut into a score of small files, each
        // compressed alone. The page's first script evaluates the libraries in a task of their own
        // before the shell (build/start-after-paint.ts, docs/decisions/0038); the contract is in the
        // shell, its schemas built on first use (docs/decisions/0039). Only the first load's modules: a library or a module that only a later
        // page, dialog or menu uses stays in that lazy chunk (web/bundle-budget.json).
        codeSplitting: {
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/ },
            // the page's first script stays alone in its entry: it imports nothing (build/start-after-paint.ts)
            { name: 'shell', tags: ['$initial'], test: (id: string) => !id.endsWith(`/${START}`) },
            // after the first load's groups: a group takes the modules its modules import, and a
            // language module would take the dynamic-import helper, which every language uses
            { name: localeChunk, debugName: 'locales' },
          ],
        },
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
