import { describe, expect, it } from 'vitest';
import { injectHead } from './html-head.ts';

const template = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Alt"
    />
    <meta name="application-name" content="Kinderkiste" />
    <title>Kinderkiste</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('injectHead', () => {
  const html = injectHead(template, {
    shopName: 'Kinderkiste & Co',
    title: 'Latzhose <Topomini> | Kinderkiste',
    description: 'Gr. 86 "gut"',
    canonicalUrl: 'https://shop.example/product/1001',
    imageUrl: 'https://shop.example/images/a.png',
    keywords: 'Kleidung, Latzhose',
    type: 'product',
    noIndex: false,
    jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
    preloadImages: [{ href: '/images/abc.avif', type: 'image/avif' }],
  });

  it('preloads the largest picture in its format, at high priority', () => {
    expect(html).toContain(
      '<link rel="preload" as="image" href="/images/abc.avif" type="image/avif" fetchpriority="high" />',
    );
  });

  it('preloads nothing when the page names no picture', () => {
    const plain = injectHead(template, {
      shopName: 'Kinderkiste',
      title: 'Kinderkiste',
      description: 'Second-Hand',
      canonicalUrl: 'https://shop.example/',
      imageUrl: 'https://shop.example/share-image.png',
      keywords: 'Second-Hand',
      type: 'website',
      noIndex: true,
    });
    expect(plain).not.toContain('rel="preload"');
    expect(plain).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('name="robots"');
  });

  it('replaces title and description, escaping text', () => {
    expect(html).not.toContain('<title>Kinderkiste</title>');
    expect(html).not.toContain('content="Alt"');
    expect(html).toContain('<title>Latzhose &lt;Topomini&gt; | Kinderkiste</title>');
    expect(html).toContain('<meta name="description" content="Gr. 86 &quot;gut&quot;" />');
  });

  it("gives the web app the configured shop name in place of the build's", () => {
    expect(html).not.toContain('<meta name="application-name" content="Kinderkiste" />');
    expect(html).toContain('<meta name="application-name" content="Kinderkiste &amp; Co" />');
    expect(html).toContain('<meta property="og:site_name" content="Kinderkiste &amp; Co" />');
  });

  it('adds canonical, Open Graph and Twitter tags', () => {
    expect(html).toContain('<link rel="canonical" href="https://shop.example/product/1001" />');
    expect(html).toContain('<meta property="og:type" content="product" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/images/a.png" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('writes structured data that cannot close its script element', () => {
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<script/g)).toHaveLength(1);
  });
});
