// Slows down password guessing without locking the owner out: failures are counted per
// (client address, e-mail), so an attacker elsewhere cannot block the owner's sign-in.
// Kept in memory per process (decision 006); a restart forgets the counts.

export type SignInLimiter = {
  isBlocked: (key: string, now: number) => boolean;
  recordFailure: (key: string, now: number) => void;
  reset: (key: string) => void;
};

export function createSignInLimiter(options: {
  maxFailures: number;
  windowMs: number;
}): SignInLimiter {
  const failures = new Map<string, number[]>();
  const recent = (key: string, now: number) =>
    (failures.get(key) ?? []).filter((time) => now - time < options.windowMs);
  return {
    isBlocked: (key, now) => recent(key, now).length >= options.maxFailures,
    recordFailure: (key, now) => {
      failures.set(key, [...recent(key, now), now]);
      // Bound memory: forget the oldest keys when there are too many.
      if (failures.size > 10_000) {
        const oldest = failures.keys().next().value;
        if (oldest !== undefined) failures.delete(oldest);
      }
    },
    reset: (key) => void failures.delete(key),
  };
}
