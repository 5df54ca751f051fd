import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from './define-call.js';
import { controlCharacterPaths } from './shared.js';

describe('control characters in requests', () => {
  const call = defineCall({
    id: 'test.echo',
    method: 'POST',
    path: '/test/echo',
    modId: null,
    request: z.object({ name: z.string(), tags: z.optional(z.array(z.string())), note: z.optional(z.object({ text: z.string() })) }),
    reply: z.null(),
  });

  it('every call refuses a control character in any string of its request, naming the field', () => {
    for (const bad of [{ name: 'a\u0000b' }, { name: 'ok', tags: ['x', '\u001b[31m'] }, { name: 'ok', note: { text: '\u007f' } }, { name: '\u0085' }]) {
      const r = call.request.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('control characters are not allowed');
    }
    expect(call.request.safeParse({ name: 'a\u0000b' }).error?.issues[0]?.path).toEqual(['name']);
  });

  it('keeps tabs, line breaks and every other character', () => {
    expect(call.request.safeParse({ name: 'line one\r\nline\ttwo 李 🎲', note: { text: 'x\ny' } }).success).toBe(true);
  });

  it('finds the paths of offending strings, keys included', () => {
    expect(controlCharacterPaths({ a: ['ok', 'b\u0001'], ['k\u0000']: 1 })).toEqual([['a', 1], ['k\u0000']]);
  });
});
