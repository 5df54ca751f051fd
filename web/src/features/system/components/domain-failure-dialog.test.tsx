import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { systemCalls } from '@lotto/contract';
import { i18n } from '../../../lib/i18n';
import { request } from '../../../lib/api-client';
import { resetFunnel } from '../../../lib/error-funnel';
import { registerDomainFailureHandler } from '../register-domain-handler';
import { showDomainFailure, useDomainFailureStore } from '../domain-failure-store';
import { DomainFailureDialog } from './domain-failure-dialog';
import { fail, fakePlatform, networkDown, ok, on } from '../../../test/fake-platform';
import { resetSiteState } from '../../../test/site-state';

const t = (key: string) => i18n.t(key, { ns: 'shell' });
const CS = [{ csType: 'LIVECHAT', path: 'https://cs.example/chat', title: 'Chat' }];

/** The platform: this domain is blocked; the routers list names the backup lines, each answering a ping after its delay. */
function stubPlatform(domainList: string[], delays: Record<string, number>) {
  const platform = fakePlatform({
    replies: [
      on(systemCalls.routers, ok({ customerService: CS, domainList })),
      on(systemCalls.settings, fail(403, 'domain_not_available', 'This domain is blocked')),
      on(systemCalls.ping, async (req) => {
        await new Promise((r) => setTimeout(r, delays[new URL(req.origin).host] ?? 50));
        return ok({ speed: '1', serverTime: 1 });
      }),
    ],
  });
  return {
    /** The origins pinged, in order; each ping carries a numeric speed stamp. */
    pinged: () =>
      platform.sent(systemCalls.ping).map((r) => {
        expect(r.query.speed).toMatch(/^\d+$/);
        return r.origin;
      }),
  };
}

function renderDialog(redirect = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <DomainFailureDialog redirect={redirect} />
    </QueryClientProvider>,
  );
  return redirect;
}

beforeEach(async () => {
  await resetSiteState({ language: 'EN' });
  useDomainFailureStore.setState({ open: false, message: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState({}, '', '/');
});

describe('domain-failure dialog', () => {
  it('[S1-2.16] [S2-2.41] shows the server message with customer-service and retry buttons', async () => {
    renderDialog();
    act(() => showDomainFailure('Line 3 is down'));
    const dialog = await screen.findByRole('dialog', { name: t('system.domainTitle') });
    expect(dialog).toHaveAccessibleDescription('Line 3 is down');
    expect(screen.getByRole('button', { name: t('system.customerService') })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: t('system.retry') })).toBeInTheDocument();
  });

  it('[S1-2.16] [S2-2.41] says "domain check failed" when there is no message', async () => {
    renderDialog();
    act(() => showDomainFailure(''));
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription(t('system.domainCheckFailed'));
  });

  it('[S1-8.25] [S2-8.16] a domain_not_available reply opens the dialog through the error funnel', async () => {
    resetFunnel();
    const unregister = registerDomainFailureHandler();
    stubPlatform([], {});
    renderDialog();
    await expect(request(systemCalls.settings)).rejects.toMatchObject({ errorCode: 'domain_not_available' });
    expect(await screen.findByRole('dialog')).toHaveAccessibleDescription('This domain is blocked');
    unregister();
  });

  it('[S1-9.6] [S2-4.18] the customer-service button opens the first entry in a 440x750 popup', async () => {
    stubPlatform([], {});
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderDialog();
    act(() => showDomainFailure('down'));
    await userEvent.click(await screen.findByRole('button', { name: t('system.customerService') }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const [url, , features] = open.mock.calls[0]!;
    expect(url).toBe('https://cs.example/chat');
    expect(features).toContain('width=440');
    expect(features).toContain('height=750');
  });

  it('[S2-4.19] retry pings at most 10 domains and redirects to the fastest, keeping affiliateCode and r', async () => {
    window.history.replaceState({}, '', '/promotion?affiliateCode=AFF7&r=friend42&session=drop-me');
    const domains = Array.from({ length: 14 }, (_, i) => `line${i}.example.com`);
    const delays = Object.fromEntries(domains.map((d, i) => [d, 40 + i * 15]));
    const platform = stubPlatform(domains, delays);
    const redirect = renderDialog();
    act(() => showDomainFailure('down'));
    await userEvent.click(await screen.findByRole('button', { name: t('system.retry') }));

    await waitFor(() => expect(redirect).toHaveBeenCalledOnce());
    const pinged = platform.pinged();
    expect(pinged.length).toBeLessThanOrEqual(10);
    expect(new Set(pinged).size).toBe(pinged.length);
    // the winner is the quickest of the pinged subset
    const fastest = pinged.map((o) => new URL(o).host).sort((a, b) => delays[a]! - delays[b]!)[0];
    expect(redirect).toHaveBeenCalledWith(
      `${window.location.protocol}//${fastest}/?affiliateCode=AFF7&r=friend42`,
    );
  });

  it('tells the visitor when no backup line answers', async () => {
    fakePlatform({
      replies: [on(systemCalls.routers, ok({ customerService: [], domainList: ['a.example', 'b.example'] })), on(systemCalls.ping, networkDown())],
    });
    const redirect = renderDialog();
    act(() => showDomainFailure('down'));
    await userEvent.click(await screen.findByRole('button', { name: t('system.retry') }));
    expect(await screen.findByText(t('system.noDomainAnswered'))).toBeInTheDocument();
    expect(redirect).not.toHaveBeenCalled();
  });
});
