import type { Plugin, Rollup } from 'vite';
import { APP_ENTRY_ATTRIBUTE, APP_IMPORT_ATTRIBUTE } from '../src/start-after-paint.js';

/**
 * index.html runs `start` (src/start-after-paint.ts, an entry of the build of its own) in place of
 * the app's entry, which it names as a modulepreload marked APP_ENTRY_ATTRIBUTE (and the entry's
 * imports' modulepreloads APP_IMPORT_ATTRIBUTE): the app downloads with the page as before, and
 * `start` evaluates it once the page's first paints are done.
 * `start` is the source path of that module relative to the web folder.
 */
export function startAfterPaint(start: string): Plugin {
  return {
    name: 'start-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const starter = Object.values(ctx.bundle ?? {}).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && c.isEntry && !!c.facadeModuleId?.endsWith(`/${start}`));
        if (!starter) throw new Error(`start-after-paint: no entry chunk for ${start}`);
        // what it imported would be evaluated before its wait
        if (starter.imports.length > 0) throw new Error(`start-after-paint: ${start} imports ${starter.imports.join(', ')}`);
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        const found = entry.exec(html);
        if (!found) throw new Error('start-after-paint: index.html has no module script');
        const app = Object.values(ctx.bundle ?? {}).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && `/${c.fileName}` === found[1]);
        if (!app) throw new Error(`start-after-paint: no chunk for ${found[1]}`);
        let out = html.replace(entry, `<script type="module" crossorigin src="/${starter.fileName}"></script>\n    <link rel="modulepreload" crossorigin href="${found[1]}" ${APP_ENTRY_ATTRIBUTE}>`);
        for (const file of app.imports) {
          const link = `<link rel="modulepreload" crossorigin href="/${file}">`;
          if (!out.includes(link)) throw new Error(`start-after-paint: index.html does not preload ${file}`);
          out = out.replace(link, `<link rel="modulepreload" crossorigin href="/${file}" ${APP_IMPORT_ATTRIBUTE}>`);
        }
        return out;
      },
    },
  };
}
