/**
 * The addresses of a dealer's pages and posts (issue 20). A page lives at /pages/{slug}, except the three every site
 * has at addresses of their own (About us, Terms and conditions, Privacy policy: the footer and every form link them),
 * which can be edited but not renamed, unpublished or deleted. A post lives at /blog/{slug}, and /blog/{category}
 * lists a category, so a post may not take a category's slug.
 */
import { categorySlug } from "~/domain/blog/categories";
import { slugify } from "~/domain/routing/slug";

export const FIXED_PAGE_SLUGS = ["about-us", "terms-and-conditions", "privacy-policy"] as const;
export const CONTENT_SLUG_MAX = 80;

const SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isFixedPage(slug: string): boolean {
  return (FIXED_PAGE_SLUGS as readonly string[]).includes(slug);
}

/** The slug typed, or one made from the title when none was typed ("Our Story!" → "our-story"). */
export function slugFor(typed: string, title: string): string {
  const slug = typed.trim() ? typed.trim().toLowerCase() : slugify(title);
  return slug.slice(0, CONTENT_SLUG_MAX).replace(/-+$/, "");
}

/** Why a slug cannot be an address, or null when it can. */
export function slugProblem(slug: string): string | null {
  if (!slug) return "Give the address: lower-case letters, digits and hyphens.";
  if (slug.length > CONTENT_SLUG_MAX) return `Keep the address to ${CONTENT_SLUG_MAX} characters.`;
  if (!SHAPE.test(slug)) return "Use lower-case letters, digits and single hyphens only, like our-story.";
  return null;
}

/**
 * Why a new page (or a page renamed) may not take this slug, or null. `tabSlugs`: the pages that are the vehicle
 * page's tab texts (server/vehicle/tabs.ts), which are not edited as pages.
 */
export function pageSlugProblem(slug: string, tabSlugs: readonly string[]): string | null {
  const shape = slugProblem(slug);
  if (shape) return shape;
  if (isFixedPage(slug)) return "That address belongs to one of the site's standard pages: edit that page instead.";
  if (tabSlugs.includes(slug)) return "That address is kept for a text on the vehicle page.";
  return null;
}

/** Why a post may not take this slug among the site's categories, or null. */
export function postSlugProblem(slug: string, categories: Iterable<string>): string | null {
  const shape = slugProblem(slug);
  if (shape) return shape;
  for (const c of categories) if (categorySlug(c) === slug) return `That address is the ${c} category's list: choose another.`;
  return null;
}
