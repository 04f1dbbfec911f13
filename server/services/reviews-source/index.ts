/**
 * The reviews source of the console's "Import from Google": none by default (embedded; reviews come by CSV and
 * nothing is read from the network), Google Business Profile when REVIEWS_SOURCE=google-business-profile and its
 * OAuth variables are set (config.ts; checked at boot with the rest of the configuration).
 */
import type { ReviewsSourceConfig } from "./config";
import { createEmbeddedReviewSource } from "./embedded";
import { createGoogleBusinessReviewSource } from "./google-business-profile";
import type { ReviewSource } from "./types";

export type { ReviewSource } from "./types";

export function createReviewSource(config: ReviewsSourceConfig): ReviewSource {
  return config.REVIEWS_SOURCE === "google-business-profile"
    ? createGoogleBusinessReviewSource({
        clientId: config.GOOGLE_BUSINESS_CLIENT_ID!,
        clientSecret: config.GOOGLE_BUSINESS_CLIENT_SECRET!,
        refreshToken: config.GOOGLE_BUSINESS_REFRESH_TOKEN!,
      })
    : createEmbeddedReviewSource();
}
