import { AD_POPUP, expect, test } from './support/fixtures';
import { useEnglish } from './support/accounts';

/**
 * The home page's first load on the real server (issue 10): index.html carries the answers of a
 * guest's first reads and preloads the home route's chunks and its largest images, so the page
 * paints without those round trips (server/src/plugins/boot-replies.ts, lib/boot-replies.ts).
 */
test('a guest\'s home page paints from the answers its page carries: none of those reads goes out', { tag: '@phone' }, async ({ page, apiCalls }) => {
  await useEnglish(page);
  // the popup's answer is carried too: it is seen here, not closed for us
  await page.removeLocatorHandler(AD_POPUP(page));
  const document = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await page.goto('/');
  const html = await (await document).text();

  // what the page carries and preloads
  expect(html).toContain('<script type="application/json" id="boot-replies">');
  expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/home-[\w-]+\.js">/);
  expect(html).toMatch(/<link rel="preload" as="image" fetchpriority="high" href="\/res\/announcement-art\//);
  // the shell's skeleton is in the page itself: it paints before any script has run (web/build/prerender-skeleton.ts)
  expect(html).toMatch(/<div id="root"><div class="min-h-dvh bg-bg" aria-busy="true">/);

  // the page in full: the popup over it, then the banners and the footer
  await expect(page.getByRole('dialog', { name: 'Welcome to Demo Lotto' })).toBeVisible();
  await page.getByTestId('ad-popup-close').click();
  await expect(page.getByRole('heading', { name: 'Every draw is a new chance to win' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' }).getByTestId('banner-slide').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // the carried element is read once and taken out of the page
  await expect(page.locator('#boot-replies')).toHaveCount(0);

  const carried = ['/wps/system/settings/consolidated', '/wps/system/status', '/wps/system/templates', '/wps/relay/GCSGAME_gameVendor'];
  const sent = apiCalls.map((c) => `${c.path}${c.url.search}`);
  for (const path of carried) expect(sent.filter((s) => s.startsWith(path)), path).toEqual([]);
  expect(sent.filter((s) => /types=(B|PU)\b/.test(s))).toEqual([]);
  // reads the page does not carry still go out (the notices)
  await expect.poll(() => apiCalls.some((c) => c.url.searchParams.get('types') === 'PL')).toBe(true);
});

/**
 * Cumulative layout shift 0 (issue 10): the first frame already has the carried settings (the logo,
 * the menu), the logo has a fixed box on a wide screen, the game menu's place is held while its
 * module loads. Shifts right after an input (the popup closed) do not count.
 */
test('the home page does not shift while it loads', { tag: '@layout' }, async ({ page, isMobile }) => {
  await useEnglish(page);
  await page.addInitScript(() => {
    const seen: { value: number; nodes: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof seen }).layoutShifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (!entry.hadRecentInput) seen.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : '')) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Every draw is a new chance to win' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (!isMobile) await expect(page.getByTestId('game-menu-trigger')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured' }).getByTestId('banner-slide').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: unknown[] }).layoutShifts)).toEqual([]);
});

/**
 * The skeleton's own rules are in the page (web/build/critical-css.ts): it paints, styled, while the
 * stylesheet is still on its way, and nothing moves when the stylesheet arrives. The stylesheet is
 * held here until the first paint, as a slow network holds it.
 */
test('the skeleton paints styled before the stylesheet arrives, and nothing moves when it does', { tag: '@layout' }, async ({ page }) => {
  await useEnglish(page);
  // the stylesheet, and the entry script (so the skeleton stays on screen once the stylesheet is in)
  const hold = async (pattern: RegExp) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(pattern, async (route) => {
      await held;
      await route.fallback();
    });
    return release;
  };
  const releaseStylesheet = await hold(/\/assets\/index-[\w-]+\.css$/);
  const releaseScript = await hold(/\/assets\/index-[\w-]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  const stylesheet = page.locator('link[rel="stylesheet"]');
  const rulesIn = () => stylesheet.evaluate((l) => (l as HTMLLinkElement).sheet?.cssRules.length ?? 0);
  expect(await rulesIn()).toBe(0);
  // painted with the page's own rules: the page's background behind the skeleton
  expect(await page.locator('#root > [aria-busy="true"]').evaluate((e) => getComputedStyle(e).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  const boxes = () => page.evaluate(() => [...document.querySelectorAll('#root *')].map((e) => JSON.stringify(e.getBoundingClientRect())));
  const before = await boxes();
  releaseStylesheet();
  // the stylesheet applied, before any script runs: every element of the skeleton where it was
  await expect.poll(rulesIn).toBeGreaterThan(0);
  expect(await boxes()).toEqual(before);
  releaseScript();
  await expect(page.getByRole('heading', { name: 'Every draw is a new chance to win' })).toBeVisible();
});

/**
 * The home page's first banner is in the page itself (server/src/plugins/boot-replies.ts): a still of
 * it in the skeleton's banner box paints with the page's frame, before any script (the page's
 * largest paint), and the banner stays on screen, in the same place, until the carousel shows it.
 */
test('the home page\'s first banner paints before any script and stays in place until its carousel shows it', { tag: '@layout' }, async ({ page, isMobile }) => {
  await useEnglish(page);
  let releaseScript!: () => void;
  const held = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.fallback();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { largest: string[] };
    w.largest = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { url: string }[]) w.largest.push(e.url);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/', { waitUntil: 'commit' });
  const still = page.locator('#root img#banner-still');
  await expect.poll(() => still.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = await still.evaluate((img: HTMLImageElement) => img.src);
  expect(src).toMatch(/\/res\/announcement-art\//);
  // a phone's largest paint; on a wide screen Chrome counts no image this light (the demo's banners
  // are small SVGs: under 0.05 bits per pixel there) as a largest paint
  if (isMobile) await expect.poll(() => page.evaluate(() => (window as unknown as { largest: string[] }).largest.at(-1))).toBe(src);
  const box = (await still.boundingBox())!;

  // from now on, every frame: is an image of that banner drawn, whole, in that box (under the popup, if it is open)?
  await page.evaluate(
    ({ src, box }) => {
      const w = window as unknown as { gaps: number; frames: number; watching: boolean };
      Object.assign(w, { gaps: 0, frames: 0, watching: true });
      const inBox = (r: DOMRect) => Math.abs(r.x - box.x) < 0.5 && Math.abs(r.y - box.y) < 0.5 && Math.abs(r.width - box.width) < 0.5 && Math.abs(r.height - box.height) < 0.5;
      const frame = () => {
        if (!w.watching) return;
        w.frames += 1;
        const shown = [...document.images].some((i) => i.src === src && i.complete && i.naturalWidth > 0 && i.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && inBox(i.getBoundingClientRect()));
        if (!shown) w.gaps += 1;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    { src, box },
  );
  releaseScript();
  const slide = page.getByRole('region', { name: 'Featured' }).getByTestId('banner-slide').first();
  await expect(slide).toBeVisible();
  const seen = await page.evaluate(() => {
    const w = window as unknown as { gaps: number; frames: number; watching: boolean };
    w.watching = false;
    return { gaps: w.gaps, frames: w.frames };
  });
  expect(seen.frames).toBeGreaterThan(0);
  expect(seen.gaps).toBe(0);
  // the carousel's first slide is where the still was, the same size
  const img = slide.locator('img');
  await expect(img).toHaveAttribute('src', new URL(src).pathname);
  expect(await img.boundingBox()).toEqual(box);
});

/**
 * The app's scripts are evaluated once the page has painted its skeleton and its banner's still
 * (src/start-after-paint.ts), but a still that does not come holds the app only for a moment: here
 * the banners' images never arrive, and the home page renders all the same.
 */
test('the home page starts even when its banner still never arrives', { tag: '@phone' }, async ({ page }) => {
  await useEnglish(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/res\/announcement-art\//, async (route) => {
    await held;
    await route.fallback();
  });
  const stillAsked = page.waitForRequest(/\/res\/announcement-art\//);
  await page.goto('/', { waitUntil: 'commit' });
  await stillAsked;
  await expect(page.getByRole('heading', { name: 'Every draw is a new chance to win' })).toBeVisible();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  release();
});

/**
 * The header's game menu is a desktop control (its trigger shows from the lg breakpoint): a phone's
 * home page never downloads its code (the menu and its popover library), a desktop's does and shows
 * it. The lottery's member widgets (the floating mini game) are a signed-in member's: a guest's
 * home page never downloads them on either.
 */
test('a phone\'s home page loads no code of the desktop game menu, a desktop shows the menu, and a guest loads no member lottery widget', { tag: '@layout' }, async ({ page, isMobile }) => {
  await useEnglish(page);
  const scripts: Promise<{ path: string; code: string }>[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.request().resourceType() === 'script' && path.startsWith('/assets/')) scripts.push(r.text().then((code) => ({ path, code })));
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Every draw is a new chance to win' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  if (!isMobile) await expect(page.getByTestId('game-menu-trigger')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const received = await Promise.all(scripts);
  const holding = (testId: string) => received.filter((s) => s.code.includes(`"${testId}"`) || s.code.includes(`\`${testId}\``)).map((s) => s.path);
  expect(holding('game-menu-trigger')).toHaveLength(isMobile ? 0 : 1);
  expect(holding('lottery-mini-game')).toEqual([]);
});

/**
 * A phone's home page is about six screens long: the parts below the first screens (the game
 * categories, the winners, the games entry, the footer) are styled and laid out by the browser only
 * when they come near the screen (`render-when-near`, web/src/index.css), and hold their place at
 * about their height until then, so scrolling down moves nothing on screen; nor does the dock,
 * whose back-to-top button comes in after 200 px beside its shortcuts without moving them.
 */
test('a phone\'s home page leaves its lower parts to the browser until they come near the screen, and scrolling to them moves nothing', { tag: '@phone' }, async ({ page }) => {
  await useEnglish(page);
  await page.addInitScript(() => {
    const seen: { value: number; nodes: string[] }[] = [];
    const take = (entries: PerformanceEntryList) => {
      for (const entry of entries as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] }[]) {
        if (entry.hadRecentInput) continue;
        seen.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? s.node.outerHTML.slice(0, 100) : '')) });
      }
    };
    const observer = new PerformanceObserver((list) => take(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    // the shifts so far, those still queued for the observer included
    (window as unknown as { layoutShifts: () => typeof seen }).layoutShifts = () => (take(observer.takeRecords()), seen);
  });
  // the advertisement popup locks the page's scrolling while it is open: closed first
  await page.removeLocatorHandler(AD_POPUP(page));
  await page.goto('/');
  await AD_POPUP(page).getByTestId('ad-popup-close').click();
  await expect(AD_POPUP(page)).toHaveCount(0);
  const games = page.getByTestId('home-games');
  const footerContent = page.getByRole('contentinfo').locator('> *').first();
  await expect(games).toBeAttached();
  await expect(footerContent).toBeAttached();
  // rendered by React, skipped by the browser: not rendered for the user while it is screens away
  const rendered = (part: typeof games) => part.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered(games)).toBe(false);
  expect(await rendered(footerContent)).toBe(false);
  const shifts = () => page.evaluate(() => (window as unknown as { layoutShifts: () => { value: number; nodes: string[] }[] }).layoutShifts());
  const shiftsBefore = (await shifts()).length;
  // scrolled down a screen at a time, as a thumb does, to the end of the page
  for (let y = 0; y < 6000; y += 400) await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => rendered(games)).toBe(true);
  await expect.poll(() => rendered(footerContent)).toBe(true);
  await expect(page.getByRole('contentinfo')).toBeInViewport();
  expect((await shifts()).slice(shiftsBefore)).toEqual([]);
});
