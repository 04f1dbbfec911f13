/**
 * Renders demo pictures into one PNG contact sheet to look at:
 *   npx tsx demo/preview-art.ts /tmp/sheet.png suv,ute front34,side,rear34 [#hex]
 * Bodies and views are comma-separated; "spin" as a view shows frames 0, 3, 6 … 21.
 */
import sharp from "sharp";
import type { Body } from "./catalogue";
import type { ExteriorView } from "./media-paths";
import { spinFrameSvg, vehicleSvg } from "./vehicle-art";

const [out = "/tmp/sheet.png", bodyList = "sedan", viewList = "front34,side,rear34,rear", colour = "#b8141d"] = process.argv.slice(2);
const tiles: Array<{ label: string; svg: string }> = [];
for (const body of bodyList.split(",") as Body[]) {
  for (const view of viewList.split(",")) {
    if (view === "spin") for (let f = 0; f < 24; f += 3) tiles.push({ label: `${body} ${f}`, svg: spinFrameSvg(body, colour, f) });
    else tiles.push({ label: `${body} ${view}`, svg: vehicleSvg(body, colour, view as ExteriorView) });
  }
}
const tileW = 400;
const tileH = 300;
const cols = Math.min(4, tiles.length);
const rows = Math.ceil(tiles.length / cols);
const images = await Promise.all(tiles.map((t) => sharp(Buffer.from(t.svg)).resize(tileW, tileH).png().toBuffer()));
await sharp({ create: { width: cols * tileW, height: rows * tileH, channels: 3, background: "#ffffff" } })
  .composite(images.map((input, i) => ({ input, left: (i % cols) * tileW, top: Math.floor(i / cols) * tileH })))
  .png()
  .toFile(out);
console.log(
  `${tiles.length} pictures → ${out} (${Math.round(tiles.reduce((n, t) => n + t.svg.length, 0) / tiles.length)} bytes of SVG each)`,
);
