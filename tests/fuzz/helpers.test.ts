/** The fuzz suite's own judgement: what counts as a leak, a problem, a request that must not write. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { junkText, leakIn, percentEncode, rawBytes } from "./junk";
import { foreignLink, headBytes, mustNotWrite, offSiteRedirect, problemsOf } from "./probe";
import { stateChanges } from "./stored-state";
import type { FuzzRequest, Outcome } from "./wire";

const request = (overrides: Partial<FuzzRequest> = {}): FuzzRequest => ({
  kind: "test",
  method: "GET",
  target: "/",
  host: "a.localhost",
  headers: {},
  ...overrides,
});
const answer = (status: number, body = "", type = "text/html"): Outcome => ({
  kind: "answer",
  status,
  headers: { "content-type": type },
  body: Buffer.from(body),
  ms: 1,
});

describe("leakIn", () => {
  it("finds stack frames, module paths and the server's folder", () => {
    expect(leakIn("Error: x\n    at handler (/srv/app/build/server/index.js:12:7)")).toBe("a stack frame");
    expect(leakIn("see node_modules/react-router")).toBe("a node_modules path");
    expect(leakIn(`ENOENT ${process.cwd()}/build`)).toBe("the server's folder");
  });

  it("passes ordinary page text", () => {
    expect(leakIn("Open at 8:30 on Saturdays\n  at our Newcastle West yard")).toBeNull();
  });

  it("is never set off by generated junk", () => {
    fc.assert(
      fc.property(junkText({ long: true }), (text) => leakIn(text) === null),
      { seed: 1, numRuns: 300 },
    );
  });
});

describe("encodings", () => {
  it("percent-encodes every byte but unreserved characters", () => {
    expect(percentEncode("a b/é%")).toBe("a%20b%2F%C3%A9%25");
  });

  it("sends raw bytes as they are, with % sequences undecoded and only unsendable characters encoded", () => {
    expect(rawBytes("%ZZ é\u0000")).toBe("%ZZ%20\u00c3\u00a9%00");
  });
});

describe("problemsOf", () => {
  it("names a 5xx, a hang and a leak", () => {
    expect(problemsOf(request(), answer(500), 10_000)).toEqual(["answered 500"]);
    expect(problemsOf(request(), { kind: "hang", ms: 10_000 }, 10_000)).toEqual(["no answer within 10 s"]);
    expect(problemsOf(request(), answer(404, "at x (/a/b.js:1:2)"), 10_000)).toEqual(["answer shows a stack frame"]);
  });

  it("lets the server close on a refused large body or a malformed request, not on a small one", () => {
    const closed: Outcome = { kind: "closed", error: "ECONNRESET", ms: 1 };
    expect(problemsOf(request({ method: "POST", body: { bytes: Buffer.alloc(70_000) } }), closed, 10_000)).toEqual([]);
    expect(problemsOf(request({ raw: Buffer.from("GET / HTTP/9.9\r\n\r\n") }), closed, 10_000)).toEqual([]);
    expect(problemsOf(request({ method: "POST", body: { bytes: Buffer.alloc(100) } }), closed, 10_000)).toEqual([
      "connection closed without an answer (ECONNRESET)",
    ]);
  });

  it("counts the whole head on the wire: a target just under 16 KiB with its request line and framing is over it", () => {
    const closed: Outcome = { kind: "closed", error: "ECONNRESET", ms: 1 };
    // The request line, the host and the lines node's client adds take the head over node's 16 KiB.
    const nearLimit = request({
      method: "POST",
      target: `/offers/x?a=${"[".repeat(16_300)}`,
      body: { bytes: Buffer.alloc(100), chunked: 50 },
    });
    expect(headBytes(nearLimit)).toBeGreaterThan(16 * 1024);
    expect(problemsOf(nearLimit, closed, 10_000)).toEqual([]);
    // Multi-byte characters count as bytes.
    expect(headBytes(request({ target: "/é" }))).toBe(headBytes(request({ target: "/ee" })));
    // A malformed path is refused on its head: a chunked body still being sent may meet the reset.
    const malformed = request({ method: "POST", target: "/offers/%C0%AF/.?a=1", body: { bytes: Buffer.alloc(100), chunked: 50 } });
    expect(problemsOf(malformed, closed, 10_000)).toEqual([]);
    const short = request({ method: "POST", target: "/offers/x", body: { bytes: Buffer.alloc(100), chunked: 50 } });
    expect(problemsOf(short, closed, 10_000)).toEqual(["connection closed without an answer (ECONNRESET)"]);
  });
});

describe("offSiteRedirect", () => {
  it("passes this site's paths and the platform's own hosts", () => {
    for (const location of [
      "/",
      "/my-garage?x=1",
      "cars/x",
      "http://harbour-toyota.localhost:3000/",
      "https://harbour-toyota.example.com.au/a",
      "https://a.dealers.example.com.au/",
    ]) {
      expect(offSiteRedirect(location), location).toBeNull();
    }
  });

  it("catches every way of leaving: scheme-relative, backslashes, tabs, other hosts and schemes", () => {
    for (const location of [
      "//evil.example",
      "/\\evil.example",
      "\\/evil.example",
      "/\t/evil.example",
      " //evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "http://harbour-toyota.localhost.evil.example/",
    ]) {
      expect(offSiteRedirect(location), location).toBe(location);
    }
  });
});

describe("foreignLink", () => {
  it("finds the foreign host where a link's host goes, not in a path or in text", () => {
    expect(foreignLink('<link rel="canonical" href="https://evil.example/cars/x"/>')).toContain("evil.example");
    expect(foreignLink('<meta property="og:url" content="//evil.example/"/>')).toContain("evil.example");
    expect(foreignLink('{"@type":"Car","url":"http://evil.example/cars/x"}')).toContain("evil.example");
    expect(foreignLink("<loc>http://evil.example/</loc>")).toContain("evil.example");
    expect(foreignLink("Sitemap: http://evil.example/sitemap.xml")).toContain("evil.example");
    expect(foreignLink('<a href="/search?query=https://evil.example/">No cars match https://evil.example/</a>')).toBeNull();
  });
});

describe("mustNotWrite", () => {
  it("holds refused requests and GETs to writing nothing, except the view counter and the price comparison cache", () => {
    expect(mustNotWrite(request({ method: "POST" }), answer(403))).toBe("refused (403)");
    expect(mustNotWrite(request({ method: "POST" }), { kind: "hang", ms: 1 })).toBe("refused (hang)");
    expect(mustNotWrite(request(), answer(200))).toBe("a GET (200)");
    expect(mustNotWrite(request({ target: "/api/cars/x/view.json" }), answer(200))).toBeNull();
    expect(mustNotWrite(request({ target: "/api\\cars\\x\\autogauge" }), answer(200))).toBeNull();
    expect(mustNotWrite(request({ method: "POST" }), answer(302))).toBeNull();
  });
});

describe("stateChanges", () => {
  it("names the tables that differ, as rows written or row counts", () => {
    expect(stateChanges({ leads: "2 rows written", cars: "0 rows written" }, { leads: "3 rows written", cars: "0 rows written" })).toEqual([
      "leads (1 rows written)",
    ]);
    expect(stateChanges({ leads: "5 rows, sum a" }, { leads: "5 rows, sum b" })).toEqual(["leads (5 rows → 5 rows)"]);
  });
});
