import type {} from 'embla-carousel-autoplay'; // its type of `api.plugins().autoplay`
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useEmbla } from '../../lib/use-embla.ts';

const OPTIONS = { loop: true } as const;

interface SlideCarouselProps {
  label: string;
  slides: readonly { key: string; label: string; content: ReactNode }[];
  /** Autoplay interval in ms. */
  interval: number;
}

/**
 * A keyboard-operable carousel with autoplay and a pause button (WCAG 2.2.2): arrow buttons,
 * dots, and the arrow keys while focus is inside. Autoplay stops on hover, focus and interaction.
 */
export function SlideCarousel({ label, slides, interval }: SlideCarouselProps) {
  const [playing, setPlaying] = useState(true);
  const loadAutoplay = useCallback(
    () =>
      import('embla-carousel-autoplay').then(({ default: Autoplay }) => [
        Autoplay({
          delay: interval,
          stopOnInteraction: true,
          stopOnMouseEnter: true,
          stopOnFocusIn: true,
        }),
      ]),
    [interval],
  );
  // Embla measures every slide when it starts, which makes the browser lay out the page there
  // and then, and its code is 9 KB that a visitor who never touches the carousel does not need
  // (issue 33). The first slide shows without it, so Embla starts when the visitor first reaches
  // for the carousel (pointer, keyboard focus, a control or a swipe; the step is carried out once
  // Embla is ready), or when autoplay turns the first slide.
  const { viewportRef, api, selected, start, move, swipeHandlers } = useEmbla({
    options: OPTIONS,
    loadPlugins: loadAutoplay,
  });
  useEffect(() => {
    if (!playing || api !== undefined) return;
    const firstTurn = window.setTimeout(() => move((embla) => embla.scrollNext()), interval);
    return () => window.clearTimeout(firstTurn);
  }, [playing, api, move, interval]);

  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (playing) autoplay?.play();
    else autoplay?.stop();
  }, [api, playing]);

  const previous = useCallback(() => move((embla) => embla.scrollPrev()), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext()), [move]);
  const toggle = () => setPlaying(!playing);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  const control =
    'inline-flex size-11 items-center justify-center rounded-full bg-white/95 text-brand-800 shadow ring-1 ring-ink/10 hover:bg-white';
  return (
    <section
      aria-roledescription="Karussell"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={start}
      onFocus={start}
      {...swipeHandlers}
      className="relative"
    >
      <div ref={viewportRef} className="overflow-hidden rounded-3xl">
        <div className="flex touch-pan-y touch-pinch-zoom" aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              role="group"
              aria-roledescription="Folie"
              aria-label={`${index + 1} von ${slides.length}: ${slide.label}`}
              aria-hidden={index !== selected}
              inert={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-3 flex items-center justify-center gap-2">
        <button type="button" onClick={toggle} className={control}>
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
          <span className="sr-only">
            {playing ? 'Automatisches Weiterblättern anhalten' : 'Automatisch weiterblättern'}
          </span>
        </button>
        <button type="button" onClick={previous} className={control}>
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Vorherige Folie</span>
        </button>
        {slides.map((slide, index) => (
          <button
            key={slide.key}
            type="button"
            aria-current={index === selected}
            onClick={() => move((embla) => embla.scrollTo(index))}
            className="inline-flex size-11 items-center justify-center"
          >
            <span
              aria-hidden="true"
              className={`block size-3 rounded-full ${index === selected ? 'bg-brand-700' : 'bg-brand-700/30'}`}
            />
            <span className="sr-only">Folie {index + 1}</span>
          </button>
        ))}
        <button type="button" onClick={next} className={control}>
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Nächste Folie</span>
        </button>
      </div>
    </section>
  );
}
