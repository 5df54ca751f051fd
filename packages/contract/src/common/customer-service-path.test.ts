import { describe, expect, it } from 'vitest';
import { CUSTOMER_SERVICE_PATH_PREFIX, decodeCustomerServicePath, encodeCustomerServicePath } from './customer-service-path.js';

describe('customer-service paths on the wire (spec 2 §3)', () => {
  it('obfuscates every path but a web link, and reads it back as the address', () => {
    for (const path of ['/chat/room', 'mailto:support@demo-lotto.test', 'tel:+8613800000000', 'line://ti/p/@lucky', '/chat/room?title=客服 支持']) {
      const wire = encodeCustomerServicePath(path);
      expect(wire.startsWith(CUSTOMER_SERVICE_PATH_PREFIX), path).toBe(true);
      expect(wire).not.toContain(path.slice(1, 5));
      expect(decodeCustomerServicePath(wire)).toBe(path);
    }
    for (const link of ['https://t.me/demolotto_support', 'http://chat.example/room', 'HTTPS://cs.example/x']) {
      expect(encodeCustomerServicePath(link)).toBe(link);
      expect(decodeCustomerServicePath(link)).toBe(link);
    }
  });

  it('keeps a path a platform sent as it is, and gives no link for a damaged one', () => {
    expect(decodeCustomerServicePath('/chat/room')).toBe('/chat/room');
    expect(decodeCustomerServicePath(`${CUSTOMER_SERVICE_PATH_PREFIX}***`)).toBe('');
    expect(decodeCustomerServicePath(`${CUSTOMER_SERVICE_PATH_PREFIX}/w==`)).toBe('');
  });
});
