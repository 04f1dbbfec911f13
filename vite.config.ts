import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Client chunks. The framework (React, React DOM, React Router) is one chunk, cached across every page and
 * dealer. Two large libraries that only forms use (zod, libphonenumber-js) and the dealer console's code
 * are chunks of their own, loaded only by the routes that import them. The rest is split by Rolldown per
 * set of importing routes; modules are not pulled into a group through their importers (a search page once
 * loaded 430 KB of console, zod and phone-number code through one catch-all "shared" chunk: ADR 056).
 */
const CLIENT_CHUNKS = {
  includeDependenciesRecursively: false,
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 20,
    },
    { name: "zod", test: /node_modules[\\/]zod[\\/]/, priority: 19 },
    { name: "phone-numbers", test: /node_modules[\\/]libphonenumber-js[\\/]/, priority: 19 },
    { name: "console", test: /[\\/](app[\\/]features[\\/]console|app[\\/]routes[\\/]console|domain[\\/]console)[\\/.]/, priority: 16 },
  ],
};

/**
 * `includeDependenciesRecursively: false` needs entry chunks that may export more than the entry module; React
 * Router's plugin asks for "exports-only", which only the client build can relax (route modules are loaded by
 * the route manifest, never by their export list).
 */
const clientEntrySignatures = {
  name: "client-entry-signatures",
  apply: "build" as const,
  applyToEnvironment: (environment: { name: string }) => environment.name === "client",
  options: (options: object) => ({ ...options, preserveEntrySignatures: "allow-extension" as const }),
};

/**
 * React Router's package exports name only its development build (with its dev-only warnings and checks), for
 * every condition (remix-run/react-router#14102). A build resolves `react-router` and `react-router/dom` to the
 * production files it also ships, for the browser and for the server; the server bundles React Router and
 * @react-router/node so that every importer shares that one copy. `npm run dev` and the tests keep the
 * development build. Issue 18 (ADR 059).
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  "react-router": fileURLToPath(new URL("node_modules/react-router/dist/production/index.mjs", import.meta.url)),
  "react-router/dom": fileURLToPath(new URL("node_modules/react-router/dist/production/dom-export.mjs", import.meta.url)),
};
const reactRouterProductionBuild = {
  name: "react-router-production-build",
  apply: "build" as const,
  enforce: "pre" as const,
  resolveId: (source: string) => REACT_ROUTER_PRODUCTION[source] ?? null,
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL(".", import.meta.url)) } },
  build: isSsrBuild
    ? {
        rollupOptions: { input: "./server/main.ts" },
        target: "node20",
        cssTarget: "es2022" /* the same stylesheet as the client build, which the server inlines */,
      }
    : { target: "es2022", rolldownOptions: { output: { codeSplitting: CLIENT_CHUNKS } } },
  ssr: {
    external: ["@electric-sql/pglite", "sharp", "postgres", "pino"],
    noExternal: command === "build" ? ["react-router", "@react-router/node"] : [],
  },
  plugins: [reactRouterProductionBuild, tailwindcss(), reactRouter(), clientEntrySignatures],
}));
