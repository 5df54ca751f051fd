import { test as base, expect, type APIRequestContext, type Browser, type Page, type Request } from '@playwright/test';
import { accountMenu, loginFromHeader, useEnglish } from './accounts';

/** A request the page sent to the platform API (/wps or /lgw), with every header it carried. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: string | null;
  request: Request;
  /** Resolves once `headers` holds every header (allHeaders() answers asynchronously) and the outcome is known. */
  ready: Promise<void>;
  /** The browser reported it failed (a query the page cancelled, even after its answer began): its headers may be unknown. */
  aborted: boolean;
}

/** A seeded account a test starts signed in as (its nickname names the info bar's account menu). */
export interface Account {
  username: string;
  password: string;
  nickname: string;
}

/** What the site keeps of a signed-in visitor: its session and local storage, as the site wrote them. */
interface StoredSession {
  session: Record<string, string>;
  local: Record<string, string>;
}

interface Fixtures {
  /** Console errors and uncaught page errors seen during the test. */
  consoleErrors: string[];
  /** Every /wps and /lgw request the page sent, in order. */
  apiCalls: ApiCall[];
  /**
   * Starts the page signed in as `account`, before its first navigation: the session is the one
   * the site stored when that account logged in through the header popup once in this worker, so
   * a test that is not about signing in does not type a password. Never sign such a session out
   * (other tests of the worker share its token); a test about signing out logs in itself.
   */
  signIn: (account: Account) => Promise<void>;
}

interface WorkerFixtures {
  sessions: { of(account: Account): Promise<StoredSession> };
}

/** Logs in through the site once, in a context of its own, and keeps what the site stored. */
async function logInOnce(browser: Browser, baseURL: string | undefined, account: Account): Promise<StoredSession> {
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    const page = await context.newPage();
    await useEnglish(page);
    await page.goto('/');
    await loginFromHeader(page, account.username, account.password);
    await expect(accountMenu(page, account.nickname)).toBeVisible();
    return await page.evaluate(() => ({ session: { ...window.sessionStorage }, local: { ...window.localStorage } }));
  } finally {
    await context.close();
  }
}

const isApiPath = (path: string) => path.startsWith('/wps/') || path.startsWith('/lgw/');

export function watchConsole(page: Page, sink: string[]): void {
  page.on('console', (msg) => {
    if (msg.type() === 'error') {
      const where = msg.location();
      sink.push(`${msg.text()}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
    }
  });
  page.on('pageerror', (err) => sink.push(`uncaught: ${err.message}`));
}

export function captureApiCalls(page: Page, sink: ApiCall[]): void {
  // The outcome of a call is the browser's last word on it: finished (its answer read to the end)
  // or failed. A request the page cancels can have had its answer's headers arrive first, so
  // response() alone would count it as answered while its own headers are not fully reported.
  const settleOf = new Map<Request, (failed: boolean) => void>();
  const settle = (request: Request, failed: boolean) => {
    settleOf.get(request)?.(failed);
    settleOf.delete(request);
  };
  page.on('requestfinished', (request) => settle(request, false));
  page.on('requestfailed', (request) => settle(request, true));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!isApiPath(url.pathname)) return;
    // allHeaders() includes what the network stack adds; pushed in send order, filled when known.
    const call = { method: request.method(), path: url.pathname, url, headers: {}, body: request.postData(), request, aborted: false } as ApiCall;
    const headers = request.allHeaders().then(
      (h) => void (call.headers = { ...request.headers(), ...h }),
      () => void (call.headers = request.headers()),
    );
    const outcome = new Promise<void>((resolve) =>
      settleOf.set(request, (failed) => {
        call.aborted = failed;
        resolve();
      }),
    );
    call.ready = Promise.all([headers, outcome]).then(() => undefined);
    sink.push(call);
  });
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sessions: [
    async ({ browser }, use, workerInfo) => {
      const cache = new Map<string, Promise<StoredSession>>();
      const baseURL = workerInfo.project.use.baseURL;
      await use({
        of(account) {
          let stored = cache.get(account.username);
          if (!stored) {
            stored = logInOnce(browser, baseURL, account);
            cache.set(account.username, stored);
          }
          return stored;
        },
      });
    },
    { scope: 'worker' },
  ],
  signIn: async ({ page, sessions }, use) => {
    await use(async (account) => {
      const stored = await sessions.of(account);
      await page.addInitScript((s: StoredSession) => {
        // once per tab: a reload keeps what the page did since (a sign-out stays signed out)
        if (window.sessionStorage.getItem('e2e:restored')) return;
        window.sessionStorage.setItem('e2e:restored', '1');
        for (const [k, v] of Object.entries(s.local)) window.localStorage.setItem(k, v);
        for (const [k, v] of Object.entries(s.session)) window.sessionStorage.setItem(k, v);
      }, stored);
    });
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    watchConsole(page, errors);
    await use(errors);
  },
  apiCalls: async ({ page }, use) => {
    const calls: ApiCall[] = [];
    captureApiCalls(page, calls);
    await use(calls);
  },
});

export { expect };

export interface MerchantState {
  maintenance?: boolean;
  regionRestricted?: boolean;
}

/** Switches a merchant's maintenance / region restriction through the dev-only endpoint. */
export async function setMerchantState(request: APIRequestContext, merchant: string, state: MerchantState): Promise<void> {
  const res = await request.post(`/dev/merchants/${merchant}/state`, { data: state });
  expect(res.ok(), `POST /dev/merchants/${merchant}/state answered ${res.status()}: ${await res.text()}`).toBe(true);
}

/** Waits until the network is quiet, so every request a page makes on load has been seen. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/**
 * The captured calls that finished, headers known. A request the page itself cancelled (a
 * countdown refresh superseding a query) can lack its headers in the browser's report.
 */
export async function answeredCalls(calls: ApiCall[]): Promise<ApiCall[]> {
  await Promise.all(calls.map((c) => c.ready));
  return calls.filter((c) => !c.aborted);
}
