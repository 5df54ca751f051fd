import { chatCalls, encodeCustomerServicePath, systemCalls, type CustomerServiceEntry } from '@lotto/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMerchantCode, setToken } from '../../lib/storage';
import { SHELL_STATUS, fail, fakePlatform, ok, on } from '../../test/fake-platform';
import { getRouters } from './api/get-routers';
import { getStatus } from './api/get-status';
import { resetSiteState } from '../../test/site-state';
import { carriesAccount, openCustomerService } from './customer-service';

/** A popup window as the page sees it: where it is sent, whether it was reloaded and focused. */
function fakePopup() {
  const visits: string[] = [];
  const win = {
    closed: false,
    focus: vi.fn(),
    location: {
      set href(url: string) {
        visits.push(`go ${url}`);
      },
      replace: (url: string) => visits.push(`reload ${url}`),
    },
  };
  return { win: win as unknown as Window, visits };
}

const entry = (csType: string, path = '/chat/room?lang=EN'): CustomerServiceEntry => ({ csType, path, title: csType });

beforeEach(async () => {
  await resetSiteState();
  // loaded once here, so the flow's own import of it settles within the test's clock
  await import('./provider-popup');
  setMerchantCode('demo');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('customer service (spec 2 §4)', () => {
  it('[S2-4.18] names the five chat providers whose link carries the account name', () => {
    for (const t of ['AICAN', 'MIDUOKE', 'LIVECHAT', 'COMM100', 'COMM100VIP', 'comm100']) expect(carriesAccount({ csType: t }), t).toBe(true);
    for (const t of ['TELEGRAM', 'EMAIL', 'LINE', 'WHATSAPP']) expect(carriesAccount({ csType: t }), t).toBe(false);
  });

  it('[S1-7.27] [S2-4.18] [S1-9.9] opens a provider link for a member with the account name and a chat token for that user id, reloads it after 200 ms and focuses it 100 ms later', async () => {
    setToken('member-token');
    const { requests } = fakePlatform({ replies: [on(chatCalls.providerToken, ok({ token: 'T-123', expiresAt: Date.now() + 60_000 }))] });
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup.win);
    vi.useFakeTimers({ toFake: ['setTimeout'] });

    const done = openCustomerService(entry('COMM100'), 'player02');
    // the window opens inside the click, before any reply (a later one would be blocked as a popup)
    expect(open).toHaveBeenCalledWith('about:blank', 'customerService', expect.stringContaining('width=440,height=750'));
    // the token's reply arrives (promises only: the clock stays where it is)
    for (let i = 0; i < 50 && popup.visits.length === 0; i++) await vi.advanceTimersByTimeAsync(0);
    const link = `${window.location.origin}/chat/room?lang=EN&account=player02&ticket=T-123`;
    expect(popup.visits).toEqual([`go ${link}`]);
    expect(JSON.parse(requests[0]!.rawBody ?? '{}')).toEqual({ userId: 'player02', csType: 'COMM100' });

    await vi.advanceTimersByTimeAsync(199);
    expect(popup.visits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(popup.visits).toEqual([`go ${link}`, `reload ${link}`]);
    expect(popup.win.focus).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(100);
    await done;
    expect(popup.win.focus).toHaveBeenCalledOnce();
  });

  it('[S2-4.18] opens the link as it is for a visitor and for a provider that knows no members', async () => {
    const { requests } = fakePlatform({ replies: [] });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openCustomerService(entry('AICAN', 'https://cs.example/chat'), null);
    await openCustomerService(entry('TELEGRAM', 'https://t.me/support'), 'player02');
    expect(open.mock.calls.map((c) => c[0])).toEqual(['https://cs.example/chat', 'https://t.me/support']);
    expect(requests).toEqual([]);
  });

  it('still opens the provider with the account name when the token is refused', async () => {
    setToken('member-token');
    fakePlatform({ replies: [on(chatCalls.providerToken, fail(403, 'function.not.available'))] });
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup.win);
    await openCustomerService(entry('MIDUOKE', 'https://cs.example/chat#top'), 'player02');
    expect(popup.visits[0]).toBe('go https://cs.example/chat?account=player02#top');
  });

  it('[S2-3.20] reads the entries\' paths, obfuscated on the wire unless web links, as their addresses', async () => {
    const wire = [
      { csType: 'LIVECHAT', path: encodeCustomerServicePath('/chat/room'), title: 'Live chat' },
      { csType: 'EMAIL', path: encodeCustomerServicePath('mailto:help@site.example'), title: 'E-mail' },
      { csType: 'TELEGRAM', path: 'https://t.me/support', title: 'Telegram' },
    ];
    expect(wire[0]!.path).not.toBe('/chat/room');
    fakePlatform({
      replies: [
        on(systemCalls.routers, ok({ customerService: wire, domainList: [] })),
        on(systemCalls.status, ok({ ...SHELL_STATUS, info: { ...SHELL_STATUS.info, customerService: wire } })),
      ],
    });
    const addresses = ['/chat/room', 'mailto:help@site.example', 'https://t.me/support'];
    expect((await getRouters()).customerService.map((e) => e.path)).toEqual(addresses);
    expect((await getStatus('site.example')).info.customerService.map((e) => e.path)).toEqual(addresses);
  });
});
