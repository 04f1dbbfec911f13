/**
 * A database error as it may be logged: never the values of the statement.
 *
 * Drizzle's error message is "Failed query: <sql>\nparams: <every value>", and it keeps the query and params as
 * fields; PostgreSQL's `detail` repeats the row ("Failing row contains (…)") and data errors quote the bad value.
 * A failed lead insert would put the shopper's name, email, phone, message and IP in the log. What is kept: the
 * error's type, PostgreSQL's code, constraint, table and column, the message with values removed and the stack's
 * frames. For any error a request or job may meet, since most of them can come from the database.
 */
export type LoggableDbError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  /** The stack's "at …" lines only: its first line repeats the message. */
  stack?: string;
};

type Fields = Record<string, unknown>;

const text = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/** PostgreSQL's data exceptions (class 22) quote the value that failed; everything else quotes only names. */
function withoutValues(message: string, code: string | undefined): string {
  const statement = message.split("\nparams:")[0];
  const bare = code?.startsWith("22")
    ? statement.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/(: |\s)0x[0-9a-f]+( 0x[0-9a-f]+)*/gi, "$1…")
    : statement;
  return bare.slice(0, 300);
}

/** The error of the database itself: the deepest error in the `cause` chain that carries a code, else the error. */
function innermost(error: unknown): unknown {
  let found: unknown;
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) if (text((e as unknown as Fields).code)) found = e;
  return found ?? error;
}

export function dbErrorForLog(error: unknown): LoggableDbError {
  const inner = innermost(error);
  if (!(inner instanceof Error))
    return { type: inner === null ? "null" : ((inner as object).constructor?.name ?? typeof inner), message: "(not an Error)" };
  const fields = inner as unknown as Fields;
  const code = text(fields.code);
  const loggable: LoggableDbError = { type: inner.name, message: withoutValues(inner.message, code) };
  if (code) loggable.code = code;
  // PGlite names them constraint/table/column, postgres.js constraint_name/table_name/column_name.
  const constraint = text(fields.constraint) ?? text(fields.constraint_name);
  const table = text(fields.table) ?? text(fields.table_name);
  const column = text(fields.column) ?? text(fields.column_name);
  if (constraint) loggable.constraint = constraint;
  if (table) loggable.table = table;
  if (column) loggable.column = column;
  // The frames of the error as thrown to our code: the database error's own are the driver's insides.
  const frames = ((error instanceof Error ? error : inner).stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) loggable.stack = frames.slice(0, 12).join("\n");
  return loggable;
}
