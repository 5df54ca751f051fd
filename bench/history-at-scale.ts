// `npm run bench:history [-- --postgres[=URL]]`: the reads whose cost could grow with what a
// merchant has written, timed on the demo seed and again after weeks of a busy merchant's history were added:
//   - memberInfo   /wps/member/info of demo01 (every page of a signed-in player asks it): its rank
//                  figures must not be summed over the player's whole history (decision 0041);
//                  demo01 gets PLAYER_ROUNDS slot rounds of its own
//   - jackpot      VIS_getJackpot (every home page, each minute): the merchant's stakes of the
//                  last hours must be read as a range of the newest ledger entries; the process's
//                  kept figure is dropped before each request
//   - winnerBoard  ODSFE2_getWinnerBoard, category ALL as the site asks (every home page): the
//                  newest wins first, not every round sorted; the process's kept board is dropped
//                  before each request, so each one reads the database
// The history: PLAYERS members of demo, each with a wallet, ROUNDS settled slot rounds (a third of
// them won) and as many ledger stakes, and BETS lottery bets (a tenth won), at random times of the
// last 20 days. Written in bulk with the rank triggers off, then the rank figures computed by the
// migration's own statement, as for a data folder written before them. Requests are sequential
// (app.inject, no network): milliseconds per request, the median of RUNS. Figures, never
// assertions: written to bench/results/history-at-scale.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { HEADERS, memberCalls, otherCalls } from '@lotto/contract';
import { SITE_HEADERS, benchDatabase, demoToken, startBenchApp } from './bench-app.js';

const root = resolve(import.meta.dirname, '..');
const database = await benchDatabase('history');
const big = database.kind === 'postgres';
const PLAYERS = Number(process.env.PLAYERS ?? (big ? 20_000 : 5_000));
const ROUNDS = Number(process.env.ROUNDS ?? 50);
const BETS = Number(process.env.BETS ?? 10);
const PLAYER_ROUNDS = Number(process.env.PLAYER_ROUNDS ?? 100_000);
const RUNS = Number(process.env.RUNS ?? 15);

const bench = await startBenchApp('history', { databaseUrl: database.databaseUrl, env: { SEED_DEMO_ACCOUNTS: 'true' } });
const { app, base } = bench;
const db = app.db;
const run = (statement: string) => db.execute(sql.raw(statement));

const token = await demoToken(base);

const reads: Record<string, () => Parameters<typeof app.inject>[0]> = {
  memberInfo: () => ({ method: 'GET', url: memberCalls.info.path, headers: { ...SITE_HEADERS, [HEADERS.authorization]: token } }),
  jackpot: () => {
    app.jackpots.forget('demo');
    return { method: 'POST', url: otherCalls.jackpot.path, headers: SITE_HEADERS, payload: { merchant_code: 'demo', currency: 'CNY' } };
  },
  winnerBoard: () => {
    app.winnerBoards.forget('demo');
    return { method: 'GET', url: `${otherCalls.winnerBoard.path}?gameCategory=ALL`, headers: SITE_HEADERS };
  },
};

async function timeReads(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, request] of Object.entries(reads)) {
    const times: number[] = [];
    for (let i = 0; i < RUNS + 3; i++) {
      const t0 = performance.now();
      const res = await app.inject(request());
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      if (i >= 3) times.push(performance.now() - t0);
    }
    out[name] = Math.round([...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]! * 100) / 100;
  }
  return out;
}

console.log(`History at scale on ${database.kind}: ${PLAYERS} players × ${ROUNDS} rounds and ${BETS} lottery bets, demo01 ${PLAYER_ROUNDS} rounds; median of ${RUNS} sequential requests`);
const seeded = await timeReads();
console.log('  demo seed          ', JSON.stringify(seeded));

const t0 = performance.now();
const counted = ['vendor_rounds', 'lottery_bets', 'ledger_entries'];
for (const table of counted) await run(`alter table ${table} disable trigger user`);
await app.lottery.tick(Date.now()); // an issue for the lottery bets
await run(`insert into customers (merchant_code, username, password_hash) select 'demo', 'history' || g, null from generate_series(1, ${PLAYERS}) g`);
await run(`insert into wallets (customer_id, account_type_id, display_name, account_name, currency)
  select id, 9, 'Main wallet', 'MAIN', 'CNY' from customers where merchant_code = 'demo' and username like 'history%'`);
const slot = `(select g.id from games g join game_products p on p.id = g.product_id where g.merchant_code = 'demo' and p.game_type = 'RNG' order by g.id limit 1)`;
await run(`insert into vendor_launches (token_hash, merchant_code, customer_id, game_row_id, trial, language, expires_at)
  select 'history-' || c.id, 'demo', c.id, ${slot}, false, 'EN', now() + interval '1 day'
  from customers c where c.merchant_code = 'demo' and (c.username like 'history%' or c.username = 'demo01')`);
await run(`insert into vendor_rounds (launch_id, round_id, bet_minor, win_minor, balance_after_minor, outcome, created_at)
  select l.id, 'history-' || g, 100, case when g % 3 = 0 then 250 else 0 end, 0, '{}'::jsonb, now() - random() * interval '20 days'
  from vendor_launches l join customers c on c.id = l.customer_id, generate_series(1, ${ROUNDS}) g
  where l.token_hash like 'history-%' and c.username like 'history%'`);
await run(`insert into vendor_rounds (launch_id, round_id, bet_minor, win_minor, balance_after_minor, outcome, created_at)
  select l.id, 'history-' || g, 100, case when g % 3 = 0 then 250 else 0 end, 0, '{}'::jsonb, now() - random() * interval '20 days'
  from vendor_launches l join customers c on c.id = l.customer_id, generate_series(1, ${PLAYER_ROUNDS}) g
  where l.token_hash like 'history-%' and c.username = 'demo01'`);
await run(`insert into ledger_entries (wallet_id, amount_minor, balance_after_minor, kind, created_at)
  select w.id, -100, 0, 'bet', now() - random() * interval '20 days'
  from wallets w join customers c on c.id = w.customer_id, generate_series(1, ${ROUNDS}) g
  where c.username like 'history%' and w.account_type_id = 9`);
await run(`insert into lottery_bets (issue_id, customer_id, wallet_id, play_code, selection, amount_minor, odds_hundredths, payout_minor, status, idempotency_key, created_at, settled_at)
  select (select id from lottery_issues order by id limit 1), w.customer_id, w.id, 'pos1', '7', 100, 980,
    case when g % 10 = 0 then 980 else 0 end, case when g % 10 = 0 then 'won' else 'lost' end, 'history-' || w.id || '-' || g,
    now() - interval '20 days', now() - random() * interval '20 days'
  from wallets w join customers c on c.id = w.customer_id, generate_series(1, ${BETS}) g
  where c.username like 'history%' and w.account_type_id = 9`);
for (const table of counted) await run(`alter table ${table} enable trigger user`);
// the figures of what was written with the triggers off: the migration's own statement
const migration = readFileSync(join(root, 'server/src/db/migrations/0021_rank_figures.sql'), 'utf8');
await db.transaction(async (tx) => {
  await tx.execute(sql`delete from rank_figures`);
  await tx.execute(sql.raw(migration.split('--> statement-breakpoint').at(-1)!));
});
await run('analyze');
const rows = {
  vendorRounds: PLAYERS * ROUNDS + PLAYER_ROUNDS,
  ledgerEntries: PLAYERS * ROUNDS,
  lotteryBets: PLAYERS * BETS,
  writtenInSeconds: Math.round((performance.now() - t0) / 100) / 10,
};
console.log(`  written in ${rows.writtenInSeconds} s: ${rows.vendorRounds} rounds, ${rows.ledgerEntries} ledger stakes, ${rows.lotteryBets} lottery bets`);
const withHistory = await timeReads();
console.log('  with the history   ', JSON.stringify(withHistory));

await bench.close();
await database.drop();

const out = join(root, 'bench', 'results', 'history-at-scale.json');
let previous: Record<string, unknown> = {};
try {
  previous = JSON.parse(readFileSync(out, 'utf8')) as Record<string, unknown>;
} catch {
  // first run
}
const result = {
  measuredAt: new Date().toISOString(),
  node: process.version,
  loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
  players: PLAYERS,
  roundsEach: ROUNDS,
  lotteryBetsEach: BETS,
  playerRounds: PLAYER_ROUNDS,
  rows,
  medianMs: { seeded, withHistory },
};
writeFileSync(out, `${JSON.stringify({ ...previous, [database.kind]: result }, null, 2)}\n`);
console.log(`written to ${out.slice(root.length + 1)}`);
process.exit(0);
