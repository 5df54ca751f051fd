import { CALLER_HANDLED_CODES, SESSION_ENDING_CODES } from '@lotto/contract';
import type { ApiError } from './api-error';
import { openDialog, type DialogRequest } from './dialogs';
import { commonText, errorText } from './i18n';
import { AGENT_SOURCE, clearSession, getSource } from './storage';

/**
 * The one error funnel (spec 1 §8; ARCHITECTURE.md "one error funnel"): a table keyed by errorCode,
 * then by HTTP status, then a default row. Features add or replace rows with registerErrorHandler.
 * The app injects navigation and logout with configureFunnel so lib never imports app code.
 */
export interface FunnelConfig {
  /** Goes to a site path; default a full page load of that path on this origin. */
  navigate: (path: string) => void;
  /**
   * Opens a member-centre page by name (spec 3 "openMc(page)"), e.g. depositv2; `replace` puts it
   * in place of the page the player is on (the centre is a route here, not a panel over the page).
   */
  openMemberCentre: (page: string, options?: { replace?: boolean }) => void;
  /** Runs after the funnel cleared the session and before it navigates: reset caches here, do not navigate. */
  logout: () => void | Promise<void>;
  /** One step back in history (a failed game launch on /seamless). */
  goBack: () => void;
  /** Where an expired agent session lands (spec 1 §4 Sign-out "agent landing"). */
  agentPath: string;
  /** Read at each error, so tests and embedded frames can answer for another location. */
  location: () => Pick<Location, 'protocol' | 'pathname'>;
}

export const DEFAULT_AGENT_PATH = '/agent';

const defaults: FunnelConfig = {
  navigate: (path) => window.location.assign(path),
  openMemberCentre: (page) => console.warn(`[funnel] no member centre configured to open ${page}`),
  logout: () => undefined,
  goBack: () => window.history.back(),
  agentPath: DEFAULT_AGENT_PATH,
  location: () => window.location,
};

let config: FunnelConfig = { ...defaults };

export function configureFunnel(c: Partial<FunnelConfig>): void {
  config = { ...config, ...c };
}

/** Back to the built-in behaviour (tests). */
export function resetFunnel(): void {
  config = { ...defaults };
  codeHandlers.clear();
  statusHandlers.clear();
  installBuiltIns();
}

export interface FunnelOptions {
  /** The call's alert flag after per-call override; false means no dialog (spec 1 §7). */
  alert?: boolean;
  /** Silent relay (spec 3 "Silent relays"): never a dialog. */
  silent?: boolean;
}

export interface FunnelContext {
  /** The text the default row would show: translated code, server message, code or status text. */
  message: string;
  config: FunnelConfig;
  /** Clears the session and leaves for the origin or the agent landing. */
  endSession: () => Promise<void>;
  dialog: (d: DialogRequest) => string;
}

export type ErrorHandler = (err: ApiError, ctx: FunnelContext) => void;

export type FunnelOutcome = 'suppressed' | 'handled';

const codeHandlers = new Map<string, ErrorHandler>();
const statusHandlers = new Map<number, ErrorHandler>();

/**
 * Adds or replaces the row for an error code (string) or HTTP status (number). Returns a function
 * that puts back the row it replaced.
 */
export function registerErrorHandler(codeOrStatus: string | number, handler: ErrorHandler): () => void {
  const table: Map<string | number, ErrorHandler> = typeof codeOrStatus === 'number' ? statusHandlers : codeHandlers;
  const previous = table.get(codeOrStatus);
  table.set(codeOrStatus, handler);
  return () => {
    if (table.get(codeOrStatus) !== handler) return;
    if (previous) table.set(codeOrStatus, previous);
    else table.delete(codeOrStatus);
  };
}

/** Whether a row is registered for this error code (e.g. the login popup row for in_sorry_in when loginPop is on). */
export function hasErrorHandler(code: string): boolean {
  return codeHandlers.has(code);
}

/** Relays and paths whose failures never show a dialog (spec 3 "Silent relays"). */
export const SILENT_PATHS: readonly RegExp[] = [
  /CSP_unreadCount$/,
  /CBS_unreadCount$/,
  /MCS2_getPromotionClaimList$/,
  /^\/wps\/member\/language$/,
  /VIS_getJackpot$/,
  /MCSFE_getAvailablePromotions$/,
];

/** Text for an error: translated code, else the server message, else the code, else the status text (spec 1 §8 "Other errors"). */
export function errorMessage(err: ApiError): string {
  // a code's text may name values the reply carries (e.g. password.rule.invalid's lengths)
  const vars = err.value && typeof err.value === 'object' && !Array.isArray(err.value) ? (err.value as Record<string, unknown>) : undefined;
  const known = errorText(err.errorCode, vars);
  if (known) return known;
  if (err.message) return err.message;
  if (err.errorCode) return err.errorCode;
  if (err.kind === 'network') return errorText('network_error') ?? 'Network error';
  if (err.kind === 'invalid-reply') return errorText('invalid_reply') ?? 'Invalid reply';
  if (err.statusText) return err.statusText;
  return errorText('http_error', { status: err.status }) ?? `HTTP ${err.status}`;
}

/** The server's own words when it sent some (they may name the vendor or domain), else our text. */
const serverFirst = (err: ApiError, ctx: FunnelContext): string => err.message || ctx.message;

async function endSession(): Promise<void> {
  // read before clearing: the stored source decides where an agent lands (spec 1 §4, §6.4)
  const agent = getSource() === AGENT_SOURCE;
  clearSession();
  try {
    await config.logout();
  } catch (e) {
    console.error('[funnel] logout hook failed', e);
  }
  config.navigate(agent ? config.agentPath : '/');
}

// ---------------------------------------------------------------- built-in rows (spec 1 §8)

const sessionEnding: ErrorHandler = (err, ctx) => {
  ctx.dialog({
    key: 'session-end',
    tone: 'warning',
    message: err.errorCode || err.message ? ctx.message : (errorText('session_expired') ?? ctx.message),
    confirmLabel: commonText('ok'),
    dismissible: false,
    onConfirm: () => void ctx.endSession(),
  });
};

const noDialog: ErrorHandler = (err) => {
  console.debug(`[funnel] ${err.errorCode ?? err.status} left to the caller of ${err.callId}`);
};

/** maintainTime and endTime from value.content.data (spec 1 §8 vendor_under_maintenance), each read by `formatDateTime`. */
export function maintenanceWindow(value: unknown, formatDateTime: (v: string | number) => string): { start: string; end: string } | null {
  const data = (value as { content?: { data?: { maintainTime?: unknown; endTime?: unknown } } } | null)?.content?.data;
  if (!data) return null;
  // a time the platform sends as text it cannot be read as stays as it was sent
  const fmt = (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? formatDateTime(v) || (typeof v === 'string' ? v : '') : '');
  const start = fmt(data.maintainTime);
  const end = fmt(data.endTime);
  return start || end ? { start, end } : null;
}

function installBuiltIns(): void {
  // HTTP 401: dialog; confirming ends the session (spec 1 §8)
  statusHandlers.set(401, sessionEnding);
  // HTTP 502: only logged (spec 1 §8)
  statusHandlers.set(502, (err) => console.error(`[api] 502 from ${err.path}`, err));
  // HTTP 504: timeout-retry message; no dialog on https (spec 1 §8)
  statusHandlers.set(504, (err, ctx) => {
    if (ctx.config.location().protocol === 'https:') {
      console.warn(`[api] 504 from ${err.path}`);
      return;
    }
    ctx.dialog({
      key: 'timeout',
      tone: 'warning',
      message: errorText('timeout_retry_please') ?? ctx.message,
      confirmLabel: commonText('ok'),
    });
  });

  // session-ending codes: forced logout on confirm (spec 1 §8)
  for (const code of SESSION_ENDING_CODES) codeHandlers.set(code, sessionEnding);
  // codes the caller handles: no dialog (spec 1 §8 "Other listed codes", spec 3)
  for (const code of CALLER_HANDLED_CODES) codeHandlers.set(code, noDialog);

  codeHandlers.set('domain_not_available', (err, ctx) => {
    ctx.dialog({
      key: 'domain_not_available',
      tone: 'error',
      message: serverFirst(err, ctx),
      confirmLabel: commonText('ok'),
      // a modal: it stays until answered
      dismissible: false,
    });
  });

  codeHandlers.set('vendor_under_maintenance', (err, ctx) => {
    const open = (formatDateTime: (v: string | number) => string) => {
      const win = maintenanceWindow(err.value, formatDateTime);
      ctx.dialog({
        key: 'vendor_under_maintenance',
        tone: 'warning',
        title: commonText('maintenance'),
        message: serverFirst(err, ctx),
        details: win ? [commonText('maintenanceWindow', { start: win.start, end: win.end })] : undefined,
        confirmLabel: commonText('ok'),
      });
    };
    // The window's times are read by the date library, which nothing else of the first load needs:
    // it loads with this dialog. Should it fail to download, a time sent as text is still shown.
    void import('./dates').then(
      (dates) => open(dates.formatDateTime),
      () => open(() => ''),
    );
  });

  codeHandlers.set('launch_game_balance_not_enough', (_err, ctx) => {
    // a seamless page has no game to show without the launch, so either answer leaves it: cancel
    // goes back one step; deposit takes the seamless page's place in history (going back after
    // opening the centre's route would undo the opening), so back from the deposit leaves it too
    const onSeamless = /^\/seamless(\/|$)/.test(ctx.config.location().pathname);
    ctx.dialog({
      key: 'launch_game_balance_not_enough',
      tone: 'warning',
      message: ctx.message,
      confirmLabel: commonText('deposit'),
      cancelLabel: commonText('cancel'),
      onConfirm: () => ctx.config.openMemberCentre('depositv2', onSeamless ? { replace: true } : undefined),
      onCancel: () => {
        if (onSeamless) ctx.config.goBack();
      },
    });
  });
}

installBuiltIns();

const defaultRow: ErrorHandler = (err, ctx) => {
  ctx.dialog({ key: `error:${err.errorCode ?? err.status}`, tone: 'error', message: ctx.message, confirmLabel: commonText('ok') });
};

/**
 * Decides what a failed call shows. Order: suppressed (alert off, silent relay, silent path), the
 * errorCode row, the HTTP status row, the default dialog.
 */
export function handleApiError(err: ApiError, opts: FunnelOptions = {}): FunnelOutcome {
  if (opts.alert === false || opts.silent || SILENT_PATHS.some((re) => re.test(err.path))) {
    console.debug(`[funnel] ${err.errorCode ?? err.status} from ${err.callId} not shown (alert off or silent)`);
    return 'suppressed';
  }
  const ctx: FunnelContext = { message: errorMessage(err), config, endSession, dialog: openDialog };
  const row =
    (err.errorCode !== undefined ? codeHandlers.get(err.errorCode) : undefined) ?? statusHandlers.get(err.status) ?? defaultRow;
  row(err, ctx);
  return 'handled';
}
