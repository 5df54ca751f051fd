import { answeredCalls, expect, settle, test, type ApiCall } from './support/fixtures';

const GATEWAY_HEADERS = (call: ApiCall) => ({
  merchant: call.headers['merchant'],
  device: call.headers['device'],
  'x-gateway-version': call.headers['x-gateway-version'],
  language: call.headers['language'],
});

const LANGUAGES = ['CN', 'TW', 'HK', 'EN', 'JA', 'KO', 'ID', 'ES', 'VI', 'TA', 'TH'];

test.describe('requests on the wire', () => {
  test('[S1-1.4] [S1-7.22] every API request of the home page carries Merchant, Device web, Language and X-Gateway-Version 3', async ({
    page,
    apiCalls,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
    await settle(page);

    const answered = await answeredCalls(apiCalls);
    expect(answered.length, 'the home page called the API').toBeGreaterThan(0);
    for (const call of answered) {
      const h = GATEWAY_HEADERS(call);
      expect(h, `${call.method} ${call.path}`).toEqual({
        merchant: 'demo',
        device: 'web',
        'x-gateway-version': '3',
        language: expect.stringMatching(new RegExp(`^(${LANGUAGES.join('|')})$`)) as unknown as string,
      });
      // no session yet, so no Authorization header (spec 1 §7: only when a token exists)
      expect(call.headers['authorization'], `${call.method} ${call.path}`).toBeUndefined();
    }
  });

  test('[S1-1.4] the second merchant on its own domain is named in every request and gets its light theme', { tag: '@phone' }, async ({
    page,
    apiCalls,
    baseURL,
  }) => {
    // Chromium resolves *.localhost to this machine; the server picks the merchant by host.
    const lucky = new URL(baseURL ?? 'http://127.0.0.1:18080');
    lucky.hostname = 'lucky.localhost';
    await page.goto(lucky.href);
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
    await settle(page);

    expect(apiCalls.length).toBeGreaterThan(0);
    const answered = await answeredCalls(apiCalls);
    expect(answered.length).toBeGreaterThan(3);
    for (const call of answered) expect(call.headers['merchant'], `${call.method} ${call.url.href}`).toBe('lucky');

    // The light theme: the page background is light (luminance of the body's background colour).
    const luminance = await page.evaluate(() => {
      const rgb = getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [0, 0, 0];
      const [r = 0, g = 0, b = 0] = rgb;
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    });
    expect(luminance).toBeGreaterThan(0.6);
  });

  test('[S1-7.1] [S1-7.22] [S1-7.23] a demo player signs in with an encrypted login call: a { value } body and an Encryption header the server can read', { tag: '@phone' }, async ({
    page,
    apiCalls,
  }) => {
    await page.goto('/login');
    await expect(page.getByTestId('language-switcher').first()).toBeVisible();
    const form = page.locator('form').filter({ has: page.locator('input[type="password"]') }).first();
    const hasLoginForm = (await form.count()) > 0;
    test.fixme(!hasLoginForm, 'the login form (account access) has not landed yet; /login shows no form with a password field');

    // a demo player of the seed (README "Demo merchants and accounts")
    const username = 'demo01';
    const password = 'demo1234';
    await form.locator('input:not([type="password"]):not([type="checkbox"]):not([type="hidden"])').first().fill(username);
    await form.locator('input[type="password"]').first().fill(password);

    const loginResponse = page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/session/login');
    await form.locator('button[type="submit"]').first().click();
    const response = await loginResponse;

    const login = apiCalls.find((c) => c.path === '/wps/session/login');
    expect(login, 'a POST /wps/session/login was sent').toBeDefined();
    if (!login) return;
    expect(login.method).toBe('POST');
    // the public key is fetched fresh for the call (spec 3 Requests)
    const keyIndex = apiCalls.findIndex((c) => c.path === '/wps/session/key/rsa');
    expect(keyIndex).toBeGreaterThanOrEqual(0);
    expect(keyIndex).toBeLessThan(apiCalls.indexOf(login));

    const headers = await login.request.allHeaders();
    expect(GATEWAY_HEADERS({ ...login, headers })).toMatchObject({ merchant: 'demo', device: 'web', 'x-gateway-version': '3' });
    const wrappedKey = headers['encryption'] ?? '';
    expect(wrappedKey).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(wrappedKey, 'base64').length, 'RSA-2048 or larger wraps the AES key').toBeGreaterThanOrEqual(256);

    const body = JSON.parse(login.body ?? 'null') as unknown;
    expect(body).toEqual({ value: expect.stringMatching(/^[A-Za-z0-9+/]+={0,2}$/) as unknown as string });
    expect(login.body).not.toContain(username);
    expect(login.body).not.toContain(password);

    // The server decrypted it and checked the password inside: the login succeeds.
    const reply = (await response.json()) as { success: boolean; errorCode?: string; value?: { token?: string } };
    expect(reply.errorCode).toBeUndefined();
    expect(reply.success).toBe(true);
    expect(reply.value?.token).toEqual(expect.any(String));
  });
});
