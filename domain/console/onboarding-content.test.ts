import { describe, expect, it } from "vitest";
import { newDealerSchema } from "./onboarding";
import { starterPages } from "./onboarding-content";

const dealer = newDealerSchema.parse({
  name: "Riverside Motors",
  slug: "riverside-motors",
  template: "showroom",
  locationName: "Riverside Motors Newstead",
  street: "1 Breakfast Creek Rd",
  suburb: "Newstead",
  state: "QLD",
  postcode: "4006",
  phone: "07 5550 1234",
  ownerEmail: "owner@riverside.example",
});

describe("a new dealer's starter pages", () => {
  it("are the three pages every footer and form links, naming the dealer and how to reach them", () => {
    const pages = starterPages(dealer);
    expect(pages.map((p) => p.slug)).toEqual(["about-us", "terms-and-conditions", "privacy-policy"]);
    expect(pages[0].title).toBe("About Riverside Motors");
    for (const page of pages) expect(page.body).toContain("Riverside Motors");
    expect(pages[2].body).toContain("07 5550 1234");
    expect(pages[2].body).toContain("1 Breakfast Creek Rd, Newstead QLD 4006");
  });
});
