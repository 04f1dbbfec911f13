/**
 * Times a full demo seed into a fresh in-memory PGlite: `npx tsx bench/startup/time-seed.ts [mediaDir]`.
 * Prints the time for migrations, media and the database inserts separately; no assertions.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "~/server/db/client";
import { writeDemoMedia } from "~/demo/media";
import { seedDemo } from "~/server/db/seed-demo";

const keep = process.argv[2];
const mediaDir = keep ?? mkdtempSync(path.join(tmpdir(), "demo-media-"));
let t = performance.now();
const database = await openDatabase({ dataDir: null });
console.log(`open + migrate PGlite: ${Math.round(performance.now() - t)} ms`);
t = performance.now();
const media = await writeDemoMedia(mediaDir);
console.log(`media: ${media.written} written, ${media.skipped} already there, ${Math.round(performance.now() - t)} ms`);
t = performance.now();
const seeded = await seedDemo(database.db, { mediaDir, now: new Date() });
console.log(`seed (media already written): ${seeded.websites} websites, ${seeded.cars} cars in ${Math.round(performance.now() - t)} ms`);
await database.close();
if (!keep) rmSync(mediaDir, { recursive: true, force: true });
