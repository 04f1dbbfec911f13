/**
 * Start-up time of the real server on the embedded database: first start on an empty data folder
 * (migrations and demo seeding included), then a second start on the same folder.
 * Bars: first start under 90 s, later starts under 10 s. Run: npx tsx bench/startup/run.ts
 */
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const FIRST_START_CEILING_MS = 90_000;
const LATER_START_CEILING_MS = 10_000;

function timeStart(dataDir: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(process.execPath, ["server.js"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Dealer platform ready")) {
        const ms = performance.now() - started;
        child.once("exit", () => resolve(ms));
        child.kill("SIGTERM");
      }
    });
    child.once("exit", (code) => {
      if (!output.includes("Dealer platform ready")) reject(new Error(`server exited with ${code}`));
    });
  });
}

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-startup-"));
try {
  const first = await timeStart(dataDir);
  const later = await timeStart(dataDir);
  const row = (name: string, ms: number, ceiling: number) =>
    `${name.padEnd(14)} ${(ms / 1000).toFixed(1).padStart(6)} s   ceiling ${ceiling / 1000} s   ratio ${(ms / ceiling).toFixed(2)}   ${ms < ceiling ? "PASS" : "FAIL"}`;
  console.log(row("first start", first, FIRST_START_CEILING_MS));
  console.log(row("later start", later, LATER_START_CEILING_MS));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
