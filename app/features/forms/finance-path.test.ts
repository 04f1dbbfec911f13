import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS } from "~/domain/settings/schema";
import { financeRedirect } from "./finance-path";

describe("the finance page's path", () => {
  it("shows the form at /finance by default", () => {
    expect(financeRedirect(DEFAULT_SETTINGS.finance.financePath)).toBeNull();
    expect(financeRedirect("/finance/")).toBeNull();
    expect(financeRedirect("/finance?source=nav")).toBeNull();
  });

  it("sends the shopper to the dealer's own finance page", () => {
    expect(financeRedirect("/apply-for-finance")).toBe("/apply-for-finance");
    expect(financeRedirect("/finance-pre-approval?x=1")).toBe("/finance-pre-approval?x=1");
  });
});
