import { describe, expect, it } from "vitest";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import { type DealershipRow, type LocationRow, toFormContext } from "./form-context";

const location = (id: number, slug: string, visible = true) =>
  ({ id, slug, name: slug, visible, dealershipId: 1, websiteId: 1 }) as LocationRow;
const dealership = { id: 1, slug: "d", name: "D", websiteId: 1 } as DealershipRow;

describe("form context", () => {
  it("offers only visible locations not on the dealer's hidden list", () => {
    const settings = parseWebsiteSettings({ locations: { hiddenSlugs: ["secret-yard"] } });
    const ctx = toFormContext(settings, [dealership], [location(1, "sales"), location(2, "secret-yard"), location(3, "old", false)]);
    expect(ctx.locations.map((l) => l.slug)).toEqual(["sales"]);
    expect(ctx.dealerships).toEqual([{ id: 1, slug: "d", name: "D" }]);
    expect(ctx.settings).toBe(settings.forms);
  });
});
