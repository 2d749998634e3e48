import { ChevronLeft, ChevronRight, Star } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Review } from '../../../../domain/api/reviews.ts';
import { REVIEW_MORE_LABEL } from '../../../../domain/texts.ts';
import { useEmbla } from '../../../lib/use-embla.ts';
import { formatGermanDate, truncateReview } from '../lib/review-text.ts';

const OPTIONS = { align: 'start', loop: false } as const;

/** Google reviews as a carousel (docs/product.md §2.7): reviewer, time, comment, always 5 stars. */
export function ReviewsCarousel({ reviews, label }: { reviews: readonly Review[]; label: string }) {
  const { viewportRef, move, swipeHandlers } = useEmbla({ options: OPTIONS, startAtOnce: true });
  const previous = useCallback(() => move((embla) => embla.scrollPrev()), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext()), [move]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') previous();
    if (event.key === 'ArrowRight') next();
  };

  return (
    <div
      role="region"
      aria-roledescription="Karussell"
      aria-label={label}
      onKeyDown={onKeyDown}
      {...swipeHandlers}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="flex touch-pan-y touch-pinch-zoom gap-4">
          {reviews.map((review) => (
            <li
              key={review.reviewId}
              className="min-w-0 shrink-0 grow-0 basis-[85%] sm:basis-[45%] lg:basis-[31%]"
            >
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      </div>
      <div className="mt-3 flex justify-end gap-2">
        <button
          type="button"
          onClick={previous}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white ring-1 ring-ink/20 hover:bg-brand-50"
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
          <span className="sr-only">Vorherige Bewertungen</span>
        </button>
        <button
          type="button"
          onClick={next}
          className="inline-flex size-11 items-center justify-center rounded-full bg-white ring-1 ring-ink/20 hover:bg-brand-50"
        >
          <ChevronRight aria-hidden="true" className="size-5" />
          <span className="sr-only">Nächste Bewertungen</span>
        </button>
      </div>
    </div>
  );
}

function ReviewCard({ review }: { review: Review }) {
  const [expanded, setExpanded] = useState(false);
  const short = truncateReview(review.comment);
  return (
    <article className="flex h-full flex-col gap-2 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink/10">
      <header className="flex items-center gap-3">
        {review.reviewer.profilePhotoUrl !== null ? (
          <img
            src={review.reviewer.profilePhotoUrl}
            alt=""
            width={40}
            height={40}
            loading="lazy"
            className="size-10 rounded-full"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-10 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
          >
            {review.reviewer.displayName.slice(0, 1)}
          </span>
        )}
        <div>
          <h3 className="font-bold">{review.reviewer.displayName}</h3>
          <p className="text-sm text-muted">
            <time dateTime={review.createTime}>{formatGermanDate(review.createTime)}</time>
          </p>
        </div>
      </header>
      <p className="flex gap-0.5 text-sun-400" role="img" aria-label="5 von 5 Sternen">
        {Array.from({ length: 5 }, (_, index) => (
          <Star key={index} aria-hidden="true" className="size-4 fill-current" />
        ))}
      </p>
      <p className="leading-relaxed">
        {expanded ? review.comment : short.text}{' '}
        {short.truncated && !expanded && (
          <button
            type="button"
            onClick={() => setExpanded(true)}
            className="font-semibold text-brand-800 underline"
          >
            {REVIEW_MORE_LABEL}
          </button>
        )}
      </p>
    </article>
  );
}
