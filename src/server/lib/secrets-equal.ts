import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a secret someone sent with the expected one in a time that does not depend on where
 * they differ. Both are hashed first, so their lengths are equal and the expected length is not
 * revealed either.
 */
export function secretsEqual(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
