/**
 * Every route the server answers, with what each reads: path parameters (and where real values for them
 * come from), query keys and the kind of body it takes. `file` ties an entry to its module in app/routes
 * so that route-table.test.ts notices a route added without a fuzz entry.
 */

/** Where real values for a path parameter come from (see fixtures.ts); "junk" has none. */
export type ParamSource = "car" | "blog" | "location" | "offer" | "segment" | "media" | "asset" | "junk";

/** The body a route's action reads, for generating nearly-valid ones. */
export type BodyShape = "lead" | "car-action" | "sign-in" | "sign-out" | "watchlist" | "search" | "quote" | "none";

export type RouteSpec = {
  /** The module in app/routes, "routes.ts" for the extra routes there, "server" for Express's own. */
  file: string;
  /** Path template: `:name` segments take a ParamSource each. */
  path: string;
  params?: Record<string, ParamSource>;
  query?: string[];
  body: BodyShape;
  /** Worth requesting with a shopper's session too. */
  signedIn?: boolean;
};

const CAR_QUERY = ["car_id"];
const SEARCH_PAGE_QUERY = [
  "query",
  "page",
  "sortBy",
  "make",
  "model",
  "car_type",
  "body",
  "price_min",
  "price_max",
  "km_min",
  "km_max",
  "year_min",
  "year_max",
  "certified",
  "phrases",
];

export const ROUTES: RouteSpec[] = [
  { file: "_index.tsx", path: "/", body: "none" },
  { file: "$.tsx", path: "/:rest", params: { rest: "junk" }, body: "none" },
  { file: "api.chat.ts", path: "/api/chat", body: "lead" },
  { file: "api.phone-reveal.ts", path: "/api/phone-reveal", body: "lead" },
  { file: "api.cars.$slug.autogauge.ts", path: "/api/cars/:slug/autogauge", params: { slug: "car" }, body: "none" },
  { file: "api.cars.$slug.viewer.ts", path: "/api/cars/:slug/viewer", params: { slug: "car" }, body: "none" },
  { file: "api.cars.$slug.similar.ts", path: "/api/cars/:slug/similar", params: { slug: "car" }, body: "none" },
  {
    file: "api.cars.$slug.view[.]json.ts",
    path: "/api/cars/:slug/view.json",
    params: { slug: "car" },
    query: ["photos_count", "updated_at", "website_id"],
    body: "none",
  },
  {
    file: "api.search.ts",
    path: "/api/search",
    query: ["query", "search_filters", "filters", "hitsPerPage", "offset", "sort"],
    body: "search",
  },
  { file: "api.watchlist.cars.ts", path: "/api/watchlist/cars", body: "none", signedIn: true },
  { file: "api.watchlist.remove-car.ts", path: "/api/watchlist/remove-car", body: "watchlist", signedIn: true },
  { file: "api.watchlist.save-car.ts", path: "/api/watchlist/save-car", body: "watchlist", signedIn: true },
  { file: "api.youx.quote.ts", path: "/api/youx/quote", body: "quote" },
  { file: "brands._index.tsx", path: "/brands", body: "none" },
  { file: "brands.$slug.tsx", path: "/brands/:slug", params: { slug: "segment" }, body: "none" },
  { file: "routes.ts", path: "/:brand/overview", params: { brand: "segment" }, body: "none" },
  { file: "blog.$slug.tsx", path: "/blog/:slug", params: { slug: "blog" }, body: "none" },
  { file: "blog._index.tsx", path: "/blog", query: ["category"], body: "none" },
  { file: "book-test-drive.tsx", path: "/book-test-drive", query: CAR_QUERY, body: "lead" },
  { file: "careers.tsx", path: "/careers", body: "lead" },
  { file: "cars.$slug.tsx", path: "/cars/:slug", params: { slug: "car" }, body: "car-action" },
  { file: "routes.ts", path: "/cars/trade-in", query: CAR_QUERY, body: "lead" },
  { file: "compare.tsx", path: "/compare", query: ["ids", "diff"], body: "none" },
  { file: "routes.ts", path: "/contact-us/:slug", params: { slug: "location" }, body: "lead" },
  { file: "contact.tsx", path: "/contact", query: CAR_QUERY, body: "lead" },
  { file: "dealer-locator.tsx", path: "/dealer-locator", body: "none" },
  { file: "dealerships.$make.tsx", path: "/dealerships/:make", params: { make: "segment" }, query: ["filter"], body: "none" },
  { file: "dev.sms-inbox.tsx", path: "/dev/sms-inbox", body: "none" },
  { file: "finance.tsx", path: "/finance", query: CAR_QUERY, body: "lead" },
  { file: "finance-pre-approval.tsx", path: "/finance-pre-approval", query: ["car_id", "step"], body: "lead", signedIn: true },
  { file: "apply-for-finance.tsx", path: "/apply-for-finance", query: ["car_id", "step"], body: "lead", signedIn: true },
  {
    file: "personalised.finance.tsx",
    path: "/personalised/finance",
    query: ["car_id", "credit", "deposit", "term"],
    body: "none",
    signedIn: true,
  },
  { file: "fleet.tsx", path: "/fleet", body: "lead" },
  { file: "locations.$slug.tsx", path: "/locations/:slug", params: { slug: "location" }, body: "lead" },
  { file: "my-garage.tsx", path: "/my-garage", body: "none", signedIn: true },
  // Checkout and payments (issue 12).
  {
    file: "cars.$slug_.checkout.tsx",
    path: "/cars/:slug/checkout",
    params: { slug: "car" },
    query: ["cancelled", "watched"],
    body: "lead",
    signedIn: true,
  },
  {
    file: "cars.$slug_.buy-online.tsx",
    path: "/cars/:slug/buy-online",
    params: { slug: "car" },
    query: ["cancelled", "watched"],
    body: "lead",
    signedIn: true,
  },
  { file: "checkout-journey.tsx", path: "/checkout-journey", query: ["car_id", "cancelled"], body: "none", signedIn: true },
  { file: "checkout.cancel.tsx", path: "/checkout/cancel", body: "lead", signedIn: true },
  { file: "online-payment.tsx", path: "/online-payment", query: ["cancelled"], body: "lead", signedIn: true },
  { file: "payments.test-checkout.tsx", path: "/payments/test-checkout", query: ["session", "step"], body: "lead" },
  { file: "api.payments.webhook.ts", path: "/api/payments/webhook", body: "lead" },
  { file: "offers.$first.($offerId).tsx", path: "/offers/:first", params: { first: "offer" }, body: "lead" },
  { file: "offers.$first.($offerId).tsx", path: "/offers/:first/:offerId", params: { first: "junk", offerId: "offer" }, body: "lead" },
  { file: "routes.ts", path: "/our-location/:slug", params: { slug: "location" }, body: "lead" },
  { file: "print.tsx", path: "/print", query: ["car_id", "report"], body: "none" },
  { file: "reviews.tsx", path: "/reviews", query: ["show"], body: "none" },
  { file: "robots[.]txt.ts", path: "/robots.txt", body: "none" },
  { file: "search.$segment.tsx", path: "/search/:segment", params: { segment: "segment" }, query: SEARCH_PAGE_QUERY, body: "none" },
  { file: "routes.ts", path: "/sell-my-car", query: CAR_QUERY, body: "lead" },
  { file: "sign-in.tsx", path: "/sign-in", query: ["type", "redirect", "back", "car_id"], body: "sign-in", signedIn: true },
  { file: "sign-out.tsx", path: "/sign-out", body: "sign-out", signedIn: true },
  { file: "sitemap.tsx", path: "/sitemap", body: "none" },
  { file: "sitemap[.]xml.ts", path: "/sitemap.xml", body: "none" },
  { file: "sitemaps.$file.ts", path: "/sitemaps/:file", params: { file: "junk" }, body: "none" },
  { file: "special-offers.tsx", path: "/special-offers", body: "none" },
  { file: "spin-to-win.tsx", path: "/spin-to-win", body: "lead", signedIn: true },
  { file: "teams.$slug.tsx", path: "/teams/:slug", params: { slug: "location" }, body: "none" },
  { file: "success.tsx", path: "/success", query: ["form", "event_id", "car_id", "reservation", "payment"], body: "none" },
  { file: "trade-in.tsx", path: "/trade-in", query: CAR_QUERY, body: "lead" },
  { file: "routes.ts", path: "/about-us", body: "none" },
  { file: "routes.ts", path: "/terms-and-conditions", body: "none" },
  { file: "routes.ts", path: "/privacy-policy", body: "none" },
  { file: "routes.ts", path: "/pages/:slug", params: { slug: "junk" }, body: "none" },
  // The dealer console (issue 19, ADR 036): staff sign-in pages, the leads inbox and owners' pages.
  { file: "console.tsx", path: "/console/:rest", params: { rest: "junk" }, body: "none" },
  { file: "console._index.tsx", path: "/console", body: "none" },
  { file: "console.sign-in.tsx", path: "/console/sign-in", query: ["redirect", "done"], body: "sign-in" },
  { file: "console.sign-out.tsx", path: "/console/sign-out", body: "sign-out" },
  { file: "console.link.tsx", path: "/console/link", query: ["token"], body: "sign-in" },
  { file: "console.reset-password.tsx", path: "/console/reset-password", query: ["token"], body: "sign-in" },
  { file: "console.accept-invite.tsx", path: "/console/accept-invite", query: ["token"], body: "sign-in" },
  { file: "console.leads._index.tsx", path: "/console/leads", query: ["kind", "status", "location", "from", "to", "page"], body: "none" },
  { file: "console.leads.$leadId.tsx", path: "/console/leads/:leadId", params: { leadId: "junk" }, body: "lead" },
  { file: "console.leads[.]csv.ts", path: "/console/leads.csv", query: ["kind", "status", "location", "from", "to"], body: "none" },
  { file: "console.staff.tsx", path: "/console/staff", body: "lead" },
  { file: "console.settings.tsx", path: "/console/settings", body: "lead" },
  { file: "console.theme.tsx", path: "/console/theme", body: "lead" },
  { file: "console.audit.tsx", path: "/console/audit", query: ["page"], body: "none" },
  { file: "console.reservations.tsx", path: "/console/reservations", body: "lead" },
  { file: "console.lead-routing.tsx", path: "/console/lead-routing", body: "lead" },
  { file: "console.locations._index.tsx", path: "/console/locations", body: "none" },
  { file: "console.locations.new.tsx", path: "/console/locations/new", body: "lead" },
  { file: "console.locations.$locationId.tsx", path: "/console/locations/:locationId", params: { locationId: "junk" }, body: "lead" },
  { file: "console.content._index.tsx", path: "/console/content", query: ["deleted"], body: "none" },
  {
    file: "console.content.pages.$pageId.tsx",
    path: "/console/content/pages/:pageId",
    params: { pageId: "junk" },
    query: ["saved"],
    body: "lead",
  },
  {
    file: "console.content.posts.$postId.tsx",
    path: "/console/content/posts/:postId",
    params: { postId: "junk" },
    query: ["saved"],
    body: "lead",
  },
  { file: "console.content.images.ts", path: "/console/content/images", body: "none" },
  {
    file: "console.content.team.$memberId.tsx",
    path: "/console/content/team/:memberId",
    params: { memberId: "junk" },
    query: ["saved", "location"],
    body: "lead",
  },
  { file: "console.content.team._index.tsx", path: "/console/content/team", query: ["deleted"], body: "none" },
  { file: "console.content.promotions.tsx", path: "/console/content/promotions", body: "lead" },
  { file: "console.content.fleet.tsx", path: "/console/content/fleet", body: "lead" },
  { file: "console.offers._index.tsx", path: "/console/offers", query: ["deleted"], body: "none" },
  { file: "console.offers.new.tsx", path: "/console/offers/new", body: "lead" },
  { file: "console.reviews.tsx", path: "/console/reviews", body: "lead" },
  { file: "console.offers.$offerId.tsx", path: "/console/offers/:offerId", params: { offerId: "junk" }, query: ["added"], body: "lead" },
  { file: "console.account.tsx", path: "/console/account", body: "sign-in" },
  {
    file: "console.stock._index.tsx",
    path: "/console/stock",
    query: ["q", "status", "shown", "condition", "kind", "location", "page"],
    body: "lead",
  },
  { file: "console.stock.new.tsx", path: "/console/stock/new", body: "lead" },
  { file: "console.stock.$carId._index.tsx", path: "/console/stock/:carId", params: { carId: "junk" }, body: "lead" },
  { file: "console.stock.$carId.media.tsx", path: "/console/stock/:carId/media", params: { carId: "junk" }, body: "lead" },
  { file: "console.uploads.$jobId.tsx", path: "/console/uploads/:jobId", params: { jobId: "junk" }, body: "none" },
  {
    file: "console.uploads.$jobId_.progress[.]json.ts",
    path: "/console/uploads/:jobId/progress.json",
    params: { jobId: "junk" },
    body: "none",
  },
  { file: "console.stock.import._index.tsx", path: "/console/stock/import", body: "lead" },
  { file: "console.stock.import.mapping.tsx", path: "/console/stock/import/mapping", query: ["run"], body: "lead" },
  // The platform operator's onboarding (issue 20): dealers and a dealer's custom domains.
  { file: "console.dealers._index.tsx", path: "/console/dealers", body: "lead" },
  { file: "console.dealers.$slug.tsx", path: "/console/dealers/:slug", params: { slug: "junk" }, body: "lead" },
  { file: "server", path: "/healthz", body: "none" },
  { file: "server", path: "/favicon.svg", body: "none" },
  { file: "server", path: "/assets/:file", params: { file: "asset" }, body: "none" },
  { file: "server", path: "/media/:path", params: { path: "media" }, query: ["w", "h", "q", "fm"], body: "none" },
];
