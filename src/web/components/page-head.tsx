import { useLocation } from 'react-router';
import { DEFAULT_DESCRIPTION, DEFAULT_KEYWORDS, SHARE_IMAGE_PATH } from '../../domain/page-head.ts';
import { SHOP_NAME, canonicalUrl, pageTitle } from '../lib/site.ts';
import { useSiteInfo } from '../lib/get-site-info.ts';

interface PageHeadProps {
  title?: string;
  description?: string;
  keywords?: string;
  /** A product picture, for example; the shop's share image otherwise. */
  image?: string;
  /** Search engines should not index this page (e.g. the QR redirect). */
  noIndex?: boolean;
}

/**
 * The page head (SPEC.md §2): title 'Page | Brand', description, keywords, Open Graph and Twitter
 * card tags, share image and the canonical URL from the configured site host and the path.
 * React 19 hoists these tags into <head>. The server writes the same head into the page itself
 * (server/pages/web-app.ts), so its rendering of the page leaves them out.
 */
export function PageHead({
  title,
  description = DEFAULT_DESCRIPTION,
  keywords = DEFAULT_KEYWORDS,
  image,
  noIndex = false,
}: PageHeadProps) {
  const { pathname } = useLocation();
  const { data } = useSiteInfo();
  if (import.meta.env.SSR) return null;
  const siteUrl = data?.siteUrl ?? window.location.origin;
  const fullTitle = pageTitle(title);
  const url = canonicalUrl(siteUrl, pathname);
  const imageUrl = canonicalUrl(siteUrl, image ?? SHARE_IMAGE_PATH);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords} />
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={SHOP_NAME} />
      <meta property="og:locale" content="de_DE" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
