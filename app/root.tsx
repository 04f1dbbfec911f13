import type { ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunction,
} from "react-router";
import { CanonicalLink } from "~/app/features/seo/canonical-link";
import { loadRootData } from "~/app/features/site-shell/root-data.server";
import { SiteShell } from "~/app/features/site-shell/site-shell";
import { gateMiddleware } from "~/app/middleware/gate.server";
import { sessionMiddleware } from "~/app/middleware/session.server";
import { tenantMiddleware } from "~/app/middleware/tenant.server";
import { useNonce } from "~/app/nonce";
import { refusalMessage } from "~/app/route-errors";
import { ZOD_JITLESS_SCRIPT } from "~/app/zod-jitless";
import { AppStyles } from "~/app/styles/app-styles";
import { useOptionalSite, type RootLoaderData } from "~/app/site-context";
import type { Route } from "./+types/root";
import { buttonClass } from "~/app/ui/button";

export const middleware: Route.MiddlewareFunction[] = [tenantMiddleware, sessionMiddleware, gateMiddleware];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
  return loadRootData(request, context);
}

/**
 * The site and the shopper do not change when only the query string does (a search's filters, sort or page): the root
 * is not loaded again then, so a search that fails keeps its page and previous results (000 §4) instead of the root's
 * error page, and a filter change costs one request. Any POST, or another path, loads it again as usual.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (!formMethod || formMethod.toUpperCase() === "GET") && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export function Layout({ children }: { children: ReactNode }) {
  const site = useOptionalSite();
  const nonce = useNonce();
  // The dealer console (/console, issue 19) draws its own header and navigation instead of the shop's.
  const consoleApp = useMatches().some((match) => (match.handle as { console?: boolean } | undefined)?.console);
  return (
    <html lang="en-AU" data-template={site?.template ?? "directory"}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before any module: see app/zod-jitless.ts. The browser hides the nonce once parsed, hence no hydration warning. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SCRIPT }} />
        {site && <meta name="theme-color" content={site.brandColour} />}
        <Meta />
        {site?.favicon ? (
          <link rel="icon" href={site.favicon} type="image/png" />
        ) : (
          <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        )}
        {/* Links need no nonce (the CSP allows 'self'); an empty one stops React Router adding the response's,
            which browsers hide after parsing and hydration would then report as a mismatch. */}
        <AppStyles />
        <Links nonce="" />
        {/* style-src allows inline styles, so the theme needs no nonce (and a hidden one would not hydrate). */}
        {site && <style dangerouslySetInnerHTML={{ __html: site.themeCss }} />}
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        {site && !consoleApp ? <SiteShell site={site}>{children}</SiteShell> : consoleApp ? children : <main id="main">{children}</main>}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <CanonicalLink />
      <Outlet />
    </>
  );
}

/**
 * Every error page. It shows a status and a sentence, never an error's message or stack: a refusal of
 * the request (4xx) says what was wrong in the route's own words, anything else says sorry.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const site = useOptionalSite();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const unknownSite = isRouteErrorResponse(error) && (error.data as { reason?: string } | null)?.reason === "unknown-site";
  const refusal = refusalMessage(error);
  const title = unknownSite
    ? "No dealer site at this address"
    : status === 404
      ? "Page not found"
      : status === 410
        ? "No longer available"
        : refusal
          ? "This request could not be completed"
          : "Something went wrong";
  const message = unknownSite
    ? "Check the web address, or contact the dealer you were looking for."
    : status === 404
      ? "The page you asked for doesn't exist. It may have moved."
      : status !== 410 && refusal
        ? refusal
        : "Sorry, we couldn't load this page. Please try again in a moment.";
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{`${title}${site ? ` | ${site.name}` : ""}`}</title>
      <p className="text-sm font-semibold text-muted">{status}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted">{message}</p>
      {site && (
        <a href="/" className={buttonClass({}, "mt-8 inline-block")}>
          Go to the home page
        </a>
      )}
    </section>
  );
}
