import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { BODY_TOO_LARGE, BODY_TOO_SLOW, readRequestBody } from "./request-body";

function fakeRequest(headers: Record<string, string> = {}) {
  const stream = new PassThrough();
  let destroyed = false;
  const req = Object.assign(stream, { headers, socket: { destroy: () => (destroyed = true) } }) as unknown as IncomingMessage & PassThrough;
  return { req, destroyed: () => destroyed };
}

describe("readRequestBody", () => {
  it("reads a body within the limit", async () => {
    const { req } = fakeRequest({ "content-length": "5" });
    const read = readRequestBody(req, { limit: 10 });
    req.end("hello");
    expect(await read).toEqual({ ok: true, body: Buffer.from("hello") });
  });

  it("refuses a declared length over the limit without waiting for the body", async () => {
    const { req } = fakeRequest({ "content-length": "11" });
    expect(await readRequestBody(req, { limit: 10 })).toEqual({ ok: false, status: 413, message: BODY_TOO_LARGE });
  });

  it("refuses a Content-Length that is not a number", async () => {
    const { req } = fakeRequest({ "content-length": "12abc" });
    expect(await readRequestBody(req, { limit: 10 })).toMatchObject({ ok: false, status: 400 });
  });

  it("refuses an undeclared (chunked) body once it passes the limit, without waiting for its end", async () => {
    const { req } = fakeRequest();
    const read = readRequestBody(req, { limit: 10 });
    req.write("0123456789");
    req.write("x");
    expect(await read).toEqual({ ok: false, status: 413, message: BODY_TOO_LARGE });
  });

  it("cuts off a client that keeps streaming after the refusal", async () => {
    const { req, destroyed } = fakeRequest();
    const read = readRequestBody(req, { limit: 10 });
    req.write("01234567890");
    await read;
    for (let i = 0; i < 20 && !destroyed(); i += 1) req.write(Buffer.alloc(128 * 1024));
    await new Promise((resolve) => setImmediate(resolve));
    expect(destroyed()).toBe(true);
  });

  it("answers 408 to a body that does not arrive in time", async () => {
    const { req } = fakeRequest({ "content-length": "5" });
    const read = readRequestBody(req, { limit: 10, timeoutMs: 20 });
    req.write("he");
    expect(await read).toEqual({ ok: false, status: 408, message: BODY_TOO_SLOW });
  });
});
