// CPU profile of loading / (phone window), self time of the first ~1.2 s attributed to source packages via source maps
import { chromium } from 'playwright';
import { mkdtempSync, rmSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startBuiltServer } from './bench/built-server.mjs';
const dist = process.argv[2] ?? 'web/dist';
const dataDir = mkdtempSync(join(tmpdir(), 'prof-'));
const server = await startBuiltServer({ server: 'server/dist/main.js', webDist: dist, dataDir });
await fetch(server.base + '/').then(r => r.text());
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup'] });
const maps = new Map();
const mapFor = (url) => { const f = join(dist, new URL(url).pathname) + '.map'; if (!maps.has(f)) maps.set(f, existsSync(f) ? new SourceMapConsumer(JSON.parse(readFileSync(f, 'utf8'))) : null); return maps.get(f); };
const agg = new Map(); let total = 0; const detail = new Map();
const RUNS = Number(process.argv[3] ?? 4);
for (let i = 0; i < RUNS; i++) {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  await page.goto(server.base + '/');
  await page.waitForTimeout(2500);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map(n => [n.id, n]));
  const parentOf = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
  const dt = profile.timeDeltas;
  profile.samples.forEach((id, k) => {
    const n = byId.get(id); const cf = n.callFrame; const us = dt[k + 1] ?? 0;
    let key = cf.functionName && !cf.url ? '(' + cf.functionName + ')' : '(native/other)';
    if (cf.url && cf.url.includes('/assets/')) {
      const m = mapFor(cf.url);
      const pos = m?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      const src = pos?.source ?? cf.url;
      const nm = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
      key = nm ? 'npm:' + nm[1] : src.replace(/^.*\/src\//, 'src/').replace(/^.*packages\/contract\/src\//, 'contract/').replace(/\/[^/]+$/, '/');
    }
    if (key === '((idle))' || key === '((program))') return;
    if (key === 'npm:i18next' || key === 'npm:react-router' || key === 'npm:react-i18next') {
      // the nearest ancestor outside the library, and the library's function (its original name where the map has one)
      const pos = mapFor(cf.url)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
      let a = byId.get(parentOf.get(id)); let via = '?';
      while (a) { const u = a.callFrame.url; if (u.includes('/assets/')) { const m = mapFor(u); const q = m?.originalPositionFor({ line: a.callFrame.lineNumber + 1, column: a.callFrame.columnNumber }); const src = q?.source ?? ''; if (!src.includes(key.slice(4))) { via = src.replace(/^.*\/src\//, '').replace(/^.*node_modules\//, '') + ':' + (q?.name || a.callFrame.functionName || '(top)'); break; } } a = byId.get(parentOf.get(a.id)); }
      const k2 = key + ' ' + (pos?.name || cf.functionName) + '@' + (pos?.line ?? '') + ' via ' + via;
      detail.set(k2, (detail.get(k2) ?? 0) + us);
    }
    if (key === 'npm:zod' || key.startsWith('src/components/layouts')) {
      // the nearest ancestor outside zod
      let a = byId.get(parentOf.get(id)); let via = '?';
      while (a) { const u = a.callFrame.url; if (u.includes('/assets/')) { const m = mapFor(u); const q = m?.originalPositionFor({ line: a.callFrame.lineNumber + 1, column: a.callFrame.columnNumber }); const src = q?.source ?? ''; if (!src.includes('node_modules/zod')) { via = (src ? src.replace(/^.*\/src\//, '') : (u.replace(/^.*\/assets\//, '') + '@' + a.callFrame.lineNumber + ':' + a.callFrame.columnNumber)) + ':' + (a.callFrame.functionName || '(top)'); break; } } a = byId.get(parentOf.get(a.id)); }
      const k2 = key === 'npm:zod' ? 'zod via ' + via : 'layouts ' + (mapFor(cf.url)?.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber })?.source ?? '').replace(/^.*\/src\//, '') + ':' + cf.functionName;
      detail.set(k2, (detail.get(k2) ?? 0) + us);
    }
    agg.set(key, (agg.get(key) ?? 0) + us); total += us;
  });
  await ctx.close();
}
console.log('total ms per load (excl idle/program)', (total / RUNS / 1000).toFixed(1));
for (const [k, us] of [...agg].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((us / RUNS / 1000).toFixed(1).padStart(7), k);
console.log('--- detail'); for (const [k, us] of [...detail].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((us / RUNS / 1000).toFixed(1).padStart(7), k);
await browser.close(); await server.stop(); rmSync(dataDir, { recursive: true, force: true });
