import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProductImage } from '../../domain/api/product.ts';
import { setHydrating } from '../lib/hydration.ts';
import { HydratedApart } from './hydrated-apart.tsx';
import { ResponsivePicture } from './ui/responsive-picture.tsx';

// A part of the page taken over after the rest (decision 082): by then the page's own "taking
// over" flag is false (main.tsx clears it after the first commit), but the part must still render
// what the server rendered. A picture the server drew shows without its blurred preview; one
// the browser adds later fades in over it. A mismatch would make React log an error (which fails
// the test) and draw the part anew.

const picture = (name: string): ProductImage => ({
  avif: `/images/${name}.avif`,
  webp: `/images/${name}.webp`,
  png: `/images/${name}.png`,
  lowres: `/images/${name}-lowres.webp`,
  width: 800,
  height: 800,
});

/** What main.tsx's AppStarted does once the page's first render has committed. */
function FirstRenderCommitted() {
  useEffect(() => setHydrating(false), []);
  return null;
}

function Page({ withTrousers }: { withTrousers: boolean }) {
  return (
    <>
      <FirstRenderCommitted />
      <HydratedApart>
        <ResponsivePicture image={picture('jacke')} alt="Jacke" />
        {withTrousers && <ResponsivePicture image={picture('hose')} alt="Hose" />}
      </HydratedApart>
    </>
  );
}

/** The server's HTML of the page, taken over by the browser as main.tsx does. */
function takeOver() {
  setHydrating(true);
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Page withTrousers={false} />);
  setHydrating(true);
  return render(<Page withTrousers={false} />, { container, hydrate: true });
}

const blurredPreviews = () => document.querySelectorAll('[aria-hidden="true"].blur-lg').length;

afterEach(() => setHydrating(false));

describe('HydratedApart', () => {
  it('writes its part in place on the server, without a fallback or a script', () => {
    setHydrating(true);
    const html = renderToString(<Page withTrousers={false} />);
    expect(html).toContain('<!--$-->');
    expect(html).toContain('alt="Jacke"');
    expect(html).not.toContain('<script');
  });

  it('takes over the server’s picture as it is, after the page’s first commit', () => {
    takeOver();
    expect(document.querySelector('img[alt="Jacke"]')).toHaveClass('opacity-100');
    expect(blurredPreviews()).toBe(0);
  });

  it('lets a picture added later fade in over its preview', () => {
    const { rerender } = takeOver();
    rerender(<Page withTrousers />);
    expect(document.querySelector('img[alt="Hose"]')).toHaveClass('opacity-0');
    expect(blurredPreviews()).toBe(1);
  });
});
