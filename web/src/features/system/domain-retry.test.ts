import { describe, expect, it, vi } from 'vitest';
import { buildRedirectUrl, pickRandomDomains, raceFastest, toBaseUrl } from './domain-retry';

const domains = Array.from({ length: 25 }, (_, i) => `d${i}.example.com`);

describe('domain retry: random subset', () => {
  it('[S1-9.7] [S2-4.19] picks at most 10 distinct domains from a longer list', () => {
    const picked = pickRandomDomains([...domains, 'd1.example.com', '  ']);
    expect(picked).toHaveLength(10);
    expect(new Set(picked).size).toBe(10);
    for (const d of picked) expect(domains).toContain(d);
  });

  it('returns every domain when the list is shorter than the limit', () => {
    expect(pickRandomDomains(['a.com', 'b.com']).sort()).toEqual(['a.com', 'b.com']);
  });

  it('shuffles, so different random sources give different subsets', () => {
    let seed = 1;
    const lcg = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const first = pickRandomDomains(domains, 10, lcg);
    const second = pickRandomDomains(domains, 10, lcg);
    expect(first).not.toEqual(second);
  });
});

describe('domain retry: base url', () => {
  it('adds https to a bare domain and keeps a given scheme', () => {
    expect(toBaseUrl('line1.example.com', { protocol: 'https:', port: '' })).toBe('https://line1.example.com');
    expect(toBaseUrl('127.0.0.1', { protocol: 'http:', port: '18080' })).toBe('http://127.0.0.1:18080');
    expect(toBaseUrl('line2.example.com:8443', { protocol: 'https:', port: '443' })).toBe('https://line2.example.com:8443');
    expect(toBaseUrl('http://10.0.0.1:8080/')).toBe('http://10.0.0.1:8080');
  });
});

describe('domain retry: race', () => {
  it('[S2-4.19] the fastest domain to answer wins and the others are aborted', async () => {
    vi.useFakeTimers();
    const aborted: string[] = [];
    const ping = (baseUrl: string, signal: AbortSignal) =>
      new Promise<void>((resolve, reject) => {
        const delay = baseUrl.includes('slow') ? 900 : baseUrl.includes('fast') ? 50 : 400;
        const t = setTimeout(resolve, delay);
        signal.addEventListener('abort', () => {
          clearTimeout(t);
          aborted.push(baseUrl);
          reject(new Error('aborted'));
        });
      });
    const race = raceFastest(['slow.com', 'fast.com', 'mid.com'], ping);
    await vi.advanceTimersByTimeAsync(60);
    const winner = await race;
    vi.useRealTimers();
    expect(winner?.domain).toBe('fast.com');
    // Bare hosts are reached with this page's scheme and port.
    const base = (host: string) => `${window.location.protocol}//${host}${window.location.port ? `:${window.location.port}` : ''}`;
    expect(winner?.baseUrl).toBe(base('fast.com'));
    expect(aborted).toEqual(expect.arrayContaining([base('slow.com'), base('mid.com')]));
  });

  it('a failing domain does not win even when it answers first', async () => {
    const ping = (baseUrl: string) =>
      baseUrl.includes('broken') ? Promise.reject(new Error('502')) : new Promise((r) => setTimeout(r, 5));
    expect((await raceFastest(['broken.com', 'ok.com'], ping))?.domain).toBe('ok.com');
  });

  it('[S1-9.7] gives up after the 10 s timeout when no domain answers', async () => {
    vi.useFakeTimers();
    const ping = (_b: string, signal: AbortSignal) =>
      new Promise((_r, reject) => signal.addEventListener('abort', () => reject(new Error('timeout'))));
    const race = raceFastest(['a.com', 'b.com'], ping);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await race).toBeNull();
    vi.useRealTimers();
  });

  it('an empty list has no winner', async () => {
    expect(await raceFastest([], () => Promise.resolve())).toBeNull();
  });
});

describe('domain retry: redirect', () => {
  it('[S2-4.19] keeps affiliateCode and r and drops every other query value', () => {
    expect(buildRedirectUrl('https://fast.com', '?affiliateCode=AFF1&r=ref9&token=secret&x=1')).toBe(
      'https://fast.com/?affiliateCode=AFF1&r=ref9',
    );
  });

  it('goes to the bare origin when there is nothing to keep', () => {
    expect(buildRedirectUrl('https://fast.com/', '?x=1')).toBe('https://fast.com/');
  });
});
