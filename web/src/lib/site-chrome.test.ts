import { afterEach, describe, expect, it } from 'vitest';
import { chromeInsets, siteViewportBand } from './site-chrome';

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

describe('chrome insets', () => {
  const box = (left: number, top: number, width: number, height: number) => ({ left, top, width, height, right: left + width, bottom: top + height });
  const phone = { innerWidth: 390, innerHeight: 844 };
  const desktop = { innerWidth: 1440, innerHeight: 900 };

  it('a dock along the bottom covers its height', () => {
    expect(chromeInsets(box(0, 780, 390, 64), phone)).toEqual({ bottom: 64, right: 0 });
  });

  it('a bar floating on the right edge covers its width and the gap to the edge', () => {
    expect(chromeInsets(box(1370, 330, 54, 240), desktop)).toEqual({ bottom: 0, right: 70 });
  });

  it('a hidden bar covers nothing', () => {
    expect(chromeInsets(box(0, 0, 0, 0), phone)).toEqual({ bottom: 0, right: 0 });
  });
});
