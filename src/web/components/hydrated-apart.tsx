import { Suspense, useEffect, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { isHydrating, PartHydrating } from '../lib/hydration.ts';

/**
 * A part of a server-rendered page that React takes over after the rest, in a render and a commit
 * of its own (decision 082). React hydrates a Suspense boundary's content apart from the page
 * around it, and yields to the browser between the two, so no single task of the app's start
 * commits the whole page. The server writes its HTML in place, and the browser shows that HTML,
 * unchanged, until the part is taken over. With its code there, a tap on it before then makes
 * React take it over at once and then handle the tap. A part whose code comes later
 * (later-part.tsx) suspends until the code came; React keeps the server's HTML meanwhile. The
 * fallback is never shown on a page the server rendered. `onTakenOver` runs once, right after the
 * part has been taken over (or first rendered, on a page the browser renders itself).
 */
export function HydratedApart({
  children,
  onTakenOver,
}: {
  children: ReactNode;
  onTakenOver?: () => void;
}) {
  // Its own "still taking over" flag: the page's (lib/hydration.ts) is false by the time this part
  // is taken over, but the part must render what the server rendered until it has been.
  const hydrating = useRef(isHydrating());
  return (
    <Suspense fallback={null}>
      <PartHydrating value={hydrating}>
        {children}
        <PartTakenOver hydratingRef={hydrating} onTakenOver={onTakenOver} />
      </PartHydrating>
    </Suspense>
  );
}

function PartTakenOver({
  hydratingRef,
  onTakenOver,
}: {
  hydratingRef: RefObject<boolean>;
  onTakenOver: (() => void) | undefined;
}) {
  // The callback of the first render: the part is taken over once.
  const takenOver = useRef(onTakenOver);
  useEffect(() => {
    hydratingRef.current = false;
    takenOver.current?.();
  }, [hydratingRef]);
  return null;
}
