/**
 * Error codes, spelled exactly as the spec spells them (spec 1 §8, spec 2 §8, spec 3).
 * `status` is the HTTP status the reference server answers with when it raises the code;
 * client-only codes (raised by the front end's own checks) carry none.
 */
export const ERROR_CODES = {
  // spec 1 §8: client validation and gating messages
  in_confirmation_correct: { status: 400 },
  in_password_incorrect: { status: 400 },
  in_account_incorrect: { status: 400 },
  in_email_incorrect: { status: 400 },
  in_need_true_account: { status: 403 },
  in_please_account: { status: 403 },
  in_sorry_in: { status: 401 },
  in_please_information: { status: 400 },
  in_user_agreement: { status: 400 },
  verify_first: { status: 400 },
  br_enright_cphone: { status: 400 },
  in_incorrect_password: { status: 400 },
  unknown_error: { status: 500 },
  timeout_retry_please: { status: 504 },
  bind_customer_required: { status: 409 },
  login_verify_required: { status: 403 },
  vendor_under_maintenance: { status: 503 },
  launch_game_balance_not_enough: { status: 409 },
  domain_not_available: { status: 403 },
  // spec 1 §8: session-ending codes
  token_ip_different: { status: 401 },
  'user.or.token.invalid': { status: 401 },
  'login.not.session': { status: 401 },
  CUSTOMER_NOT_LOGIN: { status: 401 },
  // spec 1 §8: other listed codes
  'merchant.acct.setup.err': { status: 400 },
  TOO_MANY_REQUEST: { status: 429 },
  TOO_MANY_REQUESTS: { status: 429 },
  // spec 2 §8
  in_stay_tuned: { status: 404 },
  game_maintenance: { status: 503 },
  // spec 3: a call whose module flag is off, or a doubled Merchant header
  'function.not.available': { status: 403 },
  // ours: reference platform codes (docs/decisions/0002-error-codes.md)
  'request.invalid': { status: 400 },
  'request.decrypt.failed': { status: 400 },
  'merchant.required': { status: 400 },
  'merchant.not.found': { status: 404 },
  'resource.not.found': { status: 404 },
  'system.maintenance': { status: 503 },
  'region.restricted': { status: 403 },
  'idempotency.conflict': { status: 409 },
  'internal.error': { status: 500 },
  // ours: account access (docs/decisions/0002-error-codes.md)
  'verification.code.invalid': { status: 400 },
  'register.username.taken': { status: 409 },
  'register.mobile.taken': { status: 409 },
  'affiliate.invalid': { status: 400 },
  'message.delivery.failed': { status: 502 },
  // ours: member-centre security (issue 14; docs/decisions/0011-second-factors.md)
  'security.method.unavailable': { status: 409 },
  'security.payee.name.alone': { status: 400 },
  'security.mobile.taken': { status: 409 },
  // ours: a new password that breaks the merchant's rule, or is on the common-password list (issue 11)
  'password.rule.invalid': { status: 400 },
  'password.common': { status: 400 },
  // ours: lottery (docs/decisions/0002-error-codes.md)
  'lottery.sale.closed': { status: 409 },
  'lottery.balance.insufficient': { status: 409 },
  // ours: games (docs/decisions/0002-error-codes.md)
  'game.round.unfinished': { status: 409 },
  // ours: member records (docs/decisions/0002-error-codes.md)
  'date.range.reversed': { status: 400 },
  'date.range.future': { status: 400 },
  'date.range.too.long': { status: 400 },
  // ours: member money (issue 14; docs/decisions/0002-error-codes.md)
  'payment.password.not.set': { status: 409 },
  'payment.password.already.set': { status: 409 },
  'payment.password.incorrect': { status: 400 },
  'wallet.transfer.invalid': { status: 400 },
  'wallet.balance.insufficient': { status: 409 },
  'payment.provider.unknown': { status: 404 },
  'payment.amount.below.minimum': { status: 400 },
  'payment.amount.above.maximum': { status: 400 },
  'payment.daily.limit.reached': { status: 409 },
  'payment.order.decided': { status: 409 },
  // ours: points (spec 2 "Points"; docs/decisions/0002-error-codes.md)
  'point.balance.insufficient': { status: 409 },
  'reward.stock.insufficient': { status: 409 },
  'reward.redeem.type.invalid': { status: 400 },
  // ours: an agent contract already accepted, rejected or ended (docs/decisions/0016-agent-contracts.md)
  'contract.decided': { status: 409 },
  // ours: a feedback image whose bytes are not a png or jpeg (spec 2 §5)
  'feedback.image.invalid': { status: 400 },
  // ours: promotions and raffles (issue 13; docs/decisions/0002-error-codes.md)
  'promotion.unavailable': { status: 409 },
  'promotion.claim.pending': { status: 409 },
  'promotion.claim.decided': { status: 409 },
  'claim.image.invalid': { status: 400 },
  'raffle.not.started': { status: 409 },
  'raffle.ended': { status: 409 },
  'raffle.claimed': { status: 409 },
  // ours: a mission claimed before its target is reached, or twice in one period (missions)
  'mission.incomplete': { status: 409 },
  'mission.claimed': { status: 409 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Codes that end the session once the user confirms the dialog (spec 1 §8). */
export const SESSION_ENDING_CODES = [
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
] as const satisfies readonly ErrorCode[];

/** Codes the caller handles itself: never a dialog from the funnel (spec 3 "Error handling"). */
export const CALLER_HANDLED_CODES = [
  'merchant.acct.setup.err',
  'login_verify_required',
  'TOO_MANY_REQUEST',
  'TOO_MANY_REQUESTS',
  'bind_customer_required',
] as const satisfies readonly ErrorCode[];

export const isErrorCode = (code: string): code is ErrorCode => code in ERROR_CODES;
