/**
 * Reviews from Google Business Profile (API v4, accounts.locations.reviews.list): an access token from the managing
 * account's refresh token (OAuth, scope business.manage), kept until a minute before it expires, then every page of
 * the location's reviews (50 a page, at most REVIEW_IMPORT_MAX_ROWS). Each review becomes a record for the one row
 * check (readReviewRecords): reviewId, the reviewer's display name, the star rating word, the comment, createTime.
 */
import { REVIEW_IMPORT_MAX_ROWS, type ReviewRecord } from "~/domain/reviews/review-import";
import { BUSINESS_LOCATION, type FetchedReviews, type ReviewSource } from "./types";

type Options = {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  tokenUrl?: string;
  apiBase?: string;
  now?: () => number;
};

type GoogleReview = {
  reviewId?: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
};

export function createGoogleBusinessReviewSource(options: Options): ReviewSource {
  const doFetch = options.fetch ?? fetch;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? 8000);
  const now = options.now ?? Date.now;
  let token: { value: string; until: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.until > now()) return token.value;
    const res = await doFetch(options.tokenUrl ?? "https://oauth2.googleapis.com/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        client_id: options.clientId,
        client_secret: options.clientSecret,
        refresh_token: options.refreshToken,
      }),
      signal: timeout(),
    });
    if (!res.ok) throw new Error(`Google sign-in failed with HTTP ${res.status}`);
    const body = (await res.json()) as { access_token?: string; expires_in?: number };
    if (!body.access_token) throw new Error("Google sign-in answered no access token");
    token = { value: body.access_token, until: now() + Math.max(0, (body.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  return {
    name: "google-business-profile",
    configured: true,
    async fetchReviews(location): Promise<FetchedReviews> {
      if (!BUSINESS_LOCATION.test(location))
        return { ok: false, message: "Enter the Business Profile location as accounts/<number>/locations/<number>." };
      const records: ReviewRecord[] = [];
      let pageToken = "";
      try {
        const bearer = await accessToken();
        do {
          const url = new URL(`${options.apiBase ?? "https://mybusiness.googleapis.com/v4"}/${location}/reviews`);
          url.searchParams.set("pageSize", "50");
          if (pageToken) url.searchParams.set("pageToken", pageToken);
          const res = await doFetch(url, { headers: { authorization: `Bearer ${bearer}` }, signal: timeout() });
          if (res.status === 404) return { ok: false, message: `Google knows no location ${location} for this account.` };
          if (!res.ok) return { ok: false, message: `Google answered HTTP ${res.status}: try again later, or import a CSV.` };
          const body = (await res.json()) as { reviews?: GoogleReview[]; nextPageToken?: string };
          for (const r of body.reviews ?? []) {
            records.push({
              line: records.length + 1,
              values: {
                externalId: r.reviewId ?? "",
                reviewerName: r.reviewer?.isAnonymous ? "A Google user" : (r.reviewer?.displayName ?? ""),
                rating: r.starRating ?? "",
                text: r.comment ?? "",
                publishedAt: r.createTime ?? "",
                source: "google",
              },
            });
          }
          pageToken = body.nextPageToken ?? "";
        } while (pageToken && records.length < REVIEW_IMPORT_MAX_ROWS);
      } catch (error) {
        return {
          ok: false,
          message: `Google could not be reached (${error instanceof Error ? error.message : "error"}): try again later.`,
        };
      }
      return { ok: true, records: records.slice(0, REVIEW_IMPORT_MAX_ROWS) };
    },
  };
}
