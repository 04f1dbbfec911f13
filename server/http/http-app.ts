/**
 * The HTTP app: one Express app serving every dealer site. Built by Vite together with the React Router
 * app (see vite.config.ts), so the server, the loaders and the database share one module graph.
 */
import compression from "compression";
import express from "express";
import { existsSync, readdirSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RouterContextProvider } from "react-router";
import { clientBuildDirContext, nonceContext, runtimeContext } from "~/server/http/router-context";
import { clientAddressKey } from "~/domain/net/client-address";
import { clientIpContext, socketAddress, socketAddressContext } from "~/server/auth/client-ip";
import { SESSION_COOKIE_NAME } from "~/server/auth/sessions";
import { contentBodyLimit } from "~/server/console/content-images";
import { mediaUploadBodyLimit } from "~/server/console/media-upload";
import { feedUploadBodyLimit } from "~/server/feeds/feed-upload";
import { reviewsBodyLimit } from "~/server/console/review-upload";
import { brandImageBodyLimit } from "~/server/console/settings-brand-images";
import { mediaVideos } from "~/server/images/media-video";
import { createImageHandler } from "~/server/images/image-endpoint";
import type { Runtime } from "~/server/runtime";
import { createPageCache } from "./page-cache";
import { requestLog } from "./request-log";
import { createRouterHandler } from "./router-handler";
import { searchApiDirect } from "./search-api-direct";
import { sameOriginGuard } from "./same-origin";
import { cspNonce, finalErrorHandler, securityHeaderBlock, securityHeaders } from "./security-headers";
import { mapImageOrigins } from "~/server/services/maps";
import { trailingSlashRedirect } from "./trailing-slash";

const clientDir = fileURLToPath(new URL("../client", import.meta.url));

/**
 * Runs `handler` only for paths under a name the folder holds (favicon.svg, media…): the client build never
 * changes while the server runs, so a page's path costs no file-system lookup (ADR 031).
 */
function onlyTopLevelNames(dir: string, handler: express.RequestHandler): express.RequestHandler {
  const names = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return (req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    let name = first;
    try {
      name = decodeURIComponent(first);
    } catch {
      // Not a file name either way.
    }
    return names.has(name) ? handler(req, res, next) : next();
  };
}

/**
 * The request listener: a plain search API call is answered ahead of Express (ADR 031), everything else by the app.
 * `assets`: what serves the browser's files instead of the client build (in development, Vite: server/dev.ts).
 */
export function createHttpApp(runtime: Runtime, options: { assets?: express.RequestHandler } = {}): http.RequestListener {
  const app = createExpressApp(runtime, options);
  const direct = searchApiDirect({
    sites: runtime.sites,
    stock: runtime.stock,
    sessionCookieName: SESSION_COOKIE_NAME,
    securityHeaders: securityHeaderBlock({ https: runtime.config.HTTPS, imageOrigins: mapImageOrigins(runtime.config) }),
    log: runtime.log,
  });
  return (req, res) => direct(req, res, () => app(req, res));
}

function createExpressApp(runtime: Runtime, options: { assets?: express.RequestHandler }): express.Express {
  const { config: env } = runtime;
  // Only an explicit NODE_ENV=development shows detail (Express and React Router show stacks otherwise).
  const development = env.NODE_ENV === "development";
  const app = express();
  app.disable("x-powered-by");
  app.set("env", development ? "development" : "production");
  // Believed only for X-Forwarded-For, and only for the configured hops (ADR 023); host and scheme come from Host and HTTPS.
  app.set("trust proxy", env.TRUST_PROXY);
  // First: a cached anonymous page is answered before logging, compression or file lookups (it repeats its stored security headers).
  const pageCache = createPageCache({ sessionCookieName: SESSION_COOKIE_NAME });
  runtime.stock.onChange((websiteIds) => websiteIds.forEach((id) => pageCache.invalidateSite(id)));
  runtime.sites.onInvalidate(() => pageCache.clear());
  app.use(pageCache.serveHits);
  // Every other answer, files and health checks included, carries the security headers.
  app.use(cspNonce, securityHeaders({ https: env.HTTPS, imageOrigins: mapImageOrigins(env) }));
  app.use(requestLog(runtime.log));
  app.use(trailingSlashRedirect);
  app.use(compression());
  app.use(pageCache.storeMisses);

  app.get("/healthz", async (_req, res) => {
    try {
      await runtime.database.ping();
      res.set("Cache-Control", "no-store").json({ status: "ok", database: runtime.database.kind });
    } catch {
      res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable", database: runtime.database.kind });
    }
  });

  if (options.assets) app.use(options.assets);
  else {
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(onlyTopLevelNames(clientDir, express.static(clientDir, { maxAge: "1h", index: false })));
  }
  app.use("/media", mediaVideos(runtime.mediaDir));
  app.use(
    "/media",
    createImageHandler({
      mediaDir: runtime.mediaDir,
      cacheDir: path.join(runtime.dataDir, "image-cache"),
      notFoundPath: path.join(runtime.mediaDir, "not-found.svg"),
      draw: runtime.drawMedia,
      onError: (err, info) => runtime.log.warn({ err, ...info }, "image endpoint problem"),
    }),
  );

  app.use(sameOriginGuard);
  app.all(
    "/{*path}",
    createRouterHandler({
      build: () => import("virtual:react-router/server-build"),
      mode: development ? "development" : "production",
      https: env.HTTPS,
      // The console's media uploads (a car's, the theme page's logo and favicon) are read by their route as they arrive,
      // each file and the whole capped there.
      streamedBodyLimit: (requestPath) =>
        mediaUploadBodyLimit(requestPath) ??
        brandImageBodyLimit(requestPath) ??
        feedUploadBodyLimit(requestPath) ??
        contentBodyLimit(requestPath) ??
        reviewsBodyLimit(requestPath),
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(runtimeContext, runtime);
        context.set(nonceContext, res.locals.cspNonce as string);
        if (!development) context.set(clientBuildDirContext, clientDir);
        context.set(clientIpContext, clientAddressKey(req.ip));
        context.set(socketAddressContext, socketAddress(req));
        return context;
      },
    }),
  );
  app.use(finalErrorHandler(runtime.log));
  return app;
}
