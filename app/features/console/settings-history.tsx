/** A settings or theme history: each saved version with who and when, and a one-click revert (a POST). */
import { Form, Link } from "~/app/ui/router-links";
import { consoleSecondaryButton, When } from "./console-shell";

export type HistoryRow = { id: number; actor: string; note: string; at: string; current: boolean };

export function SettingsHistory({ rows, what }: { rows: HistoryRow[]; what: string }) {
  return (
    <section aria-labelledby="h-history" className="rounded-brand bg-surface p-4">
      <h2 id="h-history" className="font-bold">
        History
      </h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-muted">No {what} saved from the console yet.</p>
      ) : (
        <ol className="mt-2 divide-y divide-black/10" aria-label={`Saved versions of the ${what}, newest first`}>
          {rows.map((r) => (
            <li key={r.id} data-testid={`version-${r.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3 text-sm">
              <div className="min-w-0 flex-1 basis-64">
                <p>
                  <span className="font-semibold">
                    <When at={r.at} />
                  </span>{" "}
                  <span className="break-all text-muted">{r.actor || "(before the console)"}</span>
                </p>
                <p className="break-words">{r.note}</p>
              </div>
              {r.current ? (
                <span className="font-semibold text-muted">In use</span>
              ) : (
                <Form method="post">
                  <input type="hidden" name="intent" value="revert" />
                  <input type="hidden" name="version" value={r.id} />
                  <button type="submit" className={`${consoleSecondaryButton} whitespace-nowrap`}>
                    Revert<span className="sr-only"> to this version</span>
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The recent versions of one part of the settings, on the page that edits that part (home promotions, lead routing):
 * who changed it and when, with the way back (revert lives on the settings page).
 */
export function RecentSettingsChanges({
  what,
  are = "is",
  history,
}: {
  /** What the page edits, as the sentence's subject ("Lead routing", "The promotions"), and its verb. */
  what: string;
  are?: "is" | "are";
  history: Array<Pick<HistoryRow, "id" | "actor" | "note" | "at">>;
}) {
  return (
    <section aria-labelledby="h-history" className="mt-8 rounded-brand bg-surface p-4">
      <h2 id="h-history" className="text-lg font-bold">
        Recent changes
      </h2>
      <p className="mt-1 text-sm text-muted">
        {what} {are} part of the site&apos;s settings: every change is a version you can revert on the{" "}
        <Link to="/console/settings" className="underline">
          settings page
        </Link>
        .
      </p>
      <ol className="mt-2 divide-y divide-black/10 text-sm">
        {history.map((r) => (
          <li key={r.id} className="py-2">
            <When at={r.at} /> <span className="break-all text-muted">{r.actor || "(before the console)"}</span>
            <p className="break-words">{r.note}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
