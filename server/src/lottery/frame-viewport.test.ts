import { describe, expect, it } from 'vitest';
import { contentHeight, readViewport, viewportVars } from './frame-viewport.js';

describe('lottery page frame messages (page side)', () => {
  it('reads the site viewport message and nothing else', () => {
    expect(readViewport({ type: 'site:viewport', top: 120, height: 650 })).toEqual({ top: 120, height: 650 });
    expect(readViewport({ type: 'site:viewport', top: -1, height: 650 })).toBeNull();
    expect(readViewport({ type: 'site:viewport', top: 0, height: Number.NaN })).toBeNull();
    expect(readViewport({ type: 'frame:height', height: 650 })).toBeNull();
    expect(readViewport('site:viewport')).toBeNull();
    expect(readViewport(null)).toBeNull();
  });

  it('places the sticky bar and the toast in the visible band of a frame as tall as the page', () => {
    // a 1200 px frame of which 650 px show from frame-y 300: the bet bar sticks 250 px above the frame's bottom
    expect(viewportVars({ top: 300, height: 650 }, 1200)).toEqual({ '--vp-top': '300px', '--vp-height': '650px', '--vp-bottom': '250px' });
    // the frame's top part shows
    expect(viewportVars({ top: 0, height: 716 }, 1200)).toEqual({ '--vp-top': '0px', '--vp-height': '716px', '--vp-bottom': '484px' });
  });

  it('keeps the band inside the frame, and empty for a frame out of view', () => {
    expect(viewportVars({ top: 1100, height: 650 }, 1200)).toEqual({ '--vp-top': '1100px', '--vp-height': '100px', '--vp-bottom': '0px' });
    expect(viewportVars({ top: 5000, height: 650 }, 1200)).toEqual({ '--vp-top': '1200px', '--vp-height': '0px', '--vp-bottom': '0px' });
    expect(viewportVars({ top: 0, height: 0 }, 1200)).toEqual({ '--vp-top': '0px', '--vp-height': '0px', '--vp-bottom': '1200px' });
  });

  it('reports whole pixels up, never a negative height', () => {
    expect(contentHeight(1126.01)).toBe(1127);
    expect(contentHeight(-3)).toBe(0);
  });
});
