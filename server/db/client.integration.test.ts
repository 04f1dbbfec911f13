import { sql } from "drizzle-orm";
import http from "node:http";
import net from "node:net";
import { describe, expect, it } from "vitest";
import { BootError } from "../boot-error";
import { openDatabase } from "./client";
import { websites } from "./schema";
import { databaseKinds, isPostgresReachable, openTestDatabase } from "./test-database";

for (const kind of await databaseKinds()) {
  describe(`database on ${kind}`, () => {
    it("runs the migrations and stores a website with empty settings", async () => {
      const database = await openTestDatabase(kind);
      try {
        const tables = await database.db.execute(
          sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
        );
        const rows = (tables as unknown as { rows?: Array<{ n: number }> }).rows ?? (tables as unknown as Array<{ n: number }>);
        expect(rows[0].n).toBeGreaterThanOrEqual(18);
        const [site] = await database.db
          .insert(websites)
          .values({ slug: "x", name: "X", template: "showroom", theme: { brand: "#000000", accent: "#111111" } })
          .returning();
        expect(site.settings).toEqual({});
      } finally {
        await database.drop();
      }
    });
  });
}

/** A port on 127.0.0.1 that nothing listens on (it was free a moment ago). */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("a PostgreSQL URL that cannot be opened", () => {
  it("names a refused connection, without the password", async () => {
    const port = await closedPort();
    const opening = openDatabase({ url: `postgres://shop:s3cret-pw@127.0.0.1:${port}/dealers` });
    await expect(opening).rejects.toBeInstanceOf(BootError);
    await expect(opening).rejects.toThrow(
      `Cannot open the database at postgres://shop:***@127.0.0.1:${port}/dealers (DATABASE_URL): connection refused by 127.0.0.1:${port}`,
    );
  });

  it("gives up on a port that answers but is not PostgreSQL, after connect_timeout", async () => {
    const web = http.createServer((_req, res) => res.end("not a database")).listen(0, "127.0.0.1");
    await new Promise((resolve) => web.once("listening", resolve));
    const { port } = web.address() as net.AddressInfo;
    try {
      await expect(openDatabase({ url: `postgres://shop@127.0.0.1:${port}/dealers?connect_timeout=1` })).rejects.toThrow(
        `(DATABASE_URL): no answer from 127.0.0.1:${port} in time`,
      );
    } finally {
      web.closeAllConnections();
      web.close();
    }
  });
});

if (await isPostgresReachable()) {
  describe("a PostgreSQL server that refuses the login", () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");

    it("names a database that does not exist", async () => {
      const url = new URL(server);
      url.pathname = "/no_such_db_xyz";
      await expect(openDatabase({ url: url.toString() })).rejects.toThrow(
        /\(DATABASE_URL\): unknown database: database "no_such_db_xyz" does not exist$/,
      );
    });

    it("names a user that does not exist", async () => {
      const url = new URL(server);
      url.username = "no_such_user_xyz";
      url.password = "s3cret-pw";
      const opening = openDatabase({ url: url.toString() });
      await expect(opening).rejects.toThrow(/\(DATABASE_URL\): not authorised: role "no_such_user_xyz" does not exist$/);
      await expect(opening).rejects.not.toThrow(/s3cret-pw/);
    });
  });
}
