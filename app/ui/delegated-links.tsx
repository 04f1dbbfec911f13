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

/** The link an event is about, when it is a same-origin link inside the container. */
function linkOf(event: { target: EventTarget; currentTarget: Element }): URL | null {
  const anchor = (event.target as Element).closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  return url.origin === window.location.origin ? url : null;
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
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const url = linkOf(event);
      if (!url) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      // As <Link>: a link to the page already shown replaces it in the history.
      navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
    },
    [navigate, location],
  );
  const onIntent = useCallback((event: { target: EventTarget; currentTarget: Element }) => {
    const url = linkOf(event);
    if (url && PREFETCHED.test(url.pathname)) setIntent(url.pathname);
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
