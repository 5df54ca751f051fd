/**
 * The operator's promotion actions (issue 13; server/README.md "Operator desk"):
 *   npm run operator -w server -- promotions claims [--merchant demo] [--status PENDING]
 *   npm run operator -w server -- promotions approve <claimId> [--remarks "text"]
 *   npm run operator -w server -- promotions reject <claimId> --remarks "reason"
 *   npm run operator -w server -- promotions grant <username> <amount> [--merchant demo] [--name "Birthday bonus"]
 * With `--server <url>` they go through a running development server's /dev/promotions/... endpoints
 * (that server then publishes the member's PROMOTION_CLAIM or MANUAL_PROMO itself).
 */
import type { Db } from '../db/connection.js';
import { PROMOTION_CLAIM_STATUSES, type PromotionClaimStatus } from '../db/schema/index.js';
import { createPromotionDecisions, type Publish } from '../modules/promotions/promotion-decisions.js';

export const PROMOTIONS_USAGE = `       operator promotions claims [--merchant <code>] [--status PENDING|APPROVED|REJECTED] [--server <url>]
       operator promotions approve <claimId> [--remarks <text>] [--server <url>]
       operator promotions reject <claimId> --remarks <text> [--server <url>]
       operator promotions grant <username> <amount> [--merchant <code>] [--name <promotion name>] [--server <url>]`;

export type PromotionCommand =
  | { action: 'claims'; merchant: string | null; status: PromotionClaimStatus | null; server: string | null }
  | { action: 'approve' | 'reject'; claimId: number; remarks: string | null; server: string | null }
  | { action: 'grant'; merchant: string; username: string; amount: number; name: string | null; server: string | null };

export const isPromotionCommand = (argv: readonly string[]): boolean => argv[0] === 'promotions';

/** Parses `promotions …`; throws the usage on anything it does not understand. */
export function parsePromotionArgs(argv: readonly string[]): PromotionCommand {
  const [, action, ...rest] = argv;
  const usage = `usage:\n${PROMOTIONS_USAGE}`;
  const options: Record<string, string> = {};
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (!['--merchant', '--remarks', '--server', '--status', '--name'].includes(arg) || value === undefined) throw new Error(`bad option ${arg}\n${usage}`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  const server = options.server ?? null;
  if (server !== null && !/^https?:\/\/[^\s/]+/.test(server)) throw new Error('--server expects an http(s) URL');
  const merchant = options.merchant ?? null;
  if (merchant !== null && !/^[A-Za-z0-9_-]{1,32}$/.test(merchant)) throw new Error('--merchant expects a merchant code');
  if (action === 'claims' && positional.length === 0) {
    const status = options.status?.toUpperCase() ?? null;
    if (status !== null && !(PROMOTION_CLAIM_STATUSES as readonly string[]).includes(status)) throw new Error(`--status is one of ${PROMOTION_CLAIM_STATUSES.join(', ')}`);
    return { action, merchant, status: status as PromotionClaimStatus | null, server };
  }
  if ((action === 'approve' || action === 'reject') && positional.length === 1 && /^\d{1,15}$/.test(positional[0] ?? '')) {
    const remarks = options.remarks?.trim() || null;
    if (action === 'reject' && !remarks) throw new Error('a rejection needs --remarks (the member is shown them)');
    return { action, claimId: Number(positional[0]), remarks, server };
  }
  if (action === 'grant' && positional.length === 2) {
    const [username = '', amountText = ''] = positional;
    const amount = Number(amountText);
    if (!/^\d+(\.\d{1,2})?$/.test(amountText) || !(amount > 0)) throw new Error('grant expects a positive amount with at most 2 decimals');
    return { action, merchant: merchant ?? 'demo', username, amount, name: options.name?.trim() || null, server };
  }
  throw new Error(usage);
}

/** Runs a command on the database; answers the lines to print. */
export async function runPromotionCommand(cmd: PromotionCommand, db: Db, publish: Publish, actor: string): Promise<string[]> {
  const decisions = createPromotionDecisions(db);
  if (cmd.action === 'claims') {
    const rows = await decisions.claims(cmd.merchant, cmd.status);
    return rows.length
      ? rows.map(
          ({ claim, promotion, username }) =>
            `#${claim.id} ${promotion.merchantCode} ${username ?? claim.customerId} ${promotion.promotionType} (promotion ${promotion.id}) ${claim.status}` +
            `${claim.remarks ? ` "${claim.remarks}"` : ''} ${claim.imageKeys.length} image(s)`,
        )
      : ['no claims'];
  }
  if (cmd.action === 'grant') {
    const grant = await decisions.grant(cmd.merchant, cmd.username, cmd.amount, actor, publish, cmd.name);
    return [`granted ${cmd.amount.toFixed(2)} to ${cmd.username} of ${cmd.merchant} (grant #${grant.grantId})`];
  }
  const { claim, changed } = await decisions.decide(cmd.claimId, cmd.action, cmd.remarks, actor, publish);
  return [`#${claim.id} ${claim.status}${claim.decisionRemarks ? ` "${claim.decisionRemarks}"` : ''}`, changed ? `${cmd.action === 'approve' ? 'approved' : 'rejected'} now` : 'already decided this way: nothing changed'];
}

/** The same command through a running server's dev endpoints. */
export async function runPromotionThroughServer(cmd: PromotionCommand, server: string): Promise<unknown> {
  const base = server.replace(/\/+$/, '');
  const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  let res: Response;
  if (cmd.action === 'claims') {
    const q = new URLSearchParams();
    if (cmd.merchant) q.set('merchant', cmd.merchant);
    if (cmd.status) q.set('status', cmd.status);
    res = await fetch(`${base}/dev/promotions/claims?${q.toString()}`);
  } else if (cmd.action === 'grant') {
    res = await post(`${base}/dev/promotions/grant`, { merchant: cmd.merchant, username: cmd.username, amount: cmd.amount, ...(cmd.name ? { promotionName: cmd.name } : {}) });
  } else {
    res = await post(`${base}/dev/promotions/claims/${cmd.claimId}/${cmd.action}`, cmd.remarks ? { remarks: cmd.remarks } : {});
  }
  const body: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return body;
}
