#!/usr/bin/env node
// `npm run dev`: the API server in watch mode (tsx watch, port 8080 unless PORT is set) and the Vite
// dev server with hot reload on 5173, which proxies /wps /lgw /ws /dev /demo to the API
// (API_URL, default http://127.0.0.1:8080). Ctrl+C, or either one exiting, stops both.
import { spawn } from 'node:child_process';
import { bin, checkNode, ensureInstalled, root } from './lib.mjs';

checkNode();
await ensureInstalled();

const isWindows = process.platform === 'win32';
const port = process.env.PORT ?? '8080';
const children = [];

function start(name, cmd, args, opts) {
  // Own process group per child, so stopping it also stops what it started (tsx's node, esbuild).
  const child = spawn(cmd, args, { stdio: 'inherit', detached: !isWindows, shell: isWindows, ...opts });
  child.name = name;
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.log(`\n${name} stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stopAll(code ?? 1);
    }
  });
  return child;
}

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const c of children) {
    if (c.exitCode !== null || c.signalCode !== null) continue;
    try {
      if (isWindows) c.kill();
      else process.kill(-c.pid, 'SIGTERM');
    } catch {
      /* already gone */
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => (c.exitCode !== null || c.signalCode !== null ? null : new Promise((r) => c.on('exit', r))))).then(
    () => process.exit(code),
    () => process.exit(code),
  );
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sig, () => stopAll(0));
// When whatever started us goes away without a signal (a killed npm), stop both too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && !stopping) stopAll(0);
}, 1000).unref();
process.on('exit', () => {
  for (const c of children) {
    try {
      if (!isWindows && c.exitCode === null) process.kill(-c.pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
});

start('api', bin('tsx'), ['watch', '--clear-screen=false', 'server/src/main.ts'], {
  cwd: root,
  env: { NODE_ENV: 'development', ...process.env, PORT: port },
});
start('web', bin('vite', 'web'), [], {
  cwd: `${root}/web`,
  env: { API_URL: `http://127.0.0.1:${port}`, ...process.env },
});
console.log(`\n  API  ➜ http://localhost:${port} (watch mode)\n  Web  ➜ http://localhost:5173 (hot reload, proxies the API)\n`);
