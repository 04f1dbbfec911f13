/**
 * Colour families: a dealer's stock carries a hundred or more paint names ("Soul Red Crystal", "Glacier White"), so
 * the search page's colour filter offers the families they belong to (Red, White…) rather than every paint name
 * (issue 18: the page weight; and a shopper looks for a white car, not for "Rhodium White"). The URL names a family
 * (`colour=White`); a paint name from an older link still filters by that paint.
 */
export const COLOUR_FAMILIES = [
  "White",
  "Black",
  "Grey",
  "Silver",
  "Blue",
  "Red",
  "Green",
  "Yellow",
  "Orange",
  "Brown",
  "Beige",
  "Gold",
  "Purple",
  "Other",
] as const;
export type ColourFamily = (typeof COLOUR_FAMILIES)[number];

/** Words that name a family outright; the first of them in a paint name wins ("Silver Grey" is Silver). */
const PLAIN: Record<string, ColourFamily> = {
  white: "White",
  black: "Black",
  grey: "Grey",
  gray: "Grey",
  silver: "Silver",
  blue: "Blue",
  red: "Red",
  green: "Green",
  yellow: "Yellow",
  orange: "Orange",
  brown: "Brown",
  bronze: "Brown",
  copper: "Brown",
  beige: "Beige",
  gold: "Gold",
  purple: "Purple",
  violet: "Purple",
};

/** Words that suggest a family, read only when no plain colour word is in the name ("Ice Silver" is Silver). */
const HINTS: Record<string, ColourFamily> = {
  ivory: "White",
  pearl: "White",
  snow: "White",
  ice: "White",
  cream: "White",
  creamy: "White",
  onyx: "Black",
  ebony: "Black",
  jet: "Black",
  blackstorm: "Black",
  obsidian: "Black",
  graphite: "Grey",
  gunmetal: "Grey",
  gun: "Grey",
  charcoal: "Grey",
  granite: "Grey",
  titanium: "Grey",
  galvano: "Grey",
  slate: "Grey",
  platinum: "Silver",
  aluminium: "Silver",
  aluminum: "Silver",
  quicksilver: "Silver",
  chrome: "Silver",
  teal: "Blue",
  cyan: "Blue",
  navy: "Blue",
  sapphire: "Blue",
  aqua: "Blue",
  maroon: "Red",
  burgundy: "Red",
  crimson: "Red",
  ruby: "Red",
  scarlet: "Red",
  olive: "Green",
  kalamata: "Green",
  lime: "Green",
  khaki: "Beige",
  sand: "Beige",
  champagne: "Beige",
  tan: "Beige",
  whiskey: "Brown",
  mocha: "Brown",
};

const families = new Set<string>(COLOUR_FAMILIES);

export function isColourFamily(value: string): value is ColourFamily {
  return families.has(value);
}

/** The family a paint name belongs to: its first plain colour word, else its first hint, else Other. */
export function colourFamily(paint: string): ColourFamily {
  const words = paint.toLowerCase().split(/[^a-z]+/);
  for (const word of words) if (PLAIN[word]) return PLAIN[word];
  for (const word of words) if (HINTS[word]) return HINTS[word];
  return "Other";
}

/**
 * The paint names a colour selection stands for: a family is every one of `paints` in it (and its own name, so a
 * family with no paint in stock matches nothing rather than everything); any other value is a paint name as given.
 */
export function paintsForColours(selected: readonly string[], paints: readonly string[]): string[] {
  const out = new Set<string>();
  for (const value of selected) {
    out.add(value);
    if (isColourFamily(value)) for (const paint of paints) if (colourFamily(paint) === value) out.add(paint);
  }
  return [...out];
}

/**
 * Counts by family from counts by paint name, largest first (Other last); a selected value is kept whatever it
 * counts, and a selected paint name (an older link) is listed as itself too.
 */
export function colourFamilyCounts(byPaint: Record<string, number> | undefined, selected: readonly string[]): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const value of selected) counts.set(value, 0);
  for (const [paint, count] of Object.entries(byPaint ?? {})) {
    if (count <= 0) continue;
    const family = colourFamily(paint);
    counts.set(family, (counts.get(family) ?? 0) + count);
    if (paint !== family && selected.includes(paint)) counts.set(paint, count);
  }
  return [...counts]
    .filter(([value, count]) => count > 0 || selected.includes(value))
    .sort(([a, countA], [b, countB]) => Number(a === "Other") - Number(b === "Other") || countB - countA || a.localeCompare(b));
}
