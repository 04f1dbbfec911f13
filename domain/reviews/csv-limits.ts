/**
 * How large a review CSV the console takes (issue 20): its own module, as the Reviews page checks a chosen file's size
 * in the browser before sending it, without the CSV reader (review-import.ts) in the page's bundle.
 */

/** The largest review CSV the console takes (streamed, not held in the 64 KiB form body), and its most reviews. */
export const REVIEW_CSV_MAX_BYTES = 4 * 1024 * 1024;
export const REVIEW_CSV_MAX_ROWS = 20_000;

/** What a person reads when a review CSV is over the size cap (the console page says it before sending, too). */
export function reviewCsvTooLargeMessage(bytes?: number): string {
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1).replace(/\.0$/, "")} MB`;
  return `${bytes === undefined ? "The CSV file is larger than" : `The CSV file is ${mb(bytes)}; at most`} ${mb(REVIEW_CSV_MAX_BYTES)}${bytes === undefined ? "" : " can be imported at once"}: split it into smaller files and import them one after another.`;
}
