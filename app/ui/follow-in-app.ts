/**
 * What a plain left click on a link of this site does once the app runs: it navigates with the app's router, as
 * React Router's <Link> would (issue 18, ADR 064). The site's Link and NavLink (router-links.tsx) and the lists that
 * delegate their links' clicks (delegated-links.tsx) both decide here. Anything else (a modifier key, another button,
 * target or download, another origin, a click a child handled) is left to the browser.
 */
import type { MouseEvent } from "react";

/** What a click or hover is about: its button and keys, and the link it landed in (if any). */
export type LinkEvent = {
  button?: number;
  metaKey?: boolean;
  altKey?: boolean;
  ctrlKey?: boolean;
  shiftKey?: boolean;
  defaultPrevented?: boolean;
  link: { href: string; target: string; download: boolean } | null;
};

/** The in-app address a link event should go to, or null when the browser should handle it (as <Link> decides). */
export function inAppTarget(event: LinkEvent, origin: string): string | null {
  const { link } = event;
  if (!link || (link.target && link.target !== "_self") || link.download) return null;
  if (event.defaultPrevented || (event.button ?? 0) !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const url = new URL(link.href, origin);
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

export type NavigateOptions = { replace?: boolean; state?: unknown; preventScrollReset?: boolean; viewTransition?: boolean };
/** What this module needs of the router React Router's HydratedRouter keeps on window (React Router navigates with it
 *  itself, e.g. to follow a redirect it rendered). */
export type AppRouter = {
  navigate(to: string, options: NavigateOptions & { replace: boolean }): Promise<void>;
};
type ClickEvent = Pick<MouseEvent, "button" | "metaKey" | "altKey" | "ctrlKey" | "shiftKey" | "defaultPrevented" | "preventDefault">;

/** The running app's router; none before the app has started. */
export function appRouter(): AppRouter | undefined {
  return (window as { __reactRouterDataRouter?: AppRouter }).__reactRouterDataRouter;
}

/**
 * Navigates with `router` where <Link> would (inAppTarget), replacing the history entry for a link to the page
 * already shown unless told otherwise, as <Link> does. Returns whether it took the click.
 */
export function followInApp(
  event: ClickEvent,
  anchor: LinkEvent["link"],
  location: { origin: string; pathname: string; search: string; hash: string },
  router: AppRouter | undefined,
  options: NavigateOptions = {},
): boolean {
  const { button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented } = event;
  const to = inAppTarget({ button, metaKey, altKey, ctrlKey, shiftKey, defaultPrevented, link: anchor }, location.origin);
  // Before the app has started there is no router: the browser follows the link.
  if (to === null || !router) return false;
  event.preventDefault();
  const { replace, state, preventScrollReset, viewTransition } = options;
  void router.navigate(to, {
    replace: replace ?? to === `${location.pathname}${location.search}${location.hash}`,
    state,
    preventScrollReset,
    viewTransition,
  });
  return true;
}
