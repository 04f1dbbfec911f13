/**
 * Sends one fuzz request and says what came back: a status, a connection closed without an answer, or
 * nothing within the time limit (a hang). Plain requests go through node:http (any Host, any bytes a
 * header may carry); `raw` requests are written byte for byte on a socket, for what node:http refuses
 * to send (lying Content-Length, bare control characters, smuggling-shaped headers).
 */
import http from "node:http";
import net from "node:net";

export type FuzzBody = {
  bytes: Buffer;
  /** Sent with Transfer-Encoding: chunked (no Content-Length), in pieces of this many bytes. */
  chunked?: number;
};

export type FuzzRequest = {
  /** What the request probes, for grouping failures ("path", "body/json", ...). */
  kind: string;
  method: string;
  /** The request target exactly as sent (a latin1 string: one character per byte). */
  target: string;
  /** The Host header; null sends none. */
  host: string | null;
  headers: Record<string, string>;
  body?: FuzzBody;
  /** Bytes written as they are on a fresh socket instead of the fields above, which then only describe it. */
  raw?: Buffer;
};

export type Outcome =
  | { kind: "answer"; status: number; headers: http.IncomingHttpHeaders; body: Buffer; ms: number }
  | { kind: "closed"; error: string; ms: number }
  | { kind: "hang"; ms: number };

const MAX_BODY_KEPT = 512 * 1024;

export function send(port: number, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  return request.raw ? sendRaw(port, request.raw, timeoutMs) : sendHttp(port, request, timeoutMs);
}

function sendHttp(port: number, request: FuzzRequest, timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const finish = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(outcome);
    };
    const headers: Record<string, string> = { ...request.headers };
    if (request.host !== null) headers.host = request.host;
    const body = request.body;
    if (body && !body.chunked && !Object.keys(headers).some((h) => h.toLowerCase() === "content-length")) {
      headers["content-length"] = String(body.bytes.length);
    }
    const req = http.request({
      host: "127.0.0.1",
      port,
      method: request.method,
      path: request.target,
      headers,
      setHost: request.host !== null,
      agent: false,
      // A long answer head (a Location echoing a long URL) is not this suite's concern.
      maxHeaderSize: 1024 * 1024,
      // Our own answers are checked, not node's strictness about them.
      insecureHTTPParser: true,
    });
    const timer = setTimeout(() => finish({ kind: "hang", ms: Date.now() - started }), timeoutMs);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      res.on("data", (c: Buffer) => {
        if (kept < MAX_BODY_KEPT) chunks.push(c);
        kept += c.length;
      });
      res.on("end", () =>
        finish({
          kind: "answer",
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks),
          ms: Date.now() - started,
        }),
      );
      res.on("error", (e) => finish({ kind: "closed", error: `response: ${e.message}`, ms: Date.now() - started }));
    });
    req.on("error", (e: NodeJS.ErrnoException) => finish({ kind: "closed", error: e.code ?? e.message, ms: Date.now() - started }));
    void writeBody(req, body).catch(() => {});
  });
}

async function writeBody(req: http.ClientRequest, body: FuzzBody | undefined) {
  if (!body) return void req.end();
  if (!body.chunked) return void req.end(body.bytes);
  for (let offset = 0; offset < body.bytes.length; offset += body.chunked) {
    if (req.destroyed) return;
    const ok = req.write(body.bytes.subarray(offset, offset + body.chunked));
    // A server that answered early stops reading: waiting for drain would wait forever.
    if (!ok) await drainOrClose(req);
  }
  if (!req.destroyed) req.end();
}

function drainOrClose(req: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      req.off("drain", done);
      req.off("close", done);
      resolve();
    };
    req.on("drain", done);
    req.on("close", done);
  });
}

/** Raw bytes, then a half-close: the server sees the end of the request stream, as after a client gave up. */
function sendRaw(port: number, bytes: Buffer, timeoutMs: number): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port, allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const received = Buffer.concat(chunks);
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(received.subarray(0, 20).toString("latin1"))?.[1];
      if (!status) return resolve({ kind: "closed", error: "closed without an answer", ms: Date.now() - started });
      const split = received.indexOf("\r\n\r\n");
      resolve({
        kind: "answer",
        status: Number(status),
        headers: parseHeaders(received.subarray(0, split === -1 ? received.length : split).toString("latin1")),
        body: split === -1 ? Buffer.alloc(0) : received.subarray(split + 4),
        ms: Date.now() - started,
      });
    };
    const timer = setTimeout(() => {
      // Something arrived but the connection stayed open: the answer is what came, not a hang.
      if (chunks.length > 0) return finish();
      settled = true;
      socket.destroy();
      resolve({ kind: "hang", ms: Date.now() - started });
    }, timeoutMs);
    socket.on("connect", () => socket.end(bytes));
    socket.on("data", (c: Buffer) => chunks.push(c));
    socket.on("end", finish);
    socket.on("close", finish);
    socket.on("error", finish);
  });
}

function parseHeaders(head: string): http.IncomingHttpHeaders {
  const headers: http.IncomingHttpHeaders = {};
  for (const line of head.split("\r\n").slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** One line naming the request, enough to replay it by hand. */
export function describeRequest(request: FuzzRequest): string {
  const shown = (s: string, max = 160) => JSON.stringify(s.length > max ? `${s.slice(0, max)}…(${s.length} chars)` : s);
  if (request.raw) return `[${request.kind}] raw ${shown(request.raw.toString("latin1"), 300)}`;
  const headers = Object.entries(request.headers).map(([k, v]) => `${k}: ${shown(v, 80)}`);
  const body = request.body
    ? ` body ${request.body.bytes.length} B${request.body.chunked ? " chunked" : ""} ${shown(request.body.bytes.subarray(0, 200).toString("latin1"))}`
    : "";
  return `[${request.kind}] ${request.method} ${shown(request.target)} Host ${request.host === null ? "(none)" : shown(request.host)}${headers.length ? ` {${headers.join(", ")}}` : ""}${body}`;
}
