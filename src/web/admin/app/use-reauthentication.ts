import { useCallback, useRef, useState } from 'react';

/**
 * Calls that met a 401 wait here until she has signed in again in the dialog (the new token) or
 * cancelled it (null). Several calls failing at once share one dialog (decision 039).
 */
export function useReauthentication(currentToken: () => string | null) {
  const waiting = useRef<((token: string | null) => void)[]>([]);
  const [open, setOpen] = useState(false);

  const reauthenticate = useCallback(
    (failedToken: string) => {
      // Renewed or signed in again meanwhile (here or in another tab): just try again.
      const current = currentToken();
      if (current !== null && current !== failedToken) return Promise.resolve(current);
      return new Promise<string | null>((resolve) => {
        waiting.current.push(resolve);
        setOpen(true);
      });
    },
    [currentToken],
  );

  const settle = useCallback((token: string | null) => {
    setOpen(false);
    const resolvers = waiting.current;
    waiting.current = [];
    for (const resolve of resolvers) resolve(token);
  }, []);

  const ask = useCallback(() => setOpen(true), []);

  return { open, reauthenticate, settle, ask };
}
