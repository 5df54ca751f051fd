/**
 * The page's first script (web/build/start-after-paint.ts names it in index.html in place of the
 * app's entry, which becomes a modulepreload marked APP_ENTRY_ATTRIBUTE): the app's modules download
 * beside the page as before, and are evaluated once the browser has painted what the server sent,
 * the skeleton and the page's high-priority images (the home banner's still) as soon as they are in.
 * Evaluating the modules is the load's longest task (about 50-100 ms on a laptop, four times that
 * on a slow phone) and a paint that falls due meanwhile waits for it: on a fast network the
 * skeleton and the banner used to paint only after it. The chunks the entry imports (the
 * libraries' and the contract's, marked APP_IMPORT_ATTRIBUTE) are evaluated first, each in a task of
 * its own, so the evaluation is shorter tasks, not one (docs/decisions/0038). This module imports
 * nothing: whatever it imported would be evaluated before its wait.
 */

/** The attribute of the app entry's modulepreload link. */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';

/** The attribute of the modulepreload links of the chunks the app's entry imports. */
export const APP_IMPORT_ATTRIBUTE = 'data-app-import';

/**
 * The longest the app waits for the page's high-priority images: about the time a slow phone takes
 * to evaluate the app's modules, the most the wait can give back to the image's paint.
 */
export const IMAGE_WAIT_MS = 500;

type Host = Pick<Window, 'document' | 'requestAnimationFrame' | 'setTimeout' | 'clearTimeout'>;

/** Resolves once the browser has painted a frame; at once for a hidden page, which paints none. */
function painted(host: Host): Promise<void> {
  const doc = host.document;
  return new Promise((done) => {
    if (doc.visibilityState !== 'visible') return done();
    const hidden = () => done();
    doc.addEventListener('visibilitychange', hidden, { once: true });
    // a frame's callbacks run before its paint; a task queued from one runs after it
    host.requestAnimationFrame(() =>
      host.setTimeout(() => {
        doc.removeEventListener('visibilitychange', hidden);
        done();
      }, 0),
    );
  });
}

/** Resolves once the page's high-priority images are decoded (or failed), or after IMAGE_WAIT_MS. */
function imagesIn(host: Host): Promise<void> {
  const images = [...host.document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')];
  if (images.length === 0) return Promise.resolve();
  return new Promise((done) => {
    const timer = host.setTimeout(done, IMAGE_WAIT_MS);
    void Promise.all(images.map((img) => img.decode().catch(() => undefined))).then(() => {
      host.clearTimeout(timer);
      done();
    });
  });
}

/**
 * Starts the app named by the page once its images are in and painted, its entry's imports first,
 * each in a task of its own; nothing on a page that names no entry.
 */
export async function startAfterPaint(host: Host = window, load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)): Promise<void> {
  const doc = host.document;
  const entry = doc.querySelector<HTMLLinkElement>(`link[${APP_ENTRY_ATTRIBUTE}]`)?.href;
  if (!entry) return;
  const imports = [...doc.querySelectorAll<HTMLLinkElement>(`link[${APP_IMPORT_ATTRIBUTE}]`)].map((link) => link.href);
  // a browser that does not preload modules (Safari before 17) would only begin to download the app
  // after the wait: it starts at once, as the page's own module script did
  if (doc.createElement('link').relList.supports('modulepreload')) {
    await imagesIn(host);
    await painted(host);
  }
  for (const url of imports) {
    await load(url);
    await new Promise((next) => host.setTimeout(next, 0));
  }
  await load(entry);
}

// the build's config reads APP_ENTRY_ATTRIBUTE in Node, where there is no page to start
if (typeof window !== 'undefined') void startAfterPaint();
