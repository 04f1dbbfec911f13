/** The fuzz suite drives the production build: make it when sources changed (each test file starts its own servers). */
import { execSync } from "node:child_process";

export default function setup() {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
}
