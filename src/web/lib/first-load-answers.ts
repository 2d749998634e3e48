import { FIRST_LOAD_ANSWERS_ID } from '../../domain/first-load.ts';

/**
 * The server writes the answers to a page's first API requests into the page itself (decision
 * 019): `<script type="application/json" id="first-load-answers">{ "/api/site": {...}, ... }`.
 * The API client takes each one instead of asking the network, once, and only right after the
 * page has loaded; every later request (a refetch, the next page) goes to the server as usual.
 */

/** Answers older than this are not used: the visitor has been around, ask the server. */
const MAX_AGE_MS = 30_000;

export interface FirstLoadAnswers {
  /** The answer to a GET of `path`, removed from the store; undefined when there is none. */
  take(path: string, now: number): unknown;
  /** Forgets every answer. */
  discard(): void;
}

export function createFirstLoadAnswers(json: string | null, loadedAt: number): FirstLoadAnswers {
  let answers = new Map<string, unknown>();
  if (json !== null) {
    try {
      const parsed: unknown = JSON.parse(json);
      const isRecord = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
      if (isRecord) answers = new Map(Object.entries(parsed));
    } catch {
      // A damaged page: every request goes to the server.
    }
  }
  return {
    take(path, now) {
      if (now - loadedAt > MAX_AGE_MS) answers.clear();
      const answer = answers.get(path);
      answers.delete(path);
      return answer;
    },
    discard() {
      answers.clear();
    },
  };
}

/** This page's answers, read from the document once. */
export const firstLoadAnswers = createFirstLoadAnswers(
  typeof document === 'undefined'
    ? null
    : (document.getElementById(FIRST_LOAD_ANSWERS_ID)?.textContent ?? null),
  typeof performance === 'undefined' ? 0 : performance.now(),
);
