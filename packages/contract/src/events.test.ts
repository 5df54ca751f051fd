import { describe, expect, it } from 'vitest';
import {
  clientFrameSchema,
  LIVE_EVENT_TYPES,
  liveEventSchema,
  parseTopic,
  serverFrameSchema,
  settingTopic,
  userTopic,
} from './events.js';

describe('socket topics', () => {
  it('names the per-user topic by customer id and the setting topic by merchant', () => {
    expect(userTopic('10023')).toBe('/topic/user/10023');
    expect(settingTopic('demo')).toBe('/topic/setting/demo');
  });

  it('reads a topic back and refuses anything else', () => {
    expect(parseTopic('/topic/user/10023')).toEqual({ kind: 'user', customerId: '10023' });
    expect(parseTopic('/topic/setting/demo')).toEqual({ kind: 'setting', merchantCode: 'demo' });
    expect(parseTopic('/topic/user/')).toBeNull();
    expect(parseTopic('/topic/user/1/../2')).toBeNull();
    expect(parseTopic('/topic/other/1')).toBeNull();
  });
});

describe('live event messages', () => {
  it('reads a deposit event with amount, time, success and remarks', () => {
    const e = liveEventSchema.parse({
      type: 'DEPOSIT',
      data: { amount: 100.5, time: 1_700_000_000_000, success: true, remarks: null },
    });
    expect(e.type).toBe('DEPOSIT');
    if (e.type === 'DEPOSIT') expect(e.data.amount).toBe(100.5);
  });

  it('reads agent transfer events with amount, time, sender and receiver', () => {
    for (const type of ['AGENT_TRANSFER_AGENT_TO_DOWNLINE', 'AGENT_TRANSFER_DOWNLINE_TO_AGENT'] as const) {
      const e = liveEventSchema.safeParse({
        type,
        popup: true,
        data: { amount: 20, time: 1_700_000_000_000, sender: 'agent1', receiver: 'player01' },
      });
      expect(e.success).toBe(true);
    }
  });

  it('reads the message-only events', () => {
    expect(liveEventSchema.safeParse({ type: 'PROMOTION_CLAIM', title: 'Bonus', message: 'Approved' }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'ONLINE_MSG', popup: false, title: 'Hi', message: 'Hello' }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'INBOX' }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'PAYMENT_CONFIRMATION' }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'MANUAL_PROMO', data: { amount: 8.8, promotionName: null } }).success).toBe(true);
    expect(liveEventSchema.safeParse({ type: 'LGSGAMESETTING' }).success).toBe(true);
  });

  it('refuses an unknown type and a money event without its data', () => {
    expect(liveEventSchema.safeParse({ type: 'SOMETHING' }).success).toBe(false);
    expect(liveEventSchema.safeParse({ type: 'WITHDRAW' }).success).toBe(false);
    expect(liveEventSchema.safeParse({ type: 'WITHDRAW', data: { amount: '1', time: 1, success: true, remarks: null } }).success).toBe(false);
  });

  it('covers every listed event type', () => {
    const samples: Record<string, unknown> = {
      MANUAL_PROMO: {},
      PROMOTION_CLAIM: { title: 't', message: 'm' },
      INBOX: {},
      WITHDRAW: { data: { amount: 1, time: 1, success: false, remarks: 'no' } },
      DEPOSIT: { data: { amount: 1, time: 1, success: true, remarks: null } },
      ONLINE_MSG: { popup: true, title: 't', message: 'm' },
      PAYMENT_CONFIRMATION: {},
      AGENT_TRANSFER_AGENT_TO_DOWNLINE: { popup: true, data: { amount: 1, time: 1, sender: 'a', receiver: 'b' } },
      AGENT_TRANSFER_DOWNLINE_TO_AGENT: { popup: true, data: { amount: 1, time: 1, sender: 'a', receiver: 'b' } },
      LGSGAMESETTING: {},
      LOTTERY_SETTLED: { data: { gameCode: 'CQSSC', numero: '20310301-0481', bets: 2, payout: 9.8 } },
    };
    for (const type of LIVE_EVENT_TYPES) {
      expect(liveEventSchema.safeParse({ type, ...(samples[type] as object) }).success, type).toBe(true);
    }
  });
});

describe('socket frames', () => {
  it('subscribes to a topic with merchant and token', () => {
    expect(
      clientFrameSchema.safeParse({ action: 'subscribe', topic: userTopic('1'), merchant: 'demo', token: 'abc' }).success,
    ).toBe(true);
    expect(clientFrameSchema.safeParse({ action: 'subscribe', topic: userTopic('1') }).success).toBe(false);
  });

  it('carries an event on its topic from the server', () => {
    const f = serverFrameSchema.parse({ kind: 'event', topic: userTopic('1'), event: { type: 'INBOX' } });
    expect(f.kind).toBe('event');
    expect(serverFrameSchema.safeParse({ kind: 'event', topic: 'x', event: { type: 'NOPE' } }).success).toBe(false);
  });
});
