import { sql } from "drizzle-orm";
import http from "node:http";
import { readFileSync } from "node:fs";
import net from "node:net";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { BootError } from "../boot-error";
import { openDatabase } from "./client";
import { websites } from "./schema";
import { databaseKinds, isPostgresReachable, openTestDatabase } from "./test-database";

for (const kind of await databaseKinds()) {
  describe(`database on ${kind}`, () => {
    it("runs the migrations and stores a website with empty settings", async () => {
      const database = await openTestDatabase(kind, { migrate: true });
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

if (await isPostgresReachable()) {
  describe("processes that start together on a fresh PostgreSQL database", () => {
    it("migrate one at a time: all four open it, and every migration is applied once", async () => {
      const admin = postgres(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres", {
        max: 1,
        onnotice: () => {},
      });
      const name = `t_race_${process.pid}_${Date.now()}`;
      await admin.unsafe(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
      url.pathname = `/${name}`;
      try {
        const opened = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: url.toString() })));
        try {
          const applied = await opened[0].db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
          const rows = applied as unknown as Array<{ n: number }>;
          const journal = JSON.parse(readFileSync("server/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] };
          expect(rows[0].n).toBe(journal.entries.length);
        } finally {
          await Promise.all(opened.map((database) => database.close()));
        }
      } finally {
        await admin.unsafe(`drop database if exists ${name} with (force)`);
        await admin.end({ timeout: 1 });
      }
    });
  });
}
