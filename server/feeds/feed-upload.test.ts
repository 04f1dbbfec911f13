import { describe, expect, it } from "vitest";
import { feedUploadBodyLimit } from "./feed-upload";
import { FEED_MAX_BYTES } from "./parse";

describe("the feed upload path's streamed body", () => {
  it("is the import page's (with React Router's .data), capped a little over the feed's limit; no other path", () => {
    for (const path of ["/console/stock/import", "/console/stock/import.data"])
      expect(feedUploadBodyLimit(path)).toBe(FEED_MAX_BYTES + 64 * 1024);
    for (const path of ["/console/stock/import/mapping", "/console/stock", "/console/stock/import/x", "/console/stock/importer"])
      expect(feedUploadBodyLimit(path)).toBeNull();
  });
});
