import { describe, expect, it } from "vitest";
import { LEAD_KINDS } from "~/domain/forms";
import { GENERIC_SUCCESS, successContent } from "./success-content";

describe("success content", () => {
  it("has a title and next steps for every form", () => {
    for (const kind of LEAD_KINDS) {
      const content = successContent(kind);
      expect(content, kind).not.toBe(GENERIC_SUCCESS);
      expect(content.steps.length).toBeGreaterThan(0);
    }
  });

  it("gives the generic thank-you for a missing or unknown form, including object keys", () => {
    for (const form of [null, undefined, "", "nope", "__proto__", "toString", "constructor"])
      expect(successContent(form)).toBe(GENERIC_SUCCESS);
  });

  it("repeats the trade-in FAQ's limits", () => {
    expect(successContent("trade-in").steps.join(" ")).toContain("over 7 years old or with more than 100,000 km");
  });
});
