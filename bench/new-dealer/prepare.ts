/**
 * A dealer made the way a new dealer is made (issue 20's audit bar): created with the console's `createDealer` (through
 * its command-line equivalent), given a stock feed (the stock import's command line, the same import as the console's
 * Import page) and a theme (the console Theme form's reading and contrast checks, then its save). Run it on a data
 * folder with the server stopped (the embedded database allows one process), then start the server and audit the
 * dealer's pages:
 *
 *   DATA_DIR=.data npx tsx bench/new-dealer/prepare.ts
 *   npm start &   # then
 *   npx tsx scripts/audit-pages.ts --port 3000 --every-page-type --site riverside-motors
 */
import { execFileSync } from "node:child_process";
import { eq } from "drizzle-orm";
import { readThemeForm } from "~/domain/console/theme-form";
import { readSiteLook, saveTheme } from "~/server/console/settings-versions";
import { staffUsers, websites } from "~/server/db/schema";
import { fail, openCliDatabase } from "../../scripts/cli";

const SLUG = "riverside-motors";
const tsx = (script: string, args: string[]) =>
  execFileSync(process.execPath, ["--import", "tsx", script, ...args], { stdio: "inherit", env: process.env });

tsx("scripts/create-dealer.ts", [
  ...["--name", "Riverside Motors", "--slug", SLUG, "--template", "showroom", "--owner", "owner@riverside.example"],
  ...["--location-name", "Riverside Motors Newstead", "--location-street", "1 Breakfast Creek Rd", "--location-suburb", "Newstead"],
  ...["--location-state", "QLD", "--location-postcode", "4006", "--location-phone", "07 5550 1234"],
]);
tsx("scripts/import-feed.ts", [
  ...["--site", SLUG, "--file", "demo/feeds/westside-dms-export.csv", "--mapping", "demo/feeds/westside-dms-export.mapping.json"],
]);

const database = await openCliDatabase({ force: false });
try {
  const [site] = await database.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, SLUG));
  const [owner] = await database.db.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, "owner@riverside.example"));
  if (!site || !owner) fail(`${SLUG} or its owner was not created`);
  const { choice } = await readSiteLook(database.db, site.id);
  const form = readThemeForm({
    template: "showroom",
    brand: "#14532d",
    brandContrast: "#ffffff",
    accent: "#d97706",
    surface: "#ffffff",
    surfaceAlt: "#f1f5f0",
    text: "#111827",
    muted: "#4b5563",
    radius: String(choice.theme.radius),
    font: String(choice.theme.font),
  });
  if (!form.ok) fail(`The theme form refused the colours: ${JSON.stringify(form.fieldErrors)}`);
  await saveTheme(database.db, site.id, form.choice, { staffUserId: owner.id, email: "owner@riverside.example", ip: "" });
  console.log(`${SLUG}: created, stock imported, theme saved (${form.choice.template}, brand ${form.choice.theme.brand}).`);
} finally {
  await database.close();
}
