/**
 * `npm run dev` (server/dev.ts), run on a copy of the project so its files can be edited: a dealer page is served
 * in development with the production security headers; an edit to a route or a server module shows on the next
 * request without a restart, the database and a signed-in session kept; an open page updates through HMR with
 * its CSP intact; an edit to a module the runtime is built from restarts the runtime cleanly.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { launchBrowser } from "./harness";
import { send } from "./own-server";
import { copyProject, type ProjectCopy } from "./project-copy";

const SLUG = "harbour-toyota";
const PROBE_ROUTE = "app/routes/dev-probe.tsx";
const PROBE_SERVER_MODULE = "server/dev-probe.ts";
const RUNTIME_MODULE = "server/search/stock-index.ts";

const probeRoute = (text: string) => `import { probeValue } from "~/server/dev-probe";

export function loader() {
  return { value: probeValue() };
}

export default function DevProbe({ loaderData }: { loaderData: { value: string } }) {
  return <p id="probe">{\`${text}, \${loaderData.value}\`}</p>;
}
`;
const probeServerModule = (value: string) => `export const probeValue = () => "${value}";\n`;

let copy: ProjectCopy;
let child: ChildProcess;
let output = "";
let port = 0;
let exited: Promise<number | null>;
let browser: Browser | undefined;

const write = (file: string, text: string) => writeFileSync(path.join(copy.root, file), text);
/** Patient: the dev server compiles a page's modules on its first request, which took over 15 s on a loaded machine. */
const get = (pathname: string, headers: Record<string, string> = {}) =>
  send(port, { host: `${SLUG}.localhost:${port}`, path: pathname, headers, timeoutMs: 90_000 });
const post = (pathname: string, fields: Record<string, string>) =>
  send(port, {
    host: `${SLUG}.localhost:${port}`,
    path: pathname,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
const probeText = async () => /<p id="probe">([^<]*)<\/p>/.exec((await get("/dev-probe")).body)?.[1];
/** Waits until the dev server has noticed a save (the file watcher is asynchronous); never a time assertion. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

async function signIn(): Promise<string> {
  const rest = String(Math.floor(Math.random() * 1e7)).padStart(7, "0");
  const [local, e164] = [`041${rest}`, `+6141${rest}`];
  expect((await post("/sign-in?type=watchlist", { intent: "send", phone: local, redirect: "/" })).status).toBe(200);
  const inbox = (await get("/dev/sms-inbox")).body;
  const item = inbox.split('data-testid="sms"').find((one) => one.includes(`data-testid="sms-to">${e164}<`));
  const code = /data-testid="sms-code">(\d{6})</.exec(item ?? "")?.[1];
  expect(code).toBeTruthy();
  const done = await post("/sign-in?type=watchlist", { intent: "verify", phone: e164, code: code!, redirect: "/" });
  expect(done.status).toBe(302);
  const cookie = ([] as string[])
    .concat(done.headers["set-cookie"] ?? [])
    .map((c) => c.split(";")[0])
    .find((c) => c.startsWith("dp_session="));
  expect(cookie).toBeTruthy();
  return cookie!;
}

beforeAll(async () => {
  copy = copyProject("dealer-dev-server-");
  write(PROBE_ROUTE, probeRoute("route v1"));
  write(PROBE_SERVER_MODULE, probeServerModule("server v1"));
  // No DATA_DIR: the default `.data` inside the project, where Vite would serve it if it were not denied.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== "DATA_DIR" && !name.startsWith("VITEST")));
  child = spawn(process.execPath, ["--import", "tsx", "server/dev.ts"], {
    cwd: copy.root,
    // NODE_ENV as a production shell might have it: the dev server runs in development whatever it says.
    env: { ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", SMS_DEV_INBOX: "true", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  exited = new Promise((resolve) => child.once("exit", resolve));
  port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const found = /on port (\d+)/.exec(output)?.[1];
      if (found) {
        clearInterval(timer);
        resolve(Number(found));
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`dev server exited with ${code}:\n${output}`));
    });
  });
});

afterAll(async () => {
  await browser?.close();
  if (child?.exitCode === null) {
    child.kill("SIGKILL");
    await exited;
  }
  copy?.remove();
});

describe("npm run dev", () => {
  it("prints every demo dealer's URL and serves a dealer page in development, with the production security headers", async () => {
    expect(output).toContain(`Dealer platform ready in development (pglite) on port ${port}`);
    expect(output).toContain(`http://${SLUG}.localhost:${port}/`);
    const page = await get("/");
    expect(page.status).toBe(200);
    expect(page.body).toContain("virtual:react-router/inject-hmr-runtime");
    const csp = String(page.headers["content-security-policy"]);
    const nonce = /script-src 'self' 'nonce-([^']+)';/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
    const scripts = [...page.body.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toContain("camera=()");
    expect(page.headers["access-control-allow-origin"]).toBeUndefined();
  }, 150_000);

  it("keeps Vite's file serving away from the data folder and from hosts that are not the platform's", async () => {
    const secret = readFileSync(path.join(copy.root, ".data/session-secret"), "utf8").trim();
    for (const pathname of [
      "/.data/session-secret",
      "/.data/session-secret?raw",
      "/.data/session-secret?import",
      `/@fs${copy.root}/.data/session-secret`,
    ]) {
      const answer = await get(pathname);
      expect(answer.status, pathname).not.toBe(200);
      expect(answer.body).not.toContain(secret);
    }
    expect((await get("/app/root.tsx")).status).toBe(200);
    expect((await send(port, { host: `unknown.example.com:${port}`, path: "/app/root.tsx" })).status).toBe(404);
  });

  it("shows an edit to a route and to a server module on the next request, with the same runtime and session", async () => {
    const cookie = await signIn();
    expect(await probeText()).toBe("route v1, server v1");

    write(PROBE_ROUTE, probeRoute("route v2"));
    await eventually(async () => expect(await probeText()).toBe("route v2, server v1"));
    write(PROBE_SERVER_MODULE, probeServerModule("server v2"));
    await eventually(async () => expect(await probeText()).toBe("route v2, server v2"));

    expect((await get("/my-garage", { cookie })).status).toBe(200);
    expect(output).not.toContain("restarts");
    expect(output.match(/Dealer platform ready/g)).toHaveLength(1);
  });

  it("updates an open page through HMR, without a reload and without a CSP violation", async () => {
    browser = await launchBrowser();
    const page = await browser.newPage();
    const messages: string[] = [];
    page.on("console", (message) => messages.push(`${message.type()}: ${message.text()}`));
    page.on("pageerror", (error) => messages.push(`pageerror: ${error.message}`));
    await page.goto(`http://${SLUG}.localhost:${port}/dev-probe`, { waitUntil: "load" });
    await vi.waitFor(() => expect(messages).toContain("debug: [vite] connected."), { timeout: 30_000 });
    // Hydrated (React has attached to the server's element; the client hydrates after the first frame): an update
    // that arrived earlier would be lost to hydration, not to HMR.
    await page.waitForFunction(
      () => Object.keys(document.getElementById("probe") ?? {}).some((key) => key.startsWith("__reactFiber")),
      undefined,
      { timeout: 30_000 },
    );
    await page.evaluate(() => ((window as unknown as { probeMarker: number }).probeMarker = 1));

    write(PROBE_ROUTE, probeRoute("route v3"));
    await page.waitForFunction(() => document.getElementById("probe")?.textContent?.startsWith("route v3"), undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { probeMarker?: number }).probeMarker)).toBe(1);
    expect(messages.filter((m) => /^(error|pageerror)|Content Security Policy/.test(m))).toEqual([]);
  });

  it("restarts the runtime when a module it is built from changes: the database is closed, opened again and keeps the session", async () => {
    const cookie = await signIn();
    appendFileSync(path.join(copy.root, RUNTIME_MODULE), "\n// edited by the dev server test\n");
    await eventually(async () => expect(output).toContain("runtime restarted"));
    expect(output).toContain(
      `${RUNTIME_MODULE} changed: the runtime (database, search index, lead worker) is built from it, so it restarts`,
    );
    expect((await get("/my-garage", { cookie })).status).toBe(200);
    expect((await get("/")).status).toBe(200);
  });

  it("stops on SIGTERM, closing the database", async () => {
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
  });
});
