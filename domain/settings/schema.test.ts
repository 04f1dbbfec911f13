import { describe, expect, it } from "vitest";
import { DEFAULT_SETTINGS, InvalidSettingsError, parseWebsiteSettings } from "./schema";

describe("settings defaults are the spec's constants", () => {
  const s = DEFAULT_SETTINGS;
  it("stock and tags", () => {
    expect(s.stock.justArrivedDays).toBe(8);
    expect(s.stock.justArrivedText).toBe("New");
    expect(s.stock.soldTag).toBe("JUST SOLD");
    expect(s.stock.soldDays).toBe(3);
    expect(s.stock.comingSoonTag).toBe("COMING SOON");
  });
  it("search", () => {
    expect(s.search.pageSize).toBe(21);
    expect(s.search.refreshPath).toBe("/special-offers");
    // Issue 15: the spec's "/search/new-used-and-demo-cars/" without its trailing slash (that address redirects).
    expect(s.search.defaultSearchPath).toBe("/search/new-used-and-demo-cars");
    expect(parseWebsiteSettings({ search: { defaultSearchPath: "/search/used-cars/" } }).search.defaultSearchPath).toBe(
      "/search/used-cars",
    );
    expect(s.search.makeFacetVisible).toBe(7);
    expect(s.search.cityFacetLimit).toBe(20);
    expect(s.search.dealershipFacetLimit).toBe(40);
    expect(s.search.bodySelectorLimit).toBe(4);
    expect(s.search.customBodySelectorLimit).toBe(20);
    expect(s.search.historySize).toBe(5);
    expect(s.search.defaultState).toBe("qld");
    expect(s.search.priceSlider).toEqual({ min: 5000, max: 250000, step: 500 });
    expect(s.search.rangeSliderDefaultMax).toBe(100000);
    expect(s.search.textDebounceMs).toBe(400);
    expect(s.search.sliderDebounceMs).toBe(300);
    expect(s.search.promoTiles).toEqual([]);
  });
  it("finance and budget", () => {
    expect(s.finance.defaultInterestRate).toBe(10);
    expect(s.finance.estimateTermYears).toBe(5);
    expect(s.finance.estimateDepositPercent).toBe(10);
    expect(s.finance.estimateBalloonPercent).toBe(30);
    expect(s.finance.weeklyToMonthly).toBe(4.33);
    expect(s.finance.budgetDefaultMonthly).toBe(600);
    expect(s.finance.budgetDefaultWeekly).toBe(200);
    expect(s.finance.budgetDefaultDeposit).toBe(2000);
    expect(s.finance.budgetClampMax).toBe(1_000_000);
    expect(s.finance.budgetMinPriceFilter).toBe(1000);
    expect(s.finance.budgetFallbackMaxPrice).toBe(100000);
    expect(s.finance.financePath).toBe("/finance");
  });
  it("reservation", () => {
    expect(s.onlineReservation.depositAmount).toBe(200);
    expect(s.onlineReservation.holdHours).toBe(48);
    expect(s.onlineReservation.refundable).toBe(true);
    expect(s.onlineReservation.pathSegment).toBe("checkout");
    expect(s.onlineReservation.returnPolicy).toEqual({ enabled: false, days: 14, maxKm: 500 });
  });
  it("labels", () => {
    expect(s.labels.noPriceText).toBe("Enquire for price.");
    expect(s.labels.locationsTitle).toBe("Our Locations");
    expect(s.labels.enquireButton).toBe("Enquire Now");
    expect(s.labels.findSimilarButton).toBe("Find Me Something Similar");
    expect(s.labels.weWantYourCarTitle).toBe("We Want Your Car");
  });
  it("gated routes: trade-in and sell-my-car open, the rest of the spec's list gated, checkout per dealer", () => {
    expect(s.access.gates).toEqual({
      tradeIn: false,
      sellMyCar: false,
      checkout: false,
      personalisedFinance: true,
      spinToWin: true,
      onlinePayment: true,
      finance: false,
      myGarage: true,
    });
    expect(s.access.extraGatedPaths).toEqual([]);
  });
  it("forms", () => {
    expect(s.forms).toMatchObject({
      commentsOptional: false,
      termsRequired: false,
      categorySelect: true,
      optInHidden: false,
      dealershipSlugFromLocation: false,
      defaultEventId: 22,
      careersEventId: 51,
    });
  });
  it("lists the spec leaves unshown are empty per-dealer settings", () => {
    expect(s.locations.hiddenSlugs).toEqual([]);
    expect(s.offers.excludedOfferAllowList).toEqual([]);
    expect(s.reviews.hiddenReviewers).toEqual([]);
    expect(s.reviews.hiddenReviewIds).toEqual([]);
  });
  it("offers, reviews, valuation, vehicle page, map, images, promotions, toast, privacy", () => {
    expect(s.offers).toMatchObject({ descriptionTruncate: 160, disclaimerTruncate: 200, viewMoreThreshold: 200 });
    expect(s.reviews).toMatchObject({ minimumRating: 4, fullQuantity: 12, listSize: 10 });
    expect(s.valuation.minimumPrice).toBe(200);
    expect(s.vehiclePage).toMatchObject({
      specInitialLimit: 4,
      thumbnailsAbove: 3,
      dealerCommentsLimit: 400,
      stickyHeaderOffset: 500,
      spinIntervalMs: 100,
    });
    expect(s.map).toEqual({ defaultZoom: 10, type: "roadmap" });
    expect(s.images).toEqual({ defaultQuality: 75, defaultWidth: 640 });
    expect(s.promotionsSlider).toMatchObject({ width: 1920, height: 540, slides: [] });
    expect(s.toastRemoveDelayMs).toBe(1_000_000);
    expect(s.privacy).toEqual({ acknowledgeDays: 7, accessDays: 30, complaintDays: 30 });
    expect(s.paymentsAccepted).toEqual(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]);
  });
  it("features default to the common dealer", () => {
    expect(s.features).toMatchObject({
      garage: true,
      financeWidgets: true,
      fuelTags: false,
      certifiedOnlyFilter: false,
      viewsOnCards: false,
    });
    expect(s.features.reportPlugins).toEqual({ autogauge: false, carAnalysis: false, ppsrReport: false });
  });
});

describe("parseWebsiteSettings", () => {
  it("fills a partial override with defaults", () => {
    const s = parseWebsiteSettings({
      stock: { soldDays: 7 },
      search: { promoTiles: [{ position: 8, title: "Sale", href: "/special-offers" }] },
    });
    expect(s.stock.soldDays).toBe(7);
    expect(s.stock.justArrivedDays).toBe(8);
    expect(s.search.promoTiles[0]).toMatchObject({ position: 8, text: "" });
  });
  it("rejects a bad value with a message naming the field", () => {
    expect(() => parseWebsiteSettings({ stock: { soldDays: -1 } })).toThrow(InvalidSettingsError);
    expect(() => parseWebsiteSettings({ stock: { soldDays: -1 } })).toThrow(/stock\.soldDays/);
    expect(() => parseWebsiteSettings({ search: { refreshPath: "special-offers" } })).toThrow(/search\.refreshPath: must be a path/);
    expect(() => parseWebsiteSettings({ leads: { targets: [{ type: "email", to: "not-an-email" }] } })).toThrow(/leads\.targets\.0\.to/);
  });
  it("takes only a path of this site where a setting links somewhere: another host, however spelt, is refused", () => {
    const tile = (href: string) => ({ search: { promoTiles: [{ position: 8, title: "Sale", href }] } });
    for (const bad of ["//evil.example/offers", "/\\evil.example", "/%2F%2Fevil.example", "/././/evil.example", "https://evil.example/"]) {
      expect(() => parseWebsiteSettings(tile(bad)), bad).toThrow(/search\.promoTiles\.0\.href: must be a path of this site/);
      expect(() => parseWebsiteSettings({ search: { defaultSearchPath: bad } }), bad).toThrow(/search\.defaultSearchPath/);
      expect(() => parseWebsiteSettings({ finance: { financePath: bad } }), bad).toThrow(/financePath/);
    }
    expect(parseWebsiteSettings(tile("/search/new-used-and-demo-cars?make=Kia&make=MG")).search.promoTiles[0].href).toBe(
      "/search/new-used-and-demo-cars?make=Kia&make=MG",
    );
  });
  it("rejects an unknown top-level key rather than ignoring a typo", () => {
    expect(() => parseWebsiteSettings({ featurez: {} })).toThrow(/featurez/);
  });
});
