/**
 * Requests node:http would not send: lying or doubled Content-Length, chunked framing gone wrong,
 * smuggling-shaped header pairs, control characters in the request line, old and unknown protocol
 * versions. Written raw, then half-closed (see wire.ts). Also bodies that stop arriving: a declared
 * length never reached on a connection left open.
 */
import fc from "fast-check";
import type { Fixtures } from "./fixtures";
import { PORT } from "./requests";
import { ROUTES } from "./route-table";
import type { FuzzRequest } from "./wire";

const FORM = "application/x-www-form-urlencoded";

type Frame = { label: string; head: (method: string, target: string, host: string) => string; body: string };

const FRAMES: Frame[] = [
  {
    label: "declared longer than sent",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nContent-Length: 5000\r\n\r\n`,
    body: "name=a&email=b",
  },
  {
    label: "declared shorter than sent",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nContent-Length: 3\r\n\r\n`,
    body: "name=a&email=b\r\n\r\nGET /x HTTP/1.1\r\n\r\n",
  },
  {
    label: "two lengths",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 4\r\nContent-Length: 9\r\n\r\n`,
    body: "name=abcd",
  },
  {
    label: "length and chunked",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n`,
    body: "0\r\n\r\nGET /admin HTTP/1.1\r\nHost: evil.example\r\n\r\n",
  },
  {
    label: "bad chunk size",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    body: "zz\r\nname=a\r\n0\r\n\r\n",
  },
  {
    label: "huge chunk size",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    body: "ffffffffffffffff\r\nname=a\r\n",
  },
  {
    label: "chunked, no last chunk",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nTransfer-Encoding: chunked\r\n\r\n`,
    body: "6\r\nname=a\r\n",
  },
  {
    label: "obfuscated chunked",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nTransfer-Encoding: xchunked\r\nTransfer-Encoding : chunked\r\n\r\n`,
    body: "0\r\n\r\n",
  },
  { label: "negative length", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: -1\r\n\r\n`, body: "a" },
  { label: "length not a number", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 1e3\r\n\r\n`, body: "a" },
  {
    label: "huge length",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nContent-Length: 99999999999999999999\r\n\r\n`,
    body: "name=a",
  },
  { label: "two hosts", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nHost: evil.example\r\n\r\n`, body: "" },
  { label: "no host, HTTP/1.0", head: (m, t) => `${m} ${t} HTTP/1.0\r\n\r\n`, body: "" },
  { label: "no host, HTTP/1.1", head: (m, t) => `${m} ${t} HTTP/1.1\r\n\r\n`, body: "" },
  { label: "NUL in a header", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nX-A: a\u0000b\r\n\r\n`, body: "" },
  { label: "NUL in the target", head: (m, t, h) => `${m} ${t}\u0000 HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "space in the target", head: (m, t, h) => `${m} ${t} x HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "header without colon", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nNoColonHere\r\n\r\n`, body: "" },
  { label: "folded header", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nX-A: a\r\n b\r\n\r\n`, body: "" },
  { label: "bare LF", head: (m, t, h) => `${m} ${t} HTTP/1.1\nHost: ${h}\n\n`, body: "" },
  { label: "HTTP/9.9", head: (m, t, h) => `${m} ${t} HTTP/9.9\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "HTTP/0.9", head: (m, t) => `${m} ${t}\r\n\r\n`, body: "" },
  { label: "absolute form", head: (m, t, h) => `${m} http://evil.example${t} HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "asterisk form", head: (_m, _t, h) => `OPTIONS * HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "connect", head: (_m, _t, h) => `CONNECT evil.example:443 HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "lowercase method", head: (_m, t, h) => `get ${t} HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "unknown method", head: (_m, t, h) => `FUZZ ${t} HTTP/1.1\r\nHost: ${h}\r\n\r\n`, body: "" },
  { label: "huge header", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nX-A: ${"a".repeat(70_000)}\r\n\r\n`, body: "" },
  { label: "many headers", head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\n${"X-A: a\r\n".repeat(3000)}\r\n`, body: "" },
  {
    label: "expect 100-continue",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Type: ${FORM}\r\nExpect: 100-continue\r\nContent-Length: 6\r\n\r\n`,
    body: "name=a",
  },
  {
    label: "upgrade",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
    body: "",
  },
  { label: "h2 preface", head: () => "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", body: "" },
  {
    label: "pipelined",
    head: (m, t, h) => `${m} ${t} HTTP/1.1\r\nHost: ${h}\r\nContent-Length: 0\r\n\r\nGET /%ZZ HTTP/1.1\r\nHost: ${h}\r\n\r\n`,
    body: "",
  },
];

/** Raw requests: a frame, a route's real path and a method. */
export function wireArbitrary(fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      frame: fc.constantFrom(...FRAMES),
      route: fc.constantFrom(...ROUTES.filter((r) => !r.params)),
      site: fc.constantFrom(...fixtures.sites),
      method: fc.constantFrom("GET", "POST", "POST"),
    })
    .map(({ frame, route, site, method }) => {
      const host = `${site.slug}.localhost:${PORT}`;
      return {
        kind: `wire/${frame.label}`,
        method,
        target: route.path,
        host,
        headers: {},
        raw: Buffer.from(frame.head(method, route.path, host) + frame.body, "latin1"),
      };
    });
}

/**
 * A body that stops arriving: Content-Length promises more than is sent and the connection stays open.
 * The server must answer (408) or close it within its read timeout, not hold it forever.
 */
export function stalledBodyArbitrary(fixtures: Fixtures): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      route: fc.constantFrom(...ROUTES.filter((r) => r.body !== "none" && !r.params)),
      site: fc.constantFrom(...fixtures.sites),
      sent: fc.constantFrom("", "name=a", '{"a":'),
    })
    .map(({ route, site, sent }) => ({
      kind: "stalled body",
      method: "POST",
      target: route.path,
      host: `${site.slug}.localhost:${PORT}`,
      headers: { "content-type": sent.startsWith("{") ? "application/json" : FORM, "content-length": "1000" },
      body: { bytes: Buffer.from(sent) },
    }));
}
