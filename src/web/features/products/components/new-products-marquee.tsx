import { Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import MarqueeImport from 'react-fast-marquee';
import type { Product } from '../../../../domain/api/product.ts';
import { MARQUEE_SPEED } from '../../../../domain/constants.ts';
import { ProductCard } from './product-card.tsx';

export interface NewProductsMarqueeProps {
  products: readonly Product[];
  label: string;
  getHref: (product: Product) => string;
  isInCart?: (id: string) => boolean;
}

// The package is CommonJS flagged as an ES module; bundlers disagree on what its default import
// is (the component or the module object), so take whichever holds the component.
const Marquee =
  (MarqueeImport as unknown as { default?: typeof MarqueeImport }).default ?? MarqueeImport;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * 'Neu im Shop' as a moving band (speed 35, SPEC.md §9). It stops while hovered or focused, has
 * a pause button (WCAG 2.2.2) and stands still for visitors who prefer reduced motion.
 */
export function NewProductsMarquee({
  products,
  label,
  getHref,
  isInCart,
}: NewProductsMarqueeProps) {
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [focused, setFocused] = useState(false);
  const bandRef = useRef<HTMLDivElement>(null);

  // The marquee repeats its content to loop seamlessly; the copies are hidden from assistive
  // technology and the keyboard, so every product is read and tabbed to once.
  useEffect(() => {
    const copies = bandRef.current?.querySelectorAll<HTMLElement>('.rfm-marquee') ?? [];
    copies.forEach((copy, index) => {
      if (index === 0) return;
      copy.setAttribute('aria-hidden', 'true');
      copy.inert = true;
    });
  });

  return (
    <div
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <div ref={bandRef} aria-label={label} role="group">
        <Marquee speed={MARQUEE_SPEED} play={playing && !focused} pauseOnHover gradient={false}>
          {products.map((product, index) => (
            <div key={product._id} className="mx-2 w-40 py-1 sm:w-48">
              <ProductCard
                product={product}
                href={getHref(product)}
                inCart={isInCart?.(product._id) ?? false}
                eager={index < 6}
                singleImage
              />
            </div>
          ))}
        </Marquee>
      </div>
      <div className="mt-3 flex justify-end">
        <button
          type="button"
          onClick={() => setPlaying((value) => !value)}
          aria-pressed={!playing}
          className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/40"
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-4" />
          ) : (
            <Play aria-hidden="true" className="size-4" />
          )}
          {playing ? 'Laufband anhalten' : 'Laufband starten'}
        </button>
      </div>
    </div>
  );
}
