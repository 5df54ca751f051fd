import type { Page } from '@playwright/test';
import { DEFAULT_DEVICE, GATEWAY_VERSION, HEADERS, decodeCustomerServicePath, systemCalls } from '@lotto/contract';
import { expect, test } from './support/fixtures';
import { useEnglish } from './support/accounts';

/**
 * Every link a merchant's data puts on the site (the menu, the footer's links, the customer-service
 * entries, the resources) leads to a real page of this site: none opens the not-found page. The
 * links are read from the platform's own replies, so a link added to the seed is walked too.
 */
const MERCHANTS = ['demo', 'lucky'] as const;

/** Every string under a `path` or `url` key that is a path of this site (not another host, not a scheme). */
function sitePaths(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => sitePaths(v, into));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      // a customer-service path comes obfuscated unless it is a web link (spec 2 §3); the site reads it back
      const link: unknown = key === 'path' && typeof v === 'string' ? decodeCustomerServicePath(v) : v;
      if ((key === 'path' || key === 'url') && typeof link === 'string' && link.startsWith('/') && !link.startsWith('//')) into.add(link);
      else sitePaths(v, into);
    }
  }
  return into;
}

/** The site paths in the merchant's replies, asked from the page (the browser resolves *.localhost). */
async function linksOf(page: Page, merchant: string): Promise<string[]> {
  const headers = { [HEADERS.merchant]: merchant, [HEADERS.device]: DEFAULT_DEVICE, [HEADERS.language]: 'EN', [HEADERS.gatewayVersion]: GATEWAY_VERSION };
  const replies = await page.evaluate(
    async ({ paths, headers }) => Promise.all(paths.map(async (p) => ((await (await fetch(p, { headers })).json()) as { value: unknown }).value)),
    { paths: [systemCalls.settings.path, systemCalls.templates.path, systemCalls.routers.path], headers },
  );
  // one visit per page: the same page under another #hash is the same document
  const pages = new Set([...sitePaths(replies)].map((p) => p.replace(/#.*$/, '')));
  return [...pages];
}

test.describe('seeded links', () => {
  for (const merchant of MERCHANTS) {
    test(`every link in ${merchant}'s menu, footer, customer service and resources opens a page of the site`, async ({ page, baseURL, consoleErrors }) => {
      const origin = new URL(baseURL ?? 'http://127.0.0.1:18080');
      // Chromium resolves *.localhost to this machine; the server picks the merchant by host.
      if (merchant === 'lucky') origin.hostname = 'lucky.localhost';
      await useEnglish(page);
      await page.goto(origin.href);
      const links = await linksOf(page, merchant);
      expect(links.length, 'the merchant has links to walk').toBeGreaterThan(2);
      for (const path of links) {
        const url = new URL(path, origin);
        const reply = await page.goto(url.href);
        expect(reply?.ok(), `${path} answers`).toBe(true);
        // pages of the site render a level-one heading; provider lobbies are the server's own pages
        if (!url.pathname.startsWith('/vendor/')) await expect(page.locator('h1').first(), path).toBeVisible();
        await expect(page.getByTestId('not-found'), `${merchant}: ${path} is not a page of the site`).toHaveCount(0);
      }
      expect(consoleErrors).toEqual([]);
    });
  }
});
