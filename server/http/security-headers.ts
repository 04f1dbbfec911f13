import { randomBytes } from "node:crypto";
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { dbErrorForLog } from "~/server/db/safe-error";

/** A fresh CSP nonce per response: inline scripts run only when they carry it. */
export const cspNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString("base64");
  next();
};

/** Powerful features no dealer page uses are switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * The same headers on every answer (pages, files, images, health checks). HSTS and upgrade-insecure-requests
 * only when the platform is configured as served over HTTPS, whatever NODE_ENV says.
 */
export function securityHeaders(options: { https: boolean; imageOrigins?: readonly string[] }): RequestHandler {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
        // Inline style attributes are harmless compared with scripts; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // A configured map provider's images (server/services/maps: mapImageOrigins).
        imgSrc: ["'self'", "data:", "blob:", ...(options.imageOrigins ?? [])],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'"],
        // 'self': the console's preview frames the dealer's own public pages (issue 20); frame-ancestors stays 'self'.
        frameSrc: ["'self'", "https://www.youtube-nocookie.com", "https://www.youtube.com", "https://player.vimeo.com"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        ...(options.https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    helmetHeaders(req, res, next);
  };
}

/** Stands for the nonce while the fixed block is worked out; never sent. */
const NO_NONCE = "no-nonce-in-a-fixed-block";

/**
 * The headers `securityHeaders` sets, worked out once for answers that carry no inline script (the search API's
 * direct path): the same middleware run on a recorder, the CSP without its nonce. Lower-case name, value pairs.
 */
export function securityHeaderBlock(options: { https: boolean; imageOrigins?: readonly string[] }): Array<[string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    locals: { cspNonce: NO_NONCE },
    setHeader(name: string, value: unknown) {
      headers.set(name.toLowerCase(), Array.isArray(value) ? value.join(", ") : String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  let done = false;
  securityHeaders(options)({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error("the security headers middleware did not finish at once");
  return [...headers].map(([name, value]) => [
    name,
    name === "content-security-policy" ? value.replace(` 'nonce-${NO_NONCE}'`, "") : value,
  ]);
}

/**
 * The last handler: an error no route answered becomes a plain message (4xx kept, anything else 500), never
 * a stack trace or a file path, whatever NODE_ENV is. The error itself goes to the log.
 */
export function finalErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = (error as { status?: unknown; statusCode?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode;
    const clientError = typeof status === "number" && status >= 400 && status < 500;
    if (!clientError) log.error({ err: dbErrorForLog(error), method: req.method, path: req.path }, "unhandled request error");
    res
      .status(clientError ? status : 500)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .end(clientError ? "Bad request." : "Something went wrong on our side. Please try again.");
  };
}
