import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

// File-based routes (app/routes/*): one file per route, so features can add routes without touching a shared list.
export default flatRoutes() satisfies RouteConfig;
