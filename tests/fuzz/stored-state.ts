/**
 * What a request may change: the tables that shoppers' requests write or that pages show. Left out on
 * purpose: lead_rate_limits (it counts every lead post, accepted or not, by design), lead_deliveries and
 * lead_delivery_attempts (the background worker writes them), and sign_in_codes.failed_attempts (a wrong
 * code is counted, by design).
 *
 * On PostgreSQL, row triggers count every row written per table (cheap enough to read around each
 * request); on the embedded database, whose files only one process may open, a row count and checksum
 * per table is read while its server is stopped.
 */
import { PGlite } from "@electric-sql/pglite";
import path from "node:path";
import postgres from "postgres";
import type { FuzzServer } from "./servers";

const TABLES: Record<string, string[] | null> = {
  websites: null,
  website_hosts: null,
  dealerships: null,
  locations: null,
  cars: null,
  offers: null,
  reviews: null,
  blog_posts: null,
  content_pages: null,
  price_comparisons: null,
  finance_lenders: null,
  users: null,
  sessions: null,
  sign_in_codes: ["id", "website_id", "phone", "code_hash", "ip", "expires_at", "used_at", "created_at"],
  watchlist_entries: null,
  leads: null,
  reservations: null,
  car_views: null,
};

export type StoredState = Record<string, string>;

const SNAPSHOT_SQL = Object.entries(TABLES)
  .map(([name, columns]) => {
    const rows = `select ${columns ? columns.join(", ") : "*"} from ${name}`;
    return `select '${name}' as name, count(*)::text || ' rows, sum ' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '-') as sum from (${rows}) t`;
  })
  .join(" union all ");

type Rows = Array<{ name: string; sum: string }>;
const toState = (rows: Rows): StoredState => Object.fromEntries(rows.map((r) => [r.name, r.sum]));

const COUNTER_SQL = `
  create table fuzz_writes (name text primary key, n bigint not null);
  create function fuzz_count_write() returns trigger language plpgsql as $$
  begin
    insert into fuzz_writes values (TG_TABLE_NAME, 1) on conflict (name) do update set n = fuzz_writes.n + 1;
    return null;
  end $$;
  ${Object.entries(TABLES)
    .map(([name, columns]) =>
      columns
        ? `create trigger fuzz_writes after insert or delete on ${name} for each row execute function fuzz_count_write();
           create trigger fuzz_updates after update of ${columns.join(", ")} on ${name} for each row execute function fuzz_count_write();`
        : `create trigger fuzz_writes after insert or update or delete on ${name} for each row execute function fuzz_count_write();`,
    )
    .join("\n")}`;

/** Counts rows written per table on a running PostgreSQL server (after it migrated and seeded). */
export async function postgresWrites(url: string) {
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  await sql.unsafe(COUNTER_SQL);
  return {
    read: async (): Promise<StoredState> => {
      const rows = (await sql`select name, n::text from fuzz_writes`) as unknown as Array<{ name: string; n: string }>;
      return Object.fromEntries(Object.keys(TABLES).map((name) => [name, `${rows.find((r) => r.name === name)?.n ?? 0} rows written`]));
    },
    close: () => sql.end({ timeout: 1 }),
  };
}

/** Reads an embedded database's state: only while its server is stopped (PGlite is one process's). */
export async function pgliteState(server: FuzzServer): Promise<StoredState> {
  const db = await PGlite.create({ dataDir: path.join(server.dataDir, "pglite") });
  try {
    return toState((await db.query<{ name: string; sum: string }>(SNAPSHOT_SQL)).rows);
  } finally {
    await db.close();
  }
}

/** The tables that differ: rows written (PostgreSQL), or row counts before → after (embedded). */
export function stateChanges(before: StoredState, after: StoredState): string[] {
  return Object.keys(before)
    .filter((name) => before[name] !== after[name])
    .map((name) => {
      const [was, is] = [before[name]!, after[name] ?? ""];
      if (was.endsWith("written")) return `${name} (${parseInt(is, 10) - parseInt(was, 10)} rows written)`;
      return `${name} (${was.split(", sum")[0]} → ${is.split(", sum")[0]})`;
    });
}
