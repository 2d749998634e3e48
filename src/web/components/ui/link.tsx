import { use } from 'react';
import type { ComponentProps, MouseEvent } from 'react';
import {
  UNSAFE_NavigationContext,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router';
import type { To } from 'react-router';

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  to: To;
  replace?: boolean;
  state?: unknown;
};

/**
 * A link within the app, navigating without reloading the page (a click with a modifier key, or
 * on a link with a target, is left to the browser). React Router's `<Link>` without what this app
 * never uses: framework mode's prefetching and route discovery, masks, absolute URLs. Those came
 * with every page's first download, about 2 KB brotli (decision 070).
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const { useTransitions } = use(UNSAFE_NavigationContext);
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target, useTransitions });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

/**
 * A link of a menu: marked as the current page (`aria-current="page"`) while the location is its
 * path or below it, as React Router's `<NavLink>` does (paths compared without case).
 */
export function NavLink({ to, ...rest }: LinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  return (
    <Link to={to} aria-current={isAtOrBelow(pathname, target) ? 'page' : undefined} {...rest} />
  );
}

/** Whether a location's path is a link's path or below it (`/shop/kleidung/…` below `/shop`). */
export function isAtOrBelow(pathname: string, linkPath: string): boolean {
  const location = pathname.toLowerCase();
  const path = linkPath.toLowerCase();
  if (location === path) return true;
  const base = path.endsWith('/') ? path : `${path}/`;
  return path !== '/' && location.startsWith(base);
}
