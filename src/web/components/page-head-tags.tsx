import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import {
  headOf,
  missingProductHead,
  productPageHead,
  publicPageHead,
  robotsContent,
  type PageHeadContent,
} from '../../domain/page-head.ts';
import { serverHeadTags } from '../lib/head-takeover.ts';
import { SHOP_NAME } from '../lib/site.ts';
import { useSiteInfo } from '../lib/get-site-info.ts';
import type { PageHeadProps } from './page-head.tsx';

// This module loads when the app takes the head over (lib/head-takeover.ts). The server's tags
// are removed once the app's own are in the document, in the same task, so a page is never
// without a title (an empty head for a moment failed the accessibility checks).
const serverTags = serverHeadTags(document.head);

/**
 * The page head's tags (docs/product.md §2.6): title 'Page | Brand', description, keywords, Open
 * Graph and Twitter card tags, share image and the canonical URL from the configured site host
 * and the path. Public pages and products get exactly the head the server writes into their
 * HTML, from the same functions (domain/page-head.ts). React 19 hoists these tags into <head>.
 */
export function PageHeadTags(props: PageHeadProps) {
  const { pathname, search } = useLocation();
  const { data } = useSiteInfo();
  const publicPage = publicPageHead(pathname, search, SHOP_NAME);
  const content: PageHeadContent =
    props.product !== undefined
      ? productPageHead(props.product, SHOP_NAME)
      : props.missingProduct === true
        ? missingProductHead(pathname)
        : props.title === undefined
          ? publicPage
          : { ...publicPage, title: props.title, path: pathname, noIndex: props.noIndex ?? false };
  useLayoutEffect(() => {
    for (const tag of serverTags.splice(0)) tag.remove();
  }, []);
  const head = headOf(content, {
    siteUrl: data?.siteUrl ?? window.location.origin,
    shopName: SHOP_NAME,
  });
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <meta name="keywords" content={head.keywords} />
      {head.noIndex && <meta name="robots" content={robotsContent(head)} />}
      <link rel="canonical" href={head.canonicalUrl} />
      <meta property="og:type" content={head.type} />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:title" content={head.title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={head.canonicalUrl} />
      <meta property="og:image" content={head.imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={head.title} />
      <meta name="twitter:description" content={head.description} />
      <meta name="twitter:image" content={head.imageUrl} />
    </>
  );
}
