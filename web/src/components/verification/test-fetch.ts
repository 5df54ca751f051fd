import { vi } from 'vitest';

/** Test edge only: a fetch stub answering paths with envelopes; records every call as `METHOD path`. */
export type Answer = { status?: number; value?: unknown; errorCode?: string; message?: string } | (() => Promise<Response>);

export function stubFetch(routes: Record<string, Answer | Answer[]>) {
  const calls: string[] = [];
  const counts = new Map<string, number>();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    const entry = routes[url.pathname];
    const n = counts.get(url.pathname) ?? 0;
    counts.set(url.pathname, n + 1);
    const answer = Array.isArray(entry) ? entry[Math.min(n, entry.length - 1)] : entry;
    if (!answer) return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 });
    if (typeof answer === 'function') return answer();
    const status = answer.status ?? 200;
    const body = status < 400 ? { success: true, value: answer.value } : { success: false, errorCode: answer.errorCode, message: answer.message ?? '' };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls, count: (path: string) => calls.filter((c) => c.endsWith(` ${path}`)).length };
}
