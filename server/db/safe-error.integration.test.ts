import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dbErrorForLog } from "./safe-error";
import { websites } from "./schema";
import { databaseKinds, openTestDatabase, type TestDatabase } from "./test-database";

const PRIVATE = "Jo Citizen jo@example.com 0412 345 678";

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected the statement to fail");
}

for (const kind of await databaseKinds()) {
  describe(`dbErrorForLog on ${kind}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(() => database?.drop());

    const site = (slug: string, name: string) => ({ slug, name, template: "showroom", theme: { brand: "#000000", accent: "#111111" } });

    it("keeps the code and constraint of a violation, not the values (Drizzle's params, PostgreSQL's detail)", async () => {
      await database.db.insert(websites).values(site("taken-slug-private", PRIVATE));
      const error = await failure(() => database.db.insert(websites).values(site("taken-slug-private", PRIVATE)));
      expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).toContain("taken-slug-private");

      const logged = dbErrorForLog(error);
      expect(logged).toMatchObject({ code: "23505", constraint: expect.stringContaining("slug") });
      expect(logged.message).toMatch(/duplicate key value violates unique constraint/);
      expect(logged.stack).toMatch(/^\s+at /);
      expect(JSON.stringify(logged)).not.toMatch(/taken-slug-private|Jo Citizen|jo@example|0412/);
    });

    it("removes the value a data error quotes (a NUL byte in a text field)", async () => {
      const error = await failure(() => database.db.insert(websites).values(site("nul-byte", `${PRIVATE}\u0000`)));
      const logged = dbErrorForLog(error);
      expect(logged.code).toMatch(/^22/);
      expect(JSON.stringify(logged)).not.toMatch(/Jo Citizen|jo@example|0412/);
    });
  });
}

describe("dbErrorForLog", () => {
  it("drops Drizzle's params from a failure without a database code", () => {
    const error = new Error(`Failed query: insert into "leads" ("name") values ($1)\nparams: ${PRIVATE}`, {
      cause: new Error("PGlite is closed"),
    });
    expect(dbErrorForLog(error)).toMatchObject({ type: "Error", message: 'Failed query: insert into "leads" ("name") values ($1)' });
    expect(JSON.stringify(dbErrorForLog(error))).not.toContain("Jo Citizen");
  });

  it("keeps a network error's code and message", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    expect(dbErrorForLog(new Error("Failed query: select 1\nparams: ", { cause: refused }))).toMatchObject({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });

  it("quotes quoted values away only in data errors, where PostgreSQL quotes the value", () => {
    const data = Object.assign(new Error(`invalid input syntax for type uuid: "${PRIVATE}"`), { code: "22P02" });
    expect(dbErrorForLog(data).message).toBe('invalid input syntax for type uuid: "…"');
    const names = Object.assign(new Error('null value in column "email" of relation "leads" violates not-null constraint'), {
      code: "23502",
    });
    expect(dbErrorForLog(names).message).toBe('null value in column "email" of relation "leads" violates not-null constraint');
  });

  it("describes what is not an Error without its content", () => {
    expect(dbErrorForLog({ secret: PRIVATE })).toEqual({ type: "Object", message: "(not an Error)" });
  });
});
