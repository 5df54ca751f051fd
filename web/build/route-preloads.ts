import type { Plugin } from 'vite';
// by path: the build's config cannot load the contract package itself (TypeScript sources)
import { ROUTE_PRELOADS_FILE } from '../../packages/contract/src/common/boot-replies.js';

/**
 * Writes `route-preloads.json` into the build: for each page path, the JS chunks its first paint
 * loads after the entry (its route module and what that imports at once, its largest content), so
 * the server can name them as modulepreloads in that page's index.html and the browser fetches
 * them beside the entry instead of one wave after another. `modules` are source paths relative to
 * the web folder; chunks index.html already loads are left out.
 */
export function routePreloads(pages: Record<string, readonly string[]>): Plugin {
  return {
    name: 'route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const initial = new Set<string>();
      const addStatic = (file: string, into: Set<string>) => {
        if (into.has(file)) return;
        into.add(file);
        for (const dep of chunks.find((c) => c.fileName === file)?.imports ?? []) addStatic(dep, into);
      };
      for (const c of chunks) if (c.isEntry) addStatic(c.fileName, initial);
      const out: Record<string, string[]> = {};
      for (const [path, modules] of Object.entries(pages)) {
        const files = new Set<string>();
        for (const m of modules) {
          // a grouped chunk (the locale groups, vite.config.ts) has no facade: the one holding the module
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(`/${m}`)) ?? chunks.find((c) => c.moduleIds.some((id) => id.endsWith(`/${m}`)));
          if (!chunk) this.error(`route-preloads: no chunk for ${m} (page ${path})`);
          addStatic(chunk.fileName, files);
        }
        out[path] = [...files].filter((f) => !initial.has(f)).map((f) => `/${f}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(out, null, 2)}\n` });
    },
  };
}
