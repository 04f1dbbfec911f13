import { isRouteErrorResponse, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { ConsoleShell } from "~/app/features/console/console-shell";
import { refusalMessage } from "~/app/route-errors";
import { loadConsoleLayout, staffMiddleware, type ConsoleLayoutData } from "~/app/features/console/console-layout.server";
import type { Route } from "./+types/console";

/** The dealer console (issue 19, ADR 036): its own frame, its own staff session, never cached. */
export const handle = { console: true };

export const middleware: Route.MiddlewareFunction[] = [staffMiddleware];

export const loader = ({ context }: Route.LoaderArgs) => loadConsoleLayout(context);

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export function meta() {
  return [{ name: "robots", content: "noindex" }];
}

export default function Console({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleShell data={loaderData}>
      <Outlet />
    </ConsoleShell>
  );
}

/** A console page's refusal (403, 404, a bad filter) inside the console's frame, in the route's own words. */
export function ErrorBoundary() {
  const error = useRouteError();
  const layout = useRouteLoaderData("routes/console") as ConsoleLayoutData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = refusalMessage(error) ?? "Sorry, something went wrong. Please try again in a moment.";
  const body = (
    <section className="mx-auto max-w-xl rounded-brand bg-surface p-6 text-center">
      <title>{`${status === 404 ? "Not found" : status === 403 ? "Not allowed" : "Error"} | Console`}</title>
      <p className="text-sm font-semibold text-muted">{status}</p>
      <h1 className="mt-2 text-2xl font-bold">
        {status === 404 ? "Not found" : status === 403 ? "Not allowed" : "This could not be done"}
      </h1>
      <p className="mt-3">{message}</p>
      <a href="/console" className="mt-6 inline-block underline">
        Back to the console
      </a>
    </section>
  );
  return layout ? (
    <ConsoleShell data={layout}>{body}</ConsoleShell>
  ) : (
    <main id="main" className="px-4 py-10">
      {body}
    </main>
  );
}
