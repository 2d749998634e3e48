import { createElement, lazy, useRef, useState } from 'react';
import type { ComponentType } from 'react';
import { useIsHydrating } from '../lib/hydration.ts';
import { HydratedApart } from './hydrated-apart.tsx';

/**
 * A part of a page whose code is not part of the first download (decision 085): the footer, the
 * message bar, home below its first screen, a listing's further filters. The server renders it
 * whole, and the browser shows that HTML unchanged until the part's code has come; the part is
 * then taken over in a commit of its own (hydrated-apart.tsx). While the app takes over the
 * server's HTML, the code comes once the visitor first acts on the page (a tap, a key, the wheel)
 * or the browser is idle after the first seconds (`markLaterPartsNeeded`, main.tsx), whichever is
 * first; a page the browser renders itself loads it at once. A tap on one of its buttons or form
 * fields before then is not lost: it is held and given to the control once the part has been
 * taken over (links work without the app anyway).
 */
export function laterPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  name: string,
): ComponentType<Props> {
  let loading: Promise<ComponentType<Props>> | null = null;
  const loadOnce = () => (loading ??= load());
  // The code at once, or once it is wanted; each a component that suspends until it came.
  const Now = lazy(() => loadOnce().then((component) => ({ default: component })));
  const WhenNeeded = lazy(() =>
    laterPartsNeeded()
      .then(loadOnce)
      .then((component) => ({ default: component })),
  );

  function PartCode(props: Props) {
    const hydrating = useIsHydrating();
    // Chosen once: the part must not change its component type (and so lose its state) after.
    // While it waits, React keeps the server's HTML and takes the part over once the code came. A
    // failed load throws to the route's error screen, which reloads a stale page.
    const [Code] = useState(() => (hydrating ? WhenNeeded : Now));
    return createElement(Code as ComponentType<Props>, props);
  }

  function LaterPart(props: Props) {
    const box = useRef<HTMLDivElement>(null);
    const [takenOver, setTakenOver] = useState(false);
    return (
      // `display: contents`: the box marks the part for held taps without taking part in the
      // layout.
      <div ref={box} className="contents" data-later-part={takenOver ? undefined : name}>
        <HydratedApart
          onTakenOver={() => {
            setTakenOver(true);
            if (box.current === null) return;
            // At once, not with the next render: a tap in between would be held for a part
            // already taken over, and never given.
            box.current.removeAttribute('data-later-part');
            giveHeldTap(box.current);
          }}
        >
          <PartCode {...props} />
        </HydratedApart>
      </div>
    );
  }
  LaterPart.displayName = `LaterPart(${name})`;
  return LaterPart;
}

let needed: (() => void) | null = null;
const neededPromise =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        needed = resolve;
      });

/** Settles once the later parts' code is wanted (`markLaterPartsNeeded`). */
export function laterPartsNeeded(): Promise<void> {
  return neededPromise;
}

/** The later parts' code comes now (idempotent). */
export function markLaterPartsNeeded(): void {
  needed?.();
  needed = null;
}

const FIRST_ACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

// One held tap for the whole page, deliberately: the code of every later part comes with the first
// action, so a visitor rarely taps twice before it is there; if she does, the later tap is the one
// she meant, and it replaces the earlier.
let heldTap: HTMLElement | null = null;
let givingHeldTap = false;

/**
 * From the app's start: the first action on the page brings the later parts' code, and a tap on a
 * button of a part not yet taken over is held for it (it would otherwise reach no handler: React
 * drops events on a part it has not taken over yet).
 */
export function listenForFirstAction(): () => void {
  const act = () => {
    markLaterPartsNeeded();
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, true);
  };
  for (const type of FIRST_ACTIONS) {
    window.addEventListener(type, act, { capture: true, passive: true });
  }
  window.addEventListener('click', holdTapOnWaitingPart, true);
  // Returns how to stop listening (tests; a page listens as long as it lives).
  return () => {
    for (const type of FIRST_ACTIONS) window.removeEventListener(type, act, true);
    window.removeEventListener('click', holdTapOnWaitingPart, true);
  };
}

function holdTapOnWaitingPart(event: MouseEvent): void {
  if (givingHeldTap || !(event.target instanceof Element)) return;
  // Buttons and form fields; a link needs no app to be followed.
  const control = event.target.closest('button, input, label');
  if (!(control instanceof HTMLElement) || control.closest('[data-later-part]') === null) return;
  event.preventDefault();
  event.stopPropagation();
  heldTap = control;
  markLaterPartsNeeded();
}

function giveHeldTap(part: HTMLElement): void {
  const tap = heldTap;
  if (tap === null || !part.contains(tap)) return;
  heldTap = null;
  givingHeldTap = true;
  try {
    tap.click();
  } finally {
    givingHeldTap = false;
  }
}
