import { createReadableStreamFromReadable } from "@react-router/node";
import { PassThrough, Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { clientBuildDirContext, nonceContext, runtimeContext } from "~/server/http/router-context";
import { NonceProvider } from "~/app/nonce";
import { deferAppScriptsInBytes } from "~/app/boot/defer-app-scripts.server";
import { compactLoaderDataScripts } from "~/app/boot/loader-data-scripts.server";
import { dbErrorForLog } from "~/server/db/safe-error";
import { errorToLog } from "~/app/route-errors";

export const streamTimeout = 5_000;

/**
 * An error thrown by a loader, an action or the render: logged once through the platform's log, by path
 * (a query may carry what a shopper typed). No answer carries it: React Router runs in production mode
 * unless NODE_ENV=development, and the error page shows a status and a sentence only (root.tsx).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // React Router's own refusals (a POST to a page without an action…) are answers, not failures (route-errors.ts).
  const failure = errorToLog(error);
  if (failure === null) return;
  const log = (context as RouterContextProvider).get(runtimeContext).log;
  log.error({ err: dbErrorForLog(failure), method: request.method, path: new URL(request.url).pathname }, "request failed");
};

/**
 * Renders the whole document before answering (no streaming): pages are small, and a complete
 * body can be cached and compressed as one.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  const clientBuildDir = loadContext.get(clientBuildDirContext);
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onAllReady() {
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          if (clientBuildDir) {
            // Production: the whole page is ready, so it is sent as one string with its scripts deferred and its
            // loader data in shorter literals.
            const chunks: Buffer[] = [];
            const sink = new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                clearTimeout(timeoutId);
                timeoutId = undefined;
                // Bytes, not a string: a string body is scanned for lone surrogates and encoded again by undici.
                // (Buffer.concat allocates a plain ArrayBuffer, never a shared one.)
                const html = compactLoaderDataScripts(deferAppScriptsInBytes(Buffer.concat(chunks), nonce)) as Buffer<ArrayBuffer>;
                resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              },
            });
            pipe(sink);
            return;
          }
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          loadContext.get(runtimeContext).log.error({ err: dbErrorForLog(error), path: new URL(request.url).pathname }, "render failed");
        },
      },
    );
  });
}
