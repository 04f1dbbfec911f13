import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, parseWebsiteSettings } from "~/domain/settings/schema";
import { textBlocks, vehicleTabs } from "./tabs";

const car = {
  status: "in_stock",
  reserved: false,
  make: "Toyota",
  carType: "used",
  certified: false,
  depositAmount: null as number | null,
  dealerComments: "Great car.",
  features: ["Sunroof"],
};

describe("vehicle tabs", () => {
  it("shows each tab whose switch is on and that has something to say, in the spec's order", () => {
    const tabs = vehicleTabs(parseWebsiteSettings({ onlineReservation: { enabled: true } }), car, new Map());
    expect(tabs.map((t) => t.label)).toEqual(["Dealer Comments", "What's Included", "Why Buy From Us?", "Reserve Online", "Features"]);
  });

  it("leaves out switched-off tabs, Reserve Online without online reservation, and empty comments or features", () => {
    const s = parseWebsiteSettings({ vehiclePage: { tabs: { whyBuyFromUs: false } } });
    const tabs = vehicleTabs(s, { ...car, dealerComments: " ", features: [] }, new Map());
    expect(tabs.map((t) => t.id)).toEqual(["whatsIncluded"]);
  });

  it("shows Reserve Online only for a car the dealer offers for reservation, with its terms", () => {
    const s = parseWebsiteSettings({ onlineReservation: { enabled: true, onlyUsed: true } });
    const reserve = (c: typeof car) => vehicleTabs(s, c, new Map()).find((t) => t.id === "reserveOnline");
    expect(reserve({ ...car, depositAmount: 1500 })).toMatchObject({
      blocks: [
        {
          kind: "p",
          text: "Reserve this car online with a $1,500 fully refundable deposit. We hold it for you for 48 hours from your payment.",
        },
      ],
    });
    const motorcycle = { ...car, vehicleKind: "motorcycle" };
    expect(reserve(motorcycle)).toMatchObject({ blocks: [{ text: expect.stringMatching(/^Reserve this motorcycle online/) }] });
    expect(reserve({ ...car, reserved: true })).toBeUndefined();
    expect(reserve({ ...car, status: "sold" })).toBeUndefined();
    expect(reserve({ ...car, carType: "new" })).toBeUndefined();
  });

  it("takes the dealer's content page, the vehicle version first, and shows Protect Your Car only with content", () => {
    const content = new Map([
      ["whats-included", { title: "", body: "Site version" }],
      ["vehicle-whats-included", { title: "", body: "Vehicle version" }],
      ["protect-your-car", { title: "", body: "## Paint\n\nCoating.\n\n- Gap cover\n- Warranty" }],
    ]);
    const tabs = vehicleTabs(DEFAULT_SETTINGS, car, content);
    // The dealer's page first, then the warranty claims its settings place on this tab (001 §9).
    expect(tabs.find((t) => t.id === "whatsIncluded")).toMatchObject({
      blocks: [
        { kind: "p", text: "Vehicle version" },
        { kind: "h", text: "Warranty and roadside assistance" },
        { kind: "ul", items: ["3-year warranty.", "12 months roadside assistance.", "90-point inspection before delivery."] },
      ],
    });
    expect(tabs.find((t) => t.id === "protectYourCar")).toMatchObject({
      blocks: [
        { kind: "h", text: "Paint" },
        { kind: "p", text: "Coating." },
        { kind: "ul", items: ["Gap cover", "Warranty"] },
      ],
    });
    expect(vehicleTabs(DEFAULT_SETTINGS, car, new Map()).some((t) => t.id === "protectYourCar")).toBe(false);
  });

  it("reads headings, lists and paragraphs from a body", () => {
    expect(textBlocks("Intro line\nwraps\n\n## Head\n\n- a\n- b")).toEqual([
      { kind: "p", text: "Intro line wraps" },
      { kind: "h", text: "Head" },
      { kind: "ul", items: ["a", "b"] },
    ]);
  });

  it("shows the dealer's warranty claims even over its own page: Harbour's 5 years on a new car, Coastal's 7 (issue 14)", () => {
    const content = new Map([["whats-included", { title: "", body: "Our own list." }]]);
    const newCar = { ...car, carType: "new" };
    const items = (settings: Parameters<typeof vehicleTabs>[0]) =>
      vehicleTabs(settings, newCar, content)
        .filter((t) => t.kind === "text")
        .flatMap((t) => (t.kind === "text" ? t.blocks : []))
        .flatMap((b) => (b.kind === "ul" ? b.items : []));
    expect(items(parseWebsiteSettings({ warranty: { newCarYears: 5 } }))).toContain("5-year warranty on new vehicles.");
    expect(items(parseWebsiteSettings({ warranty: { newCarYears: 7 } }))).toContain("7-year warranty on new vehicles.");
    const returns = parseWebsiteSettings({ onlineReservation: { returnPolicy: { enabled: true } } });
    const why = vehicleTabs(returns, car, new Map([["why-buy-from-us", { title: "", body: "Family owned." }]])).find(
      (t) => t.id === "whyBuyFromUs",
    );
    expect(JSON.stringify(why)).toContain("14-day money back or exchange.");
    const moved = parseWebsiteSettings({ warranty: { newCarYears: 5 }, dealerTexts: { warranty: [] } });
    expect(items(moved)).not.toContain("5-year warranty on new vehicles.");
  });

  it("names the vehicle's kind in the protection tab and the default why-buy text", () => {
    const content = new Map([["protect-your-car", { title: "Protect", body: "Ask us about paint protection." }]]);
    const bike = { ...car, vehicleKind: "motorcycle" };
    const tabs = vehicleTabs(DEFAULT_SETTINGS, bike, content);
    expect(tabs.map((t) => t.label)).toContain("Protect Your Motorcycle");
    expect(JSON.stringify(tabs)).toContain("Every motorcycle is inspected");
    expect(vehicleTabs(DEFAULT_SETTINGS, car, content).map((t) => t.label)).toContain("Protect Your Car");
  });
});
