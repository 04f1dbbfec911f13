import type { ReviewRecord } from "~/domain/reviews/review-import";

/** A Business Profile location's resource name, as Google writes it: accounts/{accountId}/locations/{locationId}. */
export const BUSINESS_LOCATION = /^accounts\/\d{1,30}\/locations\/\d{1,30}$/;

export type FetchedReviews = { ok: true; records: ReviewRecord[] } | { ok: false; message: string };

/** Where the console's "Import from Google" reads a location's reviews (records for readReviewRecords). */
export type ReviewSource = {
  name: "embedded" | "google-business-profile";
  /** False for the embedded default: the console offers the CSV import only. */
  configured: boolean;
  fetchReviews(location: string): Promise<FetchedReviews>;
};
