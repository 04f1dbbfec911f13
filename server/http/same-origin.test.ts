import { describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE, OPEN_POST_PATHS, isSameOrigin, sameOriginGuard } from "./same-origin";

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

describe("the guard in front of every route", () => {
  async function answer(method: string, path: string, headers: Record<string, string>) {
    const express = (await import("express")).default;
    const app = express();
    app.use(sameOriginGuard);
    app.all("/{*path}", (_req, res) => {
      res.send("reached");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as { port: number };
    try {
      const res = await fetch(`http://127.0.0.1:${port}${path}`, { method, headers });
      return { status: res.status, text: await res.text() };
    } finally {
      server.close();
    }
  }

  it("refuses a cross-site change before any route runs, with the message", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      const refused = await answer(method, "/spin-to-win", { origin: "http://evil.example" });
      expect(refused).toEqual({ status: 403, text: CROSS_SITE_MESSAGE });
    }
    expect((await answer("POST", "/api/chat.data", { "sec-fetch-site": "cross-site" })).status).toBe(403);
  });

  it("lets reads, the site's own posts, posts without browser headers and the open posts through", async () => {
    expect((await answer("GET", "/contact", { origin: "http://evil.example" })).text).toBe("reached");
    expect((await answer("POST", "/contact", { "sec-fetch-site": "same-origin" })).text).toBe("reached");
    expect((await answer("POST", "/api/payments/webhook", {})).text).toBe("reached");
    for (const path of OPEN_POST_PATHS) expect((await answer("POST", path, { origin: "http://evil.example" })).text).toBe("reached");
  });
});
