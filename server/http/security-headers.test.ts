import http from "node:http";
import net from "node:net";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { cspNonce, securityHeaderBlock, securityHeaders } from "./security-headers";

/** The headers the per-request middleware sets on a real response, and its nonce. */
function perRequest(options: { https: boolean; imageOrigins?: string[] }) {
  const req = new http.IncomingMessage(new net.Socket());
  const res = new http.ServerResponse(req) as unknown as Response;
  (res as unknown as { locals: object }).locals = {};
  cspNonce(req as Request, res, () => {});
  securityHeaders(options)(req as Request, res, () => {});
  return { headers: res.getHeaders(), nonce: (res as unknown as { locals: { cspNonce: string } }).locals.cspNonce };
}

describe("securityHeaderBlock", () => {
  it.each([{ https: false }, { https: true, imageOrigins: ["https://maps.example"] }])(
    "is the middleware's headers, the CSP without its nonce (%o)",
    (options) => {
      const { headers, nonce } = perRequest(options);
      const block = Object.fromEntries(securityHeaderBlock(options));
      expect(Object.keys(block).sort()).toEqual(Object.keys(headers).sort());
      for (const [name, value] of Object.entries(headers)) {
        const expected = name === "content-security-policy" ? String(value).replace(` 'nonce-${nonce}'`, "") : String(value);
        expect(block[name], name).toBe(expected);
      }
      expect(block["content-security-policy"]).toContain("script-src 'self';");
      expect(block["content-security-policy"]).not.toContain("nonce");
      expect(block["permissions-policy"]).toContain("camera=()");
      expect("strict-transport-security" in block).toBe(options.https);
    },
  );
});
