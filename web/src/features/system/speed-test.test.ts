import { describe, expect, it } from 'vitest';
import { classifySpeed, measureDomain } from './speed-test';

describe('speed test', () => {
  it('[S2-4.19] [S2-9.13] classifies 0 as unreachable, up to 80 ms fast, 81-150 normal, above 150 slow', () => {
    expect(classifySpeed(0)).toBe('unreachable');
    expect(classifySpeed(1)).toBe('fast');
    expect(classifySpeed(80)).toBe('fast');
    expect(classifySpeed(81)).toBe('normal');
    expect(classifySpeed(150)).toBe('normal');
    expect(classifySpeed(151)).toBe('slow');
  });

  it('measures the answer of the domain base url and reports 0 for a failure', async () => {
    let t = 1000;
    const seen: string[] = [];
    const ping = (base: string) => {
      seen.push(base);
      t += 42;
      return Promise.resolve();
    };
    const ms = await measureDomain('line1.example.com', ping, () => t);
    expect(ms).toBe(42);
    expect(seen).toEqual([`${window.location.protocol}//line1.example.com${window.location.port ? `:${window.location.port}` : ''}`]);
    expect(await measureDomain('down.example.com', () => Promise.reject(new Error('x')))).toBe(0);
  });
});
