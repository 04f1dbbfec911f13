/**
 * One click handler for a list of plain links (issue 18): a search page shows 21 cards, each with several links, and
 * a router <Link> per link cost its hooks (path resolution, prefetch state, click handler) in every server render.
 * The list's container takes the handlers instead: a plain left click on a link of this site inside it navigates in
 * the app, as <Link> does; hovering or focusing a car's link prefetches its page, as <Link prefetch="intent"> does.
 * Anything else (a modifier key, another button, target or download, another origin, a click a child handled) is
 * left to the browser. Without JavaScript the links are links.
 */
import { useCallback, useState, type ComponentProps, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { PrefetchPageLinks, useLocation, useNavigate } from "react-router";

/** What a click or hover is about: its button and keys, and the link it landed in (if any) inside the container. */
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

function linkIn(event: { target: EventTarget; currentTarget: Element }): LinkEvent["link"] {
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  return { href: anchor.href, target: anchor.target, download: anchor.hasAttribute("download") };
}

/** Car pages are what a shopper opens from a card: those are prefetched on intent. */
const PREFETCHED = /^\/cars\/[^/]+$/;

export function useDelegatedLinks(): {
  handlers: {
    onClick: (event: MouseEvent<Element>) => void;
    onMouseOver: (event: MouseEvent<Element>) => void;
    onFocus: (event: FocusEvent<Element>) => void;
  };
  prefetch: ReactNode;
} {
  const navigate = useNavigate();
  const location = useLocation();
  const [intent, setIntent] = useState<string | null>(null);

  const onClick = useCallback(
    (event: MouseEvent<Element>) => {
      const to = inAppTarget(
        {
          button: event.button,
          metaKey: event.metaKey,
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          defaultPrevented: event.defaultPrevented,
          link: linkIn(event),
        },
        window.location.origin,
      );
      if (to === null) return;
      event.preventDefault();
      // As <Link>: a link to the page already shown replaces it in the history.
      navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
    },
    [navigate, location],
  );
  const onIntent = useCallback((event: { target: EventTarget; currentTarget: Element }) => {
    const to = inAppTarget({ link: linkIn(event) }, window.location.origin);
    const path = to?.split(/[?#]/, 1)[0];
    if (path && PREFETCHED.test(path)) setIntent(path);
  }, []);

  return {
    handlers: { onClick, onMouseOver: onIntent, onFocus: onIntent },
    prefetch: intent ? <PrefetchPageLinks page={intent} /> : null,
  };
}

/** A list whose links navigate through one delegated handler (useDelegatedLinks). */
export function DelegatedLinkList({ children, ...props }: ComponentProps<"ul">) {
  const links = useDelegatedLinks();
  return (
    <>
      <ul {...props} {...links.handlers}>
        {children}
      </ul>
      {links.prefetch}
    </>
  );
}
