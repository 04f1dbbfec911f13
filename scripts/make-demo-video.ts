/**
 * Makes the demo walkaround video (public/media/demo/video/walkaround.mp4, H.264 in MP4, served with the client build): two turns of the demo SUV's 360° spin
 * drawn on a canvas and recorded by Chromium's MediaRecorder. The file is committed; run this only to remake it:
 *
 *   npx tsx scripts/make-demo-video.ts
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { SWATCHES } from "~/demo/catalogue";
import { SPIN_FRAMES } from "~/demo/media-paths";
import { spinFrameSvg } from "~/demo/vehicle-art";

const OUT = fileURLToPath(new URL("../public/media/demo/video/walkaround.mp4", import.meta.url));
const frames = Array.from({ length: SPIN_FRAMES }, (_, i) => spinFrameSvg("suv", SWATCHES.silver, i));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox"],
});
const page = await browser.newPage();
// Plain JavaScript (a string, so the TypeScript loader adds no helpers the page lacks).
const record = `async (svgs) => {
  const images = await Promise.all(
    svgs.map(
      (svg) =>
        new Promise((resolve, reject) => {
          const img = new Image();
          img.onload = () => resolve(img);
          img.onerror = reject;
          img.src = \`data:image/svg+xml;charset=utf-8,\${encodeURIComponent(svg)}\`;
        }),
    ),
  );
  const canvas = document.createElement("canvas");
  canvas.width = 640;
  canvas.height = 480;
  const ctx = canvas.getContext("2d");
  const draw = (i) => {
    ctx.fillStyle = "#eef1f4";
    ctx.fillRect(0, 0, 640, 480);
    ctx.drawImage(images[i % images.length], 0, 40, 640, 400);
  };
  draw(0);
  const recorder = new MediaRecorder(canvas.captureStream(24), { mimeType: "video/mp4;codecs=avc1.42E01E", videoBitsPerSecond: 600_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  recorder.start();
  // Two turns at 8 frames a second: 6 seconds.
  for (let i = 0; i <= images.length * 2; i++) {
    draw(i);
    await new Promise((r) => setTimeout(r, 125));
  }
  recorder.stop();
  await stopped;
  return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
}`;
const bytes = (await page.evaluate(`(${record})(${JSON.stringify(frames)})`)) as number[];
await browser.close();
writeFileSync(OUT, Buffer.from(bytes));
console.log(`${OUT}: ${bytes.length} bytes`);
