/**
 * React Router's Link, NavLink and Form, without the `data-discover` attribute React Router writes on each by default.
 * Every route module is known from the first page (route discovery "initial", react-router.config.ts), so the attribute
 * only added bytes (~1.4 KB of a search page's HTML, ADR 057). Lint sends every import of these three here.
 *
 * A Link or NavLink to a path of this site ("/…") is a plain anchor with a click handler (ADR 064): React Router's
 * resolve their path, keep prefetch and navigation state and make a click handler through a dozen hooks in every server
 * render, and every page's header and footer hold dozens of them. A plain left click still goes through the app's
 * router (follow-in-app.ts decides, as for the delegated lists); anything else is React Router's own Link or NavLink.
 */
import { useState, type ComponentProps, type MouseEvent } from "react";
import { Form as RouterForm, Link as RouterLink, NavLink as RouterNavLink, PrefetchPageLinks, useLocation } from "react-router";
import { isActivePath } from "~/domain/routing/active-path";
import { appRouter, followInApp, type NavigateOptions } from "./follow-in-app";

type LinkProps = ComponentProps<typeof RouterLink>;

/** "/cars/x?y#z", but not "//elsewhere" nor a relative path: those need React Router's resolution. */
export function isSitePath(to: LinkProps["to"]): to is string {
  return typeof to === "string" && to.startsWith("/") && !to.startsWith("//");
}

function onSitePathClick(onClick: LinkProps["onClick"], options: NavigateOptions) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const a = event.currentTarget;
    followInApp(event, { href: a.href, target: a.target, download: a.hasAttribute("download") }, window.location, appRouter(), options);
  };
}

export function Link(props: LinkProps) {
  const { to, prefetch = "none", reloadDocument, relative, mask } = props;
  if (!isSitePath(to) || reloadDocument || relative || mask || (prefetch !== "none" && prefetch !== "intent")) {
    return <RouterLink discover="none" {...props} />;
  }
  return prefetch === "intent" ? <IntentLink {...props} to={to} /> : <SiteLink {...props} to={to} />;
}

function SiteLink(props: LinkProps & { to: string }) {
  const { to, replace, state, preventScrollReset, viewTransition, onClick, ...rest } = props;
  const { discover: _d, prefetch: _p, defaultShouldRevalidate: _r, reloadDocument: _rd, relative: _rel, mask: _m, ...anchor } = rest;
  return <a {...anchor} href={to} onClick={onSitePathClick(onClick, { replace, state, preventScrollReset, viewTransition })} />;
}

/** Prefetches the page's data and code once the shopper points at, focuses or touches the link, as prefetch="intent" does. */
function IntentLink(props: LinkProps & { to: string }) {
  const [intent, setIntent] = useState(false);
  const show = () => setIntent(true);
  const { onMouseEnter, onFocus, onTouchStart } = props;
  return (
    <>
      <SiteLink
        {...props}
        onMouseEnter={(event) => (onMouseEnter?.(event), show())}
        onFocus={(event) => (onFocus?.(event), show())}
        onTouchStart={(event) => (onTouchStart?.(event), show())}
      />
      {intent && <PrefetchPageLinks page={props.to} />}
    </>
  );
}

/**
 * NavLink: a Link whose `aria-current` (and `className` function, or an "active" class beside a string className) says
 * whether it is the current page's (isActivePath). Pending and transitioning are never set: nothing styles them.
 */
export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  const { pathname } = useLocation();
  const { to, end, caseSensitive, className, style, children, "aria-current": ariaCurrent = "page", ...rest } = props;
  if (!isSitePath(to) || typeof style === "function" || typeof children === "function" || rest.relative) {
    return <RouterNavLink discover="none" {...props} />;
  }
  const isActive = isActivePath(pathname, to, { end, caseSensitive });
  const classes =
    typeof className === "function"
      ? className({ isActive, isPending: false, isTransitioning: false })
      : [className, isActive && "active"].filter(Boolean).join(" ") || undefined;
  return (
    <Link {...rest} to={to} className={classes} style={style} aria-current={isActive ? ariaCurrent : undefined}>
      {children}
    </Link>
  );
}

export function Form(props: ComponentProps<typeof RouterForm>) {
  return <RouterForm discover="none" {...props} />;
}
