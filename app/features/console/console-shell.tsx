/**
 * The console's frame: a slim header with the dealer's name, the count of new leads and the staff member's menu,
 * navigation that wraps on a phone, and the page. Plain links and forms, so it works before its script arrives.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { activeNavEntry } from "~/domain/console/navigation";
import type { ConsoleLayoutData } from "./console-layout.server";

const navClass = (isActive: boolean) =>
  `rounded-brand px-3 py-2 text-sm font-semibold ${isActive ? "bg-ink text-white" : "hover:bg-surface-alt"}`;

export function ConsoleShell({ data, children }: { data: ConsoleLayoutData; children: ReactNode }) {
  const active = activeNavEntry(useLocation().pathname, data.nav);
  return (
    <div className="min-h-screen bg-surface-alt">
      <header className="border-b border-black/10 bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <a href="/console" className="mr-auto font-bold">
            {data.siteName} <span className="font-normal text-muted">console</span>
          </a>
          {data.staff && (
            <>
              {data.showsLeads && (
                <a href="/console/leads?status=new" className="text-sm font-semibold" data-testid="new-leads">
                  <span className="rounded-full bg-red-700 px-2 py-0.5 text-white">{data.newLeads}</span> new{" "}
                  {data.newLeads === 1 ? "lead" : "leads"}
                </a>
              )}
              <span className="hidden text-sm text-muted sm:inline">
                {data.staff.email} · {data.staff.operator ? "Platform operator" : data.staff.role}
              </span>
              <Form method="post" action="/console/sign-out">
                <button
                  type="submit"
                  className="rounded-brand border border-black/15 px-3 py-1.5 text-sm font-semibold hover:bg-surface-alt"
                >
                  Sign out
                </button>
              </Form>
            </>
          )}
        </div>
        {data.staff && (
          <nav aria-label="Console" className="mx-auto flex max-w-6xl flex-wrap gap-1 px-4 pb-2">
            {data.nav.map((entry) => (
              <Link
                key={entry.to}
                to={entry.to}
                aria-current={entry.to === active ? "page" : undefined}
                className={navClass(entry.to === active)}
              >
                {entry.label}
              </Link>
            ))}
          </nav>
        )}
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** A console page's alert: an error (role=alert) or a notice (role=status). */
export function Notice({ tone, children }: { tone: "error" | "ok"; children: ReactNode }) {
  return tone === "error" ? (
    <div role="alert" className="my-4 rounded-brand border border-red-700/30 bg-red-50 p-3 text-sm font-semibold text-red-800">
      {children}
    </div>
  ) : (
    <div role="status" className="my-4 rounded-brand border border-emerald-700/30 bg-emerald-50 p-3 text-sm font-semibold text-emerald-900">
      {children}
    </div>
  );
}

const DATE_TIME = new Intl.DateTimeFormat("en-AU", { dateStyle: "medium", timeStyle: "short", timeZone: "Australia/Sydney" });

/** A time as staff read it (Sydney time, the same on the server and in the browser). */
export function When({ at }: { at: string | Date }) {
  const date = typeof at === "string" ? new Date(at) : at;
  return <time dateTime={date.toISOString()}>{DATE_TIME.format(date)}</time>;
}

export const consoleInput =
  "mt-1 block w-full rounded-brand border border-black/30 bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-red-700";
export const consoleButton = "rounded-brand bg-brand px-4 py-2.5 font-semibold text-brand-contrast disabled:opacity-60";
export const consoleSecondaryButton = "rounded-brand border border-black/15 bg-surface px-4 py-2.5 font-semibold hover:bg-surface-alt";
