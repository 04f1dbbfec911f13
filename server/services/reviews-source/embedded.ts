/** The default reviews source: none. Reviews come by CSV; nothing is read from the network. */
import type { ReviewSource } from "./types";

export const NOT_CONFIGURED = "Google Business Profile is not set up on this platform: import a CSV of the reviews instead.";

export function createEmbeddedReviewSource(): ReviewSource {
  return {
    name: "embedded",
    configured: false,
    fetchReviews: () => Promise.resolve({ ok: false, message: NOT_CONFIGURED }),
  };
}
