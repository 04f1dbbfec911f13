/**
 * Pictures for the demo dealers' about pages (issue 17): drawn scenes, no photographs of real places or people.
 * Each dealer gets its showroom front (its colours and name on the sign, its kind of stock behind the glass), its
 * workshop and a community day; 1200 by 600, flat shapes under one afternoon light. Written to public/about/ by
 * scripts/draw-about-art.ts.
 */
export type AboutDealer = { slug: string; name: string; brand: string; accent: string; stock: "car" | "caravan" };
export type AboutScene = "showroom" | "workshop" | "community";
export const ABOUT_SCENES: readonly AboutScene[] = ["showroom", "workshop", "community"];

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A small side-on vehicle at x, y (its wheels' baseline), `w` wide. */
function vehicle(kind: "car" | "caravan", x: number, y: number, w: number, paint: string): string {
  const s = w / 200;
  const body =
    kind === "caravan"
      ? `<rect x="0" y="-78" width="170" height="66" rx="14" fill="${paint}"/><rect x="18" y="-64" width="46" height="24" rx="4" fill="#cfe3f1"/><rect x="110" y="-64" width="40" height="24" rx="4" fill="#cfe3f1"/><rect x="78" y="-66" width="22" height="52" rx="3" fill="#e9e4da" stroke="#9a8f7d"/><path d="M170 -20 H200" stroke="#444" stroke-width="4"/><rect x="0" y="-40" width="170" height="6" fill="#b85c38"/>`
      : `<path d="M6 -16 V-40 Q8 -50 30 -54 L62 -80 Q70 -86 90 -86 H130 Q146 -86 158 -72 L176 -54 Q196 -50 198 -38 V-16 Z" fill="${paint}"/><path d="M70 -76 Q74 -80 88 -80 H110 V-56 H52 Z M116 -80 H130 Q140 -80 148 -70 L160 -56 H116 Z" fill="#cfe3f1"/><rect x="184" y="-44" width="12" height="6" rx="2" fill="#ffe8a3"/>`;
  const wheels = (kind === "caravan" ? [58, 112] : [44, 156])
    .map((cx) => `<circle cx="${cx}" cy="-14" r="16" fill="#1d1d1f"/><circle cx="${cx}" cy="-14" r="7" fill="#b9bec6"/>`)
    .join("");
  return `<g transform="translate(${x} ${y}) scale(${s})">${body}${wheels}</g>`;
}

function sky(id: string): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fc3e8"/><stop offset="1" stop-color="#e7f2fa"/></linearGradient></defs><rect width="1200" height="600" fill="url(#${id})"/>`;
}

function showroom(d: AboutDealer): string {
  const paints = ["#c9ccd1", d.brand, "#f5f5f5", d.accent];
  const stock = [170, 420, 670, 920].map((x, i) => vehicle(d.stock, x, 468, 180, paints[i])).join("");
  return `${sky("s")}
<circle cx="1040" cy="110" r="46" fill="#fff3c4"/>
<path d="M0 300 Q200 250 420 290 T840 270 T1200 290 V600 H0Z" fill="#a9c9a4"/>
<rect x="80" y="190" width="1040" height="300" fill="#e9ecef"/>
<rect x="80" y="150" width="1040" height="62" fill="${d.brand}"/>
<text x="600" y="193" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="34" fill="#fff" letter-spacing="3">${esc(d.name.toUpperCase())}</text>
<rect x="110" y="236" width="980" height="238" fill="#bcd7ea" opacity=".85"/>
${[355, 600, 845].map((x) => `<rect x="${x - 4}" y="236" width="8" height="238" fill="#d5dbe1"/>`).join("")}
${stock}
<rect x="0" y="490" width="1200" height="110" fill="#6b7076"/>
${[60, 260, 460, 660, 860, 1060].map((x) => `<rect x="${x}" y="540" width="90" height="8" fill="#f1f1f1"/>`).join("")}
<rect x="1130" y="120" width="14" height="370" fill="#555"/><rect x="1100" y="90" width="74" height="74" rx="8" fill="${d.accent}"/>`;
}

function workshop(d: AboutDealer): string {
  return `<rect width="1200" height="600" fill="#dfe3e7"/>
<rect x="0" y="0" width="1200" height="70" fill="#c2c8ce"/>
${[150, 450, 750, 1050].map((x) => `<rect x="${x - 80}" y="22" width="160" height="18" rx="4" fill="#fffbe8"/>`).join("")}
<rect x="60" y="120" width="300" height="200" fill="#9aa3ab"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${80 + i * 46}" y="${150 + (i % 2) * 20}" width="10" height="${70 - (i % 3) * 12}" rx="3" fill="#3d4349"/>`).join("")}
<rect x="60" y="340" width="300" height="110" fill="${d.brand}"/><rect x="60" y="370" width="300" height="4" fill="#00000033"/><rect x="60" y="410" width="300" height="4" fill="#00000033"/>
<rect x="0" y="470" width="1200" height="130" fill="#8d949b"/>
<rect x="470" y="250" width="16" height="220" fill="#f2c230"/><rect x="1000" y="250" width="16" height="220" fill="#f2c230"/>
<rect x="470" y="330" width="546" height="14" fill="#4a4f55"/>
${vehicle(d.stock, 560, 330, 360, "#d8dadd")}
<rect x="1050" y="380" width="90" height="90" rx="6" fill="${d.accent}"/><rect x="1062" y="392" width="66" height="14" rx="3" fill="#00000033"/><rect x="1062" y="416" width="66" height="14" rx="3" fill="#00000033"/>
<text x="210" y="110" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="22" fill="#3d4349">SERVICE · PARTS</text>`;
}

function community(d: AboutDealer): string {
  const shirts = [d.brand, d.accent, d.brand, d.accent, d.brand];
  const players = shirts
    .map((c, i) => {
      const x = 260 + i * 150;
      return `<g transform="translate(${x} 420)"><circle cx="0" cy="-118" r="20" fill="#e0b48f"/><rect x="-24" y="-96" width="48" height="62" rx="14" fill="${c}"/><rect x="-20" y="-36" width="16" height="40" fill="#2b2f36"/><rect x="4" y="-36" width="16" height="40" fill="#2b2f36"/></g>`;
    })
    .join("");
  return `${sky("c")}
<path d="M0 330 Q300 300 600 320 T1200 310 V600 H0Z" fill="#5fa35a"/>
<rect x="0" y="430" width="1200" height="170" fill="#4f9449"/>
<path d="M100 600 L300 430 M1100 600 L900 430" stroke="#fff" stroke-width="6" opacity=".7"/>
<rect x="140" y="160" width="10" height="220" fill="#555"/><rect x="1050" y="160" width="10" height="220" fill="#555"/>
<rect x="150" y="170" width="900" height="90" fill="#fff"/>
<rect x="150" y="170" width="26" height="90" fill="${d.brand}"/><rect x="1024" y="170" width="26" height="90" fill="${d.brand}"/>
<text x="600" y="212" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="800" font-size="30" fill="${d.brand}">${esc(d.name)}</text>
<text x="600" y="245" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="600" font-size="22" fill="#333">Proud sponsor of the under-12s</text>
${players}
<circle cx="930" cy="505" r="22" fill="#fff"/><path d="M916 496 L944 514 M930 483 V527" stroke="#333" stroke-width="3"/>`;
}

const SCENES: Record<AboutScene, (d: AboutDealer) => string> = { showroom, workshop, community };

export function aboutArt(dealer: AboutDealer, scene: AboutScene): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600">${SCENES[scene](dealer)}</svg>\n`;
}

export const aboutArtPath = (slug: string, scene: AboutScene) => `/about/${slug}-${scene}.svg`;
