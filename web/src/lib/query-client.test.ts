import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

const apiErr = (status: number) => new ApiError({ status, callId: 'c', path: '/p' });

describe('query client', () => {
  it('does not retry a 4xx ApiError', () => {
    expect(shouldRetry(0, apiErr(400))).toBe(false);
    expect(shouldRetry(0, apiErr(401))).toBe(false);
    expect(shouldRetry(0, apiErr(429))).toBe(false);
  });

  it('retries a 5xx, timeout or network failure once', () => {
    expect(shouldRetry(0, apiErr(500))).toBe(true);
    expect(shouldRetry(0, apiErr(504))).toBe(true);
    expect(shouldRetry(0, apiErr(0))).toBe(true);
    expect(shouldRetry(1, apiErr(500))).toBe(false);
  });

  it('keeps data fresh for a while and never retries mutations', () => {
    const qc = createQueryClient();
    const d = qc.getDefaultOptions();
    expect(d.queries?.staleTime).toBeGreaterThan(0);
    expect(d.queries?.retry).toBe(shouldRetry);
    expect(d.mutations?.retry).toBe(false);
  });
});
