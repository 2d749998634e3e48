import { useLayoutEffect, useRef, useState } from 'react';
import type { ProductImage } from '../../../domain/api/product.ts';
import { useIsHydrating } from '../../lib/hydration.ts';

interface ResponsivePictureProps {
  image: ProductImage | null;
  alt: string;
  /** Load at once: for pictures likely in view on arrival. */
  eager?: boolean;
  /** Classes of the frame; it keeps a square shape unless told otherwise. */
  className?: string;
  /** Dimmed (in the cart or reserved, docs/product.md §2.7). */
  dimmed?: boolean;
}

/**
 * avif, then webp, then png. The frame has a fixed aspect ratio and the img its width and height,
 * so nothing shifts when the file arrives; the tiny low-resolution variant shows blurred
 * underneath until the picture has loaded.
 */
export function ResponsivePicture({
  image,
  alt,
  eager = false,
  className = 'aspect-square',
  dimmed = false,
}: ResponsivePictureProps) {
  // The server's HTML has no script to fade a picture in: there, and while the app takes over
  // that HTML, a picture shows as it arrives.
  const hydrating = useIsHydrating();
  const [loaded, setLoaded] = useState(() => import.meta.env.SSR || hydrating);
  const img = useRef<HTMLImageElement>(null);
  // A picture the browser already has is shown at once, before the next paint, instead of
  // fading in from the blurred preview. Only when it is not shown already: a state update here
  // re-renders at once, in the same task (a page of pictures taken over from the server's HTML
  // would re-render each of them).
  const shownAtFirst = useRef(loaded);
  useLayoutEffect(() => {
    if (shownAtFirst.current) return;
    if (img.current?.complete === true && img.current.naturalWidth > 0) setLoaded(true);
  }, []);
  const frame = `relative overflow-hidden bg-brand-50 ${className} ${dimmed ? 'opacity-45 grayscale-[40%]' : ''}`;

  if (image === null) {
    // Dimming by opacity would make the words unreadable; a dimmed placeholder only darkens.
    return (
      <div
        className={`relative flex items-center justify-center overflow-hidden text-sm text-muted ${className} ${dimmed ? 'bg-ink/10' : 'bg-brand-50'}`}
      >
        Noch kein Foto
      </div>
    );
  }

  return (
    <div className={frame}>
      {!loaded && (
        <div
          aria-hidden="true"
          className="absolute inset-0 scale-110 bg-cover bg-center blur-lg"
          style={{ backgroundImage: `url("${image.lowres}")` }}
        />
      )}
      <picture>
        <source type="image/avif" srcSet={image.avif} />
        <source type="image/webp" srcSet={image.webp} />
        <img
          ref={img}
          src={image.png}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(true)}
          className={`relative h-full w-full object-cover motion-safe:transition-opacity motion-safe:duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      </picture>
    </div>
  );
}
