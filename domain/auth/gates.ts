/**
 * Which paths need a signed-in shopper, from the dealer's `access` settings (defaults are the spec's:
 * trade-in and sell-my-car open, checkout open unless the dealer gates it, personalised finance, spin-to-win,
 * online payment and my-garage gated). Pure: the gate middleware asks it with the request's path.
 */
import type { WebsiteSettings } from "~/domain/settings/schema";
import type { SignInType } from "./sign-in-types";

type GateSettings = {
  access: WebsiteSettings["access"];
  finance: Pick<WebsiteSettings["finance"], "financePath">;
  features: Pick<WebsiteSettings["features"], "garage">;
};

/** The router matches paths case-insensitively, decoded, with any trailing slashes: so does the gate. */
function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape: match on the raw path.
  }
  path = path
    .toLowerCase()
    .replace(/\/{2,}/g, "/")
    .replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The sign-in type a signed-out visitor of this path needs, or null when the path is open. */
export function gateFor(pathname: string, settings: GateSettings): SignInType | null {
  const path = normalisePath(pathname);
  const { gates, extraGatedPaths } = settings.access;

  // /cars/trade-in is a fixed route; it must be checked before /cars/{slug}/… patterns.
  if (path === "/cars/trade-in") return gates.tradeIn ? "trade-in" : null;
  if (path === "/sell-my-car") return gates.sellMyCar ? "trade-in" : null;
  // Only a checkout of a named car is gated: a checkout route without a car slug is not redirected.
  if (/^\/cars\/[^/]+\/(checkout|buy-online)$/.test(path)) return gates.checkout ? "checkout" : null;
  if (path === "/personalised/finance") return gates.personalisedFinance ? "car-finance" : null;
  if (path === "/spin-to-win") return gates.spinToWin ? "spin-to-win" : null;
  if (path === "/online-payment") return gates.onlinePayment ? "online-payment" : null;
  if (path === "/finance" || path === normalisePath(settings.finance.financePath)) return gates.finance ? "finance" : null;
  // Without the garage feature there is no garage page to sign in for: the page answers 404 instead.
  if (path === "/my-garage") return gates.myGarage && settings.features.garage ? "my-garage" : null;

  for (const extra of extraGatedPaths) {
    const gated = normalisePath(extra.path);
    if (path === gated || path.startsWith(`${gated}/`)) return extra.type;
  }
  return null;
}

/** The sign-in page for a gated path: back to where the visitor came from (same site only) or home. */
export function signInPath(type: SignInType, redirectTo: string, back: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ type, redirect: redirectTo, back, ...extra });
  return `/sign-in?${params.toString()}`;
}
