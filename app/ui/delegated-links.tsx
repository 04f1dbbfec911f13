/**
 * One click handler for a list of plain links (issue 18): a search page shows 21 cards, each with several links, and
 * a router <Link> per link cost its hooks (path resolution, prefetch state, click handler) in every server render.
 * The list's container takes the handlers instead: a click on a link inside it goes where the site's Link would send
 * it (follow-in-app.ts); hovering or focusing a car's link prefetches its page, as <Link prefetch="intent"> does.
 * Without JavaScript the links are links.
 */
import { useCallback, useState, type ComponentProps, type FocusEvent, type MouseEvent, type ReactNode } from "react";
import { PrefetchPageLinks } from "react-router";
import { appRouter, followInApp, inAppTarget, type LinkEvent } from "./follow-in-app";

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
  const [intent, setIntent] = useState<string | null>(null);

  const onClick = useCallback((event: MouseEvent<Element>) => {
    followInApp(event, linkIn(event), window.location, appRouter());
  }, []);
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
