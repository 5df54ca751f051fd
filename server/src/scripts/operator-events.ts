/**
 * The operator's actions that make a member's live notifications happen (issue 13), the same as
 * the dev endpoints /dev/events/<merchant>/... (modules/dev/events.routes.ts):
 *   npm run operator -w server -- inbox send <user> --title "Title" --body "Text"
 *   npm run operator -w server -- online-message <user> "Text" [--title "Title"]
 *   npm run operator -w server -- payment-confirmation create <user> --sender <name> --amount 120 [--auto]
 *   npm run operator -w server -- agent-transfer <agent> <downline> <amount> [--to-agent]
 * Each takes `--merchant <code>` (default demo) and `--server <url>` (through a running server's
 * dev endpoint, which then publishes the live event itself; see scripts/operator.ts).
 */
import type { Db } from '../db/connection.js';
import { transferBetweenAgentAndDownline } from '../modules/agent-transfer/agent-transfer.service.js';
import { createMemberMessages, memberByUsername, type Publish } from '../modules/notifications/notifications.service.js';
import { createPaymentConfirmations } from '../modules/payment-confirmation/payment-confirmation.service.js';

export const EVENTS_USAGE = `       operator inbox send <user> --title <text> --body <text> [--merchant <code>] [--server <url>]
       operator online-message <user> <text> [--title <text>] [--merchant <code>] [--server <url>]
       operator payment-confirmation create <user> --sender <name> --amount <number> [--auto] [--merchant <code>] [--server <url>]
       operator agent-transfer <agent> <downline> <amount> [--to-agent] [--merchant <code>] [--server <url>]`;

export type EventCommand = { merchant: string; server: string | null } & (
  | { action: 'inbox'; username: string; title: string; body: string }
  | { action: 'online-message'; username: string; message: string; title?: string }
  | { action: 'payment-confirmation'; username: string; sender: string; amount: number; autoConfirmed: boolean }
  | { action: 'agent-transfer'; agent: string; downline: string; amount: number; direction: 'AGENT_TO_DOWNLINE' | 'DOWNLINE_TO_AGENT' }
);

const EVENT_AREAS = ['inbox', 'online-message', 'payment-confirmation', 'agent-transfer'];
export const isEventCommand = (argv: readonly string[]): boolean => EVENT_AREAS.includes(argv[0] ?? '');

const VALUE_OPTIONS = ['--merchant', '--server', '--title', '--body', '--sender', '--amount'];
const FLAG_OPTIONS = ['--auto', '--to-agent'];

const positiveAmount = (text: string | undefined): number => {
  const n = Number(text);
  if (!text || !/^\d+(\.\d{1,2})?$/.test(text) || !(n > 0)) throw new Error(`bad amount ${text ?? ''}: a positive number with at most 2 decimals`);
  return n;
};

/** Parses the command line of an event action; throws the usage on anything it does not understand. */
export function parseEventArgs(argv: readonly string[]): EventCommand {
  const usage = `usage:\n${EVENTS_USAGE}`;
  const [area, ...rest] = argv;
  const options: Record<string, string> = {};
  const flags = new Set<string>();
  const positional: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] ?? '';
    if (FLAG_OPTIONS.includes(arg)) flags.add(arg);
    else if (arg.startsWith('--')) {
      const value = rest[i + 1];
      if (!VALUE_OPTIONS.includes(arg) || value === undefined) throw new Error(`bad option ${arg}\n${usage}`);
      options[arg.slice(2)] = value;
      i++;
    } else positional.push(arg);
  }
  const server = options.server ?? null;
  if (server !== null && !/^https?:\/\/[^\s/]+/.test(server)) throw new Error('--server expects an http(s) URL');
  const base = { merchant: options.merchant ?? 'demo', server };
  const [p0, p1, p2] = positional;
  if (area === 'inbox' && p0 === 'send' && p1 && positional.length === 2) {
    if (!options.title?.trim() || !options.body?.trim()) throw new Error(`an inbox message needs --title and --body\n${usage}`);
    return { ...base, action: 'inbox', username: p1, title: options.title, body: options.body };
  }
  if (area === 'online-message' && p0 && p1?.trim() && positional.length === 2) {
    return { ...base, action: 'online-message', username: p0, message: p1, ...(options.title ? { title: options.title } : {}) };
  }
  if (area === 'payment-confirmation' && p0 === 'create' && p1 && positional.length === 2) {
    if (!options.sender?.trim()) throw new Error(`a payment to confirm needs --sender\n${usage}`);
    return { ...base, action: 'payment-confirmation', username: p1, sender: options.sender, amount: positiveAmount(options.amount), autoConfirmed: flags.has('--auto') };
  }
  if (area === 'agent-transfer' && p0 && p1 && positional.length === 3) {
    return { ...base, action: 'agent-transfer', agent: p0, downline: p1, amount: positiveAmount(p2), direction: flags.has('--to-agent') ? 'DOWNLINE_TO_AGENT' : 'AGENT_TO_DOWNLINE' };
  }
  throw new Error(usage);
}

/** Runs an event action on the database; answers the lines to print. */
export async function runEventCommand(cmd: EventCommand, db: Db, publish: Publish): Promise<string[]> {
  switch (cmd.action) {
    case 'inbox': {
      const member = await memberByUsername(db, cmd.merchant, cmd.username);
      const sent = await createMemberMessages(db).sendInbox(member, { title: cmd.title, content: cmd.body }, publish);
      return [`inbox message #${sent.id} sent to ${cmd.username}`];
    }
    case 'online-message': {
      const member = await memberByUsername(db, cmd.merchant, cmd.username);
      createMemberMessages(db).onlineMessage(member, { title: cmd.title, text: cmd.message }, publish);
      return [`online message sent to ${cmd.username}`];
    }
    case 'payment-confirmation': {
      const member = await memberByUsername(db, cmd.merchant, cmd.username);
      const item = await createPaymentConfirmations(db).create(member, { sender: cmd.sender, amount: cmd.amount, autoConfirmed: cmd.autoConfirmed }, publish);
      return [`payment #${item.payDetailId} of ${item.amount} from ${item.sender} waits for ${cmd.username}'s confirmation${cmd.autoConfirmed ? ' (auto-confirmed)' : ''}`];
    }
    case 'agent-transfer': {
      const agent = await memberByUsername(db, cmd.merchant, cmd.agent);
      const downline = await memberByUsername(db, cmd.merchant, cmd.downline);
      const r = await transferBetweenAgentAndDownline(db, { agent, downline, amount: cmd.amount, direction: cmd.direction }, publish);
      return [`${r.amount} moved from ${r.sender} to ${r.receiver}`];
    }
  }
}

/** The same action through a running server's dev endpoint. */
export async function runEventThroughServer(cmd: EventCommand, server: string): Promise<unknown> {
  const path = `${server.replace(/\/+$/, '')}/dev/events/${encodeURIComponent(cmd.merchant)}/${cmd.action}`;
  const body =
    cmd.action === 'inbox'
      ? { username: cmd.username, title: cmd.title, body: cmd.body }
      : cmd.action === 'online-message'
        ? { username: cmd.username, message: cmd.message, ...(cmd.title ? { title: cmd.title } : {}) }
        : cmd.action === 'payment-confirmation'
          ? { username: cmd.username, sender: cmd.sender, amount: cmd.amount, autoConfirmed: cmd.autoConfirmed }
          : { agent: cmd.agent, downline: cmd.downline, amount: cmd.amount, direction: cmd.direction };
  const res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer: unknown = await res.json();
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(answer)}`);
  return answer;
}
