import { describe, expect, it } from "vitest";
import { routePath } from "./route-path";

describe("routePath", () => {
  it("is the pattern as app/routes.ts writes it, with or without React Router's leading slash", () => {
    expect(routePath("contact-us/:slug")).toBe("contact-us/:slug");
    expect(routePath("/contact-us/:slug")).toBe("contact-us/:slug");
    expect(routePath("/")).toBe("");
  });
});
