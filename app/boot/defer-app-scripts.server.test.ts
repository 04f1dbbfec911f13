import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedCsp } from "~/server/http/page-cache";
import {
  BOOT_ELEMENT_ID,
  BOOT_LOADER,
  HINTS_PER_TASK,
  deferAppScripts,
  deferAppScriptsInBytes,
  evaluateInSteps,
  sharedFolder,
} from "./defer-app-scripts.server";

const BOOT = `import * as route0 from "/assets/root.js";\nwindow.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client.js");`;
const page = (nonce: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/framework.js" nonce="${nonce}"/><style>p{}</style></head>` +
  `<body><p>Cars</p><script nonce="${nonce}">window.__reactRouterContext = {};</script><link rel="modulepreload" href="/assets/framework.js" nonce="${nonce}"/>` +
  `<script nonce="${nonce}" type="module" async="">${BOOT}</script><script type="application/ld+json">{}</script></body></html>`;

describe("deferring the app's scripts until the page has loaded", () => {
  const html = deferAppScripts(page("abc"), "abc");
  const STEPPED = evaluateInSteps(BOOT, ["/assets/entry.client.js", "/assets/framework.js"]);

  it("drops the module preload hints and keeps their URLs, once each, for after the load", () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain(`data-base="/assets/" data-preload="entry.client.js framework.js"`);
  });
  it("keeps the module script's text as an inert block with the page's nonce", () => {
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    expect(html).toContain(
      `<script nonce="abc" type="text/plain" id="${BOOT_ELEMENT_ID}" data-base="/assets/" data-preload="entry.client.js framework.js">${STEPPED}</script>`,
    );
  });
  it("adds the loader, with the nonce, right after the block; other scripts stay as they were", () => {
    expect(html).toContain(`${STEPPED}</script><script nonce="abc">${BOOT_LOADER}</script><script type="application/ld+json">{}</script>`);
    expect(html).toContain(`<script nonce="abc">window.__reactRouterContext = {};</script>`);
  });
  it("gives a cached page's policy the hashes of both the loader and the module text it starts", () => {
    const csp = hashedCsp("script-src 'self' 'nonce-abc'", html);
    const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
    expect(csp).toContain(hash(STEPPED));
    expect(csp).toContain(hash(BOOT_LOADER));
  });
  it("leaves a page without a module script alone", () => {
    const plain = "<html><body><p>404</p></body></html>";
    expect(deferAppScripts(plain, "abc")).toBe(plain);
  });
});

describe("deferring on the page's bytes (only the stretch with the scripts is rewritten)", () => {
  const same = (html: string, nonce = "abc") =>
    expect(deferAppScriptsInBytes(Buffer.from(html, "utf8"), nonce).toString("utf8")).toBe(deferAppScripts(html, nonce));
  const tail = (nonce: string) =>
    `<link rel="modulepreload" href="/assets/entry.client.js" nonce="${nonce}"/><link rel="modulepreload" href="/assets/framework.js" nonce="${nonce}"/>` +
    `<script nonce="${nonce}" type="module" async="">${BOOT}</script>`;

  it("gives what the whole-page rewrite gives: hints at the end of the body, before it, or none; text in any script", () => {
    same(`<html><head><title>Cars – “Used” · 5 km</title></head><body><p>Prix €</p>${tail("abc")}<script>x</script></body></html>`);
    same(page("abc"));
    same(page(""), "");
    same(`<html><body><p>Cars</p><script nonce="n" type="module">${BOOT}</script></body></html>`, "n");
  });
  it("takes the whole-page path for anything unusual, with the same result", () => {
    same(`<html><body><script src="/a.js" type="module"></script>${tail("abc")}</body></html>`);
    same(`<html><body>${tail("abc")}<link rel="modulepreload" href="/assets/late.js"/></body></html>`);
    same(`<html><head><link rel="modulepreload" href="/assets/only.js"/></head><body></body></html>`);
  });
  it("decodes only the hints and the module script, wherever React put the hints (it hoists them into <head>)", () => {
    const body = "<p>Cars · 5 km</p>".repeat(2000);
    const html =
      `<html><head><link rel="modulepreload" href="/assets/entry.client.js" nonce="abc"/><link rel="modulepreload" href="/assets/framework.js" nonce="abc"/></head>` +
      `<body>${body}<script nonce="abc" type="module" async="">${BOOT}</script><script>window.x = 1;</script></body></html>`;
    same(html);
    const bytes = Buffer.from(html, "utf8");
    const decoded: number[] = [];
    const toString = bytes.toString.bind(bytes);
    bytes.toString = ((encoding?: BufferEncoding, start = 0, end = bytes.length) => {
      decoded.push(end - start);
      return toString(encoding, start, end);
    }) as typeof bytes.toString;
    expect(deferAppScriptsInBytes(bytes, "abc").toString("utf8")).toBe(deferAppScripts(html, "abc"));
    expect(Math.max(...decoded)).toBeLessThan(1000);
  });
  it("leaves a page without a module script or hints as the same bytes", () => {
    const plain = Buffer.from("<html><body><p>404</p></body></html>");
    expect(deferAppScriptsInBytes(plain, "abc")).toBe(plain);
  });
});

describe("the hints' shared folder", () => {
  it("is the folder every hint's URL starts with, or none", () => {
    expect(sharedFolder(["/assets/a.js", "/assets/b-1.js"])).toBe("/assets/");
    expect(sharedFolder(["/assets/a.js", "/other/b.js"])).toBe("");
    expect(sharedFolder(["/a.js", "/b.js"])).toBe("");
    expect(sharedFolder([])).toBe("");
  });
});

describe("the boot loader in a page that has loaded", () => {
  /** Runs BOOT_LOADER against a stand-in document; each setTimeout callback is a later task, run by `nextTask`. */
  function runLoader(hrefs: string[], base?: string) {
    const head: Array<{ tag: string; rel?: string; href?: string; type?: string; nonce?: string; textContent?: string }> = [];
    const tasks: Array<() => void> = [];
    const block = { dataset: { preload: hrefs.join(" "), base }, nonce: "abc", textContent: BOOT };
    const document = {
      readyState: "complete",
      getElementById: (id: string) => (id === BOOT_ELEMENT_ID ? block : null),
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (el: (typeof head)[number]) => head.push(el) },
    };
    const setTimeout = (fn: (...a: unknown[]) => void, _ms: number, ...args: unknown[]) => tasks.push(() => fn(...args));
    new Function("document", "addEventListener", "setTimeout", BOOT_LOADER)(document, () => {}, setTimeout);
    return { head, nextTask: () => tasks.shift()?.(), pending: () => tasks.length };
  }
  const hrefs = Array.from({ length: 2 * HINTS_PER_TASK + 1 }, (_, i) => `/assets/chunk-${i}.js`);

  it(`adds the module preload hints ${HINTS_PER_TASK} per task, each once, then starts the module script with the nonce`, () => {
    const { head, nextTask, pending } = runLoader(hrefs);
    expect(head.map((el) => el.href)).toEqual(hrefs.slice(0, HINTS_PER_TASK));
    nextTask();
    expect(head).toHaveLength(2 * HINTS_PER_TASK);
    nextTask();
    expect(pending()).toBe(0);
    expect(head.filter((el) => el.rel === "modulepreload").map((el) => el.href)).toEqual(hrefs);
    expect(head.at(-1)).toEqual({ tag: "script", type: "module", nonce: "abc", textContent: BOOT });
  });
  it("puts the block's shared folder before each listed hint", () => {
    const { head } = runLoader(["a.js", "b.js"], "/assets/");
    expect(head.filter((el) => el.rel === "modulepreload").map((el) => el.href)).toEqual(["/assets/a.js", "/assets/b.js"]);
  });
  it("starts the module script at once when there are no hints", () => {
    const { head, pending } = runLoader([]);
    expect(pending()).toBe(0);
    expect(head).toEqual([{ tag: "script", type: "module", nonce: "abc", textContent: BOOT }]);
  });
});

describe("evaluating the route modules in steps", () => {
  const text = [
    'import "/assets/manifest-1.js";',
    'import * as route0 from "/assets/root-2.js";',
    'import * as route1 from "/assets/cars._slug-3.js";',
    '  window.__reactRouterRouteModules = {"root":route0,"routes/cars.$slug":route1};',
    'import("/assets/entry.client-4.js");',
  ].join("\n");
  const stepped = evaluateInSteps(text, [
    "/assets/manifest-1.js",
    "/assets/entry.client-4.js",
    "/assets/framework-Ab_9.js",
    "/assets/root-2.js",
  ]);
  const lines = stepped.split("\n");
  const nextTask = "await new Promise((r)=>setTimeout(r));";

  it("imports the framework first, then each route module in order, with a new task after the framework and each route", () => {
    expect(lines[0]).toBe(`await import("/assets/framework-Ab_9.js");${nextTask}`);
    expect(lines[1]).toBe('await import("/assets/manifest-1.js");');
    expect(lines[2]).toBe(`const route0 = await import("/assets/root-2.js");${nextTask}`);
    expect(lines[3]).toBe(`const route1 = await import("/assets/cars._slug-3.js");${nextTask}`);
  });
  it("registers the route modules before the client entry is imported, as React Router's script does", () => {
    expect(stepped.indexOf("window.__reactRouterRouteModules")).toBeGreaterThan(stepped.indexOf("route1 = await import"));
    expect(stepped.indexOf('import("/assets/entry.client-4.js")')).toBeGreaterThan(stepped.indexOf("window.__reactRouterRouteModules"));
    expect(stepped).not.toMatch(/^import [*"]/m);
  });
  it("leaves a script without static route imports alone, and works without a framework chunk", () => {
    expect(evaluateInSteps('import("/assets/entry.client.js");', [])).toBe('import("/assets/entry.client.js");');
    expect(evaluateInSteps('import * as route0 from "/assets/root.js";', [])).toBe(
      `const route0 = await import("/assets/root.js");${nextTask}`,
    );
  });
});
