import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { takeOverHead } from '../lib/head-takeover.ts';
import { getSiteInfoQueryOptions } from '../lib/get-site-info.ts';
import { renderInApp, siteInfo } from '../lib/testing/render.tsx';
import { PageHead } from './page-head.tsx';

// The server writes a page's head; the app leaves it alone until it takes the head over, and
// then draws the same tags in place of the server's (decision 070).

function serverHead(): void {
  document.head.innerHTML = [
    '<title>Kleidung | Kinderkiste</title>',
    '<meta name="description" content="vom Server">',
    '<link rel="canonical" href="http://localhost:3000/shop/kleidung">',
    '<meta property="og:title" content="Kleidung | Kinderkiste">',
    '<script type="application/ld+json">{}</script>',
  ].join('');
}

const count = (selector: string) => document.head.querySelectorAll(selector).length;

describe('PageHead', () => {
  it("keeps the server's head until the app takes it over, then draws its own in its place", async () => {
    serverHead();
    const { queryClient } = renderInApp(<PageHead />, { path: '/shop/kleidung' });
    queryClient.setQueryData(getSiteInfoQueryOptions().queryKey, siteInfo());

    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'vom Server',
    );

    act(() => takeOverHead());
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="description"]')).not.toHaveAttribute(
        'content',
        'vom Server',
      ),
    );
    expect(document.title).toBe('Kleidung | Kinderkiste');
    expect(count('title')).toBe(1);
    expect(count('meta[name="description"]')).toBe(1);
    expect(count('link[rel="canonical"]')).toBe(1);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3000/shop/kleidung',
    );
    // Structured data is the server's alone.
    expect(count('script[type="application/ld+json"]')).toBe(1);
  });
});
