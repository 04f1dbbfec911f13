/**
 * The whole data model, one schema for PGlite and PostgreSQL.
 * Every tenant-owned table carries `website_id` so that each query can be scoped to one dealer site.
 * Column names follow the spec's field names (snake_case) so that API payloads map one to one.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { WebsiteSettingsInput } from "~/domain/settings/schema";
import type { ThemeTokens } from "~/domain/settings/theme";
import type { Address, ContactDetail, OpeningHours } from "~/domain/locations/location-fields";
import type { CarImage, CarSpec, SpinHotspot } from "~/domain/vehicle/car-fields";
import type { PriceComparison } from "~/domain/vehicle/price-comparison";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const websites = pgTable("websites", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  template: text("template").notNull(),
  settings: jsonb("settings").$type<WebsiteSettingsInput>().notNull().default({}),
  theme: jsonb("theme").$type<ThemeTokens>().notNull(),
  logoText: text("logo_text"),
  tagline: text("tagline"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Custom domains. `{slug}.localhost` and `{slug}.{PLATFORM_DOMAIN}` need no row. A host answers only once verified
 * (`verified_at` set): one attached in the console starts unverified with a token the dealer publishes as a DNS TXT
 * record (server/console/onboarding-hosts.ts); rows written without the column (the demo seed) are verified at once.
 */
export const websiteHosts = pgTable("website_hosts", {
  host: text("host").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  verificationToken: text("verification_token"),
  verifiedAt: timestamp("verified_at", { withTimezone: true }).defaultNow(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const dealerships = pgTable(
  "dealerships",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    makes: jsonb("makes").$type<string[]>().notNull().default([]),
    phone: text("phone"),
    email: text("email"),
    abn: text("abn"),
    licenceNumber: text("licence_number"),
  },
  (t) => [uniqueIndex("dealerships_website_slug").on(t.websiteId, t.slug)],
);

export const locations = pgTable(
  "locations",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    primary: boolean("primary").notNull().default(false),
    visible: boolean("visible").notNull().default(true),
    locationType: text("location_type").notNull().default(""),
    locationSubtype: text("location_subtype").notNull().default(""),
    manufacturers: jsonb("manufacturers").$type<string[]>().notNull().default([]),
    city: text("city").notNull(),
    address: jsonb("address").$type<Address>().notNull(),
    contactDetail: jsonb("contact_detail").$type<ContactDetail>().notNull().default({}),
    openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default([]),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (t) => [uniqueIndex("locations_website_slug").on(t.websiteId, t.slug)],
);

export const cars = pgTable(
  "cars",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    dealershipId: integer("dealership_id")
      .notNull()
      .references(() => dealerships.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    year: integer("year").notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    badge: text("badge").notNull().default(""),
    series: text("series").notNull().default(""),
    colour: text("colour").notNull(),
    interiorColour: text("interior_colour").notNull().default(""),
    /** Whole dollars; null when the dealer shows no price. */
    price: integer("price"),
    priceType: text("price_type").notNull().default("drive_away"),
    km: integer("km").notNull().default(0),
    stocknum: text("stocknum").notNull(),
    vin: text("vin").notNull(),
    nvic: text("nvic"),
    rego: text("rego"),
    carType: text("car_type").notNull(),
    vehicleKind: text("vehicle_kind").notNull().default("car"),
    status: text("status").notNull().default("in_stock"),
    reserved: boolean("reserved").notNull().default(false),
    tag: text("tag").notNull().default(""),
    certified: boolean("certified").notNull().default(false),
    body: text("body").notNull(),
    fuel: text("fuel").notNull(),
    transmission: text("transmission").notNull(),
    drive: text("drive").notNull(),
    engine: text("engine").notNull().default(""),
    cylinders: integer("cylinders"),
    seats: integer("seats"),
    doors: integer("doors"),
    fuelConsumption: real("fuel_consumption"),
    images: jsonb("images").$type<CarImage[]>().notNull().default([]),
    interiorImages: jsonb("interior_images").$type<CarImage[]>().notNull().default([]),
    videoUrl: text("video_url"),
    externalVideoUrl: text("external_video_url"),
    spinImages: jsonb("spin_images").$type<string[]>().notNull().default([]),
    spinCode: text("spin_code"),
    hotspots: jsonb("hotspots").$type<SpinHotspot[]>().notNull().default([]),
    walkaroundUrl: text("walkaround_url"),
    standardEquipment: jsonb("standard_equipment").$type<string[]>().notNull().default([]),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    specs: jsonb("specs").$type<CarSpec[]>().notNull().default([]),
    dealerComments: text("dealer_comments").notNull().default(""),
    views: integer("views").notNull().default(0),
    youxWeeklyRepayment: integer("youx_weekly_repayment"),
    shownOnWebsite: boolean("shown_on_website").notNull().default(true),
    customRank: integer("custom_rank").notNull().default(0),
    /** Per-car reservation deposit in whole dollars; null means the dealer's default. */
    depositAmount: integer("deposit_amount"),
    soldAt: timestamp("sold_at", { withTimezone: true }),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /**
     * Set by the application in millisecond precision on every write: search indexes in every process
     * pull cars whose updated_at passed their watermark, and a JS Date holds milliseconds only.
     */
    updatedAt: updatedAt()
      .$defaultFn(() => new Date())
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex("cars_website_slug").on(t.websiteId, t.slug),
    index("cars_make_model").on(t.make, t.model),
    index("cars_updated_at").on(t.updatedAt),
  ],
);

export const priceComparisons = pgTable("price_comparisons", {
  carId: integer("car_id")
    .primaryKey()
    .references(() => cars.id, { onDelete: "cascade" }),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  payload: jsonb("payload").$type<PriceComparison | null>(),
  computedAt: timestamp("computed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A lender a dealer offers finance through; per-car quotes are computed from these rates. */
export const financeLenders = pgTable("finance_lenders", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  name: text("name").notNull(),
  disclaimer: text("disclaimer").notNull(),
  interestRate: real("interest_rate").notNull(),
  comparisonRate: real("comparison_rate").notNull(),
  establishmentFees: integer("establishment_fees").notNull().default(0),
  termMonths: integer("term_months").notNull().default(60),
  depositPercent: real("deposit_percent").notNull().default(10),
  balloonPercent: real("balloon_percent").notNull().default(30),
});

/** Offers: `website_id` null is a manufacturer offer syndicated to every site selling that make. */
export const offers = pgTable("offers", {
  id: serial("id").primaryKey(),
  websiteId: integer("website_id").references(() => websites.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  disclaimer: text("disclaimer").notNull().default(""),
  category: text("category").notNull().default(""),
  excludedWebsiteIds: jsonb("excluded_website_ids").$type<number[]>().notNull().default([]),
  manufacturer: text("manufacturer"),
  manufacturerSlug: text("manufacturer_slug"),
  modelName: text("model_name"),
  modelSlug: text("model_slug"),
  modelOverrideUrl: text("model_override_url"),
  imageUrl: text("image_url"),
  startsAt: timestamp("starts_at", { withTimezone: true }),
  endsAt: timestamp("ends_at", { withTimezone: true }),
});

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    source: text("source").notNull().default("google"),
    externalId: text("external_id").notNull(),
    reviewerName: text("reviewer_name").notNull(),
    rating: integer("rating").notNull(),
    text: text("text"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
  },
  // A review is known by its source and id on a dealer's site: the same review is never stored twice (ADR 048).
  (t) => [uniqueIndex("reviews_website_source_external_id").on(t.websiteId, t.source, t.externalId)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    category: text("category").notNull(),
    excerpt: text("excerpt").notNull(),
    body: text("body").notNull(),
    imageUrl: text("image_url").notNull(),
    makes: jsonb("makes").$type<string[]>().notNull().default([]),
    /** When the post shows: a published post whose time is still to come is scheduled (domain/content/publishing.ts). */
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    /** "published" or "draft" (a draft never shows on the public site). */
    status: text("status").notNull().default("published"),
    /** "text" (paragraphs, "## " headings, "- " lists: the seeded and starter content) or "html" (sanitised, ADR 050). */
    format: text("format").notNull().default("text"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("blog_posts_website_slug").on(t.websiteId, t.slug)],
);

export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    kind: text("kind").notNull().default("page"),
    /** "published" or "draft"; a published page with a `publish_at` still to come is scheduled. */
    status: text("status").notNull().default("published"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    /** "text" or "html", as blog_posts.format. */
    format: text("format").notNull().default("text"),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_pages_website_slug").on(t.websiteId, t.slug)],
);

/** A shopper, identified by an E.164 phone number, per dealer site. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_website_phone").on(t.websiteId, t.phone)],
);

export const sessions = pgTable("sessions", {
  tokenHash: text("token_hash").primaryKey(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

export const signInCodes = pgTable(
  "sign_in_codes",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    ip: text("ip").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("sign_in_codes_phone").on(t.websiteId, t.phone, t.createdAt)],
);

export const watchlistEntries = pgTable(
  "watchlist_entries",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("watchlist_user_car").on(t.userId, t.carId)],
);

export const leads = pgTable(
  "leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    kind: text("kind").notNull(),
    eventId: integer("event_id").notNull(),
    category: text("category"),
    subcategory: text("subcategory"),
    dealershipId: integer("dealership_id").references(() => dealerships.id),
    locationId: integer("location_id").references(() => locations.id),
    carId: integer("car_id").references(() => cars.id),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    sourceUrl: text("source_url"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("leads_website_idempotency").on(t.websiteId, t.idempotencyKey)],
);

export const leadDeliveries = pgTable(
  "lead_deliveries",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    target: text("target").notNull(),
    destination: text("destination").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("lead_deliveries_lead_target").on(t.leadId, t.target, t.destination),
    index("lead_deliveries_due").on(t.status, t.nextAttemptAt),
  ],
);

export const leadDeliveryAttempts = pgTable("lead_delivery_attempts", {
  id: serial("id").primaryKey(),
  deliveryId: integer("delivery_id")
    .notNull()
    .references(() => leadDeliveries.id, { onDelete: "cascade" }),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id, { onDelete: "cascade" }),
  ok: boolean("ok").notNull(),
  error: text("error"),
  durationMs: integer("duration_ms").notNull(),
  attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
});

export const reservations = pgTable(
  "reservations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    depositAmount: integer("deposit_amount").notNull(),
    status: text("status").notNull().default("pending_payment"),
    heldUntil: timestamp("held_until", { withTimezone: true }).notNull(),
    paymentRef: text("payment_ref"),
    customer: jsonb("customer").$type<Record<string, unknown>>().notNull().default({}),
    // Checkout (issue 12, ADR on payments and reservations): see domain/checkout/hold.ts for the states.
    /** What the shopper reads and quotes: RS-XXXX-XXXX. */
    reference: text("reference"),
    /** reserve: a deposit that holds the car; buy: the buy-online journey (deposit, then an order the dealer confirms). */
    kind: text("kind").notNull().default("reserve"),
    /** The checkout form's key: a double-clicked pay button finds the first reservation. */
    idempotencyKey: text("idempotency_key"),
    /** unpaid, paid, refund_pending, refunded (domain/checkout PAYMENT_STATUSES). */
    paymentStatus: text("payment_status").notNull().default("unpaid"),
    provider: text("provider"),
    providerSessionId: text("provider_session_id"),
    /** The provider's payment (Stripe payment intent) a refund goes back through. */
    providerPaymentId: text("provider_payment_id"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    refundId: text("refund_id"),
    refundAttempts: integer("refund_attempts").notNull().default(0),
    nextRefundAt: timestamp("next_refund_at", { withTimezone: true }),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** The buy-online order: delivery or pick-up, trade-in, finance, the return policy accepted. */
    order: jsonb("order").$type<Record<string, unknown>>().notNull().default({}),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    holdHours: integer("hold_hours").notNull().default(48),
    /** The offer's terms when the shopper paid: a non-refundable deposit is kept when the shopper cancels or the hold runs out. */
    refundable: boolean("refundable").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One live reservation per car: the database, not the app, guarantees a car is held once.
    uniqueIndex("reservations_one_live_per_car")
      .on(t.carId)
      .where(sql`status in ('pending_payment', 'held')`),
    uniqueIndex("reservations_idempotency").on(t.websiteId, t.idempotencyKey),
    uniqueIndex("reservations_reference").on(t.reference),
    index("reservations_due").on(t.status, t.heldUntil),
    index("reservations_refunds_due").on(t.paymentStatus, t.nextRefundAt),
    index("reservations_user").on(t.websiteId, t.userId),
  ],
);

/** One row per car, visitor and day: a view counts once per visitor per day. */
export const carViews = pgTable(
  "car_views",
  {
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    visitorHash: text("visitor_hash").notNull(),
    day: text("day").notNull(),
  },
  (t) => [uniqueIndex("car_views_once_a_day").on(t.carId, t.visitorHash, t.day)],
);

/**
 * Lead submissions per site and client address in fixed windows, shared by every process (ADR 020):
 * one upsert per submission counts it; windows older than the limit's are pruned.
 */
export const leadRateLimits = pgTable(
  "lead_rate_limits",
  {
    key: text("key").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
    hits: integer("hits").notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index("lead_rate_limits_window").on(t.windowStart)],
);

// ---------------------------------------------------------------------------------------------
// Dealer pages (issue 14): the team of each location, and the phone numbers shoppers reveal.

/** A member of a location's team, shown at /teams/{location-slug}: photo, role and how to reach them. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    locationId: integer("location_id")
      .notNull()
      .references(() => locations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull(),
    /** The team the role belongs to, e.g. Sales, Service, Finance, Management. */
    department: text("department").notNull().default(""),
    phone: text("phone"),
    email: text("email"),
    photoUrl: text("photo_url"),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("staff_members_location").on(t.websiteId, t.locationId, t.sortOrder)],
);

/**
 * One row per "Show number" a shopper presses (000 §7, phone-reveal log): which site, which car (or
 * location) and when; the dealer's lead report counts them.
 */
export const phoneReveals = pgTable(
  "phone_reveals",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    locationId: integer("location_id").references(() => locations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("phone_reveals_site_time").on(t.websiteId, t.createdAt)],
);

// Spin to win and PPSR checks (issue 13; ADR 032) ---------------------------------------------------------------

/**
 * One spin per shopper per campaign (the campaign lives in the dealer's settings). The unique index, not the
 * application, makes a replayed or concurrent second spin impossible: its insert finds the first one's row.
 */
export const spinEntries = pgTable(
  "spin_entries",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").notNull(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    email: text("email"),
    /** The prize won (the campaign's prize id and its label then); null: no prize. */
    prizeId: text("prize_id"),
    prizeLabel: text("prize_label"),
    leadId: uuid("lead_id").references(() => leads.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("spin_entries_once_per_campaign").on(t.websiteId, t.campaignId, t.userId)],
);

/**
 * How many of each prize a campaign has given. A spin counts its prize with one conditional upsert that only
 * adds while the count stays within the prize's stock, so the stock left is never below zero.
 */
export const spinPrizeAwards = pgTable(
  "spin_prize_awards",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    campaignId: text("campaign_id").notNull(),
    prizeId: text("prize_id").notNull(),
    awarded: integer("awarded").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.campaignId, t.prizeId] }), check("spin_prize_awards_not_negative", sql`${t.awarded} >= 0`)],
);

/**
 * A search of the Personal Property Securities Register the dealer made for one car: when, its certificate
 * number and what it found. Only a stored check lets the car's page offer a PPSR report or speak of one.
 */
export const ppsrChecks = pgTable(
  "ppsr_checks",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    /** The VIN searched (a check of another VIN is not this car's). */
    vin: text("vin").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull(),
    certificateNumber: text("certificate_number").notNull(),
    stolen: boolean("stolen").notNull(),
    writtenOff: boolean("written_off").notNull(),
    /** A security interest registered (finance owing). */
    encumbered: boolean("encumbered").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ppsr_checks_car").on(t.websiteId, t.carId, t.searchedAt)],
);

// Checkout and payments (issue 12) -----------------------------------------------------------------------------

/**
 * Every payment webhook event processed, by provider and event id: a retried or replayed event finds its row
 * and changes nothing (the row is written in the transaction that applies the event).
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** A payment the dealer asked for (reference and amount), paid on /online-payment through the payments module. */
export const onlinePayments = pgTable(
  "online_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The dealer's reference the shopper typed (invoice, order or stock number). */
    dealerReference: text("dealer_reference").notNull(),
    amountCents: integer("amount_cents").notNull(),
    /** pending, paid, failed. */
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull(),
    provider: text("provider"),
    providerSessionId: text("provider_session_id"),
    providerPaymentId: text("provider_payment_id"),
    customer: jsonb("customer").$type<Record<string, unknown>>().notNull().default({}),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("online_payments_idempotency").on(t.websiteId, t.idempotencyKey)],
);

/**
 * Messages to shoppers about their reservation (confirmation email and SMS, "the car is free again"), sent by the
 * checkout job with retries. The dedupe key makes each message once however often its cause is replayed.
 */
export const checkoutNotices = pgTable(
  "checkout_notices",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    dedupeKey: text("dedupe_key").notNull(),
    /** email or sms. */
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    /** pending, sent, dead. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("checkout_notices_dedupe").on(t.dedupeKey), index("checkout_notices_due").on(t.status, t.nextAttemptAt)],
);

/** Shoppers who asked to be told when a held car comes free; told once, then the row is marked. */
export const carFreeWatchers = pgTable(
  "car_free_watchers",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("car_free_watchers_once").on(t.carId, t.email)],
);

/**
 * The embedded payment provider's own ledger (what Stripe keeps on its side): one charge per checkout session and
 * one refund per charge, each a conditional insert, so the test provider can never charge or refund twice either.
 */
export const embeddedPaymentCharges = pgTable("embedded_payment_charges", {
  sessionId: text("session_id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  amountCents: integer("amount_cents").notNull(),
  refundId: text("refund_id"),
  refundedAt: timestamp("refunded_at", { withTimezone: true }),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------------------------------------
// Finance applications (issue 13; ADR 035): a shopper's pre-approval or finance application, saved step by
// step. Everything the shopper typed is in `payload`, encrypted with AES-256-GCM (server/finance/crypto.ts);
// only what the garage and the flow need to find and list it is stored in clear.

export const financeApplications = pgTable(
  "finance_applications",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** SHA-256 of the draft's browser token (an HttpOnly cookie); the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    carId: integer("car_id").references(() => cars.id, { onDelete: "set null" }),
    /** "pre-approval" (/finance-pre-approval) or "application" (/apply-for-finance). */
    kind: text("kind").notNull(),
    /** "draft" or "submitted". */
    status: text("status").notNull().default("draft"),
    /** The steps the shopper has completed, in order. */
    completedSteps: jsonb("completed_steps").$type<string[]>().notNull().default([]),
    /** `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the shopper's answers, encrypted. */
    payload: text("payload").notNull(),
    leadId: uuid("lead_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
  },
  (t) => [index("finance_applications_user").on(t.websiteId, t.userId)],
);

// Trade-in lead capture (issue 13; ADR on trade-in valuation): one row per shopper's car per site, tying the form
// shown (its idempotency key) and the shopper's car (a hash of their mobile or email and the car) to the ONE lead
// they make. A partial lead is that lead with its deliveries due after a delay; a finished submit updates the same
// lead (never a second one). The unique keys are what make "one lead per shopper's car" hold under races.
export const tradeInCaptures = pgTable(
  "trade_in_captures",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** The form's idempotency key (one per form shown in the browser). */
    formKey: text("form_key").notNull(),
    /** SHA-256 of the site, the shopper (mobile, else email) and the car (rego and state, else year, make, model). */
    shopperCarKey: text("shopper_car_key").notNull(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    /** "partial" (kept while the shopper types) or "complete" (the form was sent). */
    status: text("status").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("trade_in_captures_form").on(t.websiteId, t.formKey),
    uniqueIndex("trade_in_captures_shopper_car").on(t.websiteId, t.shopperCarKey),
    uniqueIndex("trade_in_captures_lead").on(t.leadId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Dealer console (issue 19; ADR 036): staff accounts, their roles per dealer, their sessions and emailed tokens,
// the handling of each lead (status and notes) and the audit log of every console action.

/** A person who works in the console: one row per email across the platform (a group's staff may serve several dealers). */
export const staffUsers = pgTable("staff_users", {
  id: serial("id").primaryKey(),
  /** Lower-cased. */
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  /** `scrypt$N$r$p$salt$hash` (server/console/passwords.ts); null until an invited person sets one. */
  passwordHash: text("password_hash"),
  /** Base32 TOTP secret (RFC 6238); null: no second factor. */
  totpSecret: text("totp_secret"),
  /** The last TOTP time step used: a code is accepted once. */
  totpLastCounter: integer("totp_last_counter"),
  /** Sees and acts as owner on every dealer. */
  platformOperator: boolean("platform_operator").notNull().default(false),
  /** Wrong passwords or codes since the last sign-in; reaching the limit locks the account for a while. */
  failedSignIns: integer("failed_sign_ins").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  createdAt: createdAt(),
});

/** A staff member's role at one dealer: owner, manager or sales (domain/console/permissions.ts). */
export const staffMemberships = pgTable(
  "staff_memberships",
  {
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.staffUserId, t.websiteId] }),
    index("staff_memberships_website").on(t.websiteId),
    check("staff_memberships_role", sql`${t.role} in ('owner', 'manager', 'sales')`),
  ],
);

/** Console sessions, apart from shoppers' (own cookie, own table); a session belongs to one dealer's host. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    staffUserId: integer("staff_user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("staff_sessions_user").on(t.staffUserId)],
);

/** Emailed one-time tokens: a sign-in link, a password reset or an invitation (with the role it grants). */
export const staffTokens = pgTable(
  "staff_tokens",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    /** sign-in, reset or invite. */
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Invitations: the role accepted with it. */
    role: text("role"),
    invitedBy: integer("invited_by").references(() => staffUsers.id, { onDelete: "set null" }),
    ip: text("ip").notNull().default(""),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_tokens_email").on(t.websiteId, t.email, t.createdAt)],
);

/** How the dealer is handling a lead: its status (new when there is no row) and who changed it last. */
export const leadHandling = pgTable(
  "lead_handling",
  {
    leadId: uuid("lead_id")
      .primaryKey()
      .references(() => leads.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    updatedBy: integer("updated_by").references(() => staffUsers.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("lead_handling_status").on(t.websiteId, t.status),
    check("lead_handling_status_values", sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
  ],
);

export const leadNotes = pgTable(
  "lead_notes",
  {
    id: serial("id").primaryKey(),
    leadId: uuid("lead_id")
      .notNull()
      .references(() => leads.id, { onDelete: "cascade" }),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("lead_notes_lead").on(t.websiteId, t.leadId, t.createdAt)],
);

/** Every console action: who, what (an action name and its subject), the state before and after, and when. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** Null: someone not signed in (a failed sign-in). */
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The email at the time, kept when the account is gone. */
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull().default(""),
    before: jsonb("before").$type<Record<string, unknown> | null>(),
    after: jsonb("after").$type<Record<string, unknown> | null>(),
    ip: text("ip").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_site_time").on(t.websiteId, t.createdAt)],
);

/** A dealer's saved stock feed mappings (domain/feeds/mapping.ts), one per DMS export, by name (ADR 037). */
export const feedMappings = pgTable(
  "feed_mappings",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    mapping: jsonb("mapping").$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("feed_mappings_site_name").on(t.websiteId, t.name)],
);

/** Every stock feed run, dry or applied: who, when, which file, the counts and the report (ADR 037). */
export const feedImports = pgTable(
  "feed_imports",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    mappingName: text("mapping_name").notNull(),
    /** The file's name or the URL it came from. */
    source: text("source").notNull(),
    /** Who ran it: a staff member's email, or "cli:<user>" from the command line. */
    actor: text("actor").notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    dryRun: boolean("dry_run").notNull(),
    /** "dry_run", "applied", "refused" (the file or mapping could not be used) or "failed" (nothing was written). */
    status: text("status").notNull(),
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    report: jsonb("report").$type<Record<string, unknown>>().notNull().default({}),
    error: text("error"),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * A queued run is a job (ADR 054): the mapping it runs with (as saved when it was queued), whether a mass
     * removal was confirmed, and for a scheduled run the address its file is fetched from.
     */
    mapping: jsonb("mapping").$type<Record<string, unknown>>(),
    allowMassRemoval: boolean("allow_mass_removal").notNull().default(false),
    fetchUrl: text("fetch_url"),
    attempts: integer("attempts").notNull().default(0),
    /** The process working on it (host:pid:random) and its last sign of life. */
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
  },
  (t) => [
    index("feed_imports_site_time").on(t.websiteId, t.startedAt),
    index("feed_imports_status").on(t.status, t.id),
    // At most one running import per dealer, whichever process runs it.
    uniqueIndex("feed_imports_one_running")
      .on(t.websiteId)
      .where(sql`${t.status} = 'running'`),
  ],
);

/** A feed picture fetched once: its address in the feed → the stored media path (so a second run fetches nothing). */
export const feedImages = pgTable(
  "feed_images",
  {
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    source: text("source").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.source] })],
);

/**
 * Every change of a car's price (issue 19's dashboard): the old and new whole-dollar price (null: no price shown),
 * where it came from ("feed" import, "console" edit) and who. Written by server/stock/price-changes.ts wherever a
 * price is changed, in the same transaction.
 */
export const carPriceChanges = pgTable(
  "car_price_changes",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    oldPrice: integer("old_price"),
    newPrice: integer("new_price"),
    source: text("source").notNull(),
    actor: text("actor").notNull().default(""),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("car_price_changes_site_time").on(t.websiteId, t.changedAt)],
);

/**
 * Every version of a dealer's settings or theme saved from the console (ADR 040): the stored value, who saved it and
 * when. The newest is what `websites` holds; a revert saves an earlier value again as a new version.
 */
export const websiteSettingsVersions = pgTable(
  "website_settings_versions",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    /** "settings" (the settings override) or "theme" (template and theme tokens). */
    part: text("part").notNull(),
    value: jsonb("value").$type<Record<string, unknown>>().notNull(),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    /** The email at the time ("" for the version found before the console's first save). */
    actor: text("actor").notNull(),
    /** What changed, in words ("3 fields: …", "reverted to version 12"). */
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("website_settings_versions_site_part").on(t.websiteId, t.part, t.id)],
);

/**
 * A bulk photo or spin-frame upload processed in the background (issue 19, domain/console/media-jobs.ts): the files
 * wait in DATA_DIR/media-jobs/<site>/<folder>/ until a process claims the job (for update skip locked) and adds them
 * to the car one at a time, writing each file's outcome and its heartbeat; a job whose process stopped is claimed
 * again and resumes, or is failed with a message after its last attempt.
 */
export const mediaJobs = pgTable(
  "media_jobs",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id")
      .notNull()
      .references(() => websites.id, { onDelete: "cascade" }),
    carId: integer("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "cascade" }),
    /** "photos" or "spin". */
    kind: text("kind").notNull(),
    /** "queued", "running", "done" or "failed". */
    status: text("status").notNull(),
    /** The job's folder of temporary files (a random name). */
    folder: text("folder").notNull(),
    files: jsonb("files").$type<import("~/domain/console/media-jobs").MediaJobFile[]>().notNull(),
    /** Why a failed job failed (a sentence for the dealer). */
    message: text("message"),
    staffUserId: integer("staff_user_id").references(() => staffUsers.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** The process working on it (host:pid:random), its last sign of life, and when it ended. */
    claimedBy: text("claimed_by"),
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("media_jobs_site_car").on(t.websiteId, t.carId, t.id), index("media_jobs_status").on(t.status, t.id)],
);
