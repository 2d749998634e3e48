/**
 * The Idempotency-Key of one summary visit (decision 008): created when the summary opens, kept in
 * sessionStorage so a double click, a retry or a reload of the same summary sends the same key and
 * gets the same order; a new visit (or a changed cart) makes a new one.
 */
const STORAGE_KEY = 'kinderkiste-order-key';

interface StoredKey {
  key: string;
  /** What the key was made for: the cart and choices; another fingerprint needs another key. */
  fingerprint: string;
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key for this fingerprint: the stored one, or a new one when the request changed. */
export function startOrderAttempt(fingerprint: string, storage: Storage = sessionStorage): string {
  const stored = readStored(storage);
  if (stored !== null && stored.fingerprint === fingerprint) return stored.key;
  const key = randomKey();
  storage.setItem(STORAGE_KEY, JSON.stringify({ key, fingerprint } satisfies StoredKey));
  return key;
}

/** Forgets the key once its order is placed, so the next order gets a new one. */
export function finishOrderAttempt(storage: Storage = sessionStorage): void {
  storage.removeItem(STORAGE_KEY);
}

function readStored(storage: Storage): StoredKey | null {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return null;
    const parsed = JSON.parse(raw) as Partial<StoredKey>;
    return typeof parsed.key === 'string' && typeof parsed.fingerprint === 'string'
      ? { key: parsed.key, fingerprint: parsed.fingerprint }
      : null;
  } catch {
    return null;
  }
}
