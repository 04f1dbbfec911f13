import { describe, expect, it } from "vitest";
import { readReviewRecords } from "~/domain/reviews/review-import";
import { parseConfig } from "~/server/config";
import { createReviewSource } from "./index";
import { NOT_CONFIGURED } from "./embedded";
import { createGoogleBusinessReviewSource } from "./google-business-profile";

const LOCATION = "accounts/111/locations/222";

function fakeGoogle(pages: Array<{ status?: number; body?: unknown }>) {
  const calls: string[] = [];
  let page = 0;
  const fetcher = (async (input: string | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push(`${init?.method ?? "GET"} ${url}`);
    if (url.startsWith("https://oauth2.googleapis.com/token"))
      return new Response(JSON.stringify({ access_token: "tok", expires_in: 3600 }), { status: 200 });
    expect((init?.headers as Record<string, string>).authorization).toBe("Bearer tok");
    const next = pages[page++] ?? { body: {} };
    return new Response(JSON.stringify(next.body ?? {}), { status: next.status ?? 200 });
  }) as typeof fetch;
  const source = createGoogleBusinessReviewSource({
    clientId: "client-id-1",
    clientSecret: "secret-123",
    refreshToken: "refresh-123",
    fetch: fetcher,
  });
  return { source, calls };
}

describe("reviews source", () => {
  it("is none by default: not configured, and says to import a CSV", async () => {
    const source = createReviewSource(parseConfig({}));
    expect(source).toMatchObject({ name: "embedded", configured: false });
    expect(await source.fetchReviews(LOCATION)).toEqual({ ok: false, message: NOT_CONFIGURED });
  });

  it("needs its OAuth variables when Google Business Profile is chosen", () => {
    expect(() => parseConfig({ REVIEWS_SOURCE: "google-business-profile" })).toThrow(/GOOGLE_BUSINESS_REFRESH_TOKEN: is required/);
    expect(
      createReviewSource(
        parseConfig({
          REVIEWS_SOURCE: "google-business-profile",
          GOOGLE_BUSINESS_CLIENT_ID: "client-id-1",
          GOOGLE_BUSINESS_CLIENT_SECRET: "secret-123",
          GOOGLE_BUSINESS_REFRESH_TOKEN: "refresh-123",
        }),
      ),
    ).toMatchObject({ name: "google-business-profile", configured: true });
  });

  it("reads every page of a location's reviews into records the one row check accepts, signing in once", async () => {
    const { source, calls } = fakeGoogle([
      {
        body: {
          reviews: [
            {
              reviewId: "r1",
              reviewer: { displayName: "Sarah M" },
              starRating: "FIVE",
              comment: "Great",
              createTime: "2026-10-01T01:02:03.045123456Z",
            },
          ],
          nextPageToken: "p2",
        },
      },
      { body: { reviews: [{ reviewId: "r2", reviewer: { isAnonymous: true }, starRating: "TWO", createTime: "2026-10-02T00:00:00Z" }] } },
      { body: { reviews: [] } },
    ]);
    const fetched = await source.fetchReviews(LOCATION);
    if (!fetched.ok) throw new Error(fetched.message);
    const read = readReviewRecords(fetched.records);
    expect(read.bad).toEqual([]);
    expect(read.rows.map((r) => [r.externalId, r.reviewerName, r.rating, r.text, r.publishedAt.toISOString()])).toEqual([
      ["r1", "Sarah M", 5, "Great", "2026-10-01T01:02:03.045Z"],
      ["r2", "A Google user", 2, null, "2026-10-02T00:00:00.000Z"],
    ]);
    expect(calls[1]).toBe(`GET https://mybusiness.googleapis.com/v4/${LOCATION}/reviews?pageSize=50`);
    expect(calls[2]).toContain("pageToken=p2");
    await source.fetchReviews(LOCATION);
    expect(calls.filter((c) => c.includes("oauth2")).length).toBe(1);
  });

  it("answers a message, not an exception, for a bad location name, an unknown location and a failing API", async () => {
    const { source, calls } = fakeGoogle([{ status: 404 }, { status: 503 }]);
    expect(await source.fetchReviews("locations/1")).toEqual({ ok: false, message: expect.stringContaining("accounts/<number>") });
    expect(calls).toEqual([]);
    expect(await source.fetchReviews(LOCATION)).toEqual({ ok: false, message: `Google knows no location ${LOCATION} for this account.` });
    expect(await source.fetchReviews(LOCATION)).toEqual({ ok: false, message: expect.stringContaining("HTTP 503") });
  });
});
