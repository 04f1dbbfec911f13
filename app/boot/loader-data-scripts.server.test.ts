import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { compactLoaderDataScripts, scriptStringLiteral } from "./loader-data-scripts.server";

/** What React Router writes: the data's text as a JSON literal, with &, <, >, U+2028 and U+2029 as \u escapes. */
function routerScript(text: string, nonce = "abc") {
  const literal = JSON.stringify(text).replace(/[&><\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
  return `<script nonce="${nonce}">window.__reactRouterContext.streamController.enqueue(${literal});</script>`;
}

/** The texts a page's inline scripts enqueue when a browser runs them, in order. */
function enqueued(html: string): string[] {
  const texts: string[] = [];
  const context = { window: { __reactRouterContext: { streamController: { enqueue: (t: string) => texts.push(t), close() {} } } } };
  // Where the HTML parser ends each script: the first "</script" after its start tag.
  for (const m of html.matchAll(/<script[^>]*>/g)) {
    const start = m.index + m[0].length;
    vm.runInNewContext(html.slice(start, html.indexOf("</script", start)), context);
  }
  return texts;
}

const awkward = [
  '[{"_1":2},"loaderData",{"name":"Ute \\"Wildtrak\\" V6"}]',
  "it's a </script><script>alert(1)</script> and <!-- a comment --> & more > less",
  "back\\slash, new\nline, return\r, separators \u2028 \u2029, emoji 🚗, accents é, quotes ' \" `${x}`",
  "",
];

describe("compactLoaderDataScripts", () => {
  it.each(awkward)("enqueues exactly the text React Router's script would: %#", (text) => {
    const page = `<html><body><main>x</main>${routerScript(text)}<script nonce="abc">window.__reactRouterContext.streamController.close();</script></body></html>`;
    const compacted = compactLoaderDataScripts(Buffer.from(page)).toString("utf8");
    expect(enqueued(compacted)).toEqual([text]);
    expect(enqueued(page)).toEqual([text]);
  });

  it('is shorter when the data has quotes (every \\" is one byte less)', () => {
    const data = JSON.stringify([{ _1: 2 }, "loaderData", { name: "Ranger", make: "Ford", price: 67490 }]);
    const page = Buffer.from(`<body>${routerScript(data)}</body>`);
    const compacted = compactLoaderDataScripts(page);
    expect(page.length - compacted.length).toBe((data.match(/"/g) ?? []).length);
  });

  it("rewrites every loader-data script of a page and keeps the rest of the bytes", () => {
    const before = "<!DOCTYPE html><html><head><title>Café</title></head><body><p>é</p>";
    const page = `${before}${routerScript('["a"]')}<div>between</div>${routerScript('["b"]')}</body></html>`;
    const compacted = compactLoaderDataScripts(Buffer.from(page)).toString("utf8");
    expect(enqueued(compacted)).toEqual(['["a"]', '["b"]']);
    expect(compacted.startsWith(before)).toBe(true);
    expect(compacted).toContain("<div>between</div>");
    expect(compacted.endsWith("</body></html>")).toBe(true);
  });

  it("leaves a page without loader data, or with a script it does not understand, as it was", () => {
    const plain = Buffer.from("<html><body><p>No scripts</p></body></html>");
    expect(compactLoaderDataScripts(plain)).toBe(plain);
    const odd = Buffer.from("<body><script>window.__reactRouterContext.streamController.enqueue(someVariable);</script></body>");
    expect(compactLoaderDataScripts(odd).toString("utf8")).toBe(odd.toString("utf8"));
  });
});

describe("scriptStringLiteral", () => {
  it("never lets the text close the script or open a comment", () => {
    const literal = scriptStringLiteral("</script><!--</SCRIPT>");
    expect(literal).not.toMatch(/<\/script|<!--/i);
    expect(vm.runInNewContext(literal)).toBe("</script><!--</SCRIPT>");
  });
});
