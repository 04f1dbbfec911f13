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
