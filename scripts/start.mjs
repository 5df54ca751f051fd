#!/usr/bin/env node
// `npm start`: from a fresh clone to a running site on one port.
// Installs (only when node_modules is missing or older than the lockfile), builds web and server
// (only when their sources are newer than their output), then runs the built server, which applies
// the migrations, seeds the demo merchants and serves the built front end and the API.
// Plain Node only, so it works before any install. Environment is passed through (see README).
import { spawn } from 'node:child_process';
import { checkNode, ensureBuilt, ensureInstalled, root, waitForServer } from './lib.mjs';

checkNode();
const t0 = performance.now();
try {
  await ensureInstalled();
  await ensureBuilt({ force: process.argv.includes('--rebuild') });
} catch (e) {
  console.error(`\n✗ ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}

const port = process.env.PORT ?? '8080';
const host = process.env.HOST && !['0.0.0.0', '::'].includes(process.env.HOST) ? process.env.HOST : '127.0.0.1';
console.log('\n▶ starting the server (migrations and demo seed run on start)');

const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(sig, () => {
    if (server.exitCode === null) server.kill(sig);
  });
}
// When whatever started us goes away without a signal (a killed npm), stop the server too.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent && server.exitCode === null) server.kill('SIGTERM');
}, 1000).unref();
server.on('error', (e) => {
  console.error(`could not start the server: ${e.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1));
});

const ready = await waitForServer(`http://${host.includes(':') ? `[${host}]` : host}:${port}/wps/system/test/ping?speed=1`, {
  headers: { Merchant: process.env.DEFAULT_MERCHANT ?? 'demo' },
});
if (ready && server.exitCode === null) {
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);
  console.log(
    [
      '',
      `  Site ready in ${seconds}s`,
      `  ➜  http://localhost:${port}          merchant "demo" (dark theme)`,
      `  ➜  http://lucky.localhost:${port}    merchant "lucky" (light theme)`,
      '',
      '  Demo accounts: listed above by the server; see also README.md "Demo merchants and accounts".',
      '  Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
}
