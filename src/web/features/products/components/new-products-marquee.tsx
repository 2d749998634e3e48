import { Pause, Play } from 'lucide-react';
import { startTransition, useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import type { ReactNode } from 'react';
import type { Product } from '../../../../domain/api/product.ts';
import { MARQUEE_SPEED } from '../../../../domain/constants.ts';
import { whenIdle } from '../../../lib/when-idle.ts';
import { secondsUntilCopyNeeded } from '../lib/marquee-copy.ts';
import { ProductCard } from './product-card.tsx';

interface NewProductsMarqueeProps {
  products: readonly Product[];
  label: string;
  getHref: (product: Product) => string;
  isInCart?: (id: string) => boolean;
  /** A control on each card, composed by the page (the wish list's heart). */
  renderAction?: (product: Product, focusable: boolean) => ReactNode;
}

/** A card's width plus its margins (w-40 / sm:w-48, mx-2) in CSS pixels. */
const CARD_STEP_PX = 176;
const CARD_STEP_PX_SM = 208;
/** The copy is added this long before the first row's end enters the band's window. */
const COPY_MARGIN_S = 15;

/**
 * 'Neu im Shop' as a moving band (speed 35 px/s, docs/product.md §9.5). It stops while hovered or
 * focused, has a pause button (WCAG 2.2.2) and stands still, scrollable by hand, for visitors who
 * prefer reduced motion.
 *
 * The band moves by CSS alone (styles.css, `.marquee-band`): the cards twice in a row, each row
 * at least as wide as the band's window, move left by one row and start again. Nothing is
 * measured, so the server renders it as the browser does and starting the page costs no layout
 * (docs/performance.md). The second row is hidden from assistive technology and the keyboard, so
 * every product is read and tabbed to once; a pointer can still follow its links. The server
 * renders the first row only; the copy enters the window only once the first row has moved past
 * it (a minute and a half with 24 new items on a phone) and is added shortly before that, when
 * the browser is idle: adding it at once restyled and laid out 700 elements while the page
 * started (decision 022).
 */
export function NewProductsMarquee({
  products,
  label,
  getHref,
  isInCart,
  renderAction,
}: NewProductsMarqueeProps) {
  const [paused, setPaused] = useState(false);
  const [withCopy, setWithCopy] = useState(false);
  useEffect(() => {
    const wide = window.matchMedia('(min-width: 40rem)').matches;
    const needed = secondsUntilCopyNeeded({
      cards: products.length,
      cardStepPx: wide ? CARD_STEP_PX_SM : CARD_STEP_PX,
      windowWidthPx: window.innerWidth,
      speedPxPerSecond: MARQUEE_SPEED,
    });
    let cancelIdle = () => {};
    const timer = setTimeout(
      () => {
        cancelIdle = whenIdle(() => startTransition(() => setWithCopy(true)));
      },
      Math.max(0, needed - COPY_MARGIN_S) * 1000,
    );
    return () => {
      clearTimeout(timer);
      cancelIdle();
    };
  }, [products.length]);
  const duration = {
    '--marquee-duration': `${(products.length * CARD_STEP_PX) / MARQUEE_SPEED}s`,
    '--marquee-duration-sm': `${(products.length * CARD_STEP_PX_SM) / MARQUEE_SPEED}s`,
  } as CSSProperties;
  // The pictures load lazily (ProductCard's default): the band sits below the fold on a phone,
  // and its pictures would otherwise compete with the page's first paint.
  const row = (copy: boolean) => (
    <ul aria-hidden={copy || undefined} className="marquee-band">
      {products.map((product) => (
        <li key={product._id} className="mx-2 w-40 shrink-0 py-1 sm:w-48">
          <ProductCard
            product={product}
            href={getHref(product)}
            inCart={isInCart?.(product._id) ?? false}
            action={renderAction?.(product, !copy)}
            singleImage
            brandOnOneLine
            focusable={!copy}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <div>
      <div
        role="group"
        aria-label={label}
        data-paused={paused || undefined}
        className="marquee"
        style={duration}
      >
        {row(false)}
        {withCopy && row(true)}
      </div>
      <div className="mt-3 flex justify-end motion-reduce:hidden">
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/40"
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
          {paused ? 'Laufband starten' : 'Laufband anhalten'}
        </button>
      </div>
    </div>
  );
}
