import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useState } from 'react';

/**
 * Embla, the carousels' sliding and swiping, on a carousel's viewport element (`viewportRef`),
 * started once `active` and loaded then: its code is not part of any page's first download, and
 * a carousel shows its first slide, where Embla would put it, without it (docs/performance.md).
 * `options` and `loadPlugins` must keep their identity between renders (module constants,
 * useCallback). A carousel whose code cannot load stays on its first slide.
 */
export function useEmbla(
  active: boolean,
  options: EmblaOptionsType,
  loadPlugins?: () => Promise<EmblaPluginType[]>,
): [viewportRef: (element: HTMLElement | null) => void, api: EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!active || viewport === null) return;
    let cancelled = false;
    let instance: EmblaCarouselType | undefined;
    Promise.all([import('embla-carousel'), loadPlugins?.() ?? []])
      .then(([{ default: EmblaCarousel }, plugins]) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, options, plugins);
        setApi(instance);
      })
      .catch((error: unknown) => console.warn('Carousel not started', error));
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [active, viewport, options, loadPlugins]);

  return [setViewport, api];
}
