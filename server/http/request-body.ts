/**
 * Every request body is read here, once, before any route sees it: at most `limit` bytes whether or not a
 * Content-Length was declared (a chunked body has none), within `timeoutMs`. A body over the limit is answered
 * 413 at once, and the client cannot hold the connection by streaming on (see `discardRest`); a body that
 * trickles in too slowly is answered 408.
 */
import type { IncomingMessage } from "node:http";

/** Large enough for any form or API body of the platform (lead forms are limited further by their own readers). */
export const MAX_REQUEST_BODY_BYTES = 64 * 1024;
export const BODY_READ_TIMEOUT_MS = 10_000;

export type BodyRead = { ok: true; body: Buffer } | { ok: false; status: 400 | 408 | 413; message: string };

export const BODY_TOO_LARGE = "The request body is too large.";
export const BODY_TOO_SLOW = "The request body took too long to arrive.";

export function hasBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD";
}

export function readRequestBody(req: IncomingMessage, options: { limit?: number; timeoutMs?: number } = {}): Promise<BodyRead> {
  const limit = options.limit ?? MAX_REQUEST_BODY_BYTES;
  const declared = req.headers["content-length"];
  if (declared !== undefined && (!/^\d{1,15}$/.test(declared) || Number(declared) > limit)) {
    discardRest(req);
    return Promise.resolve(
      /^\d{1,15}$/.test(declared)
        ? { ok: false, status: 413, message: BODY_TOO_LARGE }
        : { ok: false, status: 400, message: "The Content-Length header is not a number." },
    );
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let total = 0;
    let settled = false;
    const finish = (result: BodyRead) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      if (!result.ok) discardRest(req);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) return finish({ ok: false, status: 413, message: BODY_TOO_LARGE });
      chunks.push(chunk);
    };
    const onEnd = () => finish({ ok: true, body: Buffer.concat(chunks, total) });
    const onError = () => finish({ ok: false, status: 400, message: "The request body could not be read." });
    const timer = setTimeout(() => finish({ ok: false, status: 408, message: BODY_TOO_SLOW }), options.timeoutMs ?? BODY_READ_TIMEOUT_MS);
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
  });
}

/** How much more of a refused body is read and thrown away so that the client reads the refusal first. */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 2_000;

/**
 * After a refusal the rest of the body is read and dropped (the refusal is already on its way), so the
 * connection stays usable and the client reads the answer: closing a socket with unread data makes TCP
 * reset it, and a reset can destroy the answer before the client reads it. A client that keeps sending past
 * the allowance, or for too long, is cut off.
 */
export function discardRest(req: IncomingMessage) {
  let dropped = 0;
  const close = () => {
    clearTimeout(timer);
    req.socket.destroy();
  };
  const timer = setTimeout(close, LINGER_MS);
  timer.unref();
  req.on("data", (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once("end", () => clearTimeout(timer));
  req.resume();
}

/** A streamed body went past its limit: the reader answers 413. */
export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(BODY_TOO_LARGE);
    this.name = "BodyTooLargeError";
  }
}

/** A streamed body stopped arriving for longer than its idle time. */
export class BodyTooSlowError extends Error {
  constructor() {
    super(BODY_TOO_SLOW);
    this.name = "BodyTooSlowError";
  }
}

/**
 * The body as a stream, for the few routes that read a large body themselves as it arrives (uploads: the route's
 * reader caps each file and the whole). The stream errors with BodyTooLargeError past `limit` bytes and with
 * BodyTooSlowError when nothing arrives for `idleMs`; it reads from the socket only as fast as the route reads.
 * `detach` lets go of the socket (a route that answered before reading all of it): the caller then discards the
 * rest (`discardRest`) so the client reads the answer.
 */
export function streamRequestBody(
  req: IncomingMessage,
  options: { limit: number; idleMs?: number },
): { stream: ReadableStream<Uint8Array>; detach: () => void } {
  let total = 0;
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let timer: NodeJS.Timeout | undefined;
  let done = false;
  const idleMs = options.idleMs ?? BODY_READ_TIMEOUT_MS;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
  };
  const fail = (error: Error) => {
    if (done) return;
    stop();
    req.pause();
    controller.error(error);
  };
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fail(new BodyTooSlowError()), idleMs);
  };
  const onData = (chunk: Buffer) => {
    total += chunk.length;
    if (total > options.limit) return fail(new BodyTooLargeError(options.limit));
    arm();
    controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if ((controller.desiredSize ?? 0) <= 0) req.pause();
  };
  const onEnd = () => {
    if (done) return;
    stop();
    controller.close();
  };
  const onError = () => fail(new Error("The request body could not be read."));
  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c;
        req.pause();
        req.on("data", onData);
        req.on("end", onEnd);
        req.on("error", onError);
        arm();
      },
      pull() {
        if (!done) req.resume();
      },
      cancel() {
        stop();
      },
    },
    { highWaterMark: 4 },
  );
  return {
    stream,
    detach() {
      if (done) return;
      stop();
      try {
        controller.error(new Error("The route answered before reading the whole body."));
      } catch {
        // Already closed.
      }
    },
  };
}
