import { expect, it } from 'vitest';
import { secretsEqual } from './secrets-equal.ts';

it('accepts only the same secret, whatever the lengths', () => {
  expect(secretsEqual('a-long-metrics-token', 'a-long-metrics-token')).toBe(true);
  expect(secretsEqual('a-long-metrics-tokeN', 'a-long-metrics-token')).toBe(false);
  expect(secretsEqual('a-long-metrics-token-and-more', 'a-long-metrics-token')).toBe(false);
  expect(secretsEqual('', 'a-long-metrics-token')).toBe(false);
});
