/**
 * The shape of a slug in a URL: a car (/cars/{slug}, ?car_id={slug}), a blog post or a content page.
 * 1–200 of the characters a URL path carries unescaped (letters, digits, "-", ".", "_", "~"). Checked
 * before any query, so input no slug can have (NUL, control characters, unpaired surrogates, spaces,
 * slashes, percent signs) is simply not found, without the database refusing it.
 */
export const SLUG_MAX_LENGTH = 200;

const SLUG = /^[A-Za-z0-9._~-]{1,200}$/;

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

/**
 * The slug of a name: lower-case words joined by "-", accents dropped, "+" spelled out:
 * "Harley-Davidson" → "harley-davidson", "Citroën C5" → "citroen-c5", "e+" → "e-plus".
 * With `splitCamelCase`, words joined in camelCase are split first, for identifiers such as body types
 * ("peopleMover" → "people-mover"); names keep theirs ("HiLux" → "hilux"), as stock slugs always have.
 */
export function slugify(text: string, options: { splitCamelCase?: boolean } = {}): string {
  const words = options.splitCamelCase ? text.replace(/([a-z])([A-Z])/g, "$1-$2") : text;
  return words
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/\+/g, " plus ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
