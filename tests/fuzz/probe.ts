/**
 * Sends generated requests and checks what every answer must be: below 500, within the time limit,
 * without a stack trace or a server path, and (where the stored state is readable while the server
 * runs) without a change to stored data when the request was refused. Problems are collected rather
 * than thrown, so one run reports every distinct failure with a request that shows it.
 */
import fc from "fast-check";
import { leakIn } from "./junk";
import { PORT } from "./requests";
import type { FuzzServer } from "./servers";
import { stateChanges, type StoredState } from "./stored-state";
import { describeRequest, send, type FuzzRequest, type Outcome } from "./wire";

export const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Multiplies every property's number of runs (FUZZ_SCALE=10 for a long local run). */
export const SCALE = Number(process.env.FUZZ_SCALE ?? 1);
/** No answer within this long is a hang. */
export const HANG_MS = 10_000;
/**
 * A body above the smallest limit of any route (16 KiB) may be refused before it is read; the server then
 * closes the connection, and a client still sending can see the reset before it reads the answer.
 */
const OVERSIZED_BODY = 16 * 1024;
/** Node answers a request head above this 431 and closes the connection, maybe before the client reads it. */
const OVERSIZED_HEAD = 16 * 1024;
/**
 * The head's lines node's client adds (wire.ts): `Connection: close` (no agent) and `Transfer-Encoding: chunked` or a
 * `Content-Length`, and the port the host is sent with. Counted with the request line, so a head the server answers
 * 431 is not taken for one it should have answered (the old estimate, target, host and headers only, was ~80 bytes short).
 */
const CLIENT_HEAD_BYTES = "Connection: close\r\n".length + "Transfer-Encoding: chunked\r\n".length + ":65535".length;

/** The request head's bytes on the wire: request line, header lines, the blank line. */
export const headBytes = (request: FuzzRequest) =>
  Buffer.byteLength(`${request.method} ${request.target} HTTP/1.1\r\n`) +
  (request.host === null ? 0 : Buffer.byteLength(`Host: ${request.host}\r\n`)) +
  Object.entries(request.headers).reduce((n, [k, v]) => n + Buffer.byteLength(`${k}: ${v}\r\n`), 0) +
  CLIENT_HEAD_BYTES +
  2;

/**
 * The same-origin guard refuses a POST from another origin (Origin or Sec-Fetch-Site), and a malformed path is refused,
 * before its body is read, and the server closes the connection; a client still sending a body in chunks can see the
 * reset before it reads the 403 or 400.
 */
function refusedBeforeItsBody(request: FuzzRequest): boolean {
  const header = (name: string) => Object.entries(request.headers).find(([k]) => k.toLowerCase() === name)?.[1];
  const origin = header("origin");
  const site = header("sec-fetch-site");
  const own = request.host === null ? null : `http://${request.host}`;
  return (
    (origin !== undefined && origin !== own) || (site !== undefined && site !== "same-origin" && site !== "none") || malformedPath(request)
  );
}

/** A path that is not valid percent-encoded UTF-8 (e.g. /offers/%C0%AF) is answered 400 on its head alone. */
function malformedPath(request: FuzzRequest): boolean {
  try {
    decodeURIComponent(request.target.split("?")[0]);
    return false;
  } catch {
    return true;
  }
}

export type Finding = { problem: string; example: string; count: number };

/**
 * Each hang costs the whole time limit: after two of one shape (request kind, chunked or not, over 64 KiB
 * or not) requests of that shape are no longer sent, and after ten of any shape none are.
 */
const MAX_HANGS_OF_A_SHAPE = 2;
const MAX_HANGS = 10;

const hangShape = (request: FuzzRequest) => {
  const size = request.body?.bytes.length ?? 0;
  return `${request.kind}|${request.body?.chunked ? "chunked" : "declared"}|${size > 64 * 1024 ? "large" : "small"}`;
};

export class Findings {
  private byKey = new Map<string, Finding>();
  private answers = new Map<string, number>();
  private hangsByShape = new Map<string, number>();
  private skipped = 0;

  /** Counts an answer by request kind and status (FUZZ_STATS=1 prints them: is the junk reaching deep?). */
  count(request: FuzzRequest, outcome: Outcome) {
    const key = `${request.kind.split("/")[0]} ${request.body ? (request.kind.split("/")[1] ?? "") : ""} ${outcome.kind === "answer" ? outcome.status : outcome.kind}`;
    this.answers.set(key, (this.answers.get(key) ?? 0) + 1);
  }

  stats(): string {
    return [...this.answers]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, n]) => `${k.replace(/\s+/g, " ")}: ${n}`)
      .join(", ");
  }

  /** False once requests of this shape hung too often to be worth their time limit again. */
  worthSending(request: FuzzRequest): boolean {
    const hangs = [...this.hangsByShape.values()].reduce((a, b) => a + b, 0);
    const worth = hangs < MAX_HANGS && (this.hangsByShape.get(hangShape(request)) ?? 0) < MAX_HANGS_OF_A_SHAPE;
    if (!worth) this.skipped++;
    return worth;
  }

  add(problem: string, request: FuzzRequest, detail = "") {
    if (problem.startsWith("no answer")) this.hangsByShape.set(hangShape(request), (this.hangsByShape.get(hangShape(request)) ?? 0) + 1);
    const route = request.target.split(/[?#]/)[0]!.replace(/\/[^/]*%[^/]*|\/[^/]{40,}/g, "/…");
    const key = `${problem} | ${request.kind} | ${request.method} ${route.slice(0, 60)}`;
    const found = this.byKey.get(key);
    if (found) found.count++;
    else this.byKey.set(key, { problem: key, example: describeRequest(request) + detail, count: 1 });
  }

  /** One line per distinct problem, with its first example: empty when all is well. */
  report(): string[] {
    const lines = [...this.byKey.values()].map((f) => `${f.problem} (×${f.count})\n      e.g. ${f.example}`);
    return this.skipped > 0 ? [...lines, `${this.skipped} requests not sent: their shape had hung before`] : lines;
  }
}

export function withPort(request: FuzzRequest, port: number): FuzzRequest {
  const fill = (s: string) => s.replaceAll(PORT, String(port));
  return {
    ...request,
    host: request.host === null ? null : fill(request.host),
    headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, fill(v)])),
    ...(request.raw ? { raw: Buffer.from(fill(request.raw.toString("latin1")), "latin1") } : {}),
  };
}

const TEXTUAL = /text|json|xml|javascript|html/;

/** Hosts an answer may send a shopper to: the demo dealers' (test, platform and custom domains) and loopback. */
const OWN_HOST = /(^|\.)localhost$|(^|\.)example\.com\.au$|^127\.0\.0\.1$|^\[::1\]$/;
/** The foreign host the generators use for redirect targets, forwarded hosts, origins and Host headers. */
const FOREIGN = "evil\\.example";
const FOREIGN_LINKS = [
  new RegExp(`(?:href|src|action|content)=["']\\s*(?:[a-z][a-z0-9+.-]*:)?//[^"'/]*${FOREIGN}`, "i"),
  new RegExp(`"(?:url|@id|href|item)"\\s*:\\s*"(?:https?:)?//[^"/]*${FOREIGN}`, "i"),
  new RegExp(`<loc>\\s*https?://[^</]*${FOREIGN}|Sitemap:\\s*https?://[^\\s/]*${FOREIGN}`, "i"),
];

/** The Location header when it sends the client somewhere else, or null. */
export function offSiteRedirect(location: string | undefined): string | null {
  return location !== undefined && leavesSite(location) ? location : null;
}

function leavesSite(location: string): boolean {
  // As a browser reads it: tabs and line breaks dropped, leading spaces and control characters too.
  const target = location.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  if (/^[/\\][/\\]/.test(target)) return true;
  if (target.startsWith("/") || !/^[a-z][a-z0-9+.-]*:/i.test(target)) return false;
  if (!URL.canParse(target)) return true;
  const url = new URL(target);
  return !(/^https?:$/.test(url.protocol) && OWN_HOST.test(url.hostname));
}

/** An absolute link to the foreign host in the answer (canonical, og:url, JSON-LD, sitemap, robots), or null. */
export function foreignLink(body: string): string | null {
  for (const pattern of FOREIGN_LINKS) {
    const found = pattern.exec(body);
    if (found) return found[0].slice(0, 120);
  }
  return null;
}

/** What is wrong with one answer; empty when nothing is. */
export function problemsOf(request: FuzzRequest, outcome: Outcome, hangMs: number): string[] {
  if (outcome.kind === "hang") return [`no answer within ${hangMs / 1000} s`];
  if (outcome.kind === "closed") {
    const cutOff =
      (request.body?.bytes.length ?? 0) > OVERSIZED_BODY ||
      headBytes(request) > OVERSIZED_HEAD ||
      request.raw !== undefined ||
      (!!request.body?.chunked && refusedBeforeItsBody(request));
    return cutOff ? [] : [`connection closed without an answer (${outcome.error})`];
  }
  const problems: string[] = [];
  if (outcome.status >= 500) problems.push(`answered ${outcome.status}`);
  const redirect = offSiteRedirect(outcome.headers.location as string | undefined);
  if (redirect) problems.push(`redirects off-site to ${JSON.stringify(redirect.slice(0, 80))}`);
  const type = String(outcome.headers["content-type"] ?? "");
  if (TEXTUAL.test(type) || !type || outcome.status >= 400) {
    const text = outcome.body.toString("latin1");
    const leak = leakIn(text);
    if (leak) problems.push(`answer shows ${leak}`);
    const link = foreignLink(text);
    if (link) problems.push(`answer links to the foreign host: ${JSON.stringify(link)}`);
  }
  return problems;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** GETs that write by design: view counting (000 §7) and the price comparison cache. */
const WRITING_GETS = /[\\/]view\.json|[\\/]autogauge/i;

/** Why this request may change nothing stored (refused, or a safe method), or null when it may. */
export function mustNotWrite(request: FuzzRequest, outcome: Outcome): string | null {
  if (outcome.kind !== "answer") return `refused (${outcome.kind})`;
  if (outcome.status >= 400) return `refused (${outcome.status})`;
  if (SAFE_METHODS.has(request.method) && !request.raw && !WRITING_GETS.test(request.target))
    return `a ${request.method} (${outcome.status})`;
  return null;
}

export type ProbeOptions = {
  findings: Findings;
  hangMs?: number;
  /** Reads the stored state while the server runs (PostgreSQL): each refused request is checked. */
  readState?: () => Promise<StoredState>;
  /** Called with every request that must not have changed anything stored. */
  onMustNotWrite?: (request: FuzzRequest) => void;
};

/** Sends one request to the server and records what is wrong with the answer. */
export async function probe(server: FuzzServer, generated: FuzzRequest, options: ProbeOptions): Promise<void> {
  if (!options.findings.worthSending(generated)) return;
  const hangMs = options.hangMs ?? HANG_MS;
  const request = withPort(generated, server.port);
  const before = options.readState ? await options.readState() : null;
  const outcome = await send(server.port, request, hangMs);
  options.findings.count(request, outcome);
  const problems = problemsOf(request, outcome, hangMs);
  // The server's last log line usually names the cause of a 5xx or a hang.
  const log = problems.length > 0 ? `\n      server log: ${lastLogLine(server.output())}` : "";
  for (const problem of problems) options.findings.add(problem, request, log);
  const rule = mustNotWrite(request, outcome);
  if (rule && outcome.kind === "answer") options.onMustNotWrite?.(generated);
  if (before && options.readState && rule) {
    const changes = stateChanges(before, await options.readState());
    if (changes.length > 0) options.findings.add(`${rule} but changed ${changes.join(", ")}`, request);
  }
  if (!server.alive()) {
    options.findings.add(`server process died:\n${server.output().slice(-2000)}`, request);
    await server.restart();
  }
}

function lastLogLine(output: string): string {
  const line = output.trimEnd().split("\n").at(-1) ?? "";
  return line.length > 600 ? `${line.slice(0, 600)}…` : line;
}

/** Runs `numRuns` generated requests through `probe` (fast-check drives generation from the fixed seed). */
export async function fuzz(server: FuzzServer, arbitrary: fc.Arbitrary<FuzzRequest>, numRuns: number, seed: number, options: ProbeOptions) {
  await fc.assert(
    fc.asyncProperty(arbitrary, async (request) => {
      await probe(server, request, options);
    }),
    { seed, numRuns: Math.max(1, Math.round(numRuns * SCALE)), endOnFailure: true },
  );
}

export function failureMessage(findings: Findings, seed: number): string {
  if (process.env.FUZZ_STATS) process.stdout.write(`fuzz answers (seed ${seed}): ${findings.stats()}\n`);
  const lines = findings.report();
  return lines.length === 0
    ? ""
    : `${lines.length} distinct problems (seed ${seed}; rerun with FUZZ_SEED=${SEED}):\n  ${lines.join("\n  ")}`;
}
