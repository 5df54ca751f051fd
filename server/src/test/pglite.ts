import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * PGlite's default shared_buffers (128 MB) is zeroed at every start, most of what an instance
 * takes to start; the test database is a few MB, so 16 MB keeps all of it cached.
 */
export const PGLITE_TEST_START_PARAMS: string[] = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

// The runtime's WebAssembly (the project's TypeScript libs declare its types only).
const wasmApi = (globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WebAssembly.Module> } }).WebAssembly;

/**
 * What every clone made by this worker shares: the template, the compiled PostgreSQL WebAssembly
 * and its file bundle (otherwise read, and the module compiled, for each instance). The server
 * project runs without isolation, so a worker keeps them from one test file to the next.
 */
let shared: Promise<{ template: Blob; module: WebAssembly.Module; fsBundle: Blob }> | undefined;
let sharedFor: string | undefined;

/** A new PGlite instance holding a copy of the template tarball at `templateFile`. */
export async function clonePglite(templateFile: string): Promise<PGlite> {
  if (sharedFor !== templateFile) {
    sharedFor = templateFile;
    shared = (async () => {
      const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
      const [template, wasm, bundle] = await Promise.all([
        readFile(templateFile),
        readFile(join(dist, 'pglite.wasm')),
        readFile(join(dist, 'pglite.data')),
      ]);
      return { template: new Blob([template]), module: await wasmApi.compile(wasm), fsBundle: new Blob([bundle]) };
    })();
  }
  const { template, module, fsBundle } = await (shared as NonNullable<typeof shared>);
  return PGlite.create({ loadDataDir: template, pgliteWasmModule: module, fsBundle, startParams: PGLITE_TEST_START_PARAMS });
}
