import { chromium } from "playwright-core";
const port = process.argv[2] ?? 4303;
const path = process.argv[3] ?? "/search/new-used-and-demo-cars";
const tag = process.argv[4] ?? "search";
const slugs = (process.argv[5] ?? "coastal-motor-group,harbour-toyota,ridge-caravans-motorcycles,westside-auto-exchange").split(",");
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: [`--host-resolver-rules=MAP *.localhost 127.0.0.1`] });
for (const slug of slugs) {
  for (const [vp, size] of [["phone", { width: 390, height: 844 }], ["desktop", { width: 1440, height: 900 }]]) {
    const ctx = await browser.newContext({ viewport: size, deviceScaleFactor: vp === "phone" ? 2 : 1, isMobile: vp === "phone" });
    const page = await ctx.newPage();
    page.on("console", (m) => m.type() === "error" && console.log(slug, vp, "console error:", m.text()));
    await page.goto(`http://${slug}.localhost:${port}${path}`, { waitUntil: "load" });
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/shots/${tag}-${slug}-${vp}.png`, fullPage: false });
    await ctx.close();
  }
}
await browser.close();
