import { describe, expect, it } from "vitest";
import { describeDatabaseError, maskDatabaseUrl } from "./connection-error";

const URL_WITH_PASSWORD = "postgres://shop:s3cret-pw@db.internal:6543/dealers";

/** As Drizzle reports a failed query: its own message, the driver's error as the cause. */
const drizzleFailure = (cause: Error) => new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: ', { cause });
const networkError = (message: string, fields: Record<string, unknown>) => Object.assign(new Error(message), fields);
const postgresError = (code: string, message: string) =>
  Object.assign(new Error(message), { name: "PostgresError", severity: "FATAL", code });

describe("maskDatabaseUrl", () => {
  it("hides the password and password-like parameters, keeps the rest", () => {
    expect(maskDatabaseUrl(URL_WITH_PASSWORD)).toBe("postgres://shop:***@db.internal:6543/dealers");
    expect(maskDatabaseUrl("postgres://shop@db/x?sslmode=require&sslpassword=abc")).toBe(
      "postgres://shop@db/x?sslmode=require&sslpassword=***",
    );
    expect(maskDatabaseUrl("not a url s3cret")).not.toContain("s3cret");
  });
});

describe("describeDatabaseError", () => {
  const cases: Array<[string, Error, RegExp]> = [
    [
      "connection refused",
      networkError("connect ECONNREFUSED 127.0.0.1:1", {
        code: "ECONNREFUSED",
        errno: -111,
        syscall: "connect",
        address: "127.0.0.1",
        port: 1,
      }),
      /connection refused by 127\.0\.0\.1:1: is PostgreSQL running/,
    ],
    [
      "unknown host",
      networkError("getaddrinfo ENOTFOUND db.internal", { code: "ENOTFOUND", hostname: "db.internal" }),
      /unknown host db\.internal$/,
    ],
    [
      "DNS failure",
      networkError("getaddrinfo EAI_AGAIN db.internal", { code: "EAI_AGAIN", hostname: "db.internal" }),
      /unknown host db\.internal$/,
    ],
    [
      "connect timeout of the driver",
      networkError("write CONNECT_TIMEOUT db.internal:6543", { code: "CONNECT_TIMEOUT", address: "db.internal", port: 6543 }),
      /no answer from db\.internal:6543 in time/,
    ],
    ["our own deadline", networkError("no answer within 30 s", { code: "CONNECT_TIMEOUT" }), /no answer from db\.internal:6543 in time/],
    [
      "unreachable",
      networkError("connect EHOSTUNREACH 10.0.0.9:6543", { code: "EHOSTUNREACH", address: "10.0.0.9", port: 6543 }),
      /10\.0\.0\.9:6543 is unreachable/,
    ],
    [
      "unknown database",
      postgresError("3D000", 'database "dealers" does not exist'),
      /unknown database: database "dealers" does not exist/,
    ],
    [
      "wrong password",
      postgresError("28P01", 'password authentication failed for user "shop"'),
      /authentication failed: password authentication failed for user "shop"/,
    ],
    ["unknown role", postgresError("28000", 'role "shop" does not exist'), /not authorised: role "shop" does not exist/],
    [
      "TLS required by the server",
      postgresError("28000", 'no pg_hba.conf entry for host "10.0.0.2", user "shop", database "dealers", no encryption'),
      /the server requires TLS: add \?sslmode=require/,
    ],
    [
      "TLS asked of a server without it",
      networkError("Client network socket disconnected before secure TLS connection was established", { code: "ECONNRESET" }),
      /does not accept TLS/,
    ],
    [
      "untrusted certificate",
      networkError("self-signed certificate", { code: "DEPTH_ZERO_SELF_SIGNED_CERT" }),
      /TLS certificate was refused/,
    ],
    [
      "no right to migrate",
      postgresError("42501", "permission denied for database dealers"),
      /permission denied: permission denied for database dealers/,
    ],
    [
      "not PostgreSQL",
      networkError("write CONNECTION_CLOSED db.internal:6543", { code: "CONNECTION_CLOSED" }),
      /closed the connection: is it PostgreSQL\?/,
    ],
  ];

  it.each(cases)("names the cause: %s, with the URL's password masked", (_, cause, expected) => {
    const description = describeDatabaseError(drizzleFailure(cause), URL_WITH_PASSWORD);
    expect(description).toMatch(/^Cannot open the database at postgres:\/\/shop:\*\*\*@db\.internal:6543\/dealers \(DATABASE_URL\): /);
    expect(description).toMatch(expected);
    expect(description).not.toContain("s3cret-pw");
  });

  it("leaves other errors to be reported with their stack", () => {
    expect(describeDatabaseError(drizzleFailure(postgresError("42601", "syntax error at or near")), URL_WITH_PASSWORD)).toBeUndefined();
    expect(describeDatabaseError(new Error("something else"), URL_WITH_PASSWORD)).toBeUndefined();
    expect(describeDatabaseError("a string", URL_WITH_PASSWORD)).toBeUndefined();
  });
});
