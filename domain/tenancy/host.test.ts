import { describe, expect, it } from "vitest";
import { matchHost } from "./host";

describe("matchHost", () => {
  it("reads {slug}.localhost on any port", () => {
    expect(matchHost("harbour-toyota.localhost:3000")).toEqual({ kind: "slug", slug: "harbour-toyota" });
    expect(matchHost("Harbour-Toyota.LOCALHOST")).toEqual({ kind: "slug", slug: "harbour-toyota" });
  });
  it("reads {slug}.{platform domain} only when a platform domain is configured", () => {
    expect(matchHost("ridge.dealers.example.com", "dealers.example.com")).toEqual({ kind: "slug", slug: "ridge" });
    expect(matchHost("ridge.dealers.example.com")).toEqual({ kind: "custom", host: "ridge.dealers.example.com" });
  });
  it("treats the bare local host as the directory", () => {
    expect(matchHost("localhost:3000")).toEqual({ kind: "directory" });
    expect(matchHost("127.0.0.1:8080")).toEqual({ kind: "directory" });
  });
  it("treats any other host as a custom domain, without port or trailing dot", () => {
    expect(matchHost("www.harbourtoyota.example.com.au:443")).toEqual({ kind: "custom", host: "www.harbourtoyota.example.com.au" });
    expect(matchHost("harbourtoyota.example.com.au.")).toEqual({ kind: "custom", host: "harbourtoyota.example.com.au" });
  });
  it("rejects missing and malformed hosts", () => {
    expect(matchHost(undefined)).toEqual({ kind: "invalid" });
    expect(matchHost("")).toEqual({ kind: "invalid" });
    expect(matchHost("bad_slug!.localhost")).toEqual({ kind: "invalid" });
    expect(matchHost("a.b.localhost")).toEqual({ kind: "invalid" });
    expect(matchHost("evil host")).toEqual({ kind: "invalid" });
  });
});
