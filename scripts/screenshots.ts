/**
 * Screenshots of pages on every demo dealer, phone and desktop, into test-results/screens/.
 * Usage: npx tsx scripts/screenshots.ts [--port 3000] [--sites a,b] [--full] [paths…]   (server must be running)
 */
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const args = process.argv.slice(2);
const option = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args.splice(i, 2)[1] : undefined;
};
const port = option("port") ?? "3000";
const sites = (option("sites") ?? "harbour-toyota,coastal-motor-group,ridge-caravans-motorcycles").split(",");
const full = args.includes("--full");
const pathArgs = args.filter((a) => !a.startsWith("--"));
const paths = pathArgs.length > 0 ? pathArgs : ["/"];
const viewports = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 900 } };

mkdirSync("test-results/screens", { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
for (const site of sites) {
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport, isMobile: name === "phone" });
    const page = await context.newPage();
    for (const path of paths) {
      const response = await page.goto(`http://${site}.localhost:${port}${path}`, { waitUntil: "networkidle" });
      const file = `test-results/screens/${site}${path.replace(/[^a-z0-9]+/gi, "_")}-${name}.png`;
      await page.screenshot({ path: file, fullPage: full });
      console.log(`${response?.status()} ${file}`);
    }
    await context.close();
  }
}
await browser.close();
