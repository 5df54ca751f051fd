import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { defineCall } from './define-call.js';
import { onFirstUse } from './on-first-use.js';
import { systemCalls } from '../calls/system.js';

describe('values built on first use', () => {
  it('builds nothing until read, then once', () => {
    let builds = 0;
    const schema = onFirstUse(() => {
      builds++;
      return z.object({ name: z.string() });
    });
    const parent = onFirstUse(() => z.object({ child: schema, list: z.array(schema) }));
    expect(builds).toBe(0);
    expect(parent.safeParse({ child: { name: 'a' }, list: [{ name: 'b' }] }).success).toBe(true);
    expect(parent.safeParse({ child: { name: 1 }, list: [] }).error?.issues[0]?.path).toEqual(['child', 'name']);
    expect(builds).toBe(1);
  });

  it('stands for the schema everywhere zod and its callers look: checks, instanceof, keys, spread', () => {
    const schema = onFirstUse(() => z.object({ name: z.string(), age: z.optional(z.number()) }));
    expect(schema.check(z.refine((v) => v.name !== 'x')).safeParse({ name: 'x' }).success).toBe(false);
    expect(schema instanceof z.ZodMiniObject).toBe(true);
    expect(Object.keys(schema.def.shape)).toEqual(['name', 'age']);
    expect(z.extend(schema, { more: z.boolean() }).safeParse({ name: 'a', more: true }).success).toBe(true);
    const call = onFirstUse(() =>
      defineCall({ id: 'test.read', method: 'GET', path: '/test/read', modId: null, request: z.object({}), reply: schema }),
    );
    expect({ ...call }.path).toBe('/test/read');
    expect('reply' in call && Object.keys(call)).toContain('reply');
  });

  it("the contract's calls answer as declared: a table's call parses its request and reply", () => {
    expect(systemCalls.domainRoute.path).toBe('/wps/system/domainRoute');
    expect(systemCalls.domainRoute.reply.safeParse([{ domainName: 'a.example', speed: 1 }]).success).toBe(true);
    expect(systemCalls.domainRoute.reply.safeParse([{ domainName: 1 }]).success).toBe(false);
  });
});
