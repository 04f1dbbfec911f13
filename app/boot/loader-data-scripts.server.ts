/**
 * Makes the loader-data scripts of a rendered page shorter (production only; issue 18's page budget).
 *
 * React Router hands a page's loader data to the browser as `streamController.enqueue("…")` scripts, the data's
 * text written as a JSON string literal: every `"` of the data becomes `\"`, about 2 KB of a 20 KB script on a
 * search or vehicle page. Written as a single-quoted literal instead, only `'`, `\`, line ends and `<` need escaping
 * (`<` so that no `</script` or `<!--` can appear in the script), and the browser enqueues exactly the same text.
 *
 * The scripts are rendered by the server only (outside the tree the browser hydrates), so their text may change
 * without a hydration mismatch; a cached page's CSP hashes the scripts as they are sent (page-cache.ts).
 */
const OPEN = "window.__reactRouterContext.streamController.enqueue(";
const CLOSE = ");</script>";

const ESCAPES: Record<string, string> = {
  "\\": "\\\\",
  "'": "\\'",
  "\n": "\\n",
  "\r": "\\r",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
  "<": "\\x3C",
};

/** `text` as a single-quoted JavaScript string literal that is safe inside a `<script>` element. */
export function scriptStringLiteral(text: string): string {
  return `'${text.replace(/[\\'\n\r\u2028\u2029<]/g, (c) => ESCAPES[c])}'`;
}

/** The page with each loader-data script's literal written single-quoted; anything unexpected is left as it was. */
export function compactLoaderDataScripts(page: Buffer): Buffer {
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(OPEN); at >= 0; at = page.indexOf(OPEN, from)) {
    const literalStart = at + OPEN.length;
    const literalEnd = page.indexOf(CLOSE, literalStart);
    if (literalEnd < 0) break;
    let text: unknown;
    try {
      text = JSON.parse(page.toString("utf8", literalStart, literalEnd));
    } catch {
      text = undefined;
    }
    if (typeof text !== "string") {
      kept.push(page.subarray(from, literalEnd));
      from = literalEnd;
      continue;
    }
    kept.push(page.subarray(from, literalStart), Buffer.from(scriptStringLiteral(text), "utf8"));
    from = literalEnd;
  }
  if (from === 0) return page;
  kept.push(page.subarray(from));
  return Buffer.concat(kept);
}
