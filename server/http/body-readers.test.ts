import { describe, expect, it } from "vitest";
import { jsonNestingDepth, MAX_JSON_DEPTH, readFormBody, readJsonBody } from "./body-readers";

const URL_ = "http://north.localhost/x";

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request(URL_, { method: "POST", headers, body });
}

/** A body sent in chunks without a Content-Length, as a chunked upload arrives. */
function chunked(chunks: string[], headers: Record<string, string>) {
  const stream = new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Request(URL_, { method: "POST", headers, body: stream, duplex: "half" } as RequestInit);
}

const FORM = { "content-type": "application/x-www-form-urlencoded" };
const JSON_TYPE = { "content-type": "application/json" };

describe("form body reader", () => {
  it("reads urlencoded and multipart forms, repeated names as arrays, files dropped", async () => {
    expect(await readFormBody(post({ "content-type": "application/x-www-form-urlencoded; charset=UTF-8" }, "a=1&b=2&b=3"))).toEqual({
      ok: true,
      values: { a: "1", b: ["2", "3"] },
    });
    const data = new FormData();
    data.append("name", "Jo");
    data.append("cv", new Blob(["x"]), "cv.pdf");
    expect(await readFormBody(new Request(URL_, { method: "POST", body: data }))).toEqual({ ok: true, values: { name: "Jo" } });
    expect(await readFormBody(post(FORM, ""))).toEqual({ ok: true, values: {} });
  });

  it("answers 413 over the limit, declared or not", async () => {
    const big = "a=" + "x".repeat(2000);
    expect(await readFormBody(post({ ...FORM, "content-length": String(big.length) }, big), { limit: 1024 })).toMatchObject({
      ok: false,
      status: 413,
      message: "The request body is too large: at most 1 KB.",
    });
    expect(await readFormBody(chunked(["a=", "x".repeat(600), "x".repeat(600)], FORM), { limit: 1024 })).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await readFormBody(chunked(["a=", "x".repeat(600)], FORM), { limit: 1024 })).toMatchObject({ ok: true });
  });

  it("answers 415 for anything but a form, and 400 for a form it cannot read", async () => {
    for (const type of [undefined, "application/json", "text/plain", "multipart/mixed", "application/x-www-form-urlencodedx"]) {
      const headers: Record<string, string> = type ? { "content-type": type } : {};
      expect(await readFormBody(post(headers, "a=1")), String(type)).toMatchObject({ ok: false, status: 415 });
    }
    expect(await readFormBody(post({ "content-type": "multipart/form-data; boundary=zzz" }, "not multipart"))).toMatchObject({
      ok: false,
      status: 400,
      message: "The form data could not be read.",
    });
    expect(await readFormBody(post({ "content-type": "multipart/form-data" }, "--x\r\n"))).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 when the body was already read", async () => {
    const request = post(FORM, "a=1");
    await request.text();
    expect(await readFormBody(request)).toMatchObject({ ok: false, status: 400 });
  });
});

describe("JSON body reader", () => {
  it("reads JSON of any shape, with or without charset or a +json type", async () => {
    expect(await readJsonBody(post(JSON_TYPE, '{"a":[1,2]}'))).toEqual({ ok: true, value: { a: [1, 2] } });
    expect(await readJsonBody(post({ "content-type": "application/json; charset=utf-8" }, "[1]"))).toEqual({ ok: true, value: [1] });
    expect(await readJsonBody(post({ "content-type": "application/vnd.api+json" }, "null"))).toEqual({ ok: true, value: null });
  });

  it("answers the route's empty value for an empty body when it allows one, else 400", async () => {
    expect(await readJsonBody(post({}, ""), { empty: {} })).toEqual({ ok: true, value: {} });
    expect(await readJsonBody(post(JSON_TYPE, ""))).toMatchObject({ ok: false, status: 400 });
  });

  it("answers 400 to JSON nested deeper than any form or API needs (which would overflow the stack later)", async () => {
    const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
    expect(await readJsonBody(post(JSON_TYPE, deep(MAX_JSON_DEPTH)))).toMatchObject({ ok: true });
    expect(await readJsonBody(post(JSON_TYPE, deep(5000)))).toEqual({
      ok: false,
      status: 400,
      message: "The request body is nested too deeply.",
    });
    expect(await readJsonBody(post(JSON_TYPE, `{"b":${"[".repeat(40)}${"]".repeat(40)}}`))).toMatchObject({ ok: false, status: 400 });
  });

  it("counts nesting outside strings only", () => {
    expect(jsonNestingDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonNestingDepth('{"a":"[[[[{{{\\"}')).toBe(1);
    expect(jsonNestingDepth('"\\"[[["')).toBe(0);
  });

  it("answers 413 over the limit, declared or not", async () => {
    const big = JSON.stringify({ a: "x".repeat(2000) });
    expect(await readJsonBody(post({ ...JSON_TYPE, "content-length": String(big.length) }, big), { limit: 1024 })).toMatchObject({
      ok: false,
      status: 413,
    });
    expect(await readJsonBody(chunked(['{"a":"', "x".repeat(600), "x".repeat(600), '"}'], JSON_TYPE), { limit: 1024 })).toMatchObject({
      ok: false,
      status: 413,
    });
  });

  it("answers 415 for another media type and 400 for malformed JSON or bytes", async () => {
    expect(await readJsonBody(post({ "content-type": "text/plain" }, "{}"))).toMatchObject({
      ok: false,
      status: 415,
      message: "Send the request body as JSON (Content-Type: application/json).",
    });
    expect(await readJsonBody(post(FORM, "a=1"))).toMatchObject({ ok: false, status: 415 });
    expect(await readJsonBody(post(JSON_TYPE, "{"))).toMatchObject({
      ok: false,
      status: 400,
      message: "The request body is not valid JSON.",
    });
    expect(await readJsonBody(post(JSON_TYPE, new Uint8Array([0x22, 0xff, 0x22])))).toMatchObject({ ok: false, status: 400 });
  });
});
