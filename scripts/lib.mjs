// Helpers shared by the start and dev scripts. Plain Node only: these run before any install.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '..');
const isWindows = process.platform === 'win32';

/** Fails early, in words, on a Node older than the workspace supports. */
export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node 20.19 or newer is needed; this is ${process.version}.`);
    process.exit(1);
  }
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', shell: isWindows, ...opts });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (code === 0) resolvePromise();
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const mtime = (p) => {
  try {
    return statSync(p).mtimeMs;
  } catch {
    return 0;
  }
};

/** Newest modification time among files under the given paths (folders walked, node_modules skipped). */
export function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of readdirSync(p)) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        walk(join(p, name));
      }
    } else if (st.mtimeMs > max) max = st.mtimeMs;
  };
  for (const p of paths) walk(join(root, p));
  return max;
}

/** `npm ci` (or `npm install` without a lockfile) when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const lock = join(root, 'package-lock.json');
  // npm writes node_modules/.package-lock.json on every install: its age is the install's age.
  const installed = join(root, 'node_modules', '.package-lock.json');
  const hasLock = existsSync(lock);
  if (existsSync(installed) && (!hasLock || mtime(installed) >= mtime(lock))) return false;
  const args = hasLock ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  console.log(`\n▶ npm ${args[0]} (node_modules is ${existsSync(installed) ? 'older than the lockfile' : 'missing'})`);
  await run('npm', args);
  return true;
}

/** Builds web and server when their sources are newer than their output. */
export async function ensureBuilt({ force = false } = {}) {
  const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json', 'tsconfig.base.json'];
  const targets = [
    {
      name: 'web',
      output: 'web/dist/index.html',
      inputs: ['web/src', 'web/public', 'web/index.html', 'web/vite.config.ts', 'web/package.json', 'web/tsconfig.json'],
    },
    {
      name: 'server',
      output: 'server/dist/main.js',
      inputs: ['server/src', 'server/drizzle', 'server/tsup.config.ts', 'server/package.json', 'server/tsconfig.json'],
    },
  ];
  for (const t of targets) {
    const out = mtime(join(root, t.output));
    const stale = force || out === 0 || newest([...t.inputs, ...shared]) > out;
    if (!stale) {
      console.log(`✓ ${t.name} build is up to date`);
      continue;
    }
    console.log(`\n▶ building ${t.name}`);
    await run('npm', ['run', 'build', '-w', t.name]);
  }
}

/** The local bin of a workspace tool (hoisted or not). */
export function bin(name, ...dirs) {
  for (const d of [...dirs, '.']) {
    const p = join(root, d, 'node_modules', '.bin', isWindows ? `${name}.cmd` : name);
    if (existsSync(p)) return p;
  }
  return name;
}

/** Waits until the server answers anything on its ping path; false after the timeout. */
export async function waitForServer(url, { timeoutMs = 120_000, headers = {} } = {}) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { headers, signal: AbortSignal.timeout(2_000) });
      await res.body?.cancel();
      return true;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return false;
}
