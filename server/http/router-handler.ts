/**
 * Hands an Express request to React Router. Unlike `@react-router/express`, the Fetch Request's URL is built
 * only from what the platform validates: the Host header (the one the tenant is resolved from) and the
 * configured scheme (HTTPS). X-Forwarded-Host and X-Forwarded-Proto are never believed, and the forwarding
 * headers are removed before any route could read them, so a client cannot make a page (and so the page
 * cache, canonical links or the sitemap) name another host (ADR 023). The body has already been read within
 * its limit (request-body.ts), so routes read a buffer, never a socket; except on the few upload paths
 * (`streamedBodyLimit`), whose routes read the body as it arrives through a stream with its own cap.
 */
import { parsedUrl } from "~/domain/routing/parsed-url";
import type { IncomingMessage } from "node:http";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { BODY_TOO_LARGE, discardRest, hasBody, readRequestBody, streamRequestBody } from "./request-body";

/** Headers a client or proxy uses to claim another host, scheme or address; the socket and config decide those. */
export const FORWARDING_HEADER = /^(?:x-forwarded-.*|forwarded|x-real-ip|via)$/;

/** Methods a route can answer; the Fetch API refuses others (TRACE, CONNECT…), so they are answered 405 here. */
const ROUTABLE_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

/** The request target as a path (an absolute-form target keeps only its path); null when it is not one. */
export function requestPath(target: string): string | null {
  if (target.startsWith("/")) return target;
  const url = /^https?:\/\//i.test(target) ? parsedUrl(target) : null;
  if (!url) return null;
  return `${url.pathname}${url.search}`;
}

export function toFetchRequest(
  req: IncomingMessage,
  options: { https: boolean; body?: Buffer | ReadableStream<Uint8Array>; signal?: AbortSignal },
): Request | null {
  const host = req.headers.host ?? "";
  const path = requestPath(req.url ?? "");
  if (!VALID_HOST.test(host) || path === null) return null;
  let url: URL;
  try {
    url = new URL(`${options.https ? "https" : "http"}://${host}${path}`);
  } catch {
    return null;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || FORWARDING_HEADER.test(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  const method = req.method ?? "GET";
  const body = options.body instanceof ReadableStream ? options.body : new Uint8Array(options.body ?? Buffer.alloc(0));
  try {
    return new Request(url, {
      method,
      headers,
      signal: options.signal,
      body: hasBody(method) ? body : undefined,
      // A stream body is sent as it arrives (Node's fetch requires saying so).
      ...(body instanceof ReadableStream && { duplex: "half" }),
    } as RequestInit);
  } catch {
    return null;
  }
}

function refuse(res: ExpressResponse, status: number, message: string) {
  res.status(status).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(message);
}

export function createRouterHandler(options: {
  build: () => Promise<ServerBuild>;
  mode: "production" | "development";
  https: boolean;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => RouterContextProvider;
  bodyLimit?: number;
  bodyTimeoutMs?: number;
  /** The transport's cap of a path whose body its route reads as a stream (an upload), or null: read here. */
  streamedBodyLimit?: (path: string) => number | null;
}) {
  // A build given as a function is resolved again on every request, and React Router then flattens and ranks
  // every route again (~4 % of an API call's CPU). In production the build never changes: resolve it once.
  let handle = options.mode === "production" ? null : createRequestHandler(options.build, options.mode);
  const handler = async () => (handle ??= createRequestHandler(await options.build(), options.mode));
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (!ROUTABLE_METHODS.has(req.method)) {
      res.setHeader("Allow", [...ROUTABLE_METHODS].join(", "));
      return refuse(res, 405, "This method is not allowed.");
    }
    let detach: (() => void) | undefined;
    // A streamed body the route did not read to its end: the rest is dropped so that the client reads the answer.
    const release = () => {
      if (!detach || req.readableEnded) return;
      detach();
      discardRest(req);
    };
    try {
      let body: Buffer | ReadableStream<Uint8Array> | undefined;
      const streamLimit = hasBody(req.method) ? (options.streamedBodyLimit?.(req.path) ?? null) : null;
      if (streamLimit !== null) {
        const declared = req.headers["content-length"];
        if (declared !== undefined && /^\d{1,15}$/.test(declared) && Number(declared) > streamLimit) {
          discardRest(req);
          return refuse(res, 413, BODY_TOO_LARGE);
        }
        const streamed = streamRequestBody(req, { limit: streamLimit, idleMs: options.bodyTimeoutMs });
        body = streamed.stream;
        detach = streamed.detach;
      } else if (hasBody(req.method)) {
        const read = await readRequestBody(req, { limit: options.bodyLimit, timeoutMs: options.bodyTimeoutMs });
        if (!read.ok) return refuse(res, read.status, read.message);
        body = read.body;
      }
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const request = toFetchRequest(req, { https: options.https, body, signal: controller.signal });
      if (!request) {
        release();
        return refuse(res, 400, "Bad request: the Host header or request target is not valid.");
      }
      const response = await (handle ?? (await handler()))(request, options.getLoadContext(req, res));
      release();
      await sendResponse(res, response);
    } catch (error) {
      release();
      next(error);
    }
  };
}

/**
 * Writes a Fetch Response to Express. A header the route sets replaces one a middleware set earlier (one
 * Referrer-Policy, not two); cookies are appended.
 */
async function sendResponse(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.append("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
