/**
 * Page audit: axe-core accessibility, Core Web Vitals (LCP, CLS) in a throttled phone, and Lighthouse's
 * mobile preset when the `lighthouse` package is installed, for a list of paths on each dealer site.
 *
 *   npx tsx scripts/audit-pages.ts                       # starts the production server itself
 *   npx tsx scripts/audit-pages.ts --port 3000           # audits a server already running
 *   npx tsx scripts/audit-pages.ts --pages harbour-toyota:/cars/{car},/search/new-used-and-demo-cars --pages coastal-motor-group:/cars/{car}
 *
 * `{car}` becomes the slug of the site's first in-stock car, `{sold}` of a sold car still shown.
 * `--site slug` (repeatable) audits that site instead of the demo sites (e.g. one made by bench/new-dealer/prepare.ts).
 * Without --pages every demo site is audited at its search page and /cars/{car}; `--every-page-type` audits one page of
 * every page type of every demo site (scripts/page-types.ts, from its sitemap). `--runs N` (default 3) runs Lighthouse
 * N times and keeps the median run; Lighthouse runs with its mobile preset on the phone and its desktop preset on the
 * desktop. Bars: no axe violations, CLS < 0.02, and with Lighthouse, performance ≥ 95, accessibility, SEO and best
 * practices 100. Exits 1 when a bar is missed. `--categories seo,best-practices` asks Lighthouse for those categories
 * only (their bars alone are judged), `--lighthouse-only` skips axe and the in-page vitals: e.g. SEO and best
 * practices on every page type, which do not depend on how busy the machine is:
 *   npx tsx scripts/audit-pages.ts --every-page-type --phone-only --runs 1 --lighthouse-only --categories seo,best-practices
 *
 * Pages a shopper only sees signed in (they redirect to /sign-in otherwise) are audited with a session: the garage
 * (/my-garage, with one car saved) and the reservation checkout (`{checkout}`: /cars/<slug>/checkout, or /buy-online where
 * the dealer names it so, of the first car whose page offers it; only dealers that take deposits online have one, others
 * are skipped with a note). The script
 * signs a fresh phone in over HTTP like a shopper, reading the code from the development inbox (/dev/sms-inbox), saves
 * a car, and gives the session cookie to the browser that runs axe and the vitals and to Lighthouse. The server it
 * starts itself runs with SMS_DEV_INBOX=true; with --port, start the server with SMS_DEV_INBOX=true. The signed-in
 * pages alone, on every demo dealer, then on one dealer of a server already running:
 *   npx tsx scripts/audit-pages.ts --every-page-type --signed-in-only
 *   SMS_DEV_INBOX=true npm start & npx tsx scripts/audit-pages.ts --port 3000 --pages harbour-toyota:/my-garage,/cars/{checkout}
 */
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Page } from "playwright-core";
import { choosePageTypes, sitemapPaths, stockForPageTypes } from "./page-types";
import { checkoutPath, getText, isSignedInPage, request, signInShopper, SignInError } from "./shopper-session";

const root = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const BARS = { cls: 0.02, performance: 95, accessibility: 100, seo: 100, bestPractices: 100 };

type Args = {
  port: number | null;
  pages: Map<string, string[]>;
  lighthouse: boolean;
  viewports: Array<"phone" | "desktop">;
  runs: number;
  everyPageType: boolean;
  categories: LighthouseCategory[];
  lighthouseOnly: boolean;
  /** `--site slug` (repeatable): these sites instead of the demo dealers (e.g. a dealer made by bench/new-dealer). */
  sites: string[];
  /** `--signed-in-only`: of the page types (--every-page-type), only the pages behind sign-in. */
  signedInOnly: boolean;
};

const CATEGORIES = ["performance", "accessibility", "seo", "best-practices"] as const;
type LighthouseCategory = (typeof CATEGORIES)[number];

function parseArgs(argv: string[]): Args {
  const pages = new Map<string, string[]>();
  let port: number | null = null;
  let lighthouse = true;
  let viewports: Args["viewports"] = ["phone", "desktop"];
  let runs = 3;
  let everyPageType = false;
  let categories: LighthouseCategory[] = [...CATEGORIES];
  let lighthouseOnly = false;
  const sites: string[] = [];
  let signedInOnly = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--port") port = Number(argv[++i]);
    else if (argv[i] === "--no-lighthouse") lighthouse = false;
    else if (argv[i] === "--phone-only") viewports = ["phone"];
    else if (argv[i] === "--every-page-type") everyPageType = true;
    else if (argv[i] === "--lighthouse-only") lighthouseOnly = true;
    else if (argv[i] === "--signed-in-only") signedInOnly = true;
    else if (argv[i] === "--categories")
      categories = argv[++i].split(",").filter((c): c is LighthouseCategory => (CATEGORIES as readonly string[]).includes(c));
    else if (argv[i] === "--site") sites.push(argv[++i]);
    else if (argv[i] === "--runs") runs = Math.max(1, Number(argv[++i]) || 1);
    else if (argv[i] === "--pages") {
      const [site, list] = argv[++i].split(":");
      pages.set(site, [...(pages.get(site) ?? []), ...list.split(",").filter(Boolean)]);
    }
  }
  return { port, pages, lighthouse, viewports, runs, everyPageType, categories, lighthouseOnly, sites, signedInOnly };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const a = s.address();
      s.close(() => (typeof a === "object" && a ? resolve(a.port) : reject(new Error("no port"))));
    });
  });
}

async function startServer(): Promise<{ port: number; child: ChildProcess }> {
  execSync("node scripts/ensure-build.mjs", { cwd: root, stdio: "inherit" });
  const port = await freePort();
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(root, ".data-audit"),
      LOG_LEVEL: "warn",
      // The signed-in page types: the script signs in with a code from the development inbox.
      SMS_DEV_INBOX: "true",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    child.stdout!.on("data", (c: Buffer) => {
      out += c.toString();
      if (out.includes("Dealer platform ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}:\n${out}`)));
  });
  return { port, child };
}

const siteUrl = (slug: string, port: number, p = "/") => `http://${slug}.localhost:${port}${p}`;

async function demoSites(port: number): Promise<string[]> {
  const html = await getText(port, `localhost:${port}`, "/");
  return [...new Set([...html.matchAll(/\/\/([a-z0-9-]+)\.localhost(?::\d+)?\//g)].map((m) => m[1]))];
}

/** Fills {car} and {sold} from the site's search API, {checkout} with the checkout of a car that offers one. */
async function resolvePath(slug: string, port: number, p: string): Promise<string | null> {
  if (p.includes("{checkout}")) {
    const checkout = await checkoutPath(slug, port);
    return checkout ? p.replace("/cars/{checkout}", checkout).replace("{checkout}", checkout) : null;
  }
  if (!p.includes("{")) return p;
  const { car, sold } = await stockForPageTypes(async (path) => JSON.parse(await getText(port, `${slug}.localhost`, path)));
  if ((p.includes("{sold}") && !sold) || (p.includes("{car}") && !car)) return null;
  return p.replace("{car}", (car ?? "").replace("/cars/", "")).replace("{sold}", (sold ?? "").replace("/cars/", ""));
}

/**
 * Pages that ask search engines not to index them (compare, sign-in, print, a filtered search): Lighthouse's SEO
 * category fails them on is-crawlable by design, so that audit alone does not count against their SEO bar.
 */
const NOINDEX = new Set<string>();

/** One page of every page type of a site, from its sitemap and stock, then the signed-in types it has. */
async function everyPageType(slug: string, port: number, signedInOnly: boolean): Promise<string[]> {
  const listed = sitemapPaths(await getText(port, `${slug}.localhost`, "/sitemap.xml"));
  const { car, sold } = await stockForPageTypes(async (path) => JSON.parse(await getText(port, `${slug}.localhost`, path)));
  const pages = signedInOnly ? [] : choosePageTypes(listed, { car, sold }, { oneContentPage: true }).filter((p) => p.status === 200);
  for (const p of pages) if (p.noindex) NOINDEX.add(`${slug}${p.path}`);
  const signedIn: string[] = [];
  // Without the garage feature the garage answers 404 (signed in or not): nothing to audit.
  if ((await request(port, `${slug}.localhost`, "/my-garage")).status === 404)
    process.stdout.write(`skip ${slug}/my-garage: the dealer has no garage (404)\n`);
  else signedIn.push("/my-garage");
  const checkout = await checkoutPath(slug, port);
  if (checkout) signedIn.push(checkout);
  else process.stdout.write(`skip ${slug} checkout: no car page offers a reservation checkout (no deposits online)\n`);
  for (const p of signedIn) NOINDEX.add(`${slug}${p}`);
  return [...pages.map((p) => p.path), ...signedIn];
}

type Vitals = { lcp: number; lcpElement: string; cls: number };

/** LCP and CLS on a phone with Lighthouse's mobile throttling (4x CPU, slow 4G), measured in the page. */
async function measureVitals(page: Page, url: string, throttle: boolean): Promise<Vitals> {
  if (throttle) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(() => {
    const w = window as unknown as { __vitals: { lcp: number; lcpElement: string; cls: number } };
    w.__vitals = { lcp: 0, lcpElement: "", cls: 0 };
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element?: Element }>) {
        w.__vitals.lcp = e.startTime;
        const el = e.element;
        w.__vitals.lcpElement = el
          ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.getAttribute("alt") ? `[alt="${el.getAttribute("alt")}"]` : ""}`
          : "";
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
        if (!e.hadRecentInput) w.__vitals.cls += e.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(url, { waitUntil: "load", timeout: 120_000 });
  await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1500);
  return page.evaluate(() => (window as unknown as { __vitals: Vitals }).__vitals);
}

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: string[] };

/** Runs axe-core in the page (the context bypasses CSP so the engine can be injected). */
export async function runAxe(page: Page, options: { exclude?: string[] } = {}): Promise<AxeViolation[]> {
  const source = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
  await page.addScriptTag({ content: source });
  const result = await page.evaluate(async (exclude) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: Array<{ id: string; impact: string | null; help: string; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe;
    return axe.run(exclude.length > 0 ? { include: [["html"]], exclude: exclude.map((s) => [s]) } : document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
      resultTypes: ["violations"],
    });
  }, options.exclude ?? []);
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((n) => n.target.join(" ")).slice(0, 5),
  }));
}

/** A category's score, or null when it was not asked for (--categories). */
type LighthouseScores = {
  performance: number | null;
  accessibility: number | null;
  seo: number | null;
  bestPractices: number | null;
  cls: number;
  lcp: number;
  fcp: number;
  tbt: number;
  si: number;
  error?: string;
  failing: string[];
  runs?: number[];
} | null;

/**
 * Lighthouse's simulation scales the CPU time it observes, so one run on a shared machine can be several
 * points off: like Lighthouse's own advice, run it several times and keep the median run.
 */
async function medianLighthouse(
  url: string,
  runs: number,
  viewport: "phone" | "desktop",
  categories: LighthouseCategory[],
  cookie: string | null = null,
): Promise<LighthouseScores> {
  const results: NonNullable<LighthouseScores>[] = [];
  const errors: string[] = [];
  // A run Lighthouse itself could not record (a runtime error such as NO_NAVSTART, scored 0) measures
  // nothing: it is reported and run again, up to `runs` retries in all.
  for (let attempts = 0; results.length < runs && attempts < runs * 2; attempts++) {
    const result = await runLighthouse(url, viewport, categories, cookie);
    if (!result) return null;
    if (result.error) errors.push(result.error);
    else results.push(result);
  }
  if (results.length === 0)
    return {
      performance: 0,
      accessibility: 0,
      seo: 0,
      bestPractices: 0,
      cls: Number.NaN,
      lcp: Number.NaN,
      fcp: Number.NaN,
      tbt: Number.NaN,
      si: Number.NaN,
      error: errors.join(" | "),
      failing: [],
      runs: [],
    };
  const sorted = [...results].sort((a, b) => (a.performance ?? 0) - (b.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  return { ...median, error: errors.length > 0 ? errors.join(" | ") : undefined, runs: results.map((r) => r.performance ?? 0) };
}

/** Lighthouse's desktop preset (lighthouse/core/config/desktop-config.js) as flags. */
const DESKTOP_FLAGS = {
  formFactor: "desktop",
  screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
  throttling: {
    rttMs: 40,
    throughputKbps: 10 * 1024,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
};
const PHONE_FLAGS = {
  formFactor: "mobile",
  screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
};

/** Lighthouse's mobile or desktop preset through Chromium's debugging port; null when the package is not installed. */
async function runLighthouse(
  url: string,
  viewport: "phone" | "desktop",
  only: LighthouseCategory[],
  cookie: string | null,
): Promise<LighthouseScores> {
  let lighthouse: (
    url: string,
    flags: Record<string, unknown>,
  ) => Promise<{
    lhr: {
      runtimeError?: { message: string };
      mainDocumentUrl?: string;
      categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
      audits: Record<string, { numericValue: number; score: number | null; title: string }>;
    };
  }>;
  try {
    const moduleName = "lighthouse";
    lighthouse = ((await import(moduleName)) as { default: typeof lighthouse }).default;
  } catch {
    return null;
  }
  const port = await freePort();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: only,
      // A signed-in page: the shopper's session on every request of the page.
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      ...(viewport === "phone" ? PHONE_FLAGS : DESKTOP_FLAGS),
    });
    const { categories, audits, runtimeError, mainDocumentUrl } = result.lhr;
    // A signed-in page that Lighthouse saw redirect elsewhere (to /sign-in: the session did not hold) measured another page.
    const landed = mainDocumentUrl ? new URL(mainDocumentUrl).pathname : null;
    const redirected = cookie && landed && landed !== new URL(url).pathname ? `redirected to ${landed}` : undefined;
    const score = (c: LighthouseCategory) => (categories[c] ? Math.round((categories[c].score ?? 0) * 100) : null);
    // Audits that cost a point in the categories whose bar is 100 (a weighted audit not passed).
    const failing = (["accessibility", "seo", "best-practices"] as const)
      .filter((c) => only.includes(c))
      .flatMap((c) =>
        categories[c].auditRefs
          .filter((r) => r.weight > 0 && audits[r.id]?.score !== null && (audits[r.id]?.score ?? 1) < 1)
          .map((r) => `${c}:${r.id}`),
      );
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      seo: score("seo"),
      bestPractices: score("best-practices"),
      cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
      lcp: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
      fcp: audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
      tbt: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      si: audits["speed-index"]?.numericValue ?? Number.NaN,
      error: runtimeError?.message ?? redirected,
      failing,
    };
  } finally {
    await browser.close();
  }
}

export type AuditRow = {
  site: string;
  path: string;
  viewport: string;
  status: number;
  /** Measured with a shopper's session (a page behind sign-in). */
  signedIn: boolean;
  violations: AxeViolation[];
  vitals: Vitals;
  lighthouse: LighthouseScores;
};

export async function auditPages(
  port: number,
  pages: Map<string, string[]>,
  options: {
    lighthouse: boolean;
    viewports: Array<"phone" | "desktop">;
    runs?: number;
    categories?: LighthouseCategory[];
    lighthouseOnly?: boolean;
    onRow?: (row: AuditRow) => void;
  },
): Promise<AuditRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: AuditRow[] = [];
  try {
    for (const [site, paths] of pages) {
      let session: string | null = null;
      for (const raw of paths) {
        const p = await resolvePath(site, port, raw);
        if (!p) {
          process.stdout.write(
            raw.includes("{checkout}")
              ? `skip ${site} ${raw}: no car page offers a reservation checkout (no deposits online)\n`
              : `skip ${site} ${raw}: nothing to fill it with\n`,
          );
          continue;
        }
        // A page behind sign-in is measured with one shopper's session per site (one car in its garage).
        const signedIn = isSignedInPage(p);
        if (signedIn) {
          session ??= await signInShopper(site, port);
          NOINDEX.add(`${site}${p}`);
        }
        const cookie = signedIn ? session : null;
        // The checkout a shopper reaches shows the deposit and the pay button; anything else is not the page to measure.
        if (cookie && /\/(checkout|buy-online)$/.test(p)) {
          const html = (await request(port, `${site}.localhost:${port}`, p, { headers: { cookie } })).body;
          if (!html.includes('data-testid="pay-deposit"'))
            process.stdout.write(`note ${site}${p}: signed in, the page shows no deposit to pay (car reserved or not offered)\n`);
        }
        for (const viewport of options.viewports) {
          const phone = viewport === "phone";
          const context = await browser.newContext({
            bypassCSP: true,
            viewport: phone ? { width: 412, height: 823 } : { width: 1350, height: 940 },
            deviceScaleFactor: phone ? 1.75 : 1,
            isMobile: phone,
            hasTouch: phone,
          });
          if (cookie) {
            const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
            await context.addCookies([{ name, value, url: siteUrl(site, port) }]);
          }
          const page = await context.newPage();
          const response = await page.goto(siteUrl(site, port, p), { waitUntil: "networkidle" });
          // A signed-in page that still sent the browser to /sign-in was not the page asked for: its redirect is the status.
          const status = signedIn && response?.request().redirectedFrom() ? 302 : (response?.status() ?? 0);
          // --lighthouse-only: Lighthouse's categories alone (axe and the in-page vitals not measured).
          const violations = options.lighthouseOnly ? [] : await runAxe(page);
          await page.close();
          const vitals = options.lighthouseOnly
            ? { lcp: Number.NaN, lcpElement: "", cls: 0 }
            : await measureVitals(await context.newPage(), siteUrl(site, port, p), phone);
          await context.close();
          const lh = options.lighthouse
            ? await medianLighthouse(siteUrl(site, port, p), options.runs ?? 1, viewport, options.categories ?? [...CATEGORIES], cookie)
            : null;
          const row = { site, path: p, viewport, status, signedIn, violations, vitals, lighthouse: lh };
          rows.push(row);
          options.onRow?.(row);
        }
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export function missedBars(row: AuditRow): string[] {
  const missed: string[] = [];
  if (row.violations.length > 0) missed.push(`axe: ${row.violations.map((v) => `${v.id} (${v.nodes.join(", ")})`).join("; ")}`);
  if (row.vitals.cls >= BARS.cls) missed.push(`CLS ${row.vitals.cls.toFixed(3)} ≥ ${BARS.cls}`);
  if (row.lighthouse) {
    const { performance, accessibility, seo, bestPractices } = row.lighthouse;
    if (performance !== null && performance < BARS.performance) missed.push(`Lighthouse performance ${performance} < ${BARS.performance}`);
    if (accessibility !== null && accessibility < BARS.accessibility)
      missed.push(`Lighthouse accessibility ${accessibility} < ${BARS.accessibility}`);
    const seoFailing = row.lighthouse.failing.filter((a) => a.startsWith("seo:"));
    const onlyNoindex = NOINDEX.has(`${row.site}${row.path}`) && seoFailing.every((a) => a === "seo:is-crawlable");
    if (seo !== null && seo < BARS.seo && !onlyNoindex) missed.push(`Lighthouse SEO ${seo} < ${BARS.seo}`);
    if (bestPractices !== null && bestPractices < BARS.bestPractices)
      missed.push(`Lighthouse best practices ${bestPractices} < ${BARS.bestPractices}`);
    if (performance !== null && row.lighthouse.cls >= BARS.cls)
      missed.push(`Lighthouse CLS ${row.lighthouse.cls.toFixed(3)} ≥ ${BARS.cls}`);
  }
  return missed;
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const server = args.port === null ? await startServer() : null;
  const port = args.port ?? server!.port;
  let failed = false;
  try {
    const sites = args.sites.length > 0 ? args.sites : await demoSites(port);
    const pages =
      args.pages.size > 0
        ? args.pages
        : args.everyPageType
          ? new Map(await Promise.all(sites.map(async (s) => [s, await everyPageType(s, port, args.signedInOnly)] as const)))
          : new Map(sites.map((s) => [s, ["/search/new-used-and-demo-cars", "/cars/{car}"]]));
    process.stdout.write(
      `load average at start ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" / ")} (${cpus().length} cores)\n`,
    );
    let lighthouseMissing = false;
    const counts = { pages: 0, signedIn: 0, failed: 0 };
    // Each row is printed as it is measured: an audit of every page type takes long on a busy machine.
    const printRow = (row: AuditRow) => {
      const missed = missedBars(row);
      failed ||= missed.length > 0 || row.status !== 200;
      counts.pages++;
      if (row.signedIn) counts.signedIn++;
      if (missed.length > 0 || row.status !== 200) counts.failed++;
      if (args.lighthouse && !row.lighthouse) lighthouseMissing = true;
      const l = row.lighthouse;
      const lh = l
        ? ` | lighthouse perf ${l.performance}${l.runs && l.runs.length > 1 ? ` (median of ${l.runs.join("/")})` : ""} a11y ${l.accessibility} seo ${l.seo} bp ${l.bestPractices} (FCP ${Math.round(l.fcp)} ms, LCP ${Math.round(l.lcp)} ms, TBT ${Math.round(l.tbt)} ms, SI ${Math.round(l.si)} ms, CLS ${l.cls.toFixed(3)})${l.error ? ` error: ${l.error}` : ""}${l.failing.length ? ` failing: ${l.failing.join(", ")}` : ""}`
        : "";
      process.stdout.write(
        `${missed.length === 0 && row.status === 200 ? "PASS" : "FAIL"} ${row.site}${row.path} [${row.viewport}]${row.signedIn ? " (signed in)" : ""} status ${row.status}, axe ${row.violations.length}, LCP ${Math.round(row.vitals.lcp)} ms (${row.vitals.lcpElement}), CLS ${row.vitals.cls.toFixed(3)}${lh}\n`,
      );
      for (const m of missed) process.stdout.write(`     ${m}\n`);
    };
    await auditPages(port, pages, { ...args, onRow: printRow });
    process.stdout.write(
      `${counts.pages} pages measured, phone and desktop each counted (${counts.signedIn} signed in), ${counts.failed} missed a bar\n`,
    );
    process.stdout.write(
      `load average at end ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" / ")}\n`,
    );
    if (lighthouseMissing) process.stdout.write("Lighthouse is not installed (npm i -D lighthouse): its scores were not measured.\n");
  } finally {
    if (server) {
      server.child.kill("SIGTERM");
      await new Promise((r) => server.child.once("exit", r));
    }
  }
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main().catch((error: unknown) => {
    // A shopper who cannot sign in (no development inbox) is a setup to fix, told in one line.
    process.stderr.write(error instanceof SignInError ? `${error.message}\n` : `${error instanceof Error ? error.stack : String(error)}\n`);
    process.exitCode = 1;
  });
