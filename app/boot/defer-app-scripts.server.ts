/**
 * Makes a rendered page load its JavaScript only after the page has loaded (production only).
 *
 * React Router's `<Scripts>` writes `<link rel="modulepreload">` hints and an inline module script that
 * imports the route modules and the client entry. Fetched at once, 140 KB of script shares a phone's slow
 * link with the HTML and the hero image and delays the first paint and the largest paint. The page works
 * without JavaScript (GET and POST forms, real links), so instead: the module script is kept as an inert
 * `type="text/plain"` block carrying the hints' URLs, and a small script, on `load`, adds the hints (so
 * the modules download in parallel, not as an import waterfall) and starts the module script.
 *
 * Hydration is unaffected: React matches the block as the same `<script>` element (its inline scripts are
 * rendered with suppressHydrationWarning), and the module script it starts goes into `<head>`, where React
 * skips elements it did not render. The CSP still holds: on fresh pages the started script carries the
 * page's nonce; a cached page's policy lists the hash of every inline script, the inert block included,
 * and the started script has exactly that text.
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const BOOT_MODULE = /<script(?![^>]*\bsrc=)([^>]*?) type="module"([^>]*)>/;

export const BOOT_ELEMENT_ID = "app-boot";

/** How many module-preload hints the loader adds per task. */
export const HINTS_PER_TASK = 6;

/**
 * The folder every hint's URL starts with ("/assets/"), written once as the block's `data-base` rather than before each of
 * ~30 URLs (issue 18's page budget); "" when they do not share one.
 */
export function sharedFolder(hrefs: readonly string[]): string {
  const first = hrefs[0] ?? "";
  const folder = first.slice(0, first.lastIndexOf("/") + 1);
  return folder.length > 1 && hrefs.every((href) => href.startsWith(folder) && !href.slice(folder.length).includes(" ")) ? folder : "";
}

/**
 * Starts the inert module block as a real module script once the page has loaded. The hints go in a few at a time,
 * a task each: adding one costs a phone ~3 ms (a fetch set up, checked against the CSP), so thirty at once were one
 * 100 ms+ task of blocking time on a throttled phone.
 */
export const BOOT_LOADER = `(()=>{const start=()=>{const b=document.getElementById("${BOOT_ELEMENT_ID}");if(!b)return;const base=b.dataset.base||"";const hrefs=(b.dataset.preload||"").split(" ").filter(Boolean);const add=i=>{for(const href of hrefs.slice(i,i+${HINTS_PER_TASK})){const l=document.createElement("link");l.rel="modulepreload";l.href=base+href;document.head.appendChild(l)}if(i+${HINTS_PER_TASK}<hrefs.length)return void setTimeout(add,0,i+${HINTS_PER_TASK});const s=document.createElement("script");s.type="module";s.nonce=b.nonce;s.textContent=b.textContent;document.head.appendChild(s)};add(0)};document.readyState==="complete"?start():addEventListener("load",start,{once:true})})()`;

const STATIC_IMPORT = /^import \* as (\w+) from ("[^"\n]+");$/gm;
const BARE_IMPORT = /^import ("[^"\n]+");$/gm;
const NEXT_TASK = "await new Promise((r)=>setTimeout(r));";

/**
 * React Router's module script imports the route modules statically, so the browser evaluates the framework and every
 * route's modules in one task (~100-150 ms on a throttled phone: blocking time). Imported one after the other, with a
 * task boundary after the framework and after each route, the same modules are evaluated in the same order in a few
 * shorter tasks. The route modules are in place before the client entry is imported, as before.
 */
export function evaluateInSteps(moduleText: string, preloads: readonly string[]): string {
  if (!moduleText.match(STATIC_IMPORT)) return moduleText;
  const framework = preloads.find((href) => /\/framework-[\w-]+\.js$/.test(href));
  const first = framework ? `await import(${JSON.stringify(framework)});${NEXT_TASK}\n` : "";
  return first + moduleText.replace(BARE_IMPORT, "await import($1);").replace(STATIC_IMPORT, `const $1 = await import($2);${NEXT_TASK}`);
}

export function deferAppScripts(html: string, nonce: string): string {
  const boot = BOOT_MODULE.exec(html);
  if (!boot) return html;
  const end = html.indexOf("</script>", boot.index);
  if (end < 0) return html;
  const preloads = [...new Set([...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]))];
  const attributes = `${boot[1]}${boot[2]}`.replace(/\s*\basync(="")?/g, "");
  const base = sharedFolder(preloads);
  const listed = preloads.map((href) => href.slice(base.length)).join(" ");
  const inert = `<script${attributes} type="text/plain" id="${BOOT_ELEMENT_ID}"${base ? ` data-base="${base}"` : ""} data-preload="${listed}">${evaluateInSteps(html.slice(boot.index + boot[0].length, end), preloads)}</script>`;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${BOOT_LOADER}</script>`;
  const deferred = `${html.slice(0, boot.index)}${inert}${loader}${html.slice(end + "</script>".length)}`;
  return deferred.replace(MODULE_PRELOAD, "");
}

const PRELOAD_MARK = '<link rel="modulepreload"';
const MODULE_MARK = ' type="module"';
const ONE_PRELOAD = /^<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>$/;

/**
 * deferAppScripts on the rendered page's bytes: only the module script and the hints are decoded, rewritten and
 * encoded again, not the whole page (issue 18: decoding a 95 KB page, two regular-expression passes over it and
 * encoding it again were ~4 % of a search page's CPU). React hoists the hints into `<head>`, so each hint is cut out
 * of the bytes where it stands and the module script is rewritten where it stands. Byte for byte what deferAppScripts
 * gives for the whole page; anything unusual (a module script with a src, a hint after the module script, a hint
 * the whole-page rule would not take) takes the whole-page path.
 */
export function deferAppScriptsInBytes(page: Buffer, nonce: string): Buffer {
  const whole = () => Buffer.from(deferAppScripts(page.toString("utf8"), nonce), "utf8");
  const moduleAt = page.indexOf(MODULE_MARK);
  if (moduleAt < 0) return page.indexOf(PRELOAD_MARK) < 0 ? page : whole();
  const scriptStart = page.lastIndexOf("<script", moduleAt);
  const tagEnd = page.indexOf(">", moduleAt);
  const scriptEnd = page.indexOf("</script>", moduleAt);
  if (scriptStart < 0 || tagEnd < 0 || scriptEnd < 0 || page.indexOf(">", scriptStart) < moduleAt) return whole();
  if (page.subarray(scriptStart, tagEnd).includes(" src=")) return whole();
  const end = scriptEnd + "</script>".length;
  if (page.indexOf(PRELOAD_MARK, end) >= 0) return whole();
  const kept: Buffer[] = [];
  const hints: string[] = [];
  let from = 0;
  for (let at = page.indexOf(PRELOAD_MARK); at >= 0 && at < scriptStart; at = page.indexOf(PRELOAD_MARK, from)) {
    const close = page.indexOf(">", at);
    if (close < 0 || close > scriptStart) return whole();
    const hint = page.toString("utf8", at, close + 1);
    if (!ONE_PRELOAD.test(hint)) return whole();
    kept.push(page.subarray(from, at));
    hints.push(hint);
    from = close + 1;
  }
  const stretch = hints.join("") + page.toString("utf8", scriptStart, end);
  const rewritten = deferAppScripts(stretch, nonce);
  if (rewritten === stretch) return whole();
  kept.push(page.subarray(from, scriptStart), Buffer.from(rewritten, "utf8"), page.subarray(end));
  return Buffer.concat(kept);
}
