/**
 * Forms about a car start at the car's own location and dealership (issue 15): the vehicle page already knows them.
 * Their lists hold only the locations that sell (no service centre or parts counter).
 */
import { describe, expect, it } from "vitest";
import { pageHtml, siteHits, type Hit } from "./vehicle-helpers";

const SITE = "coastal-motor-group";
type PlacedHit = Hit & { location: { id: number; name: string }; dealership_id: number };

/** The options of a select in the page's HTML, and the one selected. */
function selectOf(html: string, name: string): { options: string[]; selected: string | null } {
  const select = new RegExp(`<select[^>]*name="${name}"[^>]*>(.*?)</select>`, "s").exec(html)?.[1] ?? "";
  const options = [...select.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)</g)].filter((m) => m[1] !== "");
  const selected = [...select.matchAll(/<option([^>]*)value="([^"]*)"([^>]*)>/g)].find((m) => /selected/.test(m[1] + m[3]));
  return { options: options.map((m) => m[2]), selected: selected?.[2] ?? null };
}

describe("forms about a car", () => {
  it("start at the car's location and dealership and list only the locations that sell (without JavaScript)", async () => {
    const hits = (await siteHits(SITE, 300)) as PlacedHit[];
    const seen = new Set<number>();
    let checked = 0;
    for (const hit of hits.filter((h) => h.status !== "sold")) {
      if (seen.has(hit.location.id)) continue;
      seen.add(hit.location.id);
      for (const form of ["enquiry", "test-drive"]) {
        const { status, html } = await pageHtml(SITE, `${hit.path}?form=${form}`);
        expect(status).toBe(200);
        const location = selectOf(html, "location");
        expect(location.selected, `${hit.path} ${form}`).toBe(String(hit.location.id));
        expect(location.options.join("|")).not.toMatch(/service|parts/i);
        const dealership = selectOf(html, "dealership_slug");
        if (dealership.options.length > 0) {
          expect(dealership.selected, `${hit.path} ${form}`).not.toBeNull();
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(4);
  });
});
