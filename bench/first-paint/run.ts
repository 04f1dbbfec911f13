/**
 * First paint on a slow phone link for two running servers (e.g. the stylesheet inlined vs linked, ADR 031):
 * Chromium with Lighthouse's mobile network (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up), a phone
 * viewport, the first-contentful-paint of a dealer's vehicle page on a first visit (empty cache) and of
 * another vehicle page right after (warm cache), median of N runs, both servers in the same run.
 * No CPU throttling: on a shared machine it would measure the other work; the question is the network.
 *
 * Usage: npx tsx bench/first-paint/run.ts --a 3999 --b 3998 [--runs 5] [--site harbour-toyota]
 */
import { chromium } from "playwright-core";
import { fetchRaw } from "../pages/load";

const arg = (name: string, fallback?: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg("runs", "5"));
const SITE = arg("site", "harbour-toyota")!;
const ports = { a: Number(arg("a")), b: Number(arg("b")) };

async function carPaths(port: number): Promise<string[]> {
  // Asked without Accept-Encoding: the answer is plain JSON.
  const res = await fetchRaw(port, `${SITE}.localhost`, `/api/search?hitsPerPage=20`, { "accept-encoding": "identity" });
  const json = JSON.parse(res.body.toString("utf8")) as { hits: Array<{ path: string; status: string }> };
  return json.hits.filter((h) => h.status !== "sold").map((h) => h.path);
}

const median = (xs: number[]) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--host-resolver-rules=MAP *.localhost 127.0.0.1"],
  });
  const results: Record<string, { first: number[]; warm: number[]; htmlBytes: number[] }> = {};
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const [name, port] of Object.entries(ports)) {
        const paths = await carPaths(port);
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        const fcp = async (path: string) => {
          const response = await page.goto(`http://${SITE}.localhost:${port}${path}`, { waitUntil: "load" });
          const bytes = (await response?.body())?.length ?? 0;
          const paint = await page.evaluate(
            () => performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint")?.startTime ?? -1,
          );
          return { paint, bytes };
        };
        const r = (results[name] ??= { first: [], warm: [], htmlBytes: [] });
        const first = await fcp(paths[run % paths.length]);
        const warm = await fcp(paths[(run + 7) % paths.length]);
        r.first.push(first.paint);
        r.warm.push(warm.paint);
        r.htmlBytes.push(first.bytes);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  for (const [name, r] of Object.entries(results)) {
    process.stdout.write(
      `${name} (port ${ports[name as "a" | "b"]}): first visit FCP median ${median(r.first).toFixed(0)} ms [${r.first.map((x) => x.toFixed(0)).join(", ")}], ` +
        `next page (warm cache) ${median(r.warm).toFixed(0)} ms [${r.warm.map((x) => x.toFixed(0)).join(", ")}], HTML ${Math.round(median(r.htmlBytes) / 1024)} KB\n`,
    );
  }
}

await main();
