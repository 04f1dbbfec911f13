import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestPath, toFetchRequest } from "./router-handler";

const incoming = (url: string, headers: Record<string, string>, method = "GET") => ({ url, method, headers }) as unknown as IncomingMessage;

describe("toFetchRequest", () => {
  it("builds the URL from the Host header and the configured scheme, never from forwarded headers", () => {
    const request = toFetchRequest(
      incoming("/cars/x?y=1", {
        host: "Harbour.localhost:3000",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "http",
        forwarded: "host=evil.example",
        "x-forwarded-for": "1.2.3.4",
        "x-forwarded-port": "1",
        via: "1.1 evil",
      }),
      { https: true },
    )!;
    expect(request.url).toBe("https://harbour.localhost:3000/cars/x?y=1");
    for (const name of ["x-forwarded-host", "x-forwarded-proto", "forwarded", "x-forwarded-for", "x-forwarded-port", "via"])
      expect(request.headers.has(name)).toBe(false);
  });

  it("keeps only the path of an absolute-form request target", () => {
    expect(requestPath("http://evil.example/a?b=1")).toBe("/a?b=1");
    expect(requestPath("*")).toBeNull();
    expect(toFetchRequest(incoming("http://evil.example/a", { host: "harbour.localhost" }), { https: false })!.url).toBe(
      "http://harbour.localhost/a",
    );
  });

  it("refuses a Host that is not a host name", () => {
    for (const host of ["harbour.localhost/evil", "a@b", "a b", "", "x:99999999", "[::1"]) {
      expect(toFetchRequest(incoming("/", { host }), { https: false }), host).toBeNull();
    }
  });

  it("gives the route the body that was read", async () => {
    const request = toFetchRequest(incoming("/contact", { host: "h.localhost", "content-type": "text/plain" }, "POST"), {
      https: false,
      body: Buffer.from("hi"),
    })!;
    expect(await request.text()).toBe("hi");
  });
});
