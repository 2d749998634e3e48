import { describe, expect, it } from 'vitest';
import { sharedBuffersMb } from './postgres-memory.ts';

const GB = 1024 ** 3;

describe('sharedBuffersMb', () => {
  it('gives PostgreSQL a quarter of the memory, never less than its default nor more than 1 GB', () => {
    expect(sharedBuffersMb(2 * GB)).toBe(512);
    expect(sharedBuffersMb(0.25 * GB)).toBe(128);
    expect(sharedBuffersMb(24 * GB)).toBe(1024);
  });
});
