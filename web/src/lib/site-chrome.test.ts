import { afterEach, describe, expect, it } from 'vitest';
import { siteViewportBand } from './site-chrome';

/** An element of the given box (happy-dom lays nothing out: the box is stated). */
function chrome(kind: 'top' | 'bottom', box: { top: number; bottom: number; height?: number }) {
  const el = document.createElement('div');
  el.setAttribute('data-site-chrome', kind);
  const height = box.height ?? box.bottom - box.top;
  el.getBoundingClientRect = () => ({ top: box.top, bottom: box.bottom, height, width: height ? 390 : 0, left: 0, right: 390, x: 0, y: box.top, toJSON: () => ({}) });
  document.body.append(el);
}

afterEach(() => document.body.replaceChildren());

describe('site viewport band', () => {
  it('is the window between the sticky header and the phone dock', () => {
    chrome('top', { top: 0, bottom: 64 });
    chrome('bottom', { top: window.innerHeight - 64, bottom: window.innerHeight });
    expect(siteViewportBand()).toEqual({ top: 64, bottom: window.innerHeight - 64 });
  });

  it('leaves out chrome that is hidden, and a right bar that does not lie along the bottom', () => {
    chrome('top', { top: 0, bottom: 0, height: 0 });
    chrome('bottom', { top: 300, bottom: 560 });
    expect(siteViewportBand()).toEqual({ top: 0, bottom: window.innerHeight });
  });
});
