/**
 * A new location's slug (its public page is /locations/{slug}): from its name, unique within the dealer by "-2",
 * "-3"... when taken; "location" when the name has no letters or digits.
 */
import { slugify } from "~/domain/routing/slug";

export function newLocationSlug(name: string, taken: readonly string[]): string {
  const base = slugify(name).slice(0, 60).replace(/-+$/, "") || "location";
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
