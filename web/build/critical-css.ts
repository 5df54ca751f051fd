import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Beasties from 'beasties';
import type { Plugin } from 'vite';

/**
 * Inlines into index.html the rules of the built stylesheet that its prerendered skeleton uses
 * (beasties matches each rule's selectors against the page's elements) and moves the stylesheet's
 * link to the end of the body: a phone paints the skeleton as soon as the HTML is in, instead of a
 * round trip later when the whole stylesheet has arrived. The scripts still run only once the
 * stylesheet is in (a module script waits for the stylesheets before it), so the app's first render
 * never meets a half-styled page. Tailwind's child-spacing rules (`:where(.space-y-6>…)`) are kept
 * whole: the matcher does not see through `:where`, and without them the skeleton's rows moved when
 * the stylesheet arrived. Writes the file after the bundle, when the stylesheet is on disk.
 */
export function criticalCss(): Plugin {
  let outDir = 'dist';
  return {
    name: 'critical-css',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const file = join(outDir, 'index.html');
      const beasties = new Beasties({
        path: outDir,
        publicPath: '/',
        preload: 'body',
        inlineFonts: false,
        pruneSource: false,
        allowRules: [/^:where\(/],
        logLevel: 'warn',
      });
      const html = await beasties.process(readFileSync(file, 'utf8'));
      if (!/<style>/.test(html)) throw new Error('critical-css: nothing was inlined into index.html');
      writeFileSync(file, html.replace(' data-beasties-container', ''));
    },
  };
}
