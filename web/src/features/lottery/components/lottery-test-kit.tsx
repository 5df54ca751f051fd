import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import type { LotteryDraw, LotteryMenuEntry, OpenedIssue, PopularLottery } from '@lotto/contract';
import { initI18n } from '../../../lib/i18n';

/** Test edge only: a fetch stub answering the lottery calls, recording what was asked. */
export interface FakeLottery {
  opened: OpenedIssue[];
  near: (gameId: number) => { numero: string; remainTime: number; lockTime: number } | null;
  popular: PopularLottery[];
  /** /lgw/games/game_menus. */
  menus: LotteryMenuEntry[];
  draws: LotteryDraw[];
  launch: (query: URLSearchParams) => { status: number; body: unknown };
  /** Every call as `METHOD path?query`. */
  calls: string[];
  /** Round trip the stub waits before answering, ms (fake timers drive it). */
  delayMs: number;
  /** Date header of every reply (the server clock); default the device clock. */
  serverDate: () => Date;
}

export const issue = (code: string, group: string, over: Partial<OpenedIssue> = {}): OpenedIssue => ({
  gameCode: code,
  gameId: over.gameId ?? code.length * 10 + code.charCodeAt(0),
  remark: over.remark ?? code.toUpperCase(),
  numero: over.numero ?? '20260101-0001',
  remainTime: 65_000,
  lockTime: 5,
  defaultPlayType: 1,
  gameGroupCode: group,
  webIconUrl: null,
  ...over,
});

const raw = (body: unknown, status = 200, date?: Date) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...(date ? { Date: date.toUTCString() } : {}) } });

export function installFakeLottery(over: Partial<Omit<FakeLottery, 'calls'>> = {}): FakeLottery {
  const p: FakeLottery = {
    opened: [],
    near: () => null,
    popular: [],
    menus: [],
    draws: [],
    launch: () => ({ status: 200, body: { success: true, value: { gameUrl: '/demo/lottery/play?ticket=t1' } } }),
    calls: [],
    delayMs: 0,
    serverDate: () => new Date(),
    ...over,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const u = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      p.calls.push(`${init?.method ?? 'GET'} ${u.pathname}${u.search}`);
      if (p.delayMs) await new Promise((r) => setTimeout(r, p.delayMs));
      const date = p.serverDate();
      switch (u.pathname) {
        case '/lgw/games/opened/numero':
          return raw(Object.fromEntries(p.opened.map((o) => [o.gameCode, o])), 200, date);
        case '/lgw/numeros/near': {
          const id = Number(u.searchParams.get('gameId'));
          const game = p.opened.find((o) => o.gameId === id);
          const cur = p.near(id);
          return raw({ gameId: id, gameCode: game?.gameCode ?? 'x', currentNumero: cur && { ...cur, isSale: true }, lastNumero: null, seedHash: null }, 200, date);
        }
        case '/lgw/games/popular':
          return raw(p.popular, 200, date);
        case '/lgw/games/game_menus':
          return raw(p.menus, 200, date);
        case '/lgw/draw':
          return raw(p.draws, 200, date);
        case '/wps/game/launchGame': {
          const a = p.launch(u.searchParams);
          return raw(a.body, a.status, date);
        }
        default:
          if (u.pathname.startsWith('/lgw/draw/code/')) {
            const code = decodeURIComponent(u.pathname.slice('/lgw/draw/code/'.length));
            return raw(p.draws.filter((d) => d.gameCode === code), 200, date);
          }
          return raw({ success: false, errorCode: 'not_found', message: 'not found' }, 404, date);
      }
    }),
  );
  return p;
}

export function renderLottery(ui: ReactNode, path = '/') {
  initI18n('EN');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}
