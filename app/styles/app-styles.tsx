import appCssHref from "./app.css?url";

/**
 * The stylesheet, linked (ADR 031, superseding ADR 021's inlining): the built file has a content hash in its
 * name and is served immutable for a year, so a shopper downloads it once for every page of every dealer,
 * instead of 45 KB of CSS inside each page's HTML.
 */
export function AppStyles() {
  return <link rel="stylesheet" href={appCssHref} />;
}

export { appCssHref };
