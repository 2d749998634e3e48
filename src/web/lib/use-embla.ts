import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent, RefObject } from 'react';

/** Up to this many pixels a press is a tap, not a swipe: Embla's own `dragThreshold`. */
const SWIPE_THRESHOLD_PX = 10;

/**
 * The slide a finger's movement asks for: the next one when it moved left, the previous one when
 * it moved right, none for a tap or a movement more up or down than sideways (a scroll).
 */
export function swipeStep(dx: number, dy: number): 'next' | 'previous' | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** Go on the carousel's root element: they start Embla and catch a swipe made before it runs. */
interface SwipeHandlers {
  onPointerDown: (event: PointerEvent) => void;
  onPointerUp: (event: PointerEvent) => void;
  onPointerCancel: () => void;
  onClickCapture: (event: MouseEvent) => void;
}

interface EmblaOnDemand {
  /** Goes on the carousel's viewport element. */
  viewportRef: RefObject<HTMLDivElement | null>;
  /** The running carousel, once started and loaded. */
  api: EmblaCarouselType | undefined;
  /** The index of the slide in view (0 until Embla runs). */
  selected: number;
  /** Starts Embla (does nothing once started). */
  start: () => void;
  /** Moves the carousel: at once when Embla runs, otherwise it starts it and moves when ready. */
  move: (step: (api: EmblaCarouselType) => void) => void;
  /** Go on the carousel's root element, in place of a pointer-down that calls `start`. */
  swipeHandlers: SwipeHandlers;
}

/**
 * Embla, the carousels' sliding and swiping, started on demand and loaded then: its code is not
 * part of any page's first download, and starting it measures every slide (a forced layout), so
 * a carousel shows its first slide, where Embla would put it, until `start` or `move` is called
 * (or at once with `startAtOnce`). A swipe made before Embla runs (its pointer-down is what
 * starts it) is carried out once it does, as a control used before then is; the click that may
 * end such a swipe is swallowed. `options` and `loadPlugins` must keep their identity between
 * renders (module constants, useCallback). A carousel whose code cannot load stays on its first
 * slide (docs/decisions/021).
 */
export function useEmbla({
  options,
  loadPlugins,
  startAtOnce = false,
}: {
  options: EmblaOptionsType;
  loadPlugins?: () => Promise<EmblaPluginType[]>;
  startAtOnce?: boolean;
}): EmblaOnDemand {
  const [active, setActive] = useState(startAtOnce);
  // A ref, not state: state set while React attaches the element would re-render every carousel
  // of a page at once, in the task that shows the page.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [selected, setSelected] = useState(0);
  // A control used before Embla was ready: carried out once it is.
  const pendingStep = useRef<((api: EmblaCarouselType) => void) | null>(null);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!active || viewport === null) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    Promise.all([import('embla-carousel'), loadPlugins?.() ?? []])
      .then(([{ default: EmblaCarousel }, plugins]) => {
        if (cancelled) return;
        const embla = EmblaCarousel(viewport, options, plugins);
        instance = embla;
        embla.on('select', () => setSelected(embla.selectedScrollSnap()));
        pendingStep.current?.(embla);
        pendingStep.current = null;
        setApi(embla);
      })
      .catch((error: unknown) => console.warn('Carousel not started', error));
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
      setSelected(0);
    };
  }, [active, options, loadPlugins]);

  const start = useCallback(() => setActive(true), []);
  const move = useCallback(
    (step: (api: EmblaCarouselType) => void) => {
      if (api !== undefined) return step(api);
      pendingStep.current = step;
      setActive(true);
    },
    [api],
  );

  // Where a press began while Embla was not running yet; Embla follows the presses after.
  const pressedAt = useRef<{ x: number; y: number } | null>(null);
  const swipedEarly = useRef(false);
  const swipeHandlers: SwipeHandlers = {
    onPointerDown: (event) => {
      setActive(true);
      pressedAt.current =
        api === undefined && event.isPrimary ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp: (event) => {
      const from = pressedAt.current;
      pressedAt.current = null;
      if (from === null) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step === null) return;
      // A mouse's click follows its pointer-up before any timer runs; a finger's swipe has none.
      swipedEarly.current = true;
      window.setTimeout(() => (swipedEarly.current = false));
      move((embla) => (step === 'next' ? embla.scrollNext() : embla.scrollPrev()));
    },
    onPointerCancel: () => {
      pressedAt.current = null;
    },
    onClickCapture: (event) => {
      if (!swipedEarly.current) return;
      swipedEarly.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };

  return { viewportRef, api, selected, start, move, swipeHandlers };
}
