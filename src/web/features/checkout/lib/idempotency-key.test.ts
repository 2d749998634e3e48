import { describe, expect, it } from 'vitest';
import { finishOrderAttempt, startOrderAttempt } from './idempotency-key.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe('order attempt key', () => {
  it('keeps the key for the same request and makes a valid Idempotency-Key', () => {
    const storage = memoryStorage();
    const key = startOrderAttempt('a', storage);
    expect(key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(startOrderAttempt('a', storage)).toBe(key);
  });

  it('makes a new key for a changed request and after an order', () => {
    const storage = memoryStorage();
    const key = startOrderAttempt('a', storage);
    expect(startOrderAttempt('b', storage)).not.toBe(key);
    const again = startOrderAttempt('b', storage);
    finishOrderAttempt(storage);
    expect(startOrderAttempt('b', storage)).not.toBe(again);
  });
});
