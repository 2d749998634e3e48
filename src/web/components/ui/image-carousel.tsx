import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { ProductImage } from '../../../domain/api/product.ts';
import { useEmbla } from '../../lib/use-embla.ts';
import { ResponsivePicture } from './responsive-picture.tsx';

const OPTIONS = { loop: true } as const;

interface ImageCarouselProps {
  images: readonly ProductImage[];
  alt: string;
  eager?: boolean;
  dimmed?: boolean;
  /** Larger arrows and dots, for the product page. */
  large?: boolean;
  /**
   * Start the carousel with the page (the product page's one carousel, which a phone swipes)
   * rather than when first reached for (the many carousels of a grid of cards).
   */
  startAtOnce?: boolean;
  label: string;
  /**
   * What a click (or a tap) on a picture does: a card opens its item. The carousel then lies above
   * the card's stretched link once the app runs, so that a finger's swipe reaches it; a swipe is
   * no click.
   */
  onPictureClick?: (event: MouseEvent) => void;
}

/**
 * Several pictures of one item as a carousel (docs/product.md §2.7): swipe, arrow buttons, or the
 * arrow keys while it has focus. It never moves by itself.
 */
export function ImageCarousel({
  images,
  alt,
  eager = false,
  dimmed = false,
  large = false,
  startAtOnce = false,
  label,
  onPictureClick,
}: ImageCarouselProps) {
  // Embla measures every slide when it starts, which forces a layout of the page; a listing of
  // 24 cards did that 24 times in the task that showed them. It starts when the visitor first
  // reaches for this carousel (pointer over it or down on it, keyboard focus in it); until then
  // the first picture shows, exactly where Embla would put it. A swipe that started it is carried
  // out once it runs (useEmbla's swipe handlers).
  const {
    viewportRef,
    api,
    selected,
    start: engage,
    move,
    swipeHandlers,
  } = useEmbla({ options: OPTIONS, startAtOnce });
  const previous = useCallback(() => move((embla) => embla.scrollPrev()), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext()), [move]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      previous();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      next();
    }
  };

  if (images.length <= 1) {
    return <ResponsivePicture image={images[0] ?? null} alt={alt} eager={eager} dimmed={dimmed} />;
  }

  const button = `absolute top-1/2 z-10 inline-flex -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow ${large ? 'size-11' : 'size-9'}`;
  return (
    <div
      role="region"
      aria-roledescription="Karussell"
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={engage}
      onFocus={engage}
      {...swipeHandlers}
      // Set once Embla follows a finger as it moves; before, a swipe moves the carousel only when
      // the finger lifts (useEmbla's swipe handlers).
      data-swipeable={api !== undefined || undefined}
      // Lifted above the card's link once the app runs (`<html data-app="started">`): before,
      // a tap on a picture follows the link without the app, as a tap on a button is held for it
      // (decision 090).
      className={onPictureClick === undefined ? 'relative' : 'relative in-data-[app=started]:z-[1]'}
    >
      <div
        ref={viewportRef}
        onClick={onPictureClick}
        className={
          onPictureClick === undefined ? 'overflow-hidden' : 'cursor-pointer overflow-hidden'
        }
      >
        {/* A finger scrolls the page up and down, slides the carousel sideways (Embla), and two
            fingers may still zoom in on a picture. */}
        <div className="flex touch-pan-y touch-pinch-zoom">
          {images.map((image, index) => (
            <div
              key={image.png}
              role="group"
              aria-roledescription="Bild"
              aria-label={`${index + 1} von ${images.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 shrink-0 grow-0 basis-full"
            >
              <ResponsivePicture
                image={image}
                alt={`${alt}, Bild ${index + 1}`}
                eager={eager && index === 0}
                dimmed={dimmed}
              />
            </div>
          ))}
        </div>
      </div>
      <button type="button" onClick={previous} className={`${button} left-1.5`}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">Vorheriges Bild</span>
      </button>
      <button type="button" onClick={next} className={`${button} right-1.5`}>
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">Nächstes Bild</span>
      </button>
      <p aria-live="polite" className="sr-only">
        Bild {selected + 1} von {images.length}
      </p>
      <div aria-hidden="true" className="absolute inset-x-0 bottom-1.5 flex justify-center gap-1">
        {images.map((image, index) => (
          <span
            key={image.png}
            className={`rounded-full ${large ? 'size-2.5' : 'size-1.5'} ${index === selected ? 'bg-white' : 'bg-white/50'} shadow`}
          />
        ))}
      </div>
    </div>
  );
}
