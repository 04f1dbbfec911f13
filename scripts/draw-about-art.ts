/** Writes the demo dealers' about-page pictures (demo/art/about-art.ts) to public/about/: `npx tsx scripts/draw-about-art.ts`. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ABOUT_SCENES, aboutArt, aboutArtPath } from "~/demo/art/about-art";
import { demoDealers } from "~/demo/dealers";

const out = path.resolve("public");
mkdirSync(path.join(out, "about"), { recursive: true });
for (const d of demoDealers(new Date())) {
  const caravans = !d.website.settings.vehicleKinds?.includes("car");
  const dealer = {
    slug: d.website.slug,
    name: d.website.name,
    brand: d.website.theme.brand,
    accent: d.website.theme.accent,
    stock: caravans ? ("caravan" as const) : ("car" as const),
  };
  for (const scene of ABOUT_SCENES) writeFileSync(path.join(out, aboutArtPath(dealer.slug, scene)), aboutArt(dealer, scene));
}
