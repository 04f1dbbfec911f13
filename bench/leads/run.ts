/**
 * Bench: 1,000 leads submitted while the dealer's webhook answers 503, then it comes back.
 * Asserts 0 lost, 0 duplicated, all delivered, and that a submit with the database gone is an error.
 *
 *   npx tsx bench/leads/run.ts                 embedded PGlite (in memory)
 *   npx tsx bench/leads/run.ts --postgres      a fresh database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres)
 *   npx tsx bench/leads/run.ts --leads 5000 --workers 4
 */
import { parseArgs } from "node:util";
import { openTestDatabase } from "~/server/db/test-database";
import { submitLead } from "~/server/leads/submit-lead";
import { enquiryValues, insertLeadSite } from "~/server/db/test-factories";
import { runOutageScenario } from "./scenario";

const { values: args } = parseArgs({
  options: {
    postgres: { type: "boolean", default: false },
    leads: { type: "string", default: "1000" },
    workers: { type: "string", default: "2" },
  },
});
const kind = args.postgres ? "postgres" : "pglite";
const leadCount = Number(args.leads);
const workers = Number(args.workers);

const database = await openTestDatabase(kind);
let failed = false;
function check(label: string, ok: boolean, detail: string) {
  console.log(`${ok ? "PASS" : "FAIL"}  ${label}: ${detail}`);
  if (!ok) failed = true;
}

try {
  console.log(`lead outage bench on ${kind}: ${leadCount} leads, ${workers} workers, webhook target down then up\n`);
  const r = await runOutageScenario({ db: database.db, leads: leadCount, workers });
  console.log(
    `submitted      ${r.submitted} leads in ${(r.submitMs / 1000).toFixed(2)} s (${Math.round(r.submitted / (r.submitMs / 1000))} leads/s, one transaction each)`,
  );
  console.log(`double clicks  ${r.doubleSubmits} repeated submits, ${r.doubleSubmitsAnsweredAsDuplicate} answered with the first lead`);
  console.log(`target down    ${r.refusedWhileDown} delivery attempts refused with 503 over ${(r.downMs / 1000).toFixed(2)} s`);
  console.log(
    `recovery       ${(r.recoverMs / 1000).toFixed(2)} s real time, ${r.simulatedMinutes} simulated minutes of backoff, ${r.workerRuns} worker runs`,
  );
  console.log("");
  check("stored", r.stored === r.submitted, `${r.stored} of ${r.submitted}`);
  check("lost", r.lost === 0, String(r.lost));
  check("duplicated", r.duplicated === 0, String(r.duplicated));
  check("delivered", r.delivered === r.submitted && r.dead === 0, `${r.delivered} of ${r.submitted} (dead ${r.dead})`);
  check(
    "double submits",
    r.doubleSubmitsAnsweredAsDuplicate === r.doubleSubmits,
    `${r.doubleSubmitsAnsweredAsDuplicate} of ${r.doubleSubmits} deduplicated`,
  );

  // A submit while the database is unreachable answers an error, never success.
  const site = await insertLeadSite(database.db, "closing");
  await database.close();
  const outcome = await submitLead(database.db, {
    ...site,
    kind: "enquiry",
    values: enquiryValues(site),
    idempotencyKey: "db-down-check-1",
  }).then(
    (result) => `answered ${JSON.stringify(result)}`,
    (error: Error) => `error (${error.message.split("\n")[0]})`,
  );
  check("database down", outcome.startsWith("error"), outcome);
} finally {
  await database.drop().catch(() => undefined);
}
process.exitCode = failed ? 1 : 0;
