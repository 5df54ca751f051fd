import { z } from 'zod/mini';
import { moneySchema } from './common/money.js';
import { onFirstUse } from './common/on-first-use.js';

/**
 * Live events (spec 2 §3, spec 3 "Live events"). Ours is a plain WebSocket keeping the original
 * STOMP topics and messages: the client subscribes to its per-user topic with merchant and token.
 */
export const SOCKET_PATH = '/wps/socket'; // ours: one WebSocket endpoint (ARCHITECTURE.md)
export const USER_TOPIC_PREFIX = '/topic/user/';
export const SETTING_TOPIC_PREFIX = '/topic/setting/';
export const userTopic = (customerId: string): string => `${USER_TOPIC_PREFIX}${customerId}`;
export const settingTopic = (merchantCode: string): string => `${SETTING_TOPIC_PREFIX}${merchantCode}`;

export type TopicRef = { kind: 'user'; customerId: string } | { kind: 'setting'; merchantCode: string };
/** Reads a topic name; null when it is neither a user nor a setting topic. */
export function parseTopic(topic: string): TopicRef | null {
  const id = /^[A-Za-z0-9_.@-]{1,64}$/;
  if (topic.startsWith(USER_TOPIC_PREFIX)) {
    const customerId = topic.slice(USER_TOPIC_PREFIX.length);
    return id.test(customerId) ? { kind: 'user', customerId } : null;
  }
  if (topic.startsWith(SETTING_TOPIC_PREFIX)) {
    const merchantCode = topic.slice(SETTING_TOPIC_PREFIX.length);
    return id.test(merchantCode) ? { kind: 'setting', merchantCode } : null;
  }
  return null;
}

/** The nine events a player is told about (spec 2 §3 "Live events"), each with its notification. */
export const PLAYER_EVENT_TYPES = [
  'MANUAL_PROMO',
  'PROMOTION_CLAIM',
  'INBOX',
  'WITHDRAW',
  'DEPOSIT',
  'ONLINE_MSG',
  'PAYMENT_CONFIRMATION',
  'AGENT_TRANSFER_AGENT_TO_DOWNLINE',
  'AGENT_TRANSFER_DOWNLINE_TO_AGENT',
] as const;
export const LIVE_EVENT_TYPES = [...PLAYER_EVENT_TYPES, 'LGSGAMESETTING', 'LOTTERY_SETTLED'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** Deposit and withdrawal outcome: amount, time (epoch ms), success, remarks (spec 2 §3). */
export const moneyEventDataSchema = onFirstUse(() => z.object({
  amount: moneySchema,
  time: z.number().check(z.int()),
  success: z.boolean(),
  remarks: z.nullable(z.string()),
  /** ours: which message to show (spec 2 §8: approval, rejection, arrival, failure). */
  status: z.optional(z.enum(['APPROVED', 'REJECTED', 'ARRIVED', 'FAILED'])),
}));

/** Agent transfer: amount, time, sender, receiver (spec 2 §3). */
export const transferEventDataSchema = onFirstUse(() => z.object({
  amount: moneySchema,
  time: z.number().check(z.int()),
  sender: z.string(),
  receiver: z.string(),
}));

export const manualPromoEventSchema = onFirstUse(() => z.object({
  type: z.literal('MANUAL_PROMO'),
  title: z.optional(z.string()),
  message: z.optional(z.string()),
  /** ours: the manual bonus shown in the modal (spec 2 §2). */
  data: z.optional(z.object({ amount: moneySchema, promotionName: z.nullable(z.string()) })),
}));
export const promotionClaimEventSchema = onFirstUse(() => z.object({
  type: z.literal('PROMOTION_CLAIM'),
  title: z.string(),
  message: z.string(),
  /** ours: the decision, so the site can word it in its language (spec 2 §8: approval, rejection with remarks). */
  data: z.optional(
    z.object({
      promotionId: z.string(),
      status: z.enum(['APPROVED', 'REJECTED']),
      remarks: z.nullable(z.string()),
      amount: z.nullable(moneySchema),
      time: z.number().check(z.int()),
    }),
  ),
}));
export const inboxEventSchema = onFirstUse(() => z.object({ type: z.literal('INBOX'), title: z.optional(z.string()) }));
export const withdrawEventSchema = onFirstUse(() => z.object({ type: z.literal('WITHDRAW'), data: moneyEventDataSchema }));
export const depositEventSchema = onFirstUse(() => z.object({ type: z.literal('DEPOSIT'), data: moneyEventDataSchema }));
export const onlineMsgEventSchema = onFirstUse(() => z.object({
  type: z.literal('ONLINE_MSG'),
  popup: z.boolean(),
  title: z.string(),
  message: z.string(),
}));
export const paymentConfirmationEventSchema = onFirstUse(() => z.object({ type: z.literal('PAYMENT_CONFIRMATION') }));
export const agentToDownlineEventSchema = onFirstUse(() => z.object({
  type: z.literal('AGENT_TRANSFER_AGENT_TO_DOWNLINE'),
  popup: z.boolean(),
  data: transferEventDataSchema,
}));
export const downlineToAgentEventSchema = onFirstUse(() => z.object({
  type: z.literal('AGENT_TRANSFER_DOWNLINE_TO_AGENT'),
  popup: z.boolean(),
  data: transferEventDataSchema,
}));
/** On the setting topic: cached lottery game lists are stale (spec 3 "Live events"). */
export const lgsGameSettingEventSchema = onFirstUse(() => z.object({ type: z.literal('LGSGAMESETTING') }));

/**
 * ours: the draw engine settled a player's lottery bets of one issue (bets counted, payout in major
 * units, 0 when all lost); the site refreshes the balance without polling.
 */
export const lotterySettledEventSchema = onFirstUse(() => z.object({
  type: z.literal('LOTTERY_SETTLED'),
  data: z.object({ gameCode: z.string(), numero: z.string(), bets: z.number().check(z.int(), z.positive()), payout: moneySchema }),
}));

/** Every event message, told apart by `type`. */
export const liveEventSchema = onFirstUse(() => z.discriminatedUnion('type', [
  manualPromoEventSchema,
  promotionClaimEventSchema,
  inboxEventSchema,
  withdrawEventSchema,
  depositEventSchema,
  onlineMsgEventSchema,
  paymentConfirmationEventSchema,
  agentToDownlineEventSchema,
  downlineToAgentEventSchema,
  lgsGameSettingEventSchema,
  lotterySettledEventSchema,
]));
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventOf<T extends LiveEventType> = Extract<LiveEvent, { type: T }>;

/** Events that refresh the balance (spec 3 "Live events"; LOTTERY_SETTLED is ours). */
export const BALANCE_EVENT_TYPES = ['PROMOTION_CLAIM', 'WITHDRAW', 'DEPOSIT', 'LOTTERY_SETTLED'] as const satisfies readonly LiveEventType[];

// ---- frames on the wire (ours: plain WebSocket, JSON text frames) ----

/** Client to server: subscribe with merchant and token (spec 1 §7), unsubscribe, ping. */
export const clientFrameSchema = onFirstUse(() => z.discriminatedUnion('action', [
  z.object({
    action: z.literal('subscribe'),
    topic: z.string().check(z.maxLength(128)),
    merchant: z.string().check(z.minLength(1), z.maxLength(32)),
    token: z.optional(z.string().check(z.trim(), z.maxLength(256))), // required for a user topic, not for a setting topic
  }),
  z.object({ action: z.literal('unsubscribe'), topic: z.string().check(z.maxLength(128)) }),
  z.object({ action: z.literal('ping') }),
]));
export type ClientFrame = z.infer<typeof clientFrameSchema>;
export type SubscribeFrame = Extract<ClientFrame, { action: 'subscribe' }>;

/** Server to client: an event on a topic, a subscription answer, an error, a pong. */
export const serverFrameSchema = onFirstUse(() => z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('event'), topic: z.string(), event: liveEventSchema }),
  z.object({ kind: z.literal('subscribed'), topic: z.string() }),
  z.object({ kind: z.literal('error'), topic: z.optional(z.string()), errorCode: z.string(), message: z.string() }),
  z.object({ kind: z.literal('pong') }),
]));
export type ServerFrame = z.infer<typeof serverFrameSchema>;

// ---- window messages between a game page and the site (ours) ----

/**
 * A game or lottery page served by the platform tells the site embedding it (parent frame or
 * opener, same origin only) that a round moved the balance; the site refreshes its info bar.
 */
export const vendorBalanceMessageSchema = onFirstUse(() => z.object({
  type: z.literal('vendor:balance'),
  balance: z.optional(z.number()),
  currency: z.optional(z.string()),
}));
export type VendorBalanceMessage = z.infer<typeof vendorBalanceMessageSchema>;
