/**
 * Screens of every page type of every demo dealer on a phone and a desktop (docs/screens/README.md, issue 17):
 * `npx tsx scripts/screenshot-dealers.ts <folder> [slug,slug] [page,page]` against a server on port 3999 (or SCREENS_PORT). The page
 * types are the ones the audit and the HTML checks use (scripts/page-types.ts, from each site's sitemap), plus the two a
 * shopper sees signed in: the garage with a car saved, and the reservation checkout of a car that offers one (the server
 * runs with SMS_DEV_INBOX=true: scripts/shopper-session.ts signs a shopper in); each is named by its type (e.g.
 * cars-sold, blog, brands-make, garage, checkout).
 */
import fs from "node:fs";
import { chromium } from "playwright-core";
import { choosePageTypes, sitemapPaths, stockForPageTypes } from "./page-types";
import { checkoutPath, getText as getPage, signInShopper } from "./shopper-session";

const PORT = Number(process.env.SCREENS_PORT ?? 3999);
const getText = (host: string, path: string) => getPage(PORT, host, path);
const getJson = async <T>(host: string, path: string) => JSON.parse(await getText(host, path)) as T;
const fileName = (type: string) =>
  type
    .replace(/\/\*/g, "")
    .replace(/^\*\//, "make-")
    .replace(/[^a-z0-9]+/g, "-");
const out = process.argv[2];
const only = process.argv[3] ? process.argv[3].split(",") : null;
const pagesOnly = process.argv[4] ? process.argv[4].split(",") : null;
const DEMO_DEALERS = ["harbour-toyota", "coastal-motor-group", "ridge-caravans-motorcycles", "westside-auto-exchange"];
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--host-resolver-rules=MAP *.localhost 127.0.0.1", "--no-sandbox"],
});
const viewports = { phone: { width: 390, height: 844, max: 5200 }, desktop: { width: 1440, height: 900, max: 3600 } };
for (const slug of DEMO_DEALERS) {
  if (only && !only.includes(slug)) continue;
  fs.mkdirSync(`${out}/${slug}`, { recursive: true });
  const host = `${slug}.localhost:${PORT}`;
  const { car, sold } = await stockForPageTypes((path) => getJson(host, path));
  const types = choosePageTypes(sitemapPaths(await getText(host, "/sitemap.xml")), { car, sold }, { oneContentPage: true });
  const pages: Record<string, string> = Object.fromEntries(types.map((t) => [fileName(t.type), t.path]));
  // The garage with a car saved, and the reservation checkout where the dealer takes deposits online: signed in.
  const session = await signInShopper(slug, PORT);
  pages.garage = "/my-garage";
  const checkout = await checkoutPath(slug, PORT);
  if (checkout) pages.checkout = checkout;
  const signedIn = new Set(["garage", "checkout"]);
  for (const [name, path] of Object.entries(pages)) {
    if (pagesOnly && !pagesOnly.includes(name)) continue;
    for (const [vp, size] of Object.entries(viewports)) {
      const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: "reduce" });
      if (signedIn.has(name)) {
        const [cookieName, value] = session.split(/=(.*)/s);
        await ctx.addCookies([{ name: cookieName, value, domain: `${slug}.localhost`, path: "/" }]);
      }
      const page = await ctx.newPage();
      const errors: string[] = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(`http://${slug}.localhost:${PORT}${path}`, { waitUntil: "networkidle" });
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 700) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(400);
      const height = Math.min(size.max, await page.evaluate(() => document.documentElement.scrollHeight));
      const file = `${out}/${slug}/${name}-${vp}.jpg`;
      await page.screenshot({ path: file, type: "jpeg", quality: 50, fullPage: true, clip: { x: 0, y: 0, width: size.width, height } });
      if (process.env.PNG)
        await page.screenshot({ path: file.replace(/\.jpg$/, ".png"), fullPage: true, clip: { x: 0, y: 0, width: size.width, height } });
      console.log(file, res?.status(), path, errors.slice(0, 2).join(" | "));
      await ctx.close();
    }
  }
}
await browser.close();
