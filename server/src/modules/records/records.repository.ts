import { sql, type SQL } from 'drizzle-orm';
import type { Language, RecordProductType } from '@lotto/contract';
import type { Db } from '../../db/connection.js';

/**
 * The member's bets as one list: real-money rounds of the demo vendor (trial play excluded) and
 * lottery bets. Product types: a game's type, with e-sports under SPORTS (the spec's product types
 * have no ESPORTS); a lottery bet is ELOTT when its game is in the ELOTT area, else LOTT.
 */

export interface BetFilter {
  /** One account, or several (an agent's team: modules/agent); an empty list matches nothing. */
  customerId: number | readonly number[];
  /** Epoch ms, inclusive; absent: since the beginning. */
  fromMs?: number;
  /** Epoch ms, exclusive; absent: until now. */
  toMs?: number;
  productType?: RecordProductType;
}

export interface BetRow {
  id: string;
  /** The account that placed the bet. */
  customerId: number;
  productType: RecordProductType;
  vendor: string;
  names: Partial<Record<Language, string>>;
  /** The game's code, the name of last resort. */
  codeName: string;
  timeMs: number;
  stakeMinor: bigint;
  /** Null while open. */
  payoutMinor: bigint | null;
  /** `open` or `void` when the row says so; null for a settled bet (won, lost or tie by its profit). */
  fixedState: 'open' | 'void' | null;
  numero: string | null;
  selection: string | null;
}

export interface BetSums {
  count: number;
  stakeMinor: bigint;
  payoutMinor: bigint;
  profitMinor: bigint;
}

const ts = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

function rangeOf(column: SQL, f: BetFilter): SQL {
  return sql`${f.fromMs === undefined ? sql`` : sql` and ${column} >= ${ts(f.fromMs)}`}${f.toMs === undefined ? sql`` : sql` and ${column} < ${ts(f.toMs)}`}`;
}

/** `column = id` or `column in (ids)`; an empty list is false. */
function customerMatch(column: SQL, ids: BetFilter['customerId']): SQL {
  if (typeof ids === 'number') return sql`${column} = ${ids}`;
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`;
}

/** `with bets as (...)`: both sources in one shape, the customer's and the range's rows only. */
function betsCte(f: BetFilter): SQL {
  return sql`with bets as (
    select 'R' || r.id::text as id, 'R' as src, r.id as seq, l.customer_id as customer_id,
      case p.game_type when 'ESPORTS' then 'SPORTS' else p.game_type end as product_type,
      v.vassalage as vendor, g.names as names, g.game_name as code_name,
      r.created_at as placed_at, r.bet_minor as stake,
      case when r.status = 'open' then null else r.win_minor end as payout,
      case when r.status = 'open' then 'open' end as fixed_state,
      null::text as numero, null::text as selection
    from vendor_rounds r
      join vendor_launches l on l.id = r.launch_id
      join games g on g.id = l.game_row_id
      join game_products p on p.id = g.product_id
      join game_vendors v on v.id = p.vendor_id
    where ${customerMatch(sql`l.customer_id`, f.customerId)} and not l.trial${rangeOf(sql`r.created_at`, f)}
    union all
    select 'L' || b.id::text, 'L', b.id, b.customer_id,
      case lg.area when 'ELOTT' then 'ELOTT' else 'LOTT' end,
      'LOTTERY', lg.names, lg.game_code,
      b.created_at, b.amount_minor,
      case when b.status = 'open' then null else coalesce(b.payout_minor, 0) end,
      case b.status when 'open' then 'open' when 'void' then 'void' end,
      i.numero, b.play_code || ':' || b.selection
    from lottery_bets b
      join lottery_issues i on i.id = b.issue_id
      join lottery_games lg on lg.id = i.lottery_game_id
    where ${customerMatch(sql`b.customer_id`, f.customerId)}${rangeOf(sql`b.created_at`, f)}
  )`;
}

const productWhere = (f: BetFilter): SQL => (f.productType ? sql`where product_type = ${f.productType}` : sql``);

/** Raw rows as both drivers answer them (node-postgres and PGlite both give `rows`). */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute<Record<string, unknown>>(query);
  return (result as { rows: T[] }).rows;
}

interface RawBet {
  id: string;
  customer_id: number | string;
  product_type: RecordProductType;
  vendor: string;
  names: Partial<Record<Language, string>> | null;
  code_name: string;
  time_ms: number | string;
  stake: string;
  payout: string | null;
  fixed_state: 'open' | 'void' | null;
  numero: string | null;
  selection: string | null;
}

/** A page of the bets, newest first. */
export async function betPage(db: Db, f: BetFilter, page: { limit: number; offset: number }): Promise<BetRow[]> {
  const rows = await rowsOf<RawBet>(
    db,
    sql`${betsCte(f)}
    select id, customer_id, product_type, vendor, names, code_name,
      floor(extract(epoch from placed_at) * 1000)::float8 as time_ms,
      stake::text as stake, payout::text as payout, fixed_state, numero, selection
    from bets ${productWhere(f)}
    order by placed_at desc, src, seq desc
    limit ${page.limit} offset ${page.offset}`,
  );
  return rows.map((r) => ({
    id: r.id,
    customerId: Number(r.customer_id),
    productType: r.product_type,
    vendor: r.vendor,
    names: r.names ?? {},
    codeName: r.code_name,
    timeMs: Number(r.time_ms),
    stakeMinor: BigInt(r.stake),
    payoutMinor: r.payout === null ? null : BigInt(r.payout),
    fixedState: r.fixed_state,
    numero: r.numero,
    selection: r.selection,
  }));
}

interface RawSums {
  product_type?: RecordProductType;
  customer_id?: number | string;
  count: number | string;
  stake: string;
  payout: string;
  profit: string;
}

const SUMS = sql`count(*)::int as count,
  coalesce(sum(stake), 0)::text as stake,
  coalesce(sum(payout), 0)::text as payout,
  coalesce(sum(payout - stake) filter (where payout is not null), 0)::text as profit`;

const sumsOf = (r: RawSums | undefined): BetSums => ({
  count: Number(r?.count ?? 0),
  stakeMinor: BigInt(r?.stake ?? '0'),
  payoutMinor: BigInt(r?.payout ?? '0'),
  profitMinor: BigInt(r?.profit ?? '0'),
});

/** Sums over every bet the filter matches: open bets add their stake only (their profit is not known yet). */
export async function betSums(db: Db, f: BetFilter): Promise<BetSums> {
  const [row] = await rowsOf<RawSums>(db, sql`${betsCte(f)} select ${SUMS} from bets ${productWhere(f)}`);
  return sumsOf(row);
}

/** The same sums per product type (types without bets are absent). */
export async function betSumsByProduct(db: Db, f: BetFilter): Promise<Map<RecordProductType, BetSums>> {
  const rows = await rowsOf<RawSums>(db, sql`${betsCte(f)} select product_type, ${SUMS} from bets ${productWhere(f)} group by product_type`);
  return new Map(rows.map((r) => [r.product_type as RecordProductType, sumsOf(r)]));
}

/** The same sums per account (accounts without bets are absent). */
export async function betSumsByCustomer(db: Db, f: BetFilter): Promise<Map<number, BetSums>> {
  const rows = await rowsOf<RawSums>(db, sql`${betsCte(f)} select customer_id, ${SUMS} from bets ${productWhere(f)} group by customer_id`);
  return new Map(rows.map((r) => [Number(r.customer_id), sumsOf(r)]));
}

export interface SettledSums {
  count: number;
  stakeMinor: bigint;
}

/**
 * Settled, not void bets (valid turnover) per account over a range, optionally of some product
 * types only: what missions measure and rank by (modules/missions).
 */
export async function settledSumsByCustomer(
  db: Db,
  f: Omit<BetFilter, 'productType'> & { productTypes?: readonly RecordProductType[] },
): Promise<Map<number, SettledSums>> {
  const types = f.productTypes?.length ? sql` and product_type in (${sql.join(f.productTypes.map((p) => sql`${p}`), sql`, `)})` : sql``;
  const rows = await rowsOf<{ customer_id: number | string; count: number | string; stake: string }>(
    db,
    sql`${betsCte(f)}
    select customer_id, count(*)::int as count, coalesce(sum(stake), 0)::text as stake from bets
    where payout is not null and fixed_state is distinct from 'void'${types}
    group by customer_id`,
  );
  return new Map(rows.map((r) => [Number(r.customer_id), { count: Number(r.count), stakeMinor: BigInt(r.stake) }]));
}
