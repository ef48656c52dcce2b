import { forwardRef, type AnchorHTMLAttributes, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** The props of React Router's <Link> that SkillSetu uses (no `prefetch`, `discover`, `viewTransition` or `mask`). */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
  relative?: 'route' | 'path';
}

/**
 * React Router's <Link> without its framework-mode prefetching (PrefetchPageLinks and the route
 * manifest code behind it, which the declarative <BrowserRouter> never uses): an <a> whose click
 * navigates in the app, built from React Router's own `useHref` and `useLinkClickHandler`, so a
 * click behaves as before (modifier keys, `target`, `replace` when the URL does not change). An
 * absolute URL is a plain link. Builds and tests put it in place of react-router-dom's `Link`
 * (./react-router-dom.ts; docs/decisions/220-light-router-links.md).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { onClick, relative, reloadDocument, replace, state, target, to, preventScrollReset, ...rest },
  ref,
) {
  const external = typeof to === 'string' && ABSOLUTE_URL.test(to);
  const href = useHref(external ? '.' : to, { relative });
  const navigateOnClick = useLinkClickHandler(to, { replace, state, target, preventScrollReset, relative });
  if (external || reloadDocument)
    return <a {...rest} ref={ref} href={external ? (to as string) : href} target={target} onClick={onClick} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} data-discover="true" />;
});

/** What NavLink's `className`, `style` and `children` functions receive. */
export interface NavLinkRenderProps {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

/** The props of React Router's <NavLink> that SkillSetu uses. */
export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  end?: boolean;
  caseSensitive?: boolean;
  className?: string | ((props: NavLinkRenderProps) => string | undefined);
  style?: CSSProperties | ((props: NavLinkRenderProps) => CSSProperties | undefined);
  children?: ReactNode | ((props: NavLinkRenderProps) => ReactNode);
}

/**
 * React Router's <NavLink> on the light Link: `aria-current` ('page' unless given) and the class
 * `active` when the current path is `to` or (without `end`) below it. No pending or transitioning
 * state: a declarative router has none (docs/decisions/220-light-router-links.md).
 */
export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  {
    'aria-current': ariaCurrent = 'page',
    caseSensitive = false,
    className = '',
    end = false,
    style,
    children,
    ...rest
  },
  ref,
) {
  const path = useResolvedPath(rest.to, { relative: rest.relative });
  let here = useLocation().pathname;
  let target = path.pathname;
  if (!caseSensitive) {
    here = here.toLowerCase();
    target = target.toLowerCase();
  }
  const slash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive = here === target || (!end && here.startsWith(target) && here.charAt(slash) === '/');
  const state: NavLinkRenderProps = { isActive, isPending: false, isTransitioning: false };
  return (
    <Link
      {...rest}
      ref={ref}
      aria-current={isActive ? ariaCurrent : undefined}
      className={
        typeof className === 'function'
          ? className(state)
          : [className, isActive ? 'active' : null].filter(Boolean).join(' ')
      }
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
});
