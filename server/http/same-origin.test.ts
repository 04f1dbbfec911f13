import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin";

const SITE = "https://north.example.com.au";

function post(headers: Record<string, string>, url = `${SITE}/contact`) {
  return new Request(url, { method: "POST", headers });
}

describe("same-origin guard", () => {
  it.each([
    // Origin decides when it is sent.
    [{ origin: SITE }, true],
    [{ origin: SITE, "sec-fetch-site": "same-origin" }, true],
    [{ origin: "https://NORTH.example.com.au" }, true],
    [{ origin: "http://north.example.com.au" }, true], // TLS ended at a proxy: the host is what is compared
    [{ origin: "https://evil.example" }, false],
    [{ origin: "https://evil.example", "sec-fetch-site": "same-origin" }, false],
    [{ origin: "https://south.example.com.au", "sec-fetch-site": "same-site" }, false], // a sibling dealer
    [{ origin: "https://north.example.com.au.evil.example" }, false],
    [{ origin: "https://north.example.com.au:8443" }, false],
    [{ origin: "null" }, false],
    [{ origin: "null", "sec-fetch-site": "same-origin" }, false],
    [{ origin: "" }, false],
    [{ origin: "not a url" }, false],
    [{ origin: "file:///etc/passwd" }, false],
    [{ origin: "javascript:alert(1)" }, false],
    [{ origin: `${SITE}, https://evil.example` }, false],
    // Without Origin, Sec-Fetch-Site.
    [{ "sec-fetch-site": "same-origin" }, true],
    [{ "sec-fetch-site": "none" }, true],
    [{ "sec-fetch-site": "same-site" }, false],
    [{ "sec-fetch-site": "cross-site" }, false],
    [{ "sec-fetch-site": "something-new" }, false],
    // Neither: not a browser's cross-site request.
    [{}, true],
  ])("%o → %s", (headers, allowed) => {
    expect(isSameOrigin(post(headers))).toBe(allowed);
  });

  it("compares the port of a local address", () => {
    const local = "http://north.localhost:3000/contact";
    expect(isSameOrigin(post({ origin: "http://north.localhost:3000" }, local))).toBe(true);
    expect(isSameOrigin(post({ origin: "http://north.localhost:4000" }, local))).toBe(false);
    expect(isSameOrigin(post({ origin: "http://south.localhost:3000" }, local))).toBe(false);
  });

  it("compares with the request's own host only, never a Host or X-Forwarded-Host header", () => {
    const request = post({ origin: "https://evil.example", host: "evil.example", "x-forwarded-host": "evil.example" }, `${SITE}/contact`);
    expect(isSameOrigin(request)).toBe(false);
  });
});
