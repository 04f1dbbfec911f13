// The guard as Express runs it, in front of a route, on a real port.
import { describe, expect, it } from "vitest";
import { CROSS_SITE_MESSAGE, OPEN_POST_PATHS, sameOriginGuard } from "./same-origin";

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

  it("refuses, never throws on, a Host the URL parser refuses after URL.canParse accepted it", () => {
    // Each of these: URL.canParse("http://" + host) is true, new URL("http://" + host) throws (Node 20).
    for (const host of ["bÖ\x9B", "Æ¨", ";Ö\x88", "[::1"]) {
      let status = 0;
      let reached = false;
      const req = { method: "POST", path: "/console/reset-password", get: (name: string) => (name === "host" ? host : undefined) };
      const res = {
        status(code: number) {
          status = code;
          return res;
        },
        set: () => res,
        type: () => res,
        send: () => res,
      };
      expect(() => sameOriginGuard(req as never, res as never, () => (reached = true))).not.toThrow();
      expect({ host, status, reached }).toEqual({ host, status: 403, reached: false });
    }
  });
});
