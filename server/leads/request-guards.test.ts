import { describe, expect, it } from "vitest";
import { MAX_LEAD_BODY_BYTES, checkDeclaredBodySize, checkSameOrigin, formDataToValues, readLeadBody } from "./request-guards";

function post(headers: Record<string, string>, body?: BodyInit, url = "https://north.example.com.au/contact") {
  return new Request(url, { method: "POST", headers, body });
}

describe("cross-site POST check", () => {
  it("accepts same-origin requests", () => {
    expect(checkSameOrigin(post({ "sec-fetch-site": "same-origin", origin: "https://north.example.com.au" })).ok).toBe(true);
    expect(checkSameOrigin(post({ origin: "https://north.example.com.au" })).ok).toBe(true);
  });

  it("rejects cross-site and same-site (a sibling dealer) requests by Sec-Fetch-Site", () => {
    expect(checkSameOrigin(post({ "sec-fetch-site": "cross-site" }))).toMatchObject({ ok: false, status: 403 });
    expect(checkSameOrigin(post({ "sec-fetch-site": "same-site", origin: "https://south.example.com.au" }))).toMatchObject({ ok: false });
  });

  it("rejects an Origin naming another host, and the opaque null origin", () => {
    expect(checkSameOrigin(post({ origin: "https://evil.example" })).ok).toBe(false);
    expect(checkSameOrigin(post({ origin: "null" })).ok).toBe(false);
    expect(checkSameOrigin(post({ origin: "not a url" })).ok).toBe(false);
  });

  it("compares hosts including the port", () => {
    const local = "http://north.localhost:3000/contact";
    expect(checkSameOrigin(post({ origin: "http://north.localhost:3000" }, undefined, local)).ok).toBe(true);
    expect(checkSameOrigin(post({ origin: "http://north.localhost:4000" }, undefined, local)).ok).toBe(false);
  });

  it("accepts the Host header's host when the URL was rewritten by a proxy", () => {
    const request = post({ origin: "https://north.example.com.au", host: "north.example.com.au" }, undefined, "http://10.0.0.5:3000/contact");
    expect(checkSameOrigin(request).ok).toBe(true);
  });

  it("lets requests without either header through (no browser cross-site risk)", () => {
    expect(checkSameOrigin(post({})).ok).toBe(true);
  });
});

describe("body size limit", () => {
  it("rejects an oversized declared length before reading", () => {
    expect(checkDeclaredBodySize(post({ "content-length": String(MAX_LEAD_BODY_BYTES + 1) }))).toMatchObject({ ok: false, status: 413 });
    expect(checkDeclaredBodySize(post({ "content-length": "12" })).ok).toBe(true);
  });

  it("stops reading a body that grows past the limit", async () => {
    const big = "name=" + "x".repeat(MAX_LEAD_BODY_BYTES);
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("https://a.example/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(await readLeadBody(request)).toMatchObject({ ok: false, status: 413 });
  });

  it("reads urlencoded and JSON bodies into values, repeated names as arrays", async () => {
    const form = await readLeadBody(
      post({ "content-type": "application/x-www-form-urlencoded" }, "name=Jo&additional_services=A&additional_services=B"),
    );
    expect(form).toEqual({ ok: true, values: { name: "Jo", additional_services: ["A", "B"] } });
    const json = await readLeadBody(post({ "content-type": "application/json" }, JSON.stringify({ name: "Jo" })));
    expect(json).toEqual({ ok: true, values: { name: "Jo" } });
  });

  it("refuses unreadable bodies", async () => {
    expect(await readLeadBody(post({ "content-type": "application/json" }, "[1]"))).toMatchObject({ ok: false, status: 400 });
    expect(await readLeadBody(post({ "content-type": "text/plain" }, "hi"))).toMatchObject({ ok: false, status: 415 });
  });

  it("drops uploaded files from the values", () => {
    const data = new FormData();
    data.append("name", "Jo");
    data.append("cv", new Blob(["x"]), "cv.pdf");
    expect(formDataToValues(data)).toEqual({ name: "Jo" });
  });
});
