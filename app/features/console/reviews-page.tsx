/** The console's Reviews page: import (dry run, then apply), and each review with what the public site does with it. */
import { useState } from "react";
import { Form } from "~/app/ui/router-links";
import { REVIEW_CSV_MAX_BYTES, REVIEW_CSV_MAX_ROWS, reviewCsvTooLargeMessage } from "~/domain/reviews/csv-limits";
import { ConsoleField, describedBy } from "./console-field";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice, When } from "./console-shell";
import type { ImportSummary, loadReviews, ReviewsActionData } from "./reviews.server";

type Data = Awaited<ReturnType<typeof loadReviews>>;

function Summary({ summary }: { summary: ImportSummary }) {
  return (
    <div className="mt-4 space-y-3" data-testid="review-import-summary">
      <p className="font-semibold">
        {summary.applied
          ? `Imported: ${summary.add} added, ${summary.update} updated, ${summary.unchanged} already here`
          : `The dry run: ${summary.add} to add, ${summary.update} to update, ${summary.unchanged} already here`}
        {`, ${summary.bad.length} bad ${summary.bad.length === 1 ? "row" : "rows"}.`}
      </p>
      {summary.bad.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="text-left font-semibold">Bad rows (not imported)</caption>
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">
                  Line
                </th>
                <th scope="col" className="py-1 pr-3">
                  Review id
                </th>
                <th scope="col" className="py-1">
                  Why
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.bad.map((b) => (
                <tr key={b.line} className="border-t border-black/10 align-top" data-testid="bad-review-row">
                  <td className="py-1 pr-3">{b.line}</td>
                  <td className="py-1 pr-3 break-all">{b.externalId || "(none)"}</td>
                  <td className="py-1">{b.reasons.join(" ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!summary.applied && summary.sample.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {summary.sample.map((r) => (
            <li key={r.line}>
              Line {r.line}: {r.action === "add" ? "add" : "update"} {r.reviewerName}, {r.rating} {r.rating === 1 ? "star" : "stars"}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function CsvImport({ answer }: { answer?: ReviewsActionData }) {
  // A chosen file over the cap is refused here before it is sent (the server refuses it too, with the same words).
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const previewed = answer?.summary && !answer.summary.applied && answer.summary.from === "csv";
  const error = answer?.fieldErrors?.csv;
  const fileError = tooLarge ?? answer?.fieldErrors?.file;
  // A checked file is kept on the server for its import: the form carries its token instead of the file.
  const staged = previewed ? answer?.values?.staged : undefined;
  // A file chosen after the check replaces the checked one (shown when the page runs its script).
  const [chosen, setChosen] = useState<{ staged: string; name: string } | null>(null);
  const replacing = staged && chosen?.staged === staged ? chosen.name : null;
  // After an import the form starts again: no file chosen, nothing pasted; after a file's check too (it is kept).
  const round = answer?.summary?.applied ? "done" : (staged ?? "csv");
  return (
    <section aria-labelledby="h-csv" className="rounded-brand bg-surface p-4">
      <h2 id="h-csv" className="text-lg font-bold">
        Import a CSV
      </h2>
      <p className="mt-1 text-sm text-muted">
        The first line names the columns: review_id, reviewer, rating (1 to 5 or FIVE), text, date (2026-11-28), and optionally location
        (its slug) and source (google by default). Importing a file again changes only what changed in it.
      </p>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" noValidate>
        {staged && <input type="hidden" name="staged" value={staged} />}
        <ConsoleField
          name="file"
          label="Choose a file"
          idPrefix="csv-"
          errors={fileError ? { file: fileError } : undefined}
          help={`A CSV of up to ${REVIEW_CSV_MAX_BYTES / 1024 / 1024} MB (${REVIEW_CSV_MAX_ROWS.toLocaleString("en-AU")} reviews). A chosen file is imported instead of what is pasted below.`}
        >
          <input
            key={round}
            id="csv-file"
            name="file"
            type="file"
            accept=".csv,text/csv"
            className="mt-1 block text-sm"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={describedBy("file", fileError ? { file: fileError } : undefined, true, "csv-")}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              if (file && file.size > REVIEW_CSV_MAX_BYTES) {
                setTooLarge(reviewCsvTooLargeMessage(file.size));
                event.currentTarget.value = "";
              } else setTooLarge(null);
              setChosen(staged && file && file.size <= REVIEW_CSV_MAX_BYTES ? { staged, name: file.name } : null);
            }}
          />
        </ConsoleField>
        {staged && answer?.values?.file && (
          <p className="text-sm" data-testid="checked-file">
            Checked: {answer.values.file}.{" "}
            {replacing
              ? `The file chosen now (${replacing}) is checked or imported instead.`
              : "It is kept here for an hour: importing uses it without sending it again. A file chosen or a CSV pasted now is used instead."}
          </p>
        )}
        <ConsoleField name="csv" label="Or paste the CSV" errors={answer?.fieldErrors}>
          <textarea
            id="csv"
            name="csv"
            rows={6}
            defaultValue={answer?.values?.csv ?? ""}
            key={round}
            className={`${consoleInput} font-mono text-sm`}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy("csv", answer?.fieldErrors)}
          />
        </ConsoleField>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="csv-preview" className={previewed ? consoleSecondaryButton : consoleButton}>
            Check the CSV (dry run)
          </button>
          {previewed && (
            <button type="submit" name="intent" value="csv-apply" className={consoleButton}>
              Import these reviews
            </button>
          )}
        </div>
      </Form>
      {answer?.summary?.from === "csv" && <Summary summary={answer.summary} />}
    </section>
  );
}

function GoogleImport({ answer }: { answer?: ReviewsActionData }) {
  const previewed = answer?.summary && !answer.summary.applied && answer.summary.from === "google";
  const error = answer?.fieldErrors?.location;
  return (
    <section aria-labelledby="h-google" className="rounded-brand bg-surface p-4">
      <h2 id="h-google" className="text-lg font-bold">
        Import from Google Business Profile
      </h2>
      <Form method="post" className="mt-3 space-y-3" noValidate>
        <div>
          <label htmlFor="location" className="font-semibold">
            Business Profile location
          </label>
          <input
            id="location"
            name="location"
            defaultValue={answer?.values?.location ?? ""}
            placeholder="accounts/123/locations/456"
            className={consoleInput}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "location-error" : undefined}
          />
          {error && (
            <p id="location-error" className="mt-1 text-sm font-semibold text-red-800">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="google-preview" className={previewed ? consoleSecondaryButton : consoleButton}>
            Check (dry run)
          </button>
          {previewed && (
            <button type="submit" name="intent" value="google-apply" className={consoleButton}>
              Import these reviews
            </button>
          )}
        </div>
      </Form>
      {answer?.summary?.from === "google" && <Summary summary={answer.summary} />}
    </section>
  );
}

const stars = (n: number) => `${n} ${n === 1 ? "star" : "stars"}`;

export function ReviewsPage({ data, answer }: { data: Data; answer?: ReviewsActionData }) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Reviews</h1>
        <p className="mt-1 text-sm text-muted">
          {data.total} reviews; the public site shows {data.shownCount}: those with text, not machine-translated, not hidden, rated{" "}
          {data.settings.minimumRating} or more, the newest {data.settings.listSize} on the reviews page and {data.settings.fullQuantity} in
          the full list.
        </p>
        {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
        {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      </div>
      <CsvImport answer={answer} />
      {data.google && <GoogleImport answer={answer} />}
      {data.hiddenReviewers.length > 0 && (
        <section aria-labelledby="h-hidden" className="rounded-brand bg-surface p-4">
          <h2 id="h-hidden" className="text-lg font-bold">
            Hidden reviewers
          </h2>
          <ul className="mt-2 space-y-2">
            {data.hiddenReviewers.map((name) => (
              <li key={name} className="flex flex-wrap items-center gap-3">
                <span>{name}</span>
                <Form method="post">
                  <input type="hidden" name="reviewer" value={name} />
                  <button type="submit" name="intent" value="show-reviewer" className={consoleSecondaryButton}>
                    Show {name}&apos;s reviews again
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="h-list">
        <h2 id="h-list" className="text-lg font-bold">
          Every review, newest first
        </h2>
        {data.reviews.length === 0 && <p className="mt-2">No reviews yet: import a CSV above.</p>}
        <ul className="mt-2 space-y-3">
          {data.reviews.map((r) => (
            <li key={r.id} className="rounded-brand border border-black/10 bg-surface p-4" data-testid="console-review">
              <p className="font-semibold">
                {r.reviewerName} · {stars(r.rating)} · <When at={r.publishedAt} />
              </p>
              {r.text && <p className="mt-1 text-sm">{r.text.length > 300 ? `${r.text.slice(0, 300)}…` : r.text}</p>}
              <p
                className={`mt-2 text-sm font-semibold ${r.verdict.shown ? "text-emerald-900" : "text-red-800"}`}
                data-testid="review-verdict"
              >
                {r.verdict.shown === "list"
                  ? "Shown on the reviews page."
                  : r.verdict.shown === "full"
                    ? "Shown in the full list."
                    : r.verdict.message}
              </p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="review" value={r.id} />
                  <button
                    type="submit"
                    name="intent"
                    value={r.reviewHidden ? "show-review" : "hide-review"}
                    className={consoleSecondaryButton}
                  >
                    {r.reviewHidden ? "Show this review" : "Hide this review"}
                  </button>
                </Form>
                {!r.reviewerHidden && (
                  <Form method="post">
                    <input type="hidden" name="review" value={r.id} />
                    <button type="submit" name="intent" value="hide-reviewer" className={consoleSecondaryButton}>
                      Hide every review by {r.reviewerName}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
