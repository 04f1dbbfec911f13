/**
 * The edit loop: time from saving a one-line UI change to the changed page being served. Before `npm run dev`
 * that took a production build and a boot of the built server; with it, the next request after the save.
 * Also: the same save seen in an open browser through HMR, and a save of a module the runtime is built from
 * (the runtime restarts). Runs on a copy of the project (tests/e2e/project-copy.ts), never the checkout.
 * Run: npx tsx bench/dev-loop/run.ts
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { send } from "../../tests/e2e/own-server";
import { copyProject } from "../../tests/e2e/project-copy";

const SLUG = "harbour-toyota";
const UI_FILE = "app/routes/_index.tsx";
const UI_TEXT = "Just arrived";
const RUNTIME_FILE = "server/search/stock-index.ts";
const ROUNDS = 5;

const copy = copyProject("dealer-dev-loop-");
const dataDir = mkdtempSync(path.join(tmpdir(), "dealer-dev-loop-data-"));
const file = (name: string) => path.join(copy.root, name);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

type Server = { child: ChildProcess; port: number; output: () => string; stop(): Promise<void> };

function startServer(args: string[]): Promise<Server> {
  const child = spawn(process.execPath, args, {
    cwd: copy.root,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const port = /on port (\d+)/.exec(output)?.[1];
      if (!port) return;
      clearInterval(timer);
      resolve({ child, port: Number(port), output: () => output, stop: async () => void (child.kill("SIGTERM"), await exited) });
    }, 10);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`server exited:\n${output}`));
    });
  });
}

const home = (port: number) => send(port, { host: `${SLUG}.localhost:${port}`, path: "/", timeoutMs: 60_000 });

/** Milliseconds from now until a page request answers with `text` in the body. */
async function untilServed(port: number, text: string, started: number): Promise<number> {
  for (;;) {
    const page = await home(port);
    if (page.status === 200 && page.body.includes(text)) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const original = readFileSync(file(UI_FILE), "utf8");
if (!original.includes(UI_TEXT)) throw new Error(`${UI_FILE} no longer says "${UI_TEXT}": pick another line to edit`);
const edit = (round: number) => writeFileSync(file(UI_FILE), original.replace(UI_TEXT, `${UI_TEXT} (${round})`));

try {
  // Before: a save meant a production build, then a boot of the built server, then the page.
  let started = performance.now();
  execSync("npx react-router build", { cwd: copy.root, stdio: "pipe", env: { ...process.env, NODE_ENV: "production" } });
  const buildMs = performance.now() - started;
  await (await startServer(["server.js"])).stop(); // seeds the demo dealers, not timed
  started = performance.now();
  const built = await startServer(["server.js"]);
  const bootMs = performance.now() - started;
  started = performance.now();
  await untilServed(built.port, UI_TEXT, started);
  const builtPageMs = performance.now() - started;
  await built.stop();

  // With `npm run dev`.
  started = performance.now();
  const dev = await startServer(["--import", "tsx", "server/dev.ts"]);
  const devStartMs = performance.now() - started;
  started = performance.now();
  await untilServed(dev.port, UI_TEXT, started);
  const devFirstPageMs = performance.now() - started;

  const served: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    edit(round);
    served.push(await untilServed(dev.port, `${UI_TEXT} (${round})`, performance.now()));
  }

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  await page.goto(`http://${SLUG}.localhost:${dev.port}/`, { waitUntil: "load" });
  await page.waitForFunction(
    () => Object.keys(document.getElementById("just-arrived") ?? {}).some((key) => key.startsWith("__reactFiber")),
    undefined,
    { timeout: 60_000 },
  );
  await page.evaluate(() => ((window as unknown as { benchMarker: number }).benchMarker = 1));
  const hmr: number[] = [];
  for (let round = ROUNDS + 1; round <= 2 * ROUNDS; round++) {
    const saved = performance.now();
    edit(round);
    await page.waitForFunction((text) => document.getElementById("just-arrived")?.textContent?.includes(text), `(${round})`, {
      timeout: 60_000,
    });
    hmr.push(performance.now() - saved);
  }
  const reloaded = (await page.evaluate(() => (window as unknown as { benchMarker?: number }).benchMarker)) !== 1;
  await browser.close();

  const restarts: number[] = [];
  for (let round = 1; round <= 3; round++) {
    const before = dev.output().split("runtime restarted").length;
    const saved = performance.now();
    appendFileSync(file(RUNTIME_FILE), `\n// dev-loop benchmark ${round}\n`);
    while (dev.output().split("runtime restarted").length === before) await new Promise((resolve) => setTimeout(resolve, 10));
    await home(dev.port);
    restarts.push(performance.now() - saved);
  }
  await dev.stop();

  const before = buildMs + bootMs + builtPageMs;
  console.log(
    `Edit loop, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, load average ${loadavg()[0].toFixed(1)} at the end`,
  );
  console.log(
    `before: build ${seconds(buildMs)} + boot ${seconds(bootMs)} + first page ${seconds(builtPageMs)} = ${seconds(before)} per save`,
  );
  console.log(`dev server: start ${seconds(devStartMs)}, first page ${seconds(devFirstPageMs)} (compiles on demand)`);
  console.log(`UI line saved → changed page served: median ${seconds(median(served))} (${served.map(seconds).join(", ")})`);
  console.log(
    `UI line saved → open page updated (HMR, ${reloaded ? "the page reloaded" : "no reload"}): median ${seconds(median(hmr))} (${hmr.map(seconds).join(", ")})`,
  );
  console.log(
    `runtime module saved → runtime restarted and page served: median ${seconds(median(restarts))} (${restarts.map(seconds).join(", ")})`,
  );
  console.log(`saved per UI edit: ${(before / median(served)).toFixed(0)}× faster`);
} finally {
  copy.remove();
  rmSync(dataDir, { recursive: true, force: true });
}
