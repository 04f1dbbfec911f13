import { describe, expect, it } from "vitest";
import { visibleLocations } from "./visible-locations";

const loc = (slug: string, locationType: string, extra: Partial<{ visible: boolean; primary: boolean }> = {}) => ({
  slug,
  name: slug,
  locationType,
  visible: extra.visible ?? true,
  primary: extra.primary ?? false,
});

describe("visibleLocations", () => {
  it("hides locations with visible false and those on the dealer's hidden list", () => {
    const result = visibleLocations([loc("a", "sales"), loc("b", "sales", { visible: false }), loc("c", "service")], ["c"]);
    expect(result.map((l) => l.slug)).toEqual(["a"]);
  });
  it("orders sales, then service, then parts, then untyped; primary first within a type", () => {
    const result = visibleLocations(
      [
        loc("parts", "parts"),
        loc("none", ""),
        loc("service", "service"),
        loc("sales-2", "sales"),
        loc("sales-1", "sales", { primary: true }),
      ],
      [],
    );
    expect(result.map((l) => l.slug)).toEqual(["sales-1", "sales-2", "service", "parts", "none"]);
  });
});
