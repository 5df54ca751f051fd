import { describe, expect, it } from 'vitest';
import { FRAME_MAX_HEIGHT_PX } from '@lotto/contract';
import { frameOrigin, readFrameHeight, visibleViewport } from './frame-messages';

const frameWindow = { name: 'the frame' };
const frame = { window: frameWindow, origin: 'https://site.test' };
const msg = (data: unknown, over: Partial<{ origin: string; source: unknown }> = {}) => ({ data, origin: 'https://site.test', source: frameWindow, ...over });

describe('lottery frame messages (site side)', () => {
  it('takes the origin of the framed address: a path is the site itself, an absolute URL its own', () => {
    expect(frameOrigin('/vendor/lottery/play?ticket=x', 'https://site.test/lottery')).toBe('https://site.test');
    expect(frameOrigin('https://lotto.example:8443/play', 'https://site.test/')).toBe('https://lotto.example:8443');
    expect(frameOrigin('data:text/html,hi', 'https://site.test/')).toBeNull();
  });

  it('sizes the frame to the height its own page reports, whole pixels up and capped', () => {
    expect(readFrameHeight(msg({ type: 'frame:height', height: 1126.2 }), frame)).toBe(1127);
    expect(readFrameHeight(msg({ type: 'frame:height', height: 0 }), frame)).toBe(0);
    expect(readFrameHeight(msg({ type: 'frame:height', height: 1e9 }), frame)).toBe(FRAME_MAX_HEIGHT_PX);
  });

  it('ignores a height from another window, another origin, or that is not a height message', () => {
    expect(readFrameHeight(msg({ type: 'frame:height', height: 900 }, { source: { name: 'another frame' } }), frame)).toBeNull();
    expect(readFrameHeight(msg({ type: 'frame:height', height: 900 }, { origin: 'https://evil.test' }), frame)).toBeNull();
    expect(readFrameHeight(msg({ type: 'frame:height', height: 900 }), { window: null, origin: frame.origin })).toBeNull();
    expect(readFrameHeight(msg({ type: 'frame:height', height: 900 }), { window: frameWindow, origin: null })).toBeNull();
    expect(readFrameHeight(msg({ type: 'vendor:balance', balance: 3 }), frame)).toBeNull();
    expect(readFrameHeight(msg({ type: 'frame:height', height: -5 }), frame)).toBeNull();
    expect(readFrameHeight(msg({ type: 'frame:height', height: '900' }), frame)).toBeNull();
    expect(readFrameHeight(msg('frame:height'), frame)).toBeNull();
  });

  it('tells the page the part of the frame between the site header and the dock, in the frame\'s coordinates', () => {
    const band = { top: 64, bottom: 780 };
    // the frame starts under the header and its toolbar and runs past the dock: its top part shows
    expect(visibleViewport({ top: 120, height: 1127 }, band)).toEqual({ type: 'site:viewport', top: 0, height: 660 });
    // scrolled 500 px: the frame's top is under the header, the band shows it from frame-y 444 to its end
    expect(visibleViewport({ top: -380, height: 1127 }, band)).toEqual({ type: 'site:viewport', top: 444, height: 683 });
    // a frame shorter than the band, wholly in view
    expect(visibleViewport({ top: 120, height: 400 }, band)).toEqual({ type: 'site:viewport', top: 0, height: 400 });
    // further: only the frame's last 163 px show
    expect(visibleViewport({ top: -900, height: 1127 }, band)).toEqual({ type: 'site:viewport', top: 964, height: 163 });
  });

  it('tells a frame out of view that it shows nothing', () => {
    const band = { top: 64, bottom: 780 };
    expect(visibleViewport({ top: 900, height: 1127 }, band)).toEqual({ type: 'site:viewport', top: 0, height: 0 });
    expect(visibleViewport({ top: -2000, height: 1127 }, band)).toEqual({ type: 'site:viewport', top: 0, height: 0 });
  });
});
