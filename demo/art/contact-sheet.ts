/**
 * Renders demo pictures at card size into one PNG contact sheet in headless Chromium, to look at:
 *   npx tsx demo/art/contact-sheet.ts /tmp/sheet.png "Kia/EV6|front34|white;suv|side|red;x|int:car:dash|tan" [columns] [tile width]
 * Each tile is target|view|paint: a catalogue make/model (drawn as its first badge's body), a body or a
 * model family; a gallery view, "spin:N" or "int:layout:view" (paint then names an interior swatch);
 * a swatch name or #hex. Needs Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
 */
import { chromium } from "playwright-core";
import { INTERIOR_SWATCHES, SWATCHES, findModel, type InteriorSwatch, type Swatch } from "../catalogue";
import type { ExteriorView, InteriorLayout } from "../media-paths";
import { interiorSvg, modelArt, spinFrameSvg, vehicleSvg } from "../vehicle-art";

function tile(spec: string): { label: string; svg: string } {
  const [target, view = "front34", paint = "red"] = spec.split("|");
  if (view.startsWith("int:")) {
    const [, layout, interiorView] = view.split(":");
    const trim = INTERIOR_SWATCHES[paint as InteriorSwatch] ?? paint;
    return { label: `${layout} ${interiorView} ${paint}`, svg: interiorSvg(layout as InteriorLayout, trim, interiorView) };
  }
  const colour = paint.startsWith("#") ? paint : SWATCHES[paint as Swatch];
  let art = target;
  if (target.includes("/")) {
    const [make, name] = target.split("/");
    const model = findModel(make, name);
    if (!model) throw new Error(`${target} is not in the catalogue`);
    art = modelArt(model, model.badges[0].body);
  }
  const svg = view.startsWith("spin:") ? spinFrameSvg(art, colour, Number(view.slice(5))) : vehicleSvg(art, colour, view as ExteriorView);
  return { label: `${target} · ${view} · ${paint}`, svg };
}

const [out = "/tmp/sheet.png", specs = "Kia/EV6|front34|white", columnsArg = "4", widthArg = "360"] = process.argv.slice(2);
const tiles = specs.split(";").map(tile);
const columns = Number(columnsArg);
const width = Number(widthArg);
const height = Math.round(width * 0.75);
const html =
  `<html><body style="margin:0;background:#fff;font:12px Helvetica,Arial,sans-serif;color:#444;display:grid;` +
  `grid-template-columns:repeat(${columns},${width}px);gap:4px">` +
  tiles
    .map(
      (t) =>
        `<figure style="margin:0"><img width="${width}" height="${height}" src="data:image/svg+xml;base64,${Buffer.from(t.svg).toString("base64")}">` +
        `<figcaption style="padding:2px 4px 6px">${t.label}</figcaption></figure>`,
    )
    .join("") +
  `</body></html>`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
try {
  const page = await browser.newPage({ viewport: { width: columns * (width + 4), height: 300 } });
  await page.setContent(html);
  await page.screenshot({ path: out, fullPage: true });
} finally {
  await browser.close();
}
console.log(
  `${tiles.length} pictures → ${out} (${Math.round(tiles.reduce((n, t) => n + t.svg.length, 0) / tiles.length)} bytes of SVG each)`,
);
