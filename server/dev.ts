/**
 * `npm run dev`: the platform with Vite in middleware mode. The runtime (database, search index, lead worker) is
 * created once and outlives edits (the embedded database allows one opener); every request goes to the current
 * version of the HTTP app, loaded through Vite's module runner, so an edit to a route, component, loader or server
 * module shows on the next request, and components update in an open browser through HMR. An edit to a module the
 * runtime is built from restarts the runtime: the old one is closed (database included), then a new one opened.
 */
import type { RequestHandler } from "express";
import http from "node:http";
import path from "node:path";
import { inspect } from "node:util";
import { createServer, createServerModuleRunner } from "vite";
import { parseConfig, type Config } from "./config";
import { listen, readyBanner } from "./http/listen";
import type * as HttpAppModule from "./http/http-app";
import type * as SeedModule from "./db/seed-demo";
import type * as RuntimeModule from "./runtime";
import type { Runtime } from "./runtime";

const RUNTIME_MODULE = "/server/runtime.ts";
const SEED_MODULE = "/server/db/seed-demo.ts";
const HTTP_APP_MODULE = "/server/http/http-app.ts";
/** Read once when the dev server starts, so an edit needs a new `npm run dev` (the configuration and its parts too). */
const READ_AT_START = ["server/dev.ts", "server/config.ts", "server/config-part.ts", "vite.config.ts"];
const readAtStart = (name: string) => READ_AT_START.includes(name) || /^server\/(auth|services\/[\w-]+)\/config\.ts$/.test(name);
/** A restart waits this long at most for requests still running on the old runtime. */
const DRAIN_MS = 10_000;

const say = (line: string) => process.stdout.write(`[dev] ${line}\n`);
const sayError = (line: string, error: unknown) => process.stderr.write(`[dev] ${line}\n${inspect(error)}\n`);

// React and Vite read NODE_ENV from the process itself.
process.env.NODE_ENV = "development";
let env: Config;
try {
  // Vite serves the source to whoever reaches it, so by default only this machine can.
  env = parseConfig({ ...process.env, HOST: process.env.HOST ?? "127.0.0.1" });
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(1);
}

const dataFiles = [`${path.resolve(env.DATA_DIR)}/**`, "**/.data*/**"];
const httpServer = http.createServer();
const signalListeners = new Set(process.listeners("SIGTERM"));
const vite = await createServer({
  appType: "custom",
  clearScreen: false,
  server: {
    middlewareMode: true,
    // The HMR websocket shares the page's host and port, so the CSP's connect-src 'self' allows it.
    hmr: { server: httpServer },
    // Vite's own host check would refuse dealers' custom domains; `viteFiles` below does it with the site directory.
    allowedHosts: true,
    // No cross-origin reads, as in production.
    cors: false,
    // Vite serves any file under the project: never the database, mail, SMS inbox or session secret. A list here
    // replaces Vite's defaults, so they are repeated (Vite 8's).
    fs: { deny: [".env", ".env.*", "*.{crt,pem,key,p12,pfx,cer,der}", ".npmrc", ".yarnrc.yml", "**/.git/**", ...dataFiles] },
    watch: { ignored: [...dataFiles, "**/build/**"] },
  },
});
// React Router's child compiler (a Vite server of its own) exits the process on SIGTERM once it alone has closed;
// the runtime must close its database first, so `stop` below handles the signal alone.
for (const listener of process.listeners("SIGTERM")) if (!signalListeners.has(listener)) process.off("SIGTERM", listener);
// No HMR of its own: the server invalidates an edited module and its importers, and the runner evaluates them
// again on their next import.
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });

async function openRuntime(): Promise<Runtime> {
  const { createRuntime } = await runner.import<typeof RuntimeModule>(RUNTIME_MODULE);
  const { seedDemo, drawDemoMedia } = await runner.import<typeof SeedModule>(SEED_MODULE);
  return createRuntime(env, { seed: seedDemo, drawMedia: drawDemoMedia });
}

let runtime = openRuntime();
let inFlight = 0;
let onIdle: (() => void) | null = null;

/** Vite's files (modules, styles, public files) only for hosts the platform serves, as Vite's host check would. */
function viteFiles(sites: Runtime["sites"]): RequestHandler {
  return (req, res, next) => {
    sites
      .lookup(req.headers.host)
      .then(({ match, site }) => (site || match.kind === "directory" ? vite.middlewares(req, res, next) : next()), next);
  };
}

/**
 * The runtime as one version of the HTTP app sees it: its change listeners (the page cache's) are let go when that
 * version is replaced, so an edit does not leave an old page cache alive.
 */
function scopedRuntime(source: Runtime): { runtime: Runtime; retire(): void } {
  const releases: Array<() => void> = [];
  function scoped<A extends unknown[]>(subscribe: (listener: (...args: A) => void) => void) {
    return (listener: (...args: A) => void) => {
      let held: typeof listener | null = listener;
      releases.push(() => (held = null));
      subscribe((...args) => held?.(...args));
    };
  }
  return {
    runtime: {
      ...source,
      stock: { ...source.stock, onChange: scoped(source.stock.onChange) },
      sites: { ...source.sites, onInvalidate: scoped(source.sites.onInvalidate) },
    },
    retire: () => releases.forEach((release) => release()),
  };
}

let version:
  { module: typeof HttpAppModule; runtime: Runtime; app: ReturnType<typeof HttpAppModule.createHttpApp>; retire(): void } | undefined;

/** The HTTP app of the current code: built again when its module (or anything it imports) or the runtime changed. */
async function currentApp(current: Runtime) {
  const module = await runner.import<typeof HttpAppModule>(HTTP_APP_MODULE);
  if (version?.module !== module || version.runtime !== current) {
    version?.retire();
    const scoped = scopedRuntime(current);
    version = {
      module,
      runtime: current,
      app: module.createHttpApp(scoped.runtime, { assets: viteFiles(current.sites) }),
      retire: scoped.retire,
    };
  }
  return version.app;
}

function answer(res: http.ServerResponse, status: number, message: string) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end(message);
}

httpServer.on("request", async (req: http.IncomingMessage, res: http.ServerResponse) => {
  let current: Runtime;
  try {
    current = await runtime;
  } catch {
    return answer(res, 503, "The runtime did not start: the error is in the dev server's console. Save a fix to start it again.");
  }
  inFlight++;
  res.once("close", () => {
    if (--inFlight === 0) onIdle?.();
  });
  try {
    const app = await currentApp(current);
    app(req, res);
  } catch (error) {
    sayError("the app did not load:", error);
    answer(res, 500, "The app did not load: the error is in the dev server's console.");
  }
});

function untilIdle(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => {
    onIdle = resolve;
    setTimeout(resolve, DRAIN_MS).unref();
  });
}

/** Source files the runtime is built from (server/runtime.ts and everything it imports), as Vite's module graph knows them. */
function runtimeFiles(): Set<string> {
  const files = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (module: { file: string | null; importedModules: Set<typeof module> } | undefined) => {
    if (!module || seen.has(module)) return;
    seen.add(module);
    if (module.file) files.add(module.file);
    module.importedModules.forEach(visit);
  };
  for (const module of vite.environments.ssr.moduleGraph.getModulesByFile(path.join(vite.config.root, RUNTIME_MODULE)) ?? []) visit(module);
  return files;
}

function restartRuntime(changed: string[]) {
  const names = changed.map((file) => path.relative(vite.config.root, file)).join(", ");
  say(`${names} changed: the runtime (database, search index, lead worker) is built from it, so it restarts…`);
  const previous = runtime;
  runtime = (async () => {
    const old = await previous.catch(() => null);
    if (old) {
      await untilIdle();
      await old.close();
    }
    return openRuntime();
  })();
  runtime.then(
    () => say("runtime restarted"),
    (error) => sayError("the runtime did not start; save a fix to try again:", error),
  );
}

let changedRuntimeFiles: string[] = [];
vite.watcher.on("change", (file: string) => {
  const name = path.relative(vite.config.root, file);
  if (readAtStart(name)) say(`${name} changed: stop and start \`npm run dev\` for it to take effect`);
  if (!runtimeFiles().has(file)) return;
  // One restart for a burst of saves (an editor saving several files, a git checkout).
  if (changedRuntimeFiles.push(file) === 1) {
    setTimeout(() => {
      restartRuntime(changedRuntimeFiles);
      changedRuntimeFiles = [];
    }, 100);
  }
});

let first: Runtime;
try {
  first = await runtime;
} catch (error) {
  sayError("the runtime did not start:", error);
  await vite.close();
  process.exit(1);
}
const port = await listen(httpServer, env);
process.stdout.write(
  `${await readyBanner(first, port, "development")}Edits to app/, server/ and domain/ show on the next request; Ctrl-C stops.\n\n`,
);

let stopping = false;
async function stop() {
  if (stopping) process.exit(1);
  stopping = true;
  httpServer.close();
  httpServer.closeAllConnections();
  await (await runtime.catch(() => null))?.close();
  await vite.close();
  process.exit(0);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
