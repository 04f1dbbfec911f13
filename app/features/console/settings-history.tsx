/** A settings or theme history: each saved version with who and when, and a one-click revert (a POST). */
import { Form } from "react-router";
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
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Saved versions of the {what}, newest first</caption>
            <thead>
              <tr className="border-b border-black/10">
                <th scope="col" className="py-2 pr-3">
                  When
                </th>
                <th scope="col" className="py-2 pr-3">
                  Who
                </th>
                <th scope="col" className="py-2 pr-3">
                  What
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b border-black/5 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <When at={r.at} />
                  </td>
                  <td className="py-2 pr-3 break-all">{r.actor || "(before the console)"}</td>
                  <td className="py-2 pr-3 break-words">{r.note}</td>
                  <td className="py-2 text-right">
                    {r.current ? (
                      <span className="text-muted">In use</span>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="revert" />
                        <input type="hidden" name="version" value={r.id} />
                        <button type="submit" className={`${consoleSecondaryButton} whitespace-nowrap`}>
                          Revert<span className="sr-only"> to version {r.id}</span>
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
