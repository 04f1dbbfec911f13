import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // unstable_optimizeDeps (development only): Vite scans the routes for browser dependencies at start, so a first
  // visit to `npm run dev` is not reloaded when it finds them late.
  future: { v8_middleware: true, unstable_optimizeDeps: true },
  // Every action runs the platform's one same-origin guard (server/http/same-origin.ts: Origin, then
  // Sec-Fetch-Site) and refuses in its own answer's shape with 403. React Router's narrower Origin check
  // would answer first with a bare 400, so it lets every origin through to that guard.
  allowedActionOrigins: ["**"],
  // The whole route manifest is one immutable, cached file (/assets/manifest-<hash>.js) imported by every page, instead of
  // a per-page manifest inlined in the HTML and /__manifest calls to discover routes (issue 18: less HTML per page, no
  // per-request manifest serialisation). Links and forms still write data-discover unless told not to: app/ui/router-links.tsx.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
