/**
 * A throwaway copy of the project's sources for tests and benchmarks that edit them (the dev server's hot
 * reload): the checkout others work in is never touched. node_modules is a folder of links to the
 * checkout's packages, so Vite's cache and generated files stay in the copy too.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCES = [
  "app",
  "server",
  "domain",
  "demo",
  "public",
  "server.js",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
];
/** Vite's and tools' caches inside node_modules belong to each copy. */
const CACHES = new Set([".vite", ".vite-temp", ".cache"]);

export type ProjectCopy = { root: string; remove(): void };

export function copyProject(prefix: string): ProjectCopy {
  const checkout = fileURLToPath(new URL("../..", import.meta.url));
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of SOURCES) cpSync(path.join(checkout, entry), path.join(root, entry), { recursive: true });
  mkdirSync(path.join(root, "node_modules"));
  for (const entry of readdirSync(path.join(checkout, "node_modules"))) {
    if (!CACHES.has(entry)) symlinkSync(path.join(checkout, "node_modules", entry), path.join(root, "node_modules", entry));
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
