/**
 * The console's stock feed import pages: upload, the latest run (its progress while it runs, refreshed by the page
 * without JavaScript; its dry-run report and the apply button; its result), and the CSV column-mapping step.
 */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice, When } from "./console-shell";
import type { ImportActionData, loadImportPage, loadMappingPage, MappingActionData, RunView } from "./feed-import.server";

type ImportData = Awaited<ReturnType<typeof loadImportPage>>;
type MappingData = Awaited<ReturnType<typeof loadMappingPage>>;

/** Seconds between reloads of the page while a run is going. */
export const PROGRESS_REFRESH_SECONDS = 3;

const STATUS_TEXT: Record<string, string> = {
  uploaded: "Uploaded: map its columns",
  queued: "Waiting to start",
  running: "Running",
  dry_run: "Dry run ready: nothing changed yet",
  applied: "Applied",
  refused: "Refused: nothing changed",
  failed: "Failed: nothing changed",
};

const show = (value: unknown) =>
  value === null || value === undefined || value === "" ? "—" : typeof value === "string" ? value : JSON.stringify(value);

export function ImportPage({ data, actionData }: { data: ImportData; actionData?: ImportActionData }) {
  const busy = useNavigation().state === "submitting";
  const run = data.run;
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold">Import stock</h1>
      <p className="mt-2 text-sm">
        Upload your DMS&apos;s stock export (CSV or XML, at most {data.maxMb} MB). You see what it would change before anything changes;
        cars missing from the feed are marked sold, never deleted.
      </p>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" encType="multipart/form-data" className="mt-4 rounded-brand bg-surface p-4" aria-label="Upload a feed">
        <label className="block text-sm font-semibold">
          Feed file
          <input type="file" name="feed" required accept=".csv,.xml,.txt,text/csv,application/xml,text/xml" className={consoleInput} />
        </label>
        <button type="submit" className={`${consoleButton} mt-3`} disabled={busy || run?.active}>
          Upload and check
        </button>
        {run?.active && <p className="mt-2 text-sm">An import is running: upload the next one when it has finished.</p>}
      </Form>
      {run && <RunPanel run={run} busy={busy} />}
      {data.log.length > 1 && <RunLog log={data.log} />}
    </section>
  );
}

/** The latest runs: console uploads and scheduled fetches of the dealer's feed address. */
function RunLog({ log }: { log: ImportData["log"] }) {
  return (
    <section className="mt-6" aria-labelledby="log-heading">
      <h2 id="log-heading" className="text-xl font-bold">
        Run log
      </h2>
      <ul className="mt-2 divide-y divide-black/10 rounded-brand bg-surface text-sm">
        {log.map((r) => (
          <li key={r.id} className="p-3">
            <When at={r.startedAt} /> · {r.actor === "schedule" ? "scheduled fetch" : r.actor} ·{" "}
            <span className="break-all">{r.source}</span>
            <br />
            <strong>
              {r.dryRun ? "Dry run" : "Apply"}: {STATUS_TEXT[r.status] ?? r.status}
            </strong>
            {r.counts.new !== undefined && (
              <>
                {" "}
                · {r.counts.new} new, {r.counts.changed ?? 0} changed, {r.counts.removed ?? 0} sold, {r.counts.invalid ?? 0} invalid
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function RunPanel({ run, busy }: { run: RunView; busy: boolean }) {
  const c = run.counts;
  return (
    <section className="mt-6 rounded-brand bg-surface p-4" aria-labelledby="run-heading">
      <h2 id="run-heading" className="text-xl font-bold">
        Latest import: {run.source}
      </h2>
      <p className="mt-1 text-sm">
        {run.dryRun ? "Dry run" : "Apply"} by {run.actor}, started <When at={run.startedAt} />
        {run.mapping && <> · mapping {run.mapping}</>}
      </p>
      <p className="mt-2 font-semibold" role="status">
        {STATUS_TEXT[run.status] ?? run.status}
      </p>
      {run.status === "uploaded" && (
        <Link className={`${consoleButton} mt-3 inline-block`} to={`/console/stock/import/mapping?run=${run.id}`}>
          Map the columns
        </Link>
      )}
      {run.active && (
        <div className="mt-3">
          <p className="text-sm" data-testid="run-progress">
            {run.progress.message}
          </p>
          <dl className="mt-2 grid grid-cols-3 gap-2 text-center">
            <Count label="Rows read" value={run.progress.rows} />
            <Count label="Pictures fetched" value={run.progress.imagesFetched} of={run.progress.imagesToFetch} />
            <Count label={run.dryRun ? "Cars compared" : "Cars written"} value={run.progress.written} of={run.progress.toWrite} />
          </dl>
          <p className="mt-2 text-sm">
            This page refreshes every {PROGRESS_REFRESH_SECONDS} seconds; you can leave it and come back.{" "}
            <Link to="/console/stock/import" className="underline">
              Refresh now
            </Link>
          </p>
        </div>
      )}
      {run.error && <Notice tone="error">{run.error}</Notice>}
      {run.report && <Report run={run} />}
      {run.status === "dry_run" && run.report && (
        <Form method="post" className="mt-4 border-t border-black/10 pt-4" aria-label="Apply the import">
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="run" value={run.id} />
          {run.report.warnings.length > 0 && (
            <label className="mb-3 flex items-start gap-2 text-sm font-semibold">
              <input type="checkbox" name="confirm" value="yes" className="mt-1 size-5" />
              Yes, mark these cars sold: the feed is complete and it is ours.
            </label>
          )}
          <button type="submit" className={consoleButton} disabled={busy}>
            Apply: add {c.new ?? 0}, change {c.changed ?? 0}, mark {c.removed ?? 0} sold
          </button>
        </Form>
      )}
      {run.status === "applied" && (
        <p className="mt-3">
          <Link to="/console/stock" className={consoleSecondaryButton}>
            See the stock
          </Link>
        </p>
      )}
    </section>
  );
}

function Count({ label, value, of }: { label: string; value: number; of?: number }) {
  return (
    <div className="rounded-brand bg-surface-alt p-2">
      <dt className="text-xs">{label}</dt>
      <dd className="text-xl font-bold">
        {value.toLocaleString("en-AU")}
        {of ? <span className="block text-xs font-normal">of {of.toLocaleString("en-AU")}</span> : null}
      </dd>
    </div>
  );
}

function Report({ run }: { run: RunView }) {
  const report = run.report!;
  const c = run.counts;
  const unit = report.unit === "line" ? "Line" : "Vehicle";
  return (
    <div className="mt-4 space-y-4">
      <dl className="grid grid-cols-2 gap-2 text-center sm:grid-cols-5">
        <Count label="New" value={c.new ?? 0} />
        <Count label="Changed" value={c.changed ?? 0} />
        <Count label="Marked sold" value={c.removed ?? 0} />
        <Count label="Unchanged" value={c.unchanged ?? 0} />
        <Count label="Invalid rows" value={c.invalid ?? 0} />
      </dl>
      {report.warnings.map((w) => (
        <Notice key={w} tone="error">
          {w.replace(" (--allow-mass-removal)", "")}
        </Notice>
      ))}
      {report.truncated && <p className="text-sm">Each list below shows its first 500 entries; the counts are whole.</p>}
      {report.invalid.length > 0 && (
        <ReportList title={`Invalid rows (${c.invalid}): not imported`}>
          {report.invalid.map((r) => (
            <li key={`${r.line}-${r.stocknum}`}>
              <strong>
                {unit} {r.line}
                {r.stocknum && ` (${r.stocknum})`}:
              </strong>{" "}
              {r.reasons.join("; ")}
            </li>
          ))}
        </ReportList>
      )}
      {report.new.length > 0 && (
        <ReportList title={`New cars (${c.new})`}>
          {report.new.map((r) => (
            <li key={r.stocknum}>
              {r.stocknum}: {r.name}
            </li>
          ))}
        </ReportList>
      )}
      {report.changed.length > 0 && (
        <ReportList title={`Changed cars (${c.changed})`}>
          {report.changed.map((r) => (
            <li key={r.stocknum}>
              <strong>
                {r.stocknum} {r.name}
              </strong>
              <ul className="ml-4 list-disc">
                {r.changes.map((ch) => (
                  <li key={ch.field}>
                    {ch.field}: {show(ch.from)} → {show(ch.to)}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ReportList>
      )}
      {report.removed.length > 0 && (
        <ReportList title={`Not in the feed: marked sold (${c.removed})`}>
          {report.removed.map((r) => (
            <li key={r.stocknum}>
              {r.stocknum} {r.name}: shown as sold for {report.soldDays} days, then hidden
            </li>
          ))}
        </ReportList>
      )}
      {report.skipped.length > 0 && (
        <ReportList title={`Skipped (${c.skipped})`}>
          {report.skipped.map((r) => (
            <li key={`${r.line}-${r.stocknum}`}>
              {unit} {r.line} ({r.stocknum}): {r.reason}
            </li>
          ))}
        </ReportList>
      )}
      {report.imageFailures.length > 0 && (
        <ReportList title={`Pictures not imported (${c.imageFailures})`}>
          {report.imageFailures.map((f) => (
            <li key={f.ref} className="break-all">
              {f.ref}: {f.reason}
            </li>
          ))}
        </ReportList>
      )}
    </div>
  );
}

function ReportList({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section>
      <h3 className="font-bold">{title}</h3>
      <ul className="mt-1 space-y-1 text-sm break-words">{children}</ul>
    </section>
  );
}

export function MappingPage({ data, actionData }: { data: MappingData; actionData?: MappingActionData }) {
  const busy = useNavigation().state === "submitting";
  const choices = actionData?.choices ?? data.choices;
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold">Map the columns of {data.run.source}</h1>
      <p className="mt-2 text-sm">
        For each column of your file, choose the field it fills, or leave it unused. Stock number, year, make, model and new / used / demo
        are needed. The mapping is saved for your next import.
      </p>
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form method="post" className="mt-4" aria-label="Column mapping">
        <ul className="space-y-3">
          {data.columns.map((column, i) => {
            const example = data.examples.map((e) => e[column]).find((v) => v && v.trim() !== "");
            return (
              <li key={column} className="rounded-brand bg-surface p-3 sm:grid sm:grid-cols-2 sm:items-center sm:gap-4">
                <div>
                  <label htmlFor={`column-${i}`} className="font-semibold">
                    {column}
                  </label>
                  {example && <p className="truncate text-sm text-ink/80">e.g. {example}</p>}
                </div>
                <select id={`column-${i}`} name={`column-${i}`} defaultValue={choices[column] ?? ""} className={`${consoleInput} py-2`}>
                  <option value="">Not used</option>
                  {data.fields.map((f) => (
                    <option key={f.value} value={f.value}>
                      {f.label}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
        <label className="mt-4 block text-sm font-semibold">
          Feed address (optional): your DMS publishes this file at
          <input type="url" name="url" defaultValue={actionData?.url ?? data.url} placeholder="https://" className={consoleInput} />
          <span className="mt-1 block font-normal">When given, it is fetched on a schedule and applied if it passes the checks.</span>
        </label>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="submit" className={consoleButton} disabled={busy}>
            Save and run a dry run
          </button>
          <Link to="/console/stock/import" className={consoleSecondaryButton}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
