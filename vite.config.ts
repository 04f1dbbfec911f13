import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

/**
 * Few, larger client chunks: a phone on a slow link pays a round trip per request, and most app modules
 * are a kilobyte or less. The framework is one chunk (cached across every page and dealer); app code
 * shared by two or more routes is another; each route keeps its own chunk.
 */
const CLIENT_CHUNKS = {
  groups: [
    {
      name: "framework",
      test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/,
      priority: 20,
    },
    { name: "shared", minShareCount: 2, priority: 10 },
  ],
};

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { alias: { "~": fileURLToPath(new URL(".", import.meta.url)) } },
  build: isSsrBuild
    ? {
        rollupOptions: { input: "./server/main.ts" },
        target: "node20",
        cssTarget: "es2022" /* the same stylesheet as the client build, which the server inlines */,
      }
    : { target: "es2022", rolldownOptions: { output: { advancedChunks: CLIENT_CHUNKS } } },
  ssr: { external: ["@electric-sql/pglite", "sharp", "postgres", "pino"] },
  plugins: [tailwindcss(), reactRouter()],
}));
