/**
 * What React Router hands the server's `handleError` (app/entry.server.tsx) besides thrown errors: its own error
 * responses. A POST to a page with no action (405), an unknown route (404) or a request it cannot read (400) is an
 * answer to the client, not a failure of the server, but it arrives as an ErrorResponse, which is not an Error:
 * logged as it was, it read `request failed … (not an Error)` (seen under the fuzz suite on POST /console/leads).
 * `errorToLog` says what, if anything, to log: nothing for a client's refusal (below 500), the Error inside
 * React Router's own 5xx, and anything else as it is (its type named by the safe logger when it is no Error).
 */
import { isRouteErrorResponse } from "react-router";

export function errorToLog(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error;
  if (error.status < 500) return null;
  const inner = (error as { error?: unknown }).error;
  return inner instanceof Error ? inner : error;
}

/** Whether an error response is React Router's own (no route, no action…), whose text names routes, not the visitor's words. */
export function isRouterOwnResponse(error: unknown): boolean {
  return isRouteErrorResponse(error) && (error as { internal?: boolean }).internal === true;
}

/** React Router's own refusals, in the platform's words (its text names route files and is for developers). */
const ROUTER_REFUSALS: Record<number, string> = {
  400: "This request could not be read.",
  403: "This request is not allowed here.",
  405: "This page does not take that request: use the page's own buttons and links.",
};

/**
 * The sentence an error page shows for a refusal (a 4xx), or null when it has none to show: the route's own words
 * when it threw them as text, React Router's refusals in plain words.
 */
export function refusalMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status < 400 || error.status >= 500) return null;
  if (isRouterOwnResponse(error)) return ROUTER_REFUSALS[error.status] ?? null;
  return typeof error.data === "string" ? error.data : null;
}
