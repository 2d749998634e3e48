import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';

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
}

/**
 * Embla, the carousels' sliding and swiping, started on demand and loaded then: its code is not
 * part of any page's first download, and starting it measures every slide (a forced layout), so
 * a carousel shows its first slide, where Embla would put it, until `start` or `move` is called
 * (or at once with `startAtOnce`). `options` and `loadPlugins` must keep their identity between
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

  return { viewportRef, api, selected, start, move };
}
