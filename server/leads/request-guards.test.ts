import { describe, expect, it } from "vitest";
import { MAX_LEAD_BODY_BYTES, readLeadBody } from "./request-guards";

function post(headers: Record<string, string>, body?: BodyInit) {
  return new Request("https://north.example.com.au/contact", { method: "POST", headers, body });
}

function chunked(text: string, type: string) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  return new Request("https://a.example/", {
    method: "POST",
    headers: { "content-type": type },
    body: stream,
    duplex: "half",
  } as RequestInit);
}

describe("lead body", () => {
  it("reads urlencoded and JSON bodies into values, repeated names as arrays", async () => {
    const form = await readLeadBody(
      post({ "content-type": "application/x-www-form-urlencoded" }, "name=Jo&additional_services=A&additional_services=B"),
    );
    expect(form).toEqual({ ok: true, values: { name: "Jo", additional_services: ["A", "B"] } });
    const json = await readLeadBody(post({ "content-type": "application/json" }, JSON.stringify({ name: "Jo" })));
    expect(json).toEqual({ ok: true, values: { name: "Jo" } });
  });

  it("refuses a declared or a chunked body over the lead limit", async () => {
    const big = "name=" + "x".repeat(MAX_LEAD_BODY_BYTES);
    expect(
      await readLeadBody(post({ "content-type": "application/x-www-form-urlencoded", "content-length": String(big.length) }, big)),
    ).toMatchObject({ ok: false, status: 413 });
    expect(await readLeadBody(chunked(big, "application/x-www-form-urlencoded"))).toMatchObject({ ok: false, status: 413 });
    expect(await readLeadBody(chunked(JSON.stringify({ name: big }), "application/json"))).toMatchObject({ ok: false, status: 413 });
  });

  it("refuses unreadable bodies and other media types", async () => {
    expect(await readLeadBody(post({ "content-type": "application/json" }, "[1]"))).toMatchObject({ ok: false, status: 400 });
    expect(await readLeadBody(post({ "content-type": "application/json" }, "{"))).toMatchObject({ ok: false, status: 400 });
    expect(await readLeadBody(post({ "content-type": "text/plain" }, "hi"))).toMatchObject({ ok: false, status: 415 });
    expect(await readLeadBody(post({}, "name=Jo"))).toMatchObject({ ok: false, status: 415 });
  });
});
