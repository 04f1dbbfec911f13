import { route, type RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

const CONTENT_PAGE = "features/content/content-route.tsx";

// File-based routes (app/routes/*): one file per route, so features can add routes without touching a shared list.
// Dealer content pages share one module.
export default [
  ...(await flatRoutes()),
  route("about-us", CONTENT_PAGE, { id: "content-about-us" }),
  route("terms-and-conditions", CONTENT_PAGE, { id: "content-terms" }),
  route("privacy-policy", CONTENT_PAGE, { id: "content-privacy" }),
  route("pages/:slug", CONTENT_PAGE, { id: "content-pages" }),
] satisfies RouteConfig;
