import { BOOT_REPLIES_ELEMENT_ID, getUrl, systemCalls } from '@lotto/contract';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { resetBootReplies } from '../../../lib/boot-replies';
import { setMerchantCode } from '../../../lib/storage';
import { SHELL_SETTINGS, SHELL_STATUS, SHELL_TEMPLATES, fakePlatform } from '../../../test/fake-platform';
import { getSettingsQueryOptions } from './get-settings';
import { getStatusQueryOptions, statusRequest } from './get-status';
import { getTemplatesQueryOptions } from './get-templates';
import { primeCarriedReads } from './prime-carried-reads';

/** index.html as the server sends it, carrying these reply values by URL (server/src/plugins/boot-replies.ts). */
function carry(replies: Record<string, unknown>) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_REPLIES_ELEMENT_ID;
  const bodies = Object.fromEntries(Object.entries(replies).map(([url, value]) => [url, JSON.stringify({ success: true, value })]));
  el.textContent = JSON.stringify({ merchant: 'demo', language: 'EN', replies: bodies });
  document.body.append(el);
  resetBootReplies();
}

describe('the first render takes the reads its page carries', () => {
  // a page loaded a second ago (performance.now() counts from the page's start, and a test worker's
  // page lives on from file to file; carried answers are for a fresh page only)
  let pageAge: MockInstance<() => number>;
  beforeEach(() => {
    setMerchantCode('demo');
    pageAge = vi.spyOn(performance, 'now').mockReturnValue(1_000);
  });
  afterEach(() => {
    pageAge.mockRestore();
    document.getElementById(BOOT_REPLIES_ELEMENT_ID)?.remove();
    resetBootReplies();
  });

  it('puts the carried settings, status and templates in the cache before the first render, with no request', async () => {
    carry({
      [systemCalls.settings.path]: SHELL_SETTINGS,
      [getUrl(systemCalls.status.path, statusRequest())]: SHELL_STATUS,
      [systemCalls.templates.path]: SHELL_TEMPLATES,
    });
    const { requests } = fakePlatform();
    const client = new QueryClient();
    await primeCarriedReads(client);
    expect(client.getQueryData(getSettingsQueryOptions().queryKey)).toEqual(SHELL_SETTINGS);
    expect(client.getQueryData(getStatusQueryOptions().queryKey)).toEqual(SHELL_STATUS);
    expect(client.getQueryData(getTemplatesQueryOptions().queryKey)).toEqual(SHELL_TEMPLATES);
    expect(requests).toEqual([]);
  });

  it('never waits for the network: a read the page does not carry (another host\'s status) is left to its component', async () => {
    carry({ [systemCalls.settings.path]: SHELL_SETTINGS, [getUrl(systemCalls.status.path, statusRequest('elsewhere.example'))]: SHELL_STATUS });
    const { requests } = fakePlatform({ shell: true });
    const client = new QueryClient();
    await primeCarriedReads(client);
    expect(client.getQueryData(getSettingsQueryOptions().queryKey)).toEqual(SHELL_SETTINGS);
    expect(client.getQueryData(getStatusQueryOptions().queryKey)).toBeUndefined();
    expect(client.getQueryData(getTemplatesQueryOptions().queryKey)).toBeUndefined();
    expect(requests).toEqual([]);
  });
});
