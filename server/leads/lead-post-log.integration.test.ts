/** A lead the database refuses is logged by ids and the database's code, never with what the shopper typed. */
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_KEY_FIELD } from "~/domain/forms";
import { databaseKinds, openTestDatabase, type TestDatabase } from "~/server/db/test-database";
import { handleLeadPost } from "./handle-lead-post";
import { createDbRateLimiter } from "./rate-limit";
import { enquiryValues, insertLeadSite, newKey, type LeadSite } from "~/server/db/test-factories";

const ORIGIN = "https://north.example.com.au";
const SHOPPER = {
  name: "Margot Privatperson",
  email: "margot.private@example.net",
  phone: "0499 876 543",
  message: "Call me after five about the ute",
};
const IP = "203.0.113.77";

for (const kind of await databaseKinds()) {
  describe(`a failed lead insert on ${kind}`, () => {
    let database: TestDatabase;
    let site: LeadSite;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      site = await insertLeadSite(database.db, "north");
      // Every new lead is refused, as a full disk or a broken migration would.
      await database.db.execute(sql.raw("alter table leads add constraint leads_refused_for_test check (false) not valid"));
    });
    afterAll(() => database?.drop());

    function capturedLog() {
      const lines: string[] = [];
      return { lines, log: pino({ base: undefined }, { write: (line: string) => void lines.push(line) }) };
    }

    it("answers 503 and logs ids, site and the database's code, none of the shopper's details or IP", async () => {
      const { lines, log } = capturedLog();
      const request = new Request(`${ORIGIN}/contact`, { method: "POST", headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
      const values = { ...enquiryValues(site, SHOPPER), [IDEMPOTENCY_KEY_FIELD]: newKey() };

      const outcome = await handleLeadPost(
        request,
        { ok: true, values },
        { db: database.db, ...site, kind: "enquiry", limiter: createDbRateLimiter(database.db), ip: IP, log },
      );

      expect(outcome).toMatchObject({ ok: false, status: 503 });
      expect(lines).toHaveLength(1);
      const logged = JSON.parse(lines[0]);
      expect(logged).toMatchObject({
        msg: "lead submission failed",
        websiteId: site.website.id,
        kind: "enquiry",
        err: { code: "23514", constraint: "leads_refused_for_test" },
      });
      for (const value of [...Object.values(SHOPPER), IP, "0499876543", "+61499876543"]) expect(lines[0]).not.toContain(value);
    });

    it("with the database down, the failed rate-limit count is logged without the IP", async () => {
      const down = await openTestDatabase(kind);
      await down.drop();
      const { lines, log } = capturedLog();
      const request = new Request(`${ORIGIN}/contact`, { method: "POST", headers: { origin: ORIGIN, "sec-fetch-site": "same-origin" } });
      const values = { ...enquiryValues(site, SHOPPER), [IDEMPOTENCY_KEY_FIELD]: newKey() };

      const outcome = await handleLeadPost(
        request,
        { ok: true, values },
        { db: down.db, ...site, kind: "enquiry", limiter: createDbRateLimiter(down.db), ip: IP, log },
      );

      expect(outcome).toMatchObject({ ok: false, status: 503 });
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0])).toMatchObject({
        msg: "lead rate limit unavailable",
        websiteId: site.website.id,
        err: { message: expect.any(String) },
      });
      expect(lines[0]).not.toContain(IP);
    });
  });
}
