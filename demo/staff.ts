/**
 * The demo dealers' teams (/teams/{location-slug}): a few invented people per location, with roles that fit
 * the location (sales or service and parts), the location's phone or a mobile from ACMA's fiction range
 * (0491 570 xxx), and a drawn portrait (no real faces).
 */
import { mkdir, readdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { staffMembers } from "~/server/db/schema";
import { createRandom, hashString } from "./random";

type StaffLocation = { id: number; slug: string; locationType: string; primary: boolean; phone: string; email: string };

const FIRST = [
  "Olivia",
  "Liam",
  "Charlotte",
  "Noah",
  "Amelia",
  "Jack",
  "Isla",
  "William",
  "Mia",
  "Oliver",
  "Ava",
  "Lucas",
  "Grace",
  "Hamish",
  "Priya",
  "Minh",
  "Aisha",
  "Tomás",
  "Sofia",
  "Kai",
];
const LAST = [
  "Nguyen",
  "Smith",
  "Wilson",
  "Taylor",
  "Brown",
  "Kelly",
  "Patel",
  "Murphy",
  "Chen",
  "Walker",
  "O'Brien",
  "Harris",
  "Rossi",
  "Singh",
  "Campbell",
  "Tran",
  "Evans",
  "Papadopoulos",
];

const SALES_ROLES: Array<[department: string, role: string]> = [
  ["Management", "Dealer Principal"],
  ["Sales", "Sales Manager"],
  ["Sales", "Sales Consultant"],
  ["Sales", "Sales Consultant"],
  ["Finance", "Business Manager"],
];
const SERVICE_ROLES: Array<[department: string, role: string]> = [
  ["Service", "Service Manager"],
  ["Service", "Service Advisor"],
  ["Parts", "Parts Interpreter"],
];

export const STAFF_PORTRAITS = 12;
export const staffPortraitFile = (n: number) => `staff-portrait-${String(n).padStart(2, "0")}.svg`;

export function generateStaff(websiteId: number, location: StaffLocation, seed: number): Array<typeof staffMembers.$inferInsert> {
  const random = createRandom(seed ^ hashString(`staff/${location.slug}`));
  const service = location.locationType === "service" || location.locationType === "parts";
  const roles = service ? SERVICE_ROLES : SALES_ROLES.filter(([d]) => d !== "Management" || location.primary);
  const domain = location.email.split("@")[1] ?? "example.com.au";
  const used = new Set<string>();
  return roles.map(([department, role], i) => {
    let name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    while (used.has(name)) name = `${random.pick(FIRST)} ${random.pick(LAST)}`;
    used.add(name);
    const local = name
      .toLowerCase()
      .normalize("NFD")
      .replace(/[^a-z ]/g, "")
      .replace(" ", ".");
    const mobile = department === "Sales" || department === "Finance";
    return {
      websiteId,
      locationId: location.id,
      name,
      role,
      department,
      phone: mobile ? `0491 570 ${String(110 + random.int(0, 89)).padStart(3, "0")}` : location.phone,
      email: `${local}@${domain}`,
      // Everyone has a drawn portrait (a team page of initials looks unfinished); the draw keeps the rest of the team as it was.
      photoUrl: `/media/demo/${staffPortraitFile(random.chance(0.8) ? random.int(0, STAFF_PORTRAITS - 1) : hashString(name) % STAFF_PORTRAITS)}`,
      sortOrder: i,
    };
  });
}

const SKIN = ["#f1c7a5", "#e0ac69", "#c68642", "#8d5524", "#ffdbac", "#a16e4b"];
const HAIR = ["#2b1b10", "#4a3020", "#b5651d", "#1c1c1c", "#d8b36a", "#7a4b2a"];
const SHIRT = ["#1f3a5f", "#3b5b3b", "#5a2a4a", "#2f4f6f", "#444b55", "#6b3a2a"];
const BACK = ["#dfe7ef", "#e9e2d8", "#e2ece4", "#ece4ef", "#e6e6e6", "#f0e6dc"];

/** A simple drawn head-and-shoulders portrait, square. */
export function staffPortraitSvg(n: number): string {
  const skin = SKIN[n % SKIN.length];
  const hair = HAIR[(n * 5) % HAIR.length];
  const shirt = SHIRT[(n * 7) % SHIRT.length];
  const back = BACK[(n * 3) % BACK.length];
  const longHair = n % 2 === 1;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">`,
    `<rect width="400" height="400" fill="${back}"/>`,
    longHair ? `<path d="M118 170 Q110 300 150 330 L250 330 Q290 300 282 170 Z" fill="${hair}"/>` : "",
    `<path d="M60 400 Q70 300 200 292 Q330 300 340 400 Z" fill="${shirt}"/>`,
    `<path d="M170 250 L170 300 Q200 318 230 300 L230 250 Z" fill="${skin}"/>`,
    `<ellipse cx="200" cy="190" rx="78" ry="92" fill="${skin}"/>`,
    `<path d="M122 180 Q120 90 200 92 Q280 90 278 180 Q260 130 200 128 Q140 130 122 180 Z" fill="${hair}"/>`,
    `<circle cx="172" cy="196" r="7" fill="#2b2b2b"/><circle cx="228" cy="196" r="7" fill="#2b2b2b"/>`,
    `<path d="M176 240 Q200 258 224 240" stroke="#7a3b2e" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `</svg>`,
  ].join("");
}

/** Writes the portraits into `${mediaDir}/demo/` (files already there are kept). */
export async function writeStaffPortraits(mediaDir: string): Promise<void> {
  const dir = path.join(mediaDir, "demo");
  await mkdir(dir, { recursive: true });
  const present = new Set(await readdir(dir));
  for (let n = 0; n < STAFF_PORTRAITS; n++) {
    const name = staffPortraitFile(n);
    if (present.has(name)) continue;
    const target = path.join(dir, name);
    const temp = `${target}.${process.pid}.tmp`;
    await writeFile(temp, staffPortraitSvg(n));
    await rename(temp, target);
  }
}
