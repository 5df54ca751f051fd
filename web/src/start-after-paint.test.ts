import { describe, expect, it, vi } from 'vitest';
import { APP_ENTRY_ATTRIBUTE, APP_IMPORT_ATTRIBUTE, IMAGE_WAIT_MS, startAfterPaint } from './start-after-paint';

/** A page as index.html serves it, with frames and timers the test runs by hand. */
function page({ images = [] as ('pending' | 'decoded' | 'failed')[], visible = true, entry = true, imports = [] as string[], modulepreload = true } = {}) {
  const doc = document.implementation.createHTMLDocument('page');
  // what the browser says of `<link rel=modulepreload>` (happy-dom knows no link types)
  const createElement = doc.createElement.bind(doc);
  doc.createElement = (name: string) => {
    const el = createElement(name);
    if (name === 'link') Object.defineProperty(el, 'relList', { value: { supports: (type: string) => modulepreload && type === 'modulepreload' } });
    return el;
  };
  Object.defineProperty(doc, 'visibilityState', { value: visible ? 'visible' : 'hidden', configurable: true });
  if (entry) doc.head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="/assets/index-abc.js" ${APP_ENTRY_ATTRIBUTE}>`);
  for (const file of imports) doc.head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="/assets/${file}" ${APP_IMPORT_ATTRIBUTE}>`);
  // a page's other preloads (a route's chunks) are the entry's to load
  doc.head.insertAdjacentHTML('beforeend', '<link rel="modulepreload" href="/assets/home-abc.js">');
  const decodes = images.map((state) => {
    const img = doc.createElement('img');
    img.setAttribute('fetchpriority', 'high');
    let settle!: () => void;
    const decoded = state === 'failed' ? Promise.reject(new Error('EncodingError')) : state === 'decoded' ? Promise.resolve() : new Promise<void>((ok) => (settle = ok));
    img.decode = () => decoded;
    doc.body.append(img);
    return () => settle();
  });
  // an image of normal priority is not waited for
  const other = doc.createElement('img');
  other.decode = () => new Promise<void>(() => undefined);
  doc.body.append(other);

  const frames: (() => void)[] = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let id = 0;
  const host = {
    document: doc,
    requestAnimationFrame: (run: FrameRequestCallback) => frames.push(() => run(0)),
    setTimeout: (run: () => void, ms = 0) => {
      timers.set(++id, { run, ms });
      return id;
    },
    clearTimeout: (t: number | undefined) => void timers.delete(t as number),
  } as unknown as Parameters<typeof startAfterPaint>[0];
  const load = vi.fn((_url: string) => Promise.resolve());
  const started = startAfterPaint(host, load);
  return {
    load,
    started,
    decodes,
    /** Lets the page's promises settle. */
    settle: () => new Promise((ok) => setTimeout(ok, 0)),
    /** The browser paints a frame. */
    paint: () => frames.splice(0).forEach((f) => f()),
    pendingFrames: () => frames.length,
    /** Runs the timers due within `ms`. */
    runTimers: (ms: number) => {
      for (const [t, timer] of [...timers]) {
        if (timer.ms > ms) continue;
        timers.delete(t);
        timer.run();
      }
    },
  };
}

describe('starting the app after the page has painted', () => {
  it('evaluates the app only once the page\'s high-priority image is decoded and a frame has painted', async () => {
    const p = page({ images: ['pending'] });
    await p.settle();
    expect(p.pendingFrames()).toBe(0);
    p.paint();
    p.runTimers(0);
    await p.settle();
    expect(p.load).not.toHaveBeenCalled();
    p.decodes[0]!();
    await p.settle();
    expect(p.load).not.toHaveBeenCalled();
    expect(p.pendingFrames()).toBe(1);
    p.paint();
    await p.settle();
    // the frame's callbacks run before its paint: the app waits for a task after it
    expect(p.load).not.toHaveBeenCalled();
    p.runTimers(0);
    await p.started;
    expect(p.load).toHaveBeenCalledExactlyOnceWith(new URL('/assets/index-abc.js', document.baseURI).href);
  });

  it('waits for an image that does not come at most IMAGE_WAIT_MS', async () => {
    const p = page({ images: ['pending', 'decoded'] });
    await p.settle();
    p.runTimers(IMAGE_WAIT_MS - 1);
    await p.settle();
    expect(p.pendingFrames()).toBe(0);
    p.runTimers(IMAGE_WAIT_MS);
    await p.settle();
    p.paint();
    p.runTimers(0);
    await p.started;
    expect(p.load).toHaveBeenCalledOnce();
  });

  it('is not held by an image that failed, and waits only for a frame on a page without one', async () => {
    for (const images of [['failed' as const], []]) {
      const p = page({ images });
      await p.settle();
      expect(p.load).not.toHaveBeenCalled();
      p.paint();
      p.runTimers(0);
      await p.started;
      expect(p.load).toHaveBeenCalledOnce();
    }
  });

  it('evaluates the entry\'s imports first, each in a task of its own, then the entry', async () => {
    const p = page({ imports: ['rolldown-runtime-abc.js', 'vendor-abc.js'] });
    const url = (file: string) => new URL(`/assets/${file}`, document.baseURI).href;
    await p.settle();
    p.paint();
    p.runTimers(0);
    await p.settle();
    expect(p.load.mock.calls).toEqual([[url('rolldown-runtime-abc.js')]]);
    p.runTimers(0);
    await p.settle();
    expect(p.load.mock.calls).toEqual([[url('rolldown-runtime-abc.js')], [url('vendor-abc.js')]]);
    p.runTimers(0);
    await p.started;
    expect(p.load.mock.calls).toEqual([[url('rolldown-runtime-abc.js')], [url('vendor-abc.js')], [url('index-abc.js')]]);
  });

  it('starts a hidden page without waiting for a frame, which it would not get', async () => {
    const p = page({ visible: false });
    await p.started;
    expect(p.pendingFrames()).toBe(0);
    expect(p.load).toHaveBeenCalledOnce();
  });

  it('starts at once in a browser that does not preload modules, which would only then begin to download the app', async () => {
    const p = page({ modulepreload: false, images: ['pending'], imports: ['vendor-abc.js'] });
    await p.settle();
    expect(p.pendingFrames()).toBe(0);
    expect(p.load).toHaveBeenCalledOnce();
    p.runTimers(0);
    await p.started;
    expect(p.load).toHaveBeenCalledTimes(2);
  });

  it('starts nothing on a page that names no app entry', async () => {
    const p = page({ entry: false, images: ['decoded'] });
    await p.started;
    expect(p.load).not.toHaveBeenCalled();
  });
});
