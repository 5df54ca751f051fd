import { describe, expect, it, vi } from 'vitest';
import { userTopic, type LiveEvent } from '@lotto/contract';
import { createLiveEventHub } from './live-events.js';

describe('live event hub', () => {
  const event: LiveEvent = { type: 'LOTTERY_SETTLED', data: { gameCode: 'CQSSC', numero: '20310301-0481', bets: 1, payout: 0 } };

  it('hands each event to every listener until it unsubscribes; a failing listener is logged, not thrown', () => {
    const log = { error: vi.fn() };
    const hub = createLiveEventHub(log);
    const heard: string[] = [];
    hub.subscribe(() => {
      throw new Error('socket gone');
    });
    const stop = hub.subscribe((topic, e) => heard.push(`${topic} ${e.type}`));
    expect(() => hub.publish(userTopic('7'), event)).not.toThrow();
    stop();
    hub.publish(userTopic('7'), event);
    expect(heard).toEqual(['/topic/user/7 LOTTERY_SETTLED']);
    expect(log.error).toHaveBeenCalledTimes(2);
  });

  it('tells listeners whether an event was published here or relayed from another process', () => {
    const hub = createLiveEventHub();
    const heard: string[] = [];
    hub.subscribe((_topic, e, source) => heard.push(`${e.type} ${source}`));
    hub.publish(userTopic('7'), event);
    hub.deliverRelayed(userTopic('7'), event);
    expect(heard).toEqual(['LOTTERY_SETTLED local', 'LOTTERY_SETTLED relayed']);
  });

  it('refuses an event the site could not read', () => {
    const hub = createLiveEventHub();
    expect(() => hub.publish(userTopic('7'), { type: 'LOTTERY_SETTLED' } as unknown as LiveEvent)).toThrow();
  });
});
