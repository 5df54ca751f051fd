// Lists the server's imports that run up its floors, and a module reaching into another module's
// repository; exits 1 when there is any. The floors, lowest first (server/README.md "Layers"):
//
//   base      lib/, errors.ts, config.ts, security/, types/     knows nothing of the app
//   db        db/ (schema, connection, migrations, seeds)
//   ledger    ledger/                                           every balance change
//   platform  plugins/, providers/, http/                       request pipeline, sessions, delivery
//   domain    lottery/ (not lottery/http/), demo-vendor/        the games themselves
//   features  modules/<name>/, lottery/http/                    the calls the site makes
//   app       app.ts, main.ts, scripts/, test/, *.test.ts       composes and drives the rest
//
// A file may import its own floor or any floor below it. eslint.config.js builds the server's
// import boundaries from the same table (SERVER_FLOORS). Usage: node scripts/upward-imports.mjs
// [--root server/src] [--edges] (--edges also prints every import between two modules).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Lowest first; paths are relative to server/src, folders end in '/'. The longest matching path wins. */
export const SERVER_FLOORS = [
  { name: 'base', paths: ['lib/', 'security/', 'types/', 'errors.ts', 'config.ts'] },
  { name: 'db', paths: ['db/'] },
  { name: 'ledger', paths: ['ledger/'] },
  { name: 'platform', paths: ['plugins/', 'providers/', 'http/'] },
  { name: 'domain', paths: ['lottery/', 'demo-vendor/'] },
  { name: 'features', paths: ['modules/', 'lottery/http/'] },
  { name: 'app', paths: ['app.ts', 'main.ts', 'scripts/', 'test/'] },
];
const FLOORS = SERVER_FLOORS.map((f) => f.name);

/** Test code drives the app from above: it may import anything, and nothing else may import it. */
export const isTestFile = (rel) => /\.test\.ts$/.test(rel) || /(^|\/)[^/]*test-kit\.ts$/.test(rel) || rel.startsWith('test/');

/** The floor of a file relative to server/src (forward slashes); null when no floor claims it. */
export function floorOf(rel) {
  if (isTestFile(rel)) return 'app';
  let best = null;
  for (const floor of SERVER_FLOORS) {
    for (const p of floor.paths) {
      const hit = p.endsWith('/') ? rel.startsWith(p) : rel === p;
      if (hit && (!best || p.length > best.path.length)) best = { name: floor.name, path: p };
    }
  }
  return best?.name ?? null;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();

function main() {
  const args = process.argv.slice(2);
  const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : 'server/src';
  const root = resolve(import.meta.dirname, '..', rootArg ?? 'server/src');
  const showEdges = args.includes('--edges');

  const walk = (dir) =>
    readdirSync(dir).flatMap((name) => {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : walk(p);
      return /\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts') ? [p] : [];
    });

  const toRel = (p) => relative(root, p).split(sep).join('/');

  /** `./x.js` -> the .ts file it names (or a folder's index.ts). */
  function resolveImport(from, spec) {
    const base = resolve(dirname(from), spec);
    const stem = base.replace(/\.(js|mjs|ts)$/, '');
    for (const c of [`${stem}.ts`, `${stem}.tsx`, base, join(base, 'index.ts')]) if (existsSync(c) && statSync(c).isFile()) return c;
    return null;
  }

  // Comments are blanked first, so an example in a comment is not an import.
  const stripComments = (src) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const IMPORT = /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

  const moduleOf = (rel) => rel.match(/^modules\/([^/]+)\//)?.[1] ?? null;

  const upward = [];
  const repositoryReach = [];
  const unplaced = new Set();
  const moduleEdges = [];
  for (const file of walk(root)) {
    const rel = toRel(file);
    const from = floorOf(rel);
    if (from === null) unplaced.add(rel);
    for (const m of stripComments(readFileSync(file, 'utf8')).matchAll(IMPORT)) {
      const spec = m[1] ?? m[2];
      const target = resolveImport(file, spec);
      if (!target || !target.startsWith(root + sep)) continue;
      const trel = toRel(target);
      const to = floorOf(trel);
      if (to === null) unplaced.add(trel);
      if (from !== null && to !== null && FLOORS.indexOf(to) > FLOORS.indexOf(from)) {
        upward.push(`${rel} -> ${trel}  (${from} -> ${to})`);
      }
      const [ma, mb] = [moduleOf(rel), moduleOf(trel)];
      if (ma && mb && ma !== mb) {
        moduleEdges.push(`${rel} -> ${trel}`);
        if (/\.repository\.ts$/.test(trel) && from !== 'app') repositoryReach.push(`${rel} -> ${trel}`);
      }
    }
  }

  const section = (title, lines) => {
    const unique = [...new Set(lines)].sort();
    console.log(`${title}: ${unique.length}`);
    for (const l of unique) console.log(`  ${l}`);
  };
  section('Upward imports', upward);
  section("Imports of another module's repository", repositoryReach);
  if (unplaced.size) section('Files on no floor (place them in scripts/upward-imports.mjs)', [...unplaced]);
  if (showEdges) section('Imports between modules', moduleEdges);
  process.exit(upward.length + repositoryReach.length + unplaced.size > 0 ? 1 : 0);
}
