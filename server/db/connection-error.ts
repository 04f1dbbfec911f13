/**
 * Why PostgreSQL could not be opened, said so an operator can act on it: connection refused, unknown host, timeout,
 * TLS, unknown database, authentication. Drizzle reports only "Failed query: CREATE SCHEMA…" and keeps the
 * driver's error as its cause. The URL is shown with its password masked.
 */
type CodedError = Error & { code?: unknown; severity?: unknown; address?: unknown; port?: unknown; hostname?: unknown };

/** The URL with its password (and any password-like query parameter) replaced by `***`. */
export function maskDatabaseUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "(an unparseable URL)";
  }
  if (parsed.password) parsed.password = "***";
  for (const name of [...parsed.searchParams.keys()]) if (/pass|secret|key/i.test(name)) parsed.searchParams.set(name, "***");
  return parsed.toString();
}

/** The first error in the `cause` chain that carries a driver, network or PostgreSQL code. */
function codedCause(error: unknown): CodedError | undefined {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (typeof (e as CodedError).code === "string") return e as CodedError;
  }
  return undefined;
}

function target(url: string, cause: CodedError): string {
  if (typeof cause.address === "string" && cause.port !== undefined) return `${cause.address}:${String(cause.port)}`;
  try {
    const { hostname, port } = new URL(url);
    return `${hostname}:${port || "5432"}`;
  } catch {
    return "the server";
  }
}

const isPostgresError = (e: CodedError) => e.name === "PostgresError" || typeof e.severity === "string";

function reason(cause: CodedError, url: string): string | undefined {
  const code = String(cause.code);
  const where = target(url, cause);
  if (isPostgresError(cause)) {
    switch (code) {
      case "3D000":
        return `unknown database: ${cause.message}`;
      case "28P01":
        return `authentication failed: ${cause.message}`;
      case "28000":
        return /no encryption/.test(cause.message)
          ? `the server requires TLS: add ?sslmode=require to DATABASE_URL (${cause.message})`
          : `not authorised: ${cause.message}`;
      case "42501":
        return `permission denied: ${cause.message} (the user must be allowed to create schemas and tables for the migrations)`;
      case "53300":
        return `too many connections: ${cause.message}`;
      case "57P03":
        return `the server is not accepting connections yet: ${cause.message}`;
      default:
        return undefined;
    }
  }
  switch (code) {
    case "ECONNREFUSED":
      return `connection refused by ${where}: is PostgreSQL running and listening there?`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_NONAME":
      return `unknown host ${typeof cause.hostname === "string" ? cause.hostname : where}`;
    case "ETIMEDOUT":
    case "CONNECT_TIMEOUT":
      return `no answer from ${where} in time: is the host reachable, and is PostgreSQL listening on that port?`;
    case "EHOSTUNREACH":
    case "ENETUNREACH":
      return `${where} is unreachable`;
    case "ECONNRESET":
    case "EPIPE":
    case "CONNECTION_CLOSED":
      return /TLS|SSL/.test(cause.message)
        ? `${where} does not accept TLS: remove sslmode from DATABASE_URL or turn on ssl in PostgreSQL`
        : `${where} closed the connection: is it PostgreSQL?`;
    default:
      return /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS|ERR_SSL/.test(code)
        ? `the server's TLS certificate was refused (${code}: ${cause.message})`
        : undefined;
  }
}

/** One line naming the cause, or undefined when the error is none of the known connection and login problems. */
export function describeDatabaseError(error: unknown, url: string): string | undefined {
  const cause = codedCause(error);
  const why = cause && reason(cause, url);
  return why && `Cannot open the database at ${maskDatabaseUrl(url)} (DATABASE_URL): ${why}`;
}
