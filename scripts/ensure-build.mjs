// Builds the app when the build is missing or older than any source file, so `npm start` is one command
// and a second start needs no rebuild.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const output = "build/server/index.js";
const sources = ["app", "server", "domain", "demo", "public", "package-lock.json", "vite.config.ts", "react-router.config.ts"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === "node_modules" || child.endsWith(".test.ts")) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

const built = existsSync(output) ? statSync(output).mtimeMs : 0;
if (built < Math.max(...sources.map(newestMtime))) {
  process.stdout.write("Building the app…\n");
  // Always a production build, whatever NODE_ENV the caller runs under (a test runner sets "test").
  execSync("npx react-router build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
}
