/**
 * Imports a dealer's stock feed (CSV or XML from their DMS) from the command line (ADR 037, README "Stock feed import").
 *
 *   npx tsx scripts/import-feed.ts --site <slug> --file <path> [--mapping <name | file.json>] [--dry-run]
 *                                  [--allow-mass-removal] [--json] [--force]
 *
 * --mapping   a mapping file (saved as the dealer's mapping of its name), or the name of one saved before;
 *             without it: the dealer's only saved mapping, else <feed name>.mapping.json beside the feed
 * --dry-run   report new, changed, removed and invalid rows; change nothing
 * --allow-mass-removal  apply even though the feed marks more than half of the cars for sale sold
 * --json      print the whole report as JSON
 * --force     open the embedded database even though it looks in use (only after a crash left it marked)
 *
 * Pictures may be web addresses, /media/… paths of this platform, or files beside the feed. Reads DATABASE_URL, or
 * the embedded PGlite database in DATA_DIR (default .data); PGlite allows one process at a time, so with the
 * embedded database the server must be stopped first (or use the console). A running server on PostgreSQL shows
 * the changes within seconds (its search index pulls changed cars).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { userInfo } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { setFlagsFromString } from "node:v8";
import { eq } from "drizzle-orm";
import pino from "pino";
import { parseFeedMappingJson, type FeedMapping } from "~/domain/feeds/mapping";
import { parseWebsiteSettings } from "~/domain/settings/schema";
import type { Database } from "~/server/db/client";
import { fail, openCliDatabase } from "./cli";
import { websites } from "~/server/db/schema";
import { createFeedImageStore } from "~/server/feeds/images";
import { runFeedImport, type FeedReport } from "~/server/feeds/import-feed";
import { feedMappingNames, loadFeedMapping, saveFeedMapping } from "~/server/feeds/mappings";
import { FEED_MAX_BYTES } from "~/server/feeds/parse";

const USAGE =
  "Usage: npx tsx scripts/import-feed.ts --site <slug> --file <path> [--mapping <name | file.json>] [--dry-run] [--allow-mass-removal] [--json] [--force]";

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        site: { type: "string" },
        file: { type: "string" },
        mapping: { type: "string" },
        "dry-run": { type: "boolean", default: false },
        "allow-mass-removal": { type: "boolean", default: false },
        json: { type: "boolean", default: false },
        force: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!args.site || !args.file) fail(USAGE, 2);
const file = path.resolve(args.file);
const found = existsSync(file) ? statSync(file) : null;
if (!found?.isFile()) fail(`No feed file at ${file}`);
if (found.size > FEED_MAX_BYTES)
  fail(`The feed file is ${Math.round(found.size / 1024 / 1024)} MB; at most ${FEED_MAX_BYTES / 1024 / 1024} MB is accepted.`);

function mappingFromFile(mappingPath: string): FeedMapping {
  const parsed = parseFeedMappingJson(readFileSync(mappingPath, "utf8"));
  if (!parsed.ok) fail(`The mapping ${mappingPath} cannot be used:\n  ${parsed.errors.join("\n  ")}`);
  return parsed.mapping;
}

async function chooseMapping(database: Database, websiteId: number): Promise<FeedMapping> {
  const given = args.mapping;
  if (given !== undefined && (given.endsWith(".json") || existsSync(given))) {
    const mapping = mappingFromFile(path.resolve(given));
    await saveFeedMapping(database.db, websiteId, mapping);
    console.log(`Saved the mapping '${mapping.name}' for this dealer.`);
    return mapping;
  }
  const names = await feedMappingNames(database.db, websiteId);
  const name = given ?? (names.length === 1 ? names[0] : undefined);
  if (name !== undefined) {
    const saved = await loadFeedMapping(database.db, websiteId, name);
    if (!saved) fail(`The dealer has no mapping '${name}' (saved: ${names.join(", ") || "none"}).`);
    if (!saved.ok) fail(`The saved mapping '${name}' cannot be used:\n  ${saved.errors.join("\n  ")}`);
    return saved.mapping;
  }
  const beside = path.join(path.dirname(file), `${path.basename(file, path.extname(file))}.mapping.json`);
  if (existsSync(beside)) {
    const mapping = mappingFromFile(beside);
    await saveFeedMapping(database.db, websiteId, mapping);
    console.log(`Saved the mapping '${mapping.name}' (${path.relative(process.cwd(), beside)}) for this dealer.`);
    return mapping;
  }
  return fail(`Name a mapping with --mapping (saved for this dealer: ${names.join(", ") || "none"}).`);
}

const value = (v: unknown) => (typeof v === "string" ? v : JSON.stringify(v));

function printReport(report: FeedReport): void {
  const c = report.counts;
  const unit = report.unit === "line" ? "line" : "vehicle";
  const done = report.status === "applied" || report.status === "dry_run";
  if (!done) console.log(`Nothing was imported (${report.status}): ${report.error}`);
  if (report.status === "refused" && c.rows === 0) return;
  const title =
    report.status === "applied" ? "Imported" : report.status === "dry_run" ? "Dry run (nothing changed) of" : "What the feed holds,";
  console.log(
    `${title} ${report.source} (mapping ${report.mapping}): ${c.rows} rows; ` +
      `${c.new} new, ${c.changed} changed, ${c.removed} marked sold, ${c.unchanged} unchanged, ${c.invalid} invalid, ${c.skipped} skipped; ` +
      `pictures: ${report.dryRun ? `${c.imagesToFetch} to fetch` : `${c.imagesFetched} stored, ${c.imageFailures} failed`}; ${report.ms} ms.`,
  );
  for (const row of report.invalid)
    console.log(`  invalid ${unit} ${row.line}${row.stocknum ? ` (${row.stocknum})` : ""}: ${row.reasons.join("; ")}`);
  for (const car of report.new.slice(0, 20)) console.log(`  new ${car.stocknum}: ${car.name}`);
  if (report.new.length > 20) console.log(`  … and ${c.new - 20} more new`);
  for (const car of report.changed.slice(0, 20)) {
    console.log(
      `  changed ${car.stocknum} ${car.name}: ${car.changes.map((ch) => `${ch.field} ${value(ch.from)} → ${value(ch.to)}`).join(", ")}`,
    );
  }
  if (report.changed.length > 20) console.log(`  … and ${c.changed - 20} more changed`);
  for (const car of report.removed.slice(0, 20)) {
    console.log(
      `  sold ${car.stocknum} ${car.name}: not in the feed; shown as sold for ${report.soldDays} days (until ${car.hiddenAfter.slice(0, 10)})`,
    );
  }
  if (report.removed.length > 20) console.log(`  … and ${c.removed - 20} more sold`);
  for (const s of report.skipped) console.log(`  skipped ${unit} ${s.line} (${s.stocknum}): ${s.reason}`);
  for (const f of report.imageFailures) console.log(`  picture ${f.ref}: ${f.reason}`);
  for (const w of report.warnings) console.log(`  warning: ${w}`);
}

// This process does one import: the old generation grows by a fifth past what is live rather than V8's default of
// up to 4 times, so garbage of the batches is collected before the process reaches hundreds of MB (the bar of
// docs/benchmarks.md is 300 MB for 10,000 cars); it costs a few more collections.
setFlagsFromString("--heap-growing-percent=20");

const database = await openCliDatabase({ force: args.force, whileInUse: ", or import in the console" });
let exitCode = 0;
try {
  const [site] = await database.db.select().from(websites).where(eq(websites.slug, args.site));
  if (!site) fail(`No dealer site '${args.site}'.`);
  const mapping = await chooseMapping(database, site.id);
  const soldDays = parseWebsiteSettings(site.settings).stock.soldDays;
  const mediaDir = path.join(path.resolve(process.env.DATA_DIR ?? ".data"), "media");
  const siteRef = { id: site.id, slug: site.slug };
  let lastShown = 0;
  const report = await runFeedImport({
    db: database.db,
    site: { ...siteRef, soldDays },
    mapping,
    file,
    source: path.basename(file),
    actor: `cli:${userInfo().username}`,
    dryRun: args["dry-run"],
    allowMassRemoval: args["allow-mass-removal"],
    // The operator's own machine: files beside the feed, and a DMS on the dealer's network, are allowed.
    images: createFeedImageStore({ db: database.db, mediaDir, site: siteRef, localRoot: path.dirname(file), allowPrivateHosts: true }),
    onProgress: (phase, done, total) => {
      if (args.json || total < 200 || (Date.now() - lastShown < 2000 && done < total)) return;
      lastShown = Date.now();
      console.log(`  ${phase === "images" ? "pictures" : "cars written"}: ${done} of ${total}`);
    },
    log: pino({ level: "error" }),
  });
  if (args.json) console.log(JSON.stringify(report, null, 2));
  else printReport(report);
  if (report.status === "refused" || report.status === "failed") exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
