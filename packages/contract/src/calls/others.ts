import { z } from 'zod/mini';
import { defineCall } from '../common/define-call.js';
import { moneySchema } from '../common/money.js';
import { pageSchema } from '../common/paging.js';
import { qBool, qConst, qEpochMs, qInt } from '../common/query.js';
import { emptyRequestSchema, idSchema, imageDataUrlSchema, noValueSchema, yesNoSchema } from '../common/shared.js';
import { LANGUAGES, MAX_PAGE_SIZE, MONEY_RECEIVED_CHOICES, WINNER_BOARD_LIMIT } from '../constants.js';
import { vipInfoSchema } from './member.js';
import { productTypeSchema } from '../common/agent-contracts.js';
import { withinDateRange } from '../constants.js';
import { onFirstUse } from '../common/on-first-use.js';

/** Winner board row (ODSFE2_getWinnerBoard; fields not shown, ours). Account is masked. */
export const winnerSchema = onFirstUse(() => z.object({
  account: z.string(),
  gameName: z.string(),
  vendor: z.nullable(z.string()),
  amount: moneySchema,
  currency: z.string(),
  time: z.number().check(z.int()),
}));
export type Winner = z.infer<typeof winnerSchema>;

/** Jackpot figure (VIS_getJackpot; fields not shown, ours). */
export const jackpotSchema = onFirstUse(() => z.object({ amount: moneySchema, currency: z.string() }));
export type Jackpot = z.infer<typeof jackpotSchema>;

export const playerAvatarSchema = onFirstUse(() => z.object({
  avatarUrl: z.nullable(z.string()),
  iconIndex: z.nullable(z.number().check(z.int(), z.minimum(1))),
}));

/** Rebate setting per product type (fields not shown; ours). Rates as fractions. */
export const rebateSettingSchema = onFirstUse(() => z.object({
  productType: productTypeSchema,
  rate: z.number().check(z.nonnegative()),
  maxRebate: z.nullable(moneySchema),
}));

/** Payment item (spec 2 §3). */
export const paymentItemSchema = onFirstUse(() => z.object({
  payDetailId: z.string(),
  amount: moneySchema,
  remainingAmount: moneySchema,
  isAutoConfirmed: yesNoSchema,
  sender: z.string(),
  createdTime: z.number().check(z.int()),
}));
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/** Processing: Y received, N not received (needs proof), A auto-confirmed (spec 2 §3, §4, §5). */
export const processPaymentRequestSchema = onFirstUse(() => z
  .object({
    isMoneyReceived: z.enum(MONEY_RECEIVED_CHOICES),
    payDetailId: idSchema,
    proofOfNotReceive: z.optional(imageDataUrlSchema),
  })
  .check(
    z.refine((v) => v.isMoneyReceived !== 'N' || v.proofOfNotReceive !== undefined, {
      message: 'payment_proof_required',
      path: ['proofOfNotReceive'],
    }),
  ));
export type ProcessPaymentRequest = z.input<typeof processPaymentRequestSchema>;

/** Points transaction row (spec 2 §3). */
export const memberTransactionSchema = onFirstUse(() => z.object({
  txId: z.string(),
  txTimeInTimestamp: z.number().check(z.int()),
  amount: z.number(),
  currentAvailBalance: z.number(),
  nameCn: z.string(),
  nameEn: z.string(),
}));
export type MemberTransaction = z.infer<typeof memberTransactionSchema>;

/** ODSFE2_MemTransDet (spec 2 §7): accountTypeId 9, excludeTxTypeIds 9203, page size 12. */
export const memberTransactionsRequestSchema = onFirstUse(() => z
  .object({
    subordinateName: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
    startTime: qEpochMs(),
    endTime: qEpochMs(),
    accountTypeId: qConst(9),
    size: qInt(1, MAX_PAGE_SIZE),
    page: qInt(1),
    excludeTxTypeIds: z.optional(z.union([z.string().check(z.regex(/^\d{1,9}(,\d{1,9})*$/)), z.number().check(z.int())])),
  })
  .check(z.refine((v) => withinDateRange(v.startTime, v.endTime), { message: 'date_range_invalid', path: ['endTime'] })));

/** Inbox message (CSP_getInbox; fields beyond the query not shown, ours). */
export const inboxMessageSchema = onFirstUse(() => z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  sendTime: z.number().check(z.int()),
  read: z.boolean(),
}));
export type InboxMessage = z.infer<typeof inboxMessageSchema>;

/** CSP_getInbox (spec 2 §7): page 1, size 1, sort sendTime:desc, read false, last 7 days. */
export const inboxRequestSchema = onFirstUse(() => z.object({
  page: qInt(1),
  size: qInt(1, 100),
  /** ours: `read:asc,sendTime:desc` puts unread messages first, each part newest first (the member centre's list). */
  sort: z.optional(z.enum(['sendTime:desc', 'sendTime:asc', 'read:asc,sendTime:desc'])),
  read: z.optional(qBool()),
  startTime: z.optional(qEpochMs()),
  endTime: z.optional(qEpochMs()),
}));

/** Marks messages of the member read (ids not theirs are ignored); answers the new unread count. */
export const inboxMarkReadRequestSchema = onFirstUse(() => z.object({
  ids: z.array(z.string().check(z.regex(/^\d{1,18}$/, 'resource.not.found'))).check(z.minLength(1), z.maxLength(100)),
}));

/** The unread count after a change, so the info bar's badge follows at once. */
export const inboxUnreadSchema = onFirstUse(() => z.object({ unreadCount: z.number().check(z.int(), z.nonnegative()) }));

export const otherCalls = {
  winnerBoard: onFirstUse(() => defineCall({
    id: 'others.winnerBoard',
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    modId: 'COMM3',
    request: z.object({
      gameCategory: z.optional(z.string().check(z.trim(), z.maxLength(16))), // default ALL (spec 2 §7)
      language: z.optional(z.enum(LANGUAGES)),
      limitNum: z.optional(qInt(1, WINNER_BOARD_LIMIT)),
    }),
    reply: z.array(winnerSchema),
  })),
  jackpot: onFirstUse(() => defineCall({
    id: 'others.jackpot',
    method: 'POST',
    path: '/wps/relay/VIS_getJackpot',
    modId: 'COMM3',
    silent: true, // spec 3 "Silent relays"
    request: z.object({
      merchant_code: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)),
      currency: z.string().check(z.regex(/^[A-Z]{3}$/)),
    }),
    // null: the merchant keeps no jackpot in that currency (a normal answer, not an error the browser logs)
    reply: z.nullable(jackpotSchema),
  })),
  playerAvatar: onFirstUse(() => defineCall({
    id: 'others.playerAvatar',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerAvatar',
    modId: 'PROFPIC3',
    token: true,
    request: emptyRequestSchema,
    reply: playerAvatarSchema,
  })),
  rankProgress: onFirstUse(() => defineCall({
    id: 'others.rankProgress',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: vipInfoSchema, // spec 2 §3 VIP fields
  })),
  merchantWallet: onFirstUse(() => defineCall({
    id: 'others.merchantWallet',
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    modId: 'COMM3',
    request: z.object({ merchantCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(32)) }),
    reply: z.object({ isSingle: z.boolean() }),
  })),
  customerServiceScript: onFirstUse(() => defineCall({
    id: 'others.customerServiceScript',
    method: 'GET',
    path: '/wps/relay/WPSCORE_getCustomerServiceScript',
    modId: 'COMM3',
    request: emptyRequestSchema,
    // script URLs the shell loads for the support-chat provider (spec 2 §7 reads value.scripts)
    reply: z.object({ scripts: z.array(z.object({ csType: z.string(), src: z.string() })) }),
  })),
  rebateSetting: onFirstUse(() => defineCall({
    id: 'others.rebateSetting',
    method: 'GET',
    path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
    modId: 'MYRBT3',
    token: true,
    alert: false, // spec 2 §8: a failed rebate load returns empty quietly
    request: z.object({ productType: z.optional(productTypeSchema) }),
    reply: z.array(rebateSettingSchema),
  })),
  paymentConfirmationList: onFirstUse(() => defineCall({
    id: 'others.paymentConfirmationList',
    method: 'GET',
    path: '/wps/relay/MCSFE_getPaymentConfirmationList',
    modId: 'COMM3',
    token: true,
    request: emptyRequestSchema,
    reply: z.array(paymentItemSchema),
  })),
  processPayment: onFirstUse(() => defineCall({
    id: 'others.processPayment',
    method: 'POST',
    path: '/wps/relay/MCSFE_processC2CTransaction',
    modId: 'COMM3',
    token: true,
    request: processPaymentRequestSchema,
    reply: noValueSchema,
  })),
  memberTransactions: onFirstUse(() => defineCall({
    id: 'others.memberTransactions',
    method: 'GET',
    path: '/wps/relay/ODSFE2_MemTransDet',
    modId: 'MEMTRANS3',
    token: true,
    request: memberTransactionsRequestSchema,
    reply: pageSchema(memberTransactionSchema),
  })),
  inboxUnreadCount: onFirstUse(() => defineCall({
    id: 'others.inboxUnreadCount',
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    modId: 'INBOX3',
    token: true,
    silent: true, // spec 3 "Silent relays"
    request: emptyRequestSchema,
    reply: inboxUnreadSchema,
  })),
  inbox: onFirstUse(() => defineCall({
    id: 'others.inbox',
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    modId: 'INBOX3',
    token: true,
    request: inboxRequestSchema,
    reply: pageSchema(inboxMessageSchema),
  })),
  inboxMarkRead: onFirstUse(() => defineCall({
    id: 'others.inboxMarkRead',
    method: 'PUT',
    path: '/wps/member/inbox/read',
    pathNote: 'ours: the member centre marks platform messages read (issue 14); the spec shows no path',
    modId: 'INBOX3',
    token: true,
    request: inboxMarkReadRequestSchema,
    reply: inboxUnreadSchema,
  })),
  /** Deletes one message of the member (404 resource.not.found when not theirs); answers the new unread count. */
  inboxDelete: onFirstUse(() => defineCall({
    id: 'others.inboxDelete',
    method: 'DELETE',
    path: '/wps/member/inbox/{id}',
    body: 'query',
    pathNote: 'ours: the member centre deletes platform messages (issue 14); the spec shows no path',
    modId: 'INBOX3',
    token: true,
    request: z.object({ id: z.string().check(z.regex(/^\d{1,18}$/, 'resource.not.found')) }),
    reply: inboxUnreadSchema,
  })),
};
