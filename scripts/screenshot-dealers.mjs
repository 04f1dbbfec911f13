/**
 * Screens of every page type of every demo dealer on a phone and a desktop (docs/screens/README.md, issue 17):
 * `node scripts/screenshot-dealers.mjs <folder> [slug,slug] [page,page]` against a server on port 3999.
 */
import { chromium } from "playwright-core";
import fs from "node:fs";
import http from "node:http";
const getJson = (host, path) =>
  new Promise((ok, no) =>
    http
      .get({ host: "127.0.0.1", port: 3999, path, headers: { host } }, (r) => {
        let b = "";
        r.on("data", (c) => (b += c));
        r.on("end", () => ok(JSON.parse(b)));
      })
      .on("error", no),
  );
const out = process.argv[2];
const only = process.argv[3] ? process.argv[3].split(",") : null;
const pagesOnly = process.argv[4] ? process.argv[4].split(",") : null;
const teams = {
  "harbour-toyota": "newcastle-west",
  "coastal-motor-group": "maroochydore",
  "ridge-caravans-motorcycles": "toowoomba",
  "westside-auto-exchange": "cannington",
};
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--host-resolver-rules=MAP *.localhost 127.0.0.1", "--no-sandbox"],
});
const viewports = { phone: { width: 390, height: 844, max: 5200 }, desktop: { width: 1440, height: 900, max: 3600 } };
for (const slug of Object.keys(teams)) {
  if (only && !only.includes(slug)) continue;
  fs.mkdirSync(`${out}/${slug}`, { recursive: true });
  const api = await getJson(`${slug}.localhost:3999`, "/api/search?hitsPerPage=5");
  const car = api.hits.find((h) => h.status !== "sold") ?? api.hits[0];
  const pages = {
    home: "/",
    search: "/search/new-used-and-demo-cars",
    vehicle: car.path,
    offers: "/special-offers",
    "form-contact": "/contact",
    locator: "/dealer-locator",
    about: "/about-us",
    team: `/teams/${teams[slug]}`,
  };
  for (const [name, path] of Object.entries(pages)) {
    if (pagesOnly && !pagesOnly.includes(name)) continue;
    for (const [vp, size] of Object.entries(viewports)) {
      const ctx = await browser.newContext({ viewport: { width: size.width, height: size.height }, reducedMotion: "reduce" });
      const page = await ctx.newPage();
      const errors = [];
      page.on("pageerror", (e) => errors.push(e.message));
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      const res = await page.goto(`http://${slug}.localhost:3999${path}`, { waitUntil: "networkidle" });
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
      console.log(file, res.status(), path, errors.slice(0, 2).join(" | "));
      await ctx.close();
    }
  }
}
await browser.close();
