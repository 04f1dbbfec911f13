/** Flat illustrations of cabins, caravan living areas and a motorcycle cockpit, in a trim colour. */
import type { InteriorLayout } from "../media-paths";
import { mix } from "./render3d";

const W = 800;
const H = 600;

function svg(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${defs}</defs>${body}</svg>`;
}

const OUTSIDE = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9c8e4"/><stop offset=".62" stop-color="#dce9f2"/><stop offset=".63" stop-color="#9fb48f"/><stop offset="1" stop-color="#7d946e"/></linearGradient>`;

function shade(hex: string, t: number): string {
  return t >= 0 ? mix(hex, "#ffffff", t) : mix(hex, "#000000", -t);
}

/** A seat seen from the front: cushion, backrest with a centre panel, headrest. */
function seat(x: number, y: number, w: number, h: number, trim: string): string {
  const dark = shade(trim, -0.25);
  const light = shade(trim, 0.12);
  return (
    `<rect x="${x + w * 0.3}" y="${y - h * 0.26}" width="${w * 0.4}" height="${h * 0.2}" rx="${w * 0.08}" fill="${dark}"/>` +
    `<rect x="${x + w * 0.44}" y="${y - h * 0.07}" width="${w * 0.12}" height="${h * 0.08}" fill="${shade(trim, -0.45)}"/>` +
    `<path d="M${x} ${y + h * 0.06} Q${x} ${y} ${x + w * 0.12} ${y} L${x + w * 0.88} ${y} Q${x + w} ${y} ${x + w} ${y + h * 0.06} L${x + w * 0.95} ${y + h * 0.78} L${x + w * 0.05} ${y + h * 0.78} Z" fill="${trim}"/>` +
    `<path d="M${x + w * 0.24} ${y + h * 0.08} L${x + w * 0.76} ${y + h * 0.08} L${x + w * 0.72} ${y + h * 0.74} L${x + w * 0.28} ${y + h * 0.74} Z" fill="${light}"/>` +
    `<path d="M${x + w * 0.36} ${y + h * 0.1} V${y + h * 0.72} M${x + w * 0.5} ${y + h * 0.1} V${y + h * 0.72} M${x + w * 0.64} ${y + h * 0.1} V${y + h * 0.72}" stroke="${shade(trim, -0.12)}" stroke-width="2"/>` +
    `<path d="M${x - w * 0.04} ${y + h * 0.76} L${x + w * 1.04} ${y + h * 0.76} L${x + w * 1.08} ${y + h} L${x - w * 0.08} ${y + h} Z" fill="${dark}"/>`
  );
}

function carDash(trim: string): string {
  const dash = "#26282c";
  return svg(
    OUTSIDE +
      `<linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#33363b"/><stop offset="1" stop-color="#1b1c1f"/></linearGradient>` +
      `<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d3b5c"/><stop offset="1" stop-color="#0d1b2b"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<path d="M0 0 H800 V60 Q400 30 0 60 Z" fill="#1e1f22"/>` +
      `<path d="M0 0 L120 0 L40 330 L0 340 Z" fill="#2b2d31"/><path d="M800 0 L680 0 L760 330 L800 340 Z" fill="#2b2d31"/>` +
      `<path d="M0 330 Q400 250 800 330 V600 H0 Z" fill="url(#dash)"/>` +
      `<path d="M0 400 Q400 340 800 400 V430 Q400 372 0 430 Z" fill="${trim}"/>` +
      `<path d="M0 430 Q400 372 800 430 V600 H0 Z" fill="${dash}"/>` +
      // Instrument cluster and infotainment screen.
      `<rect x="170" y="300" width="210" height="82" rx="12" fill="#0f1114"/>` +
      `<path d="M205 372 A48 48 0 0 1 301 372" fill="none" stroke="#4fa3e0" stroke-width="6"/><path d="M262 372 A48 48 0 0 1 358 372" fill="none" stroke="#e0873f" stroke-width="6"/>` +
      `<rect x="430" y="292" width="200" height="112" rx="10" fill="url(#screen)"/>` +
      `<path d="M445 380 C480 330 520 360 560 320 S610 330 620 310" fill="none" stroke="#5fb3ff" stroke-width="4"/><circle cx="560" cy="320" r="7" fill="#fff"/>` +
      `<rect x="445" y="306" width="70" height="10" rx="5" fill="#3a5878"/><rect x="445" y="324" width="46" height="8" rx="4" fill="#2c4560"/>` +
      // Vents.
      `<rect x="90" y="350" width="70" height="28" rx="8" fill="#141518"/><rect x="645" y="350" width="70" height="28" rx="8" fill="#141518"/>` +
      `<rect x="460" y="420" width="140" height="22" rx="6" fill="#141518"/>` +
      // Steering wheel.
      `<circle cx="275" cy="470" r="150" fill="none" stroke="#17181b" stroke-width="30"/>` +
      `<path d="M140 480 Q275 440 410 480 L380 520 Q275 500 170 520 Z" fill="#1d1e21"/><rect x="240" y="470" width="70" height="130" fill="#1d1e21"/>` +
      `<circle cx="275" cy="485" r="34" fill="#2a2c30"/><rect x="262" y="478" width="26" height="14" rx="3" fill="#9aa0a7"/>` +
      // Console and gear selector.
      `<path d="M470 600 L500 470 L600 470 L640 600 Z" fill="${shade(trim, -0.3)}"/><rect x="535" y="500" width="30" height="50" rx="10" fill="#1a1b1e"/><circle cx="550" cy="500" r="16" fill="#2b2d31"/>`,
  );
}

function carSeats(trim: string): string {
  return svg(
    OUTSIDE,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<rect y="0" width="${W}" height="250" fill="#2a2c30" opacity=".85"/>` +
      `<path d="M0 150 Q400 110 800 150 V300 H0 Z" fill="#1f2024"/>` +
      `<rect x="330" y="175" width="140" height="70" rx="8" fill="#0f1b2a"/>` +
      `<rect x="0" y="300" width="${W}" height="300" fill="#1a1b1e"/>` +
      seat(110, 230, 230, 300, trim) +
      seat(460, 230, 230, 300, trim) +
      `<path d="M350 600 L365 420 L435 420 L450 600 Z" fill="${shade(trim, -0.35)}"/>` +
      `<path d="M0 0 H60 V600 H0 Z" fill="#2a2c30"/><path d="M800 0 H740 V600 H800 Z" fill="#2a2c30"/>`,
  );
}

function carRearSeats(trim: string): string {
  const back = shade(trim, -0.05);
  return svg(
    OUTSIDE,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<path d="M0 0 H800 V120 Q400 80 0 120 Z" fill="#2a2c30"/>` +
      `<rect x="0" y="250" width="${W}" height="350" fill="#1a1b1e"/>` +
      `<path d="M80 260 Q80 200 140 200 L660 200 Q720 200 720 260 L700 470 L100 470 Z" fill="${back}"/>` +
      `<path d="M280 210 L280 460 M520 210 L520 460" stroke="${shade(trim, -0.2)}" stroke-width="4"/>` +
      [180, 400, 620].map((x) => `<rect x="${x - 45}" y="150" width="90" height="58" rx="14" fill="${shade(trim, -0.22)}"/>`).join("") +
      `<path d="M60 470 L740 470 L770 560 L30 560 Z" fill="${trim}"/>` +
      `<path d="M160 205 L250 470 M640 205 L560 470" stroke="#3a3d42" stroke-width="8"/>` +
      `<path d="M0 0 H70 V600 H0 Z" fill="#2a2c30"/><path d="M800 0 H730 V600 H800 Z" fill="#2a2c30"/>`,
  );
}

function carCargo(trim: string): string {
  return svg(
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2b2f"/><stop offset="1" stop-color="#3a3c41"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="#dfe2e7"/>` +
      `<path d="M40 40 H760 L720 560 H80 Z" fill="#1c1d20"/>` +
      `<path d="M120 120 H680 L650 330 H150 Z" fill="${shade(trim, -0.1)}"/>` +
      `<path d="M400 120 V330" stroke="${shade(trim, -0.3)}" stroke-width="5"/>` +
      `<path d="M150 330 H650 L720 540 H80 Z" fill="url(#floor)"/>` +
      `<rect x="330" y="500" width="140" height="14" rx="7" fill="#8d9299"/>` +
      `<path d="M110 90 H690 L680 118 H120 Z" fill="#121315"/>` +
      `<rect x="80" y="540" width="640" height="30" fill="#9aa0a7"/>`,
  );
}

const OAK = "#c8a27a";
const OAK_DARK = "#a7825c";

function caravanLounge(trim: string): string {
  return svg(
    OUTSIDE,
    `<rect width="${W}" height="${H}" fill="#f1ece4"/>` +
      `<rect x="0" y="0" width="${W}" height="130" fill="${OAK}"/><path d="M0 130 H800" stroke="${OAK_DARK}" stroke-width="6"/>` +
      [0, 200, 400, 600]
        .map(
          (x) =>
            `<rect x="${x + 12}" y="14" width="176" height="104" rx="6" fill="${mix(OAK, "#ffffff", 0.12)}"/><rect x="${x + 80}" y="100" width="40" height="6" rx="3" fill="#8d9299"/>`,
        )
        .join("") +
      `<rect x="240" y="170" width="320" height="150" rx="14" fill="url(#sky)" stroke="#d9d2c6" stroke-width="10"/>` +
      `<path d="M90 330 H710 V470 H90 Z" fill="${trim}"/>` +
      `<path d="M120 300 H680 V340 H120 Z" fill="${shade(trim, 0.12)}"/>` +
      `<path d="M90 470 H710 L730 600 H70 Z" fill="${shade(trim, -0.15)}"/>` +
      `<rect x="250" y="420" width="300" height="26" rx="6" fill="#e8e2d8"/><rect x="385" y="446" width="30" height="154" fill="#9aa0a7"/>` +
      `<rect x="300" y="400" width="40" height="22" rx="4" fill="#ffffff"/><rect x="470" y="392" width="30" height="30" rx="6" fill="#3f7cb0"/>`,
  );
}

function caravanKitchen(trim: string): string {
  return svg(
    "",
    `<rect width="${W}" height="${H}" fill="#f1ece4"/>` +
      `<rect x="0" y="0" width="${W}" height="150" fill="${OAK}"/>` +
      [0, 200, 400, 600]
        .map((x) => `<rect x="${x + 12}" y="14" width="176" height="124" rx="6" fill="${mix(OAK, "#ffffff", 0.12)}"/>`)
        .join("") +
      `<rect x="60" y="150" width="680" height="170" fill="${shade(trim, 0.55)}"/>` +
      `<rect x="0" y="330" width="${W}" height="40" fill="#e6e0d6"/>` +
      `<rect x="90" y="336" width="180" height="24" rx="6" fill="#b9bec4"/><circle cx="180" cy="348" r="6" fill="#6d737b"/>` +
      `<rect x="420" y="334" width="240" height="30" rx="4" fill="#1f2124"/>` +
      [460, 520, 580, 630].map((x) => `<circle cx="${x}" cy="349" r="10" fill="none" stroke="#6d737b" stroke-width="4"/>`).join("") +
      `<rect x="0" y="370" width="${W}" height="230" fill="${OAK}"/>` +
      [0, 200, 400, 600]
        .map(
          (x) =>
            `<rect x="${x + 12}" y="384" width="176" height="200" rx="6" fill="${mix(OAK, "#ffffff", 0.1)}"/><rect x="${x + 80}" y="396" width="40" height="6" rx="3" fill="#8d9299"/>`,
        )
        .join("") +
      `<rect x="690" y="150" width="110" height="450" fill="#d7dadf"/><rect x="700" y="300" width="8" height="60" rx="4" fill="#8d9299"/>`,
  );
}

function caravanBed(trim: string): string {
  return svg(
    OUTSIDE,
    `<rect width="${W}" height="${H}" fill="#f1ece4"/>` +
      `<rect x="0" y="0" width="${W}" height="120" fill="${OAK}"/>` +
      [0, 200, 400, 600]
        .map((x) => `<rect x="${x + 12}" y="12" width="176" height="96" rx="6" fill="${mix(OAK, "#ffffff", 0.12)}"/>`)
        .join("") +
      `<rect x="300" y="150" width="200" height="110" rx="10" fill="url(#sky)" stroke="#d9d2c6" stroke-width="8"/>` +
      `<rect x="150" y="270" width="500" height="80" rx="10" fill="${shade(trim, -0.2)}"/>` +
      `<path d="M120 350 H680 L740 560 H60 Z" fill="#fbfaf7"/>` +
      `<path d="M100 430 H700 L740 560 H60 Z" fill="${trim}"/>` +
      `<rect x="190" y="310" width="180" height="60" rx="20" fill="#ffffff"/><rect x="430" y="310" width="180" height="60" rx="20" fill="#ffffff"/>` +
      `<rect x="0" y="300" width="110" height="300" fill="${OAK}"/><rect x="690" y="300" width="110" height="300" fill="${OAK}"/>` +
      `<rect x="20" y="280" width="70" height="20" rx="4" fill="${OAK_DARK}"/><rect x="710" y="280" width="70" height="20" rx="4" fill="${OAK_DARK}"/>`,
  );
}

function cockpit(trim: string): string {
  return svg(
    OUTSIDE +
      `<linearGradient id="tank" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3a3d42"/><stop offset="1" stop-color="#1c1d20"/></linearGradient>`,
    `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
      `<path d="M250 600 Q260 420 400 400 Q540 420 550 600 Z" fill="url(#tank)"/>` +
      `<path d="M60 300 Q400 250 740 300" fill="none" stroke="#1d1e21" stroke-width="22" stroke-linecap="round"/>` +
      `<rect x="20" y="282" width="110" height="40" rx="18" fill="${trim}"/><rect x="670" y="282" width="110" height="40" rx="18" fill="${trim}"/>` +
      `<rect x="300" y="210" width="200" height="120" rx="16" fill="#0f1114"/>` +
      `<path d="M325 300 A75 75 0 0 1 475 300" fill="none" stroke="#e0873f" stroke-width="8"/><text x="400" y="290" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#ffffff">88</text>` +
      `<rect x="360" y="330" width="80" height="40" fill="#2a2c30"/><circle cx="150" cy="240" r="26" fill="#2a2c30"/><circle cx="650" cy="240" r="26" fill="#2a2c30"/>` +
      `<path d="M150 240 L170 290 M650 240 L630 290" stroke="#2a2c30" stroke-width="8"/>`,
  );
}

export function interiorArt(layout: InteriorLayout, trimHex: string, view: string): string {
  if (layout === "car") {
    if (view === "dash") return carDash(trimHex);
    if (view === "seats") return carSeats(trimHex);
    if (view === "rear-seats") return carRearSeats(trimHex);
    if (view === "cargo") return carCargo(trimHex);
  } else if (layout === "caravan") {
    if (view === "lounge") return caravanLounge(trimHex);
    if (view === "kitchen") return caravanKitchen(trimHex);
    if (view === "bed") return caravanBed(trimHex);
  } else if (view === "cockpit") return cockpit(trimHex);
  throw new Error(`No interior art for ${layout} ${view}`);
}
