import { route, type RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

const CONTENT_PAGE = "features/content/content-route.tsx";
const TRADE_IN_PAGE = "routes/trade-in.tsx";
const LOCATION_PAGE = "routes/locations.$slug.tsx";
const BRAND_OVERVIEW = "features/brands/brand-overview-route.tsx";

// File-based routes (app/routes/*): one file per route, so features can add routes without touching a shared list.
// Below them, more addresses of a page some file serves (the module tells them apart by the matched pattern),
// and the dealer content pages, which share one module.
export default [
  ...(await flatRoutes()),
  route("sell-my-car", TRADE_IN_PAGE, { id: "sell-my-car" }),
  route("cars/trade-in", TRADE_IN_PAGE, { id: "cars-trade-in" }),
  route("our-location/:slug", LOCATION_PAGE, { id: "our-location" }),
  route("contact-us/:slug", LOCATION_PAGE, { id: "contact-us" }),
  route("about-us", CONTENT_PAGE, { id: "content-about-us" }),
  route("terms-and-conditions", CONTENT_PAGE, { id: "content-terms" }),
  route("privacy-policy", CONTENT_PAGE, { id: "content-privacy" }),
  route("pages/:slug", CONTENT_PAGE, { id: "content-pages" }),
  // After the file routes: /search/overview or /blog/overview stay theirs (equal rank goes to the earlier route).
  route(":brand/overview", BRAND_OVERVIEW, { id: "brand-overview" }),
] satisfies RouteConfig;
