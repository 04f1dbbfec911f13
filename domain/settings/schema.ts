/**
 * The one per-dealer settings schema. Every switch, text and number the spec names lives here,
 * with the spec's constants as defaults. A dealer's stored settings are a partial override;
 * parsing fills in the rest. No component reads a magic number: it reads these settings.
 */
import { z } from "zod";
import { safePath } from "~/domain/auth/safe-path";
import { asState } from "~/domain/locations/australian-state";
import { hoursExceptionSchema } from "~/domain/locations/hours-exceptions";
import { spinCampaignSchema } from "~/domain/spin/campaign";

/** A path of this site (search tiles' links, the default search, gated pages): the open-redirect rule's, so "//host" or "/\\host" never passes. */
const PATH_MESSAGE = "must be a path of this site starting with / (like /special-offers)";
// The pattern is the rule's easy half and travels in the JSON schema (the console's form and its samples read it); the
// refine is the whole rule (encoded slashes, dot segments).
const path = z
  .string()
  .regex(/^\/(?![/\\])[^\s\\]*$/, PATH_MESSAGE)
  .refine((v) => safePath(v, "") === v, PATH_MESSAGE);
const dollars = z.number().int().nonnegative();
const days = z.number().int().min(0).max(3650);

const promoTile = z.object({
  position: z.number().int().min(1).max(200),
  title: z.string().min(1),
  text: z.string().default(""),
  href: path,
  imageUrl: z.string().optional(),
  /** ISO dates with offset, e.g. 2025-07-01T00:00:00+10:00 (Australian east time). */
  startsAt: z.string().datetime({ offset: true }).optional(),
  endsAt: z.string().datetime({ offset: true }).optional(),
  /** The stock the tile is about, per search facet (make, car_type, body, vehicle_kind…): it shows only on searches that fit. */
  filters: z.record(z.string(), z.array(z.string().min(1)).min(1)).optional(),
});

/** A link to a page of the dealer's own site: kept as typed only when the open-redirect rule keeps it (no other host, however spelt). */
const sitePath = z
  .string()
  .trim()
  .max(500, "Keep the link under 500 characters.")
  .refine((v) => v !== "" && safePath(v, "") === v, "Link to a page of this site, starting with / (like /special-offers).");

/** A picture stored on the site (an upload's /media/… address): no other host, no "..". */
const sitePicture = z
  .string()
  .regex(/^\/[A-Za-z0-9._~/-]+$/, "Upload a picture for the slide.")
  .refine((v) => !v.startsWith("//") && !v.split("/").includes(".."), "Upload a picture for the slide.");

/** An instant with its offset, e.g. 2026-07-01T00:00:00+10:00 or …Z. */
const instant = z.string().datetime({ offset: true, message: "Enter a date and time." });

/** The last segment of a car's reservation checkout: /cars/{slug}/checkout, or /cars/{slug}/buy-online on some dealers. */
export const CHECKOUT_PATH_SEGMENTS = ["checkout", "buy-online"] as const;

export const MAX_PROMOTION_SLIDES = 10;

/** One slide of the home page's promotions (001 §9), as the console's Content › Home promotions edits it. */
export const promotionSlideSchema = z
  .object({
    imageUrl: sitePicture,
    /** Says what the picture shows, for screen readers. */
    alt: z
      .string()
      .trim()
      .min(1, "Describe the picture for people who cannot see it.")
      .max(250, "Keep the description under 250 characters."),
    title: z.string().trim().min(1, "Enter the title.").max(120, "Keep the title under 120 characters."),
    text: z.string().trim().max(300, "Keep the text under 300 characters.").default(""),
    href: sitePath,
    cta: z
      .string()
      .trim()
      .min(1, "Enter the button's words.")
      .max(40, "Keep the button's words under 40 characters.")
      .default("Find out more"),
    /** Shown from this instant (none: at once) until `endsAt` (none: until removed). */
    startsAt: instant.optional(),
    endsAt: instant.optional(),
  })
  .strict()
  .refine((s) => !s.startsAt || !s.endsAt || Date.parse(s.endsAt) > Date.parse(s.startsAt), {
    message: "The end must come after the start.",
    path: ["endsAt"],
  });

/** The fleet page's own words (Content › Fleet page); an empty part keeps the standard text. Intro and panel are rich text. */
export const FLEET_TEXT_MAX = 20_000;
export const fleetPageSchema = z
  .object({
    heading: z.string().trim().max(120, "Keep the heading under 120 characters.").default(""),
    intro: z
      .string()
      .max(FLEET_TEXT_MAX, `Keep the text under ${FLEET_TEXT_MAX.toLocaleString("en-AU")} characters.`)
      .default(""),
    panelHeading: z.string().trim().max(120, "Keep the panel's heading under 120 characters.").default(""),
    panelText: z
      .string()
      .max(FLEET_TEXT_MAX, `Keep the panel's text under ${FLEET_TEXT_MAX.toLocaleString("en-AU")} characters.`)
      .default(""),
  })
  .strict();

/**
 * Which leads a target receives (the console's lead routing, domain/leads/routing.ts): location slugs and lead kinds;
 * an empty list means every one. A CRM preset only names what the target was set up as.
 */
const leadRouting = {
  locations: z.array(z.string().min(1)).default([]),
  kinds: z.array(z.string().min(1)).default([]),
  preset: z.string().optional(),
};

const leadTarget = z.discriminatedUnion("type", [
  z.object({ type: z.literal("email"), to: z.string().email(), format: z.enum(["adf", "text"]).default("adf"), ...leadRouting }),
  z.object({ type: z.literal("webhook"), url: z.string().url(), ...leadRouting }),
]);

export const SIGN_IN_TYPES = [
  "watchlist",
  "trade-in",
  "checkout",
  "finance",
  "spin-to-win",
  "online-payment",
  "car-finance",
  "my-garage",
] as const;

export const websiteSettingsSchema = z
  .object({
    /** Which kinds of vehicle this site sells; caravans and motorcycles on some sites. */
    vehicleKinds: z
      .array(z.enum(["car", "caravan", "motorcycle"]))
      .min(1)
      .default(["car"])
      .meta({ group: "stock-search", title: "Vehicle kinds sold", description: "Which kinds of vehicle this site sells." }),
    /** A single-franchise site names its manufacturer; offers then use /offers/{offerId}. */
    singleManufacturer: z.string().nullable().default(null).meta({
      group: "stock-search",
      title: "Single manufacturer",
      description: "A single-franchise site names its manufacturer; offers then use /offers/{offerId}. Empty for a multi-franchise site.",
    }),

    features: z
      .object({
        garage: z.boolean().default(true).meta({ description: "Shoppers can save cars to a garage and compare them later." }),
        compare: z.boolean().default(true).meta({ description: "Shoppers can compare cars side by side." }),
        financeWidgets: z.boolean().default(true).meta({ description: "Repayment estimates on cars, and Finance in the menu." }),
        certifiedOnlyFilter: z.boolean().default(false).meta({ description: 'Adds a "certified only" filter to the search.' }),
        fuelTags: z.boolean().default(false),
        viewsOnCards: z.boolean().default(false).meta({ description: "Shows how many people viewed a car on its search card." }),
        priceComparison: z.boolean().default(true).meta({ description: "How a car's price compares with the market, on its page." }),
        fuelCalculator: z.boolean().default(true).meta({ description: "The fuel cost calculator on a car's page." }),
        deliveryCalculator: z.boolean().default(true).meta({ description: "The delivery cost calculator on a car's page." }),
        budgetFinder: z.boolean().default(true).meta({ description: 'The "what can I afford" budget finder.' }),
        tradeIn: z.boolean().default(true).meta({ description: 'The trade-in pages, and "Sell your car" in the menu.' }),
        reportPlugins: z
          .object({
            autogauge: z.boolean().default(false),
            carAnalysis: z.boolean().default(false),
            ppsrReport: z.boolean().default(false),
          })
          .prefault({}),
        /**
         * Web chat (001 §7): off by default. `embedded` is the platform's own chat, whose conversation becomes a
         * lead; `hosted` opens the dealer's chat provider's page (`hostedUrl`, given the car and page) instead.
         */
        chat: z
          .object({
            enabled: z.boolean().default(false),
            openOnEnquire: z.boolean().default(false),
            provider: z.enum(["embedded", "hosted"]).default("embedded"),
            hostedUrl: z.string().url().startsWith("https://").nullable().default(null),
            greeting: z.string().min(1).default("Hi! Ask us anything about our stock, finance or servicing."),
          })
          .prefault({}),
        /** 000 §7: phone numbers behind "Show number"; each reveal is logged and counted in the lead report. */
        phoneReveal: z
          .boolean()
          .default(false)
          .meta({ description: 'Phone numbers stay behind a "Show number" button; each reveal is counted as a lead.' }),
        /** The /fleet page and its enquiry form (001 §2, dealer pages). */
        fleet: z.boolean().default(true).meta({ description: "The /fleet page and its enquiry form." }),
        /** The /teams/{location-slug} pages (001 §2, dealer pages). */
        teams: z.boolean().default(true).meta({ description: "The team pages of each location." }),
      })
      .prefault({})
      .meta({ group: "site", title: "Site features" }),

    onlineReservation: z
      .object({
        enabled: z.boolean().default(false).meta({ description: "Shoppers can reserve a car online with a deposit." }),
        pathSegment: z.enum(CHECKOUT_PATH_SEGMENTS).default("checkout"),
        depositAmount: dollars.default(200).meta({ description: "The deposit taken to hold a car online, in dollars." }),
        holdHours: z.number().int().min(1).max(720).default(48).meta({ description: "How long a reserved car is held for the shopper." }),
        refundable: z.boolean().default(true).meta({ description: "The deposit is refunded when the shopper cancels." }),
        /** Limits the online-purchase button to used cars and/or named makes; empty means all. */
        onlyUsed: z.boolean().default(false).meta({ description: "Offer online reservation on used cars only." }),
        onlyMakes: z.array(z.string()).default([]),
        returnPolicy: z
          .object({
            enabled: z.boolean().default(false),
            days: days.default(14),
            maxKm: z.number().int().nonnegative().default(500),
          })
          .prefault({}),
      })
      .prefault({})
      .meta({ group: "reservations-payments", title: "Online reservation" }),

    stock: z
      .object({
        justArrivedDays: days.default(8).meta({ description: 'A car listed within this many days shows the "just arrived" tag.' }),
        justArrivedText: z.string().min(1).default("New"),
        soldTag: z.string().min(1).default("JUST SOLD"),
        soldDays: days.default(3).meta({ description: "A sold car stays visible (tagged) for this many days." }),
        comingSoonTag: z.string().min(1).default("COMING SOON"),
        reservedTag: z.string().min(1).default("Reserved"),
        /** Extra filter in the search filter syntax, applied on top of stock visibility. */
        searchFilter: z
          .string()
          .default("")
          .meta({ description: "An extra filter in the search filter syntax, applied to every search on this site." }),
      })
      .prefault({})
      .meta({ group: "stock-search", title: "Stock" }),

    search: z
      .object({
        pageSize: z.number().int().min(1).max(100).default(21).meta({ description: "Cars per search results page." }),
        /** Kept without a trailing slash (the address with one redirects to it: server/http/trailing-slash.ts). */
        defaultSearchPath: path.transform((p) => p.replace(/(.)\/+$/, "$1")).default("/search/new-used-and-demo-cars"),
        refreshPath: path.default("/special-offers"),
        promoTiles: z.array(promoTile).default([]),
        /** Grid position of the 'We Want Your Car' trade-in card; null hides it. */
        weWantYourCarPosition: z
          .number()
          .int()
          .min(1)
          .nullable()
          .default(12)
          .meta({ description: 'Where the "We Want Your Car" card sits in the results; empty hides it.' }),
        makeFacetVisible: z.number().int().min(1).default(7),
        cityFacetLimit: z.number().int().min(1).default(20),
        dealershipFacetLimit: z.number().int().min(1).default(40),
        bodySelectorLimit: z.number().int().min(1).default(4),
        customBodies: z.array(z.string()).default([]),
        customBodySelectorLimit: z.number().int().min(1).default(20),
        quickPriceOptions: z.enum(["standard", "prestige"]).default("standard"),
        historySize: z.number().int().min(0).max(50).default(5).meta({ description: "How many recent searches a shopper is shown." }),
        /** 001 §9: the state used wherever one is asked and not known (domain/locations/australian-state). */
        defaultState: z
          .string()
          .refine((v) => asState(v) !== null, "an Australian state or territory (qld, nsw, vic…)")
          .default("qld"),
        priceSlider: z
          .object({ min: dollars.default(5000), max: dollars.default(250000), step: z.number().int().min(1).default(500) })
          .prefault({}),
        rangeSliderDefaultMax: dollars.default(100000),
        textDebounceMs: z.number().int().min(0).default(400),
        sliderDebounceMs: z.number().int().min(0).default(300),
      })
      .prefault({})
      .meta({ group: "stock-search", title: "Search" }),

    finance: z
      .object({
        defaultInterestRate: z
          .number()
          .min(0)
          .max(50)
          .default(10)
          .meta({ description: "The interest rate (% a year) used for repayment estimates." }),
        estimateTermYears: z.number().int().min(1).max(10).default(5).meta({ description: "The loan term used for repayment estimates." }),
        estimateDepositPercent: z
          .number()
          .min(0)
          .max(100)
          .default(10)
          .meta({ description: "The deposit (% of the price) used for repayment estimates." }),
        estimateBalloonPercent: z.number().min(0).max(100).default(30),
        weeklyToMonthly: z.number().positive().default(4.33),
        budgetDefaultMonthly: dollars.default(600),
        budgetDefaultWeekly: dollars.default(200),
        budgetDefaultDeposit: dollars.default(2000),
        budgetYears: z.number().int().min(1).default(5),
        budgetClampMax: dollars.default(1_000_000),
        budgetMinPriceFilter: dollars.default(1000),
        budgetFallbackMaxPrice: dollars.default(100000),
        financePath: path.default("/finance"),
      })
      .prefault({})
      .meta({ group: "finance", title: "Finance estimates" }),

    delivery: z
      .object({
        baseFee: dollars.default(150),
        perKm: z.number().nonnegative().default(1.2),
        freeWithinKm: z.number().nonnegative().default(50),
        maxKm: z.number().positive().default(4000),
      })
      .prefault({})
      .meta({ group: "finance", title: "Delivery calculator" }),

    labels: z
      .object({
        noPriceText: z.string().min(1).default("Enquire for price."),
        locationsTitle: z.string().min(1).default("Our Locations"),
        enquireButton: z.string().min(1).default("Enquire Now"),
        findSimilarButton: z.string().min(1).default("Find Me Something Similar"),
        weWantYourCarTitle: z.string().min(1).default("We Want Your Car"),
      })
      .prefault({})
      .meta({ group: "vehicle-page", title: "Labels and buttons" }),

    access: z
      .object({
        /** Which spec routes need a signed-in shopper. Trade-in and sell-my-car are open by default. */
        gates: z
          .object({
            tradeIn: z.boolean().default(false).meta({ description: "The trade-in pages need a signed-in shopper." }),
            sellMyCar: z.boolean().default(false).meta({ description: "The sell-my-car page needs a signed-in shopper." }),
            checkout: z.boolean().default(false).meta({ description: "Reserving a car online needs a signed-in shopper." }),
            personalisedFinance: z.boolean().default(true).meta({ description: "Personalised finance quotes need a signed-in shopper." }),
            spinToWin: z.boolean().default(true).meta({ description: "Spin to win needs a signed-in shopper." }),
            onlinePayment: z.boolean().default(true).meta({ description: "Paying online needs a signed-in shopper." }),
            finance: z.boolean().default(false).meta({ description: "The finance pages need a signed-in shopper." }),
            myGarage: z.boolean().default(true).meta({ description: "The garage (saved cars) needs a signed-in shopper." }),
          })
          .prefault({}),
        /** Dealer-added gated paths (e.g. the dealer's own "my..." pages) with their sign-in type. */
        extraGatedPaths: z.array(z.object({ path, type: z.enum(SIGN_IN_TYPES) })).default([]),
      })
      .prefault({})
      .meta({ group: "sign-in-gates", title: "Sign-in gates", description: "Which pages need a signed-in shopper." }),

    forms: z
      .object({
        commentsOptional: z.boolean().default(false).meta({ description: "The comments box on enquiry forms may be left empty." }),
        termsRequired: z.boolean().default(false).meta({ description: "Shoppers must tick the terms before sending a form." }),
        categorySelect: z.boolean().default(true).meta({ description: "Enquiry forms ask what the enquiry is about." }),
        optInHidden: z.boolean().default(false).meta({ description: "Hides the marketing opt-in box on forms." }),
        dealershipSlugFromLocation: z.boolean().default(false),
        locationSelect: z.boolean().default(true).meta({ description: "Forms ask which location the enquiry is for." }),
        preferredDealershipSelectRemoved: z.boolean().default(false),
        defaultEventId: z.number().int().default(22),
        careersEventId: z.number().int().default(51),
        /** After a successful submit: the /success page, or an inline thank-you. */
        successMode: z
          .enum(["page", "inline"])
          .default("page")
          .meta({ description: "After a form is sent: the thank-you page, or a message on the same page." }),
      })
      .prefault({})
      .meta({ group: "forms-leads", title: "Forms" }),

    leads: z
      .object({ targets: z.array(leadTarget).default([]) })
      .prefault({})
      .meta({ group: "forms-leads", title: "Lead delivery" }),

    locations: z
      .object({
        hiddenSlugs: z.array(z.string()).default([]),
        /** Dates a location keeps other hours (public holidays), by location slug; edited on the console's Locations page. */
        hoursExceptions: z.record(z.string(), z.array(hoursExceptionSchema).max(60)).default({}).meta({
          description: "Dates a location is closed or keeps other hours (public holidays), by location slug. Edited on the Locations page.",
        }),
      })
      .prefault({})
      .meta({ group: "site", title: "Locations" }),

    /** Brand pages: the dealer's own logo per make (a site path or https URL); a make without one shows its name. */
    brands: z
      .object({
        logos: z.record(z.string(), z.string().regex(/^(\/[^\s]*|https:\/\/[^\s]+)$/, "must be a path or an https URL")).default({}),
      })
      .prefault({})
      .meta({ group: "seo", title: "Brand pages" }),

    offers: z
      .object({
        /** Offer ids shown here even though their excluded_website_ids name this site. */
        excludedOfferAllowList: z.array(z.number().int()).default([]),
        descriptionTruncate: z.number().int().min(1).default(160),
        disclaimerTruncate: z.number().int().min(1).default(200),
        viewMoreThreshold: z.number().int().min(1).default(200),
        startExpanded: z.boolean().default(false),
      })
      .prefault({})
      .meta({ group: "site", title: "Offers" }),

    reviews: z
      .object({
        minimumRating: z.number().int().min(1).max(5).default(4).meta({ description: "Reviews below this star rating are not shown." }),
        hiddenReviewers: z.array(z.string()).default([]),
        hiddenReviewIds: z.array(z.string()).default([]),
        fullQuantity: z.number().int().min(1).default(12).meta({ description: "How many reviews the reviews page shows." }),
        listSize: z.number().int().min(1).default(10),
      })
      .prefault({})
      .meta({ group: "site", title: "Reviews" }),

    valuation: z
      .object({ minimumPrice: dollars.default(200) })
      .prefault({})
      .meta({ group: "finance", title: "Trade-in valuation" }),

    /** Spin to win (/spin-to-win, gated by access.gates.spinToWin): the dealer's campaign, or none. */
    spinToWin: z
      .object({ campaign: spinCampaignSchema.nullable().default(null) })
      .prefault({})
      .meta({ group: "site", title: "Spin to win" }),

    vehiclePage: z
      .object({
        specInitialLimit: z.number().int().min(1).default(4),
        thumbnailsAbove: z.number().int().min(0).default(3),
        dealerCommentsLimit: z.number().int().min(1).default(400),
        stickyHeaderOffset: z.number().int().min(0).default(500),
        spinIntervalMs: z.number().int().min(16).default(100),
        /** A spin provider's viewer for cars whose spin code is the provider's code, not a URL: https, "{code}" is filled in. */
        spinProviderUrl: z
          .string()
          .regex(/^https:\/\/[^\s]+\{code\}/, "an https address with {code} in it")
          .nullable()
          .default(null),
        tabs: z
          .object({
            dealerComments: z.boolean().default(true),
            whatsIncluded: z.boolean().default(true),
            whyBuyFromUs: z.boolean().default(true),
            reserveOnline: z.boolean().default(true),
            protectYourCar: z.boolean().default(true),
            features: z.boolean().default(true),
          })
          .prefault({}),
      })
      .prefault({})
      .meta({ group: "vehicle-page", title: "Vehicle page" }),

    map: z
      .object({ defaultZoom: z.number().int().min(1).max(21).default(10), type: z.string().default("roadmap") })
      .prefault({})
      .meta({ group: "site", title: "Map" }),
    images: z
      .object({ defaultQuality: z.number().int().min(1).max(100).default(75), defaultWidth: z.number().int().min(1).default(640) })
      .prefault({})
      .meta({ group: "seo", title: "Images" }),
    /** The home page's promotions (001 §9: 1920 by 540; 790 high on a dealer override). */
    promotionsSlider: z
      .object({
        width: z.number().int().min(1).default(1920),
        height: z.number().int().min(1).default(540),
        /** Auto-advance interval; 0 never advances (reduced motion never does). */
        intervalMs: z.number().int().min(0).max(60_000).default(6000),
        /** Edited in the console's Content › Home promotions (pictures uploaded and cut to the slider's size). */
        slides: z.array(promotionSlideSchema).max(MAX_PROMOTION_SLIDES, `At most ${MAX_PROMOTION_SLIDES} slides.`).default([]),
      })
      .prefault({})
      .meta({ group: "site", title: "Home page promotions", description: "The slides are edited in Content › Home promotions." }),
    /** The /fleet page's words (001 §2), edited in Content › Fleet page; none keeps the standard text. */
    fleetPage: fleetPageSchema.nullable().default(null).meta({
      group: "site",
      title: "Fleet page text",
      description: "Edited in Content › Fleet page; empty parts keep the standard text.",
    }),
    toastRemoveDelayMs: z
      .number()
      .int()
      .min(0)
      .default(1_000_000)
      .meta({ group: "site", title: "Notice display time (ms)", description: "How long a notice stays on screen, in milliseconds." }),

    privacy: z
      .object({ acknowledgeDays: days.default(7), accessDays: days.default(30), complaintDays: days.default(30) })
      .prefault({})
      .meta({ group: "forms-leads", title: "Privacy timings (days)" }),

    warranty: z
      .object({
        standardYears: z.number().int().min(0).default(3),
        newCarYears: z.number().int().min(0).nullable().default(null),
        certifiedExtraYears: z.number().int().min(0).default(0),
        roadsideAssistMonths: z.number().int().min(0).default(12),
        inspectionPoints: z.number().int().min(0).default(90),
      })
      .prefault({})
      .meta({ group: "vehicle-page", title: "Warranty" }),

    /**
     * Where the dealer texts built from these settings (warranty claims, return policy, privacy timings) appear:
     * vehicle page tabs (`tab:…`) and content pages (`page:{slug}`). They show there even when the dealer has
     * written its own page for that place (001 §9).
     */
    dealerTexts: z
      .object({
        warranty: z.array(z.string().regex(/^(tab|page):[a-zA-Z0-9-]+$/)).default(["tab:whatsIncluded", "page:why-buy-from-us"]),
        returnPolicy: z.array(z.string().regex(/^(tab|page):[a-zA-Z0-9-]+$/)).default(["tab:whyBuyFromUs", "page:why-buy-from-us"]),
        privacyTimings: z.array(z.string().regex(/^(tab|page):[a-zA-Z0-9-]+$/)).default(["page:privacy-policy"]),
      })
      .prefault({})
      .meta({ group: "vehicle-page", title: "Where dealer texts appear" }),

    paymentsAccepted: z
      .array(z.enum(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"]))
      .default(["Mastercard", "Visa", "Maestro", "Google Pay", "Apple Pay"])
      .meta({ group: "reservations-payments", title: "Payments accepted" }),

    contact: z
      .object({
        phone: z.string().default(""),
        email: z.string().default(""),
        facebookUrl: z.string().default(""),
        instagramUrl: z.string().default(""),
      })
      .prefault({})
      .meta({ group: "seo", title: "Contact details", description: "Shown on the contact page and in search engines' structured data." }),
  })
  .strict();

export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;
export type WebsiteSettingsInput = z.input<typeof websiteSettingsSchema>;

export class InvalidSettingsError extends Error {
  constructor(readonly issues: Array<{ field: string; message: string }>) {
    super(`Invalid settings: ${issues.map((i) => `${i.field}: ${i.message}`).join("; ")}`);
    this.name = "InvalidSettingsError";
  }
}

/** Parses stored settings over the defaults; throws a message naming each bad field. */
export function parseWebsiteSettings(input: unknown): WebsiteSettings {
  const result = websiteSettingsSchema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new InvalidSettingsError(result.error.issues.map((issue) => ({ field: issue.path.join(".") || "(root)", message: issue.message })));
}

export const DEFAULT_SETTINGS: WebsiteSettings = parseWebsiteSettings({});
