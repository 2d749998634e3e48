import { useCallback, useEffect, useRef, useState } from 'react';
import { renewSession } from '../features/auth/api/renew-session.ts';
import { sessionAdvice, tokenTimes } from './session-timing.ts';
import type { SessionWarning } from './session-timing.ts';

const TICK_MS = 15_000;
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/**
 * Keeps a working admin signed in (decision 039): input anywhere counts as working, a renewal is
 * asked for once the token is past half its life, and the warning appears when it is about to
 * run out without her doing anything.
 */
export function useSessionRenewal(
  token: string | null,
  onRenewed: (token: string) => void,
): { warning: SessionWarning; noteActivity: () => void; renewNow: () => void } {
  const [warning, setWarning] = useState<SessionWarning>(null);
  // Arriving on an admin page is activity; set when the effect starts.
  const lastActivityAt = useRef(0);
  const lastRenewAttemptAt = useRef<number | null>(null);
  const renewing = useRef(false);

  const noteActivity = useCallback(() => {
    lastActivityAt.current = Date.now();
  }, []);

  const renew = useCallback(() => {
    if (token === null || renewing.current) return;
    renewing.current = true;
    lastRenewAttemptAt.current = Date.now();
    // A failed renewal changes nothing: offline it is tried again, expired the dialog takes over.
    renewSession(token)
      .then((fresh) => onRenewed(fresh.token))
      .catch(() => undefined)
      .finally(() => {
        renewing.current = false;
      });
  }, [token, onRenewed]);

  useEffect(() => {
    const times = token === null ? null : tokenTimes(token);
    if (times === null) return;
    lastActivityAt.current = Date.now();
    const tick = () => {
      const advice = sessionAdvice({
        now: Date.now(),
        token: times,
        lastActivityAt: lastActivityAt.current,
        lastRenewAttemptAt: lastRenewAttemptAt.current,
      });
      if (advice.renew) renew();
      setWarning((current) =>
        JSON.stringify(current) === JSON.stringify(advice.warning) ? current : advice.warning,
      );
    };
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    for (const name of ACTIVITY_EVENTS) {
      document.addEventListener(name, noteActivity, { capture: true, passive: true });
    }
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) {
        document.removeEventListener(name, noteActivity, { capture: true });
      }
    };
  }, [token, renew, noteActivity]);

  const renewNow = useCallback(() => {
    noteActivity();
    renew();
  }, [noteActivity, renew]);

  // A token without readable times (never from this server) gets no warning at all.
  const readable = token !== null && tokenTimes(token) !== null;
  return { warning: readable ? warning : null, noteActivity, renewNow };
}
