/**
 * The reviews page: the dealer's Google rating (average and count over every review but moderated ones) and the
 * reviews the rules show. No AggregateRating markup: reviews of a business on its own site are self-serving under
 * Google's review-snippet rules (ADR 029).
 */
import { Link } from "~/app/ui/router-links";
import type { ReviewsPageData } from "./reviews-page.server";

const dateFormat = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "long", year: "numeric", timeZone: "Australia/Sydney" });

export function Stars({ rating, label }: { rating: number; label: string }) {
  const full = Math.round(rating);
  return (
    <span role="img" aria-label={label} className="text-lg tracking-wider text-amber-600">
      {"★".repeat(full)}
      <span className="text-black/25">{"★".repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

export function ReviewsPage({ data, siteName }: { data: ReviewsPageData; siteName: string }) {
  const { summary } = data;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">Customer reviews</h1>
      {summary ? (
        <section aria-labelledby="rating" className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1">
          <h2 id="rating" className="sr-only">
            Google rating
          </h2>
          <span className="text-4xl font-bold" data-testid="review-average">
            {summary.average.toFixed(1)}
          </span>
          <Stars rating={summary.average} label={`${summary.average.toFixed(1)} out of 5 stars`} />
          <span className="text-muted" data-testid="review-count">
            from {summary.count} Google review{summary.count === 1 ? "" : "s"}
          </span>
        </section>
      ) : (
        <p className="mt-4 text-muted">No reviews yet.</p>
      )}
      {summary && (
        <p className="mt-2 text-sm text-muted">
          The rating counts every review {siteName} has received. Below is a selection of recent 4- and 5-star reviews with written
          comments.
        </p>
      )}
      <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label="Reviews">
        {data.reviews.map((r) => (
          <li key={r.id} className="rounded-brand border border-black/10 bg-surface p-5 shadow-sm" data-review-id={r.id}>
            <figure>
              <Stars rating={r.rating} label={`${r.rating} out of 5 stars`} />
              <blockquote className="mt-2 whitespace-pre-line">{r.text}</blockquote>
              <figcaption className="mt-3 text-sm text-muted">
                <span className="font-semibold text-current">{r.reviewerName}</span> · {dateFormat.format(new Date(r.publishedAt))}
                {r.location && <> · {r.location}</>}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {data.more && (
        <Link to="?show=all" className="mt-6 inline-block font-semibold underline" preventScrollReset>
          Show more reviews
        </Link>
      )}
    </div>
  );
}
