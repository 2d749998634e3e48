import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, vi } from 'vitest';
import { fakeApi, takeUnansweredRequests } from './fake-api.ts';

// The setup of every component test (vitest.config.ts, project 'web'; decision 055).

// Testing Library waits a macrotask after each user-event step and while `waitFor` polls, and
// moves fake timers on for that only when it sees Jest's. Vitest's fake timers answer to the same
// call, so a test on fake timers (the 1.5 s and 2 s waits of the cart) does not hang.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

// `findBy…` and `waitFor` give up after 5 s, not 1 s: on a busy 2-core machine (the server tests
// run beside these) an answer may take longer than a second, and a real failure still shows.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no layout and no scrolling; a page that scrolls to the top must not fail for that.
window.scrollTo = () => {};

// A console.error fails the test: React's warnings (act, keys, a state update after unmount), a
// crash caught by an error boundary, jsdom's complaint about a browser API it lacks.
const originalError = console.error;
let consoleErrors: string[] = [];

beforeEach(() => {
  // No test reaches a network: a request the test has not answered fails it.
  fakeApi();
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(format(...args));
    originalError(...args);
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  console.error = originalError;
  const unanswered = takeUnansweredRequests();
  const errors = consoleErrors;
  consoleErrors = [];
  if (unanswered.length > 0) {
    throw new Error(`Requests the test did not answer:\n${unanswered.join('\n')}`);
  }
  if (errors.length > 0) {
    throw new Error(`Unexpected console.error:\n${errors.join('\n---\n')}`);
  }
});
