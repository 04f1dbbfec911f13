/** The reviews source's part of the configuration (server/config.ts): where "Import from Google" reads reviews. */
import { z } from "zod";
import type { ConfigCheck } from "~/server/config-part";

export const reviewsSourceVariables = z.object({
  /** embedded: no outside source (reviews come by CSV); google-business-profile: the Business Profile API. */
  REVIEWS_SOURCE: z.enum(["embedded", "google-business-profile"]).default("embedded"),
  /** The OAuth client and the refresh token of the Google account that manages the dealers' Business Profiles. */
  GOOGLE_BUSINESS_CLIENT_ID: z.string().min(10).optional(),
  GOOGLE_BUSINESS_CLIENT_SECRET: z.string().min(10).optional(),
  GOOGLE_BUSINESS_REFRESH_TOKEN: z.string().min(10).optional(),
});

export type ReviewsSourceConfig = z.output<typeof reviewsSourceVariables>;

export const checkReviewsSourceVariables: ConfigCheck<ReviewsSourceConfig> = (config, issue) => {
  if (config.REVIEWS_SOURCE !== "google-business-profile") return;
  for (const name of ["GOOGLE_BUSINESS_CLIENT_ID", "GOOGLE_BUSINESS_CLIENT_SECRET", "GOOGLE_BUSINESS_REFRESH_TOKEN"] as const)
    if (!config[name]) issue(name, "is required when REVIEWS_SOURCE=google-business-profile");
};
