/**
 * The blog's categories as paths (001 §2: /blog/vehicle-reviews and the like) and its image sizes (001 §9:
 * blog card image 375 square, featured news images 80 px).
 */
import { slugify } from "~/domain/routing/slug";

/** The spec's categories, in the order the blog lists them; a dealer's other categories follow by name. */
export const SPEC_BLOG_CATEGORIES = [
  "Vehicle Reviews",
  "Buyer Advice",
  "Motoring Tips",
  "Servicing Insights",
  "4x4xMORE Adventures",
] as const;

export const BLOG_CARD_IMAGE_SIZE = 375;
export const FEATURED_NEWS_IMAGE_SIZE = 80;
/** How many other posts the featured news list on a post shows. */
export const FEATURED_NEWS_COUNT = 4;

export function categorySlug(category: string): string {
  return slugify(category);
}

export function categoryPath(category: string): string {
  return `/blog/${categorySlug(category)}`;
}

/** The categories the dealer's posts use, once each: the spec's order first, then the rest by name. */
export function orderedCategories(categories: Iterable<string>): string[] {
  const unique = [...new Set(categories)].filter((c) => categorySlug(c) !== "");
  const rank = (c: string) => {
    const i = (SPEC_BLOG_CATEGORIES as readonly string[]).indexOf(c);
    return i === -1 ? SPEC_BLOG_CATEGORIES.length : i;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** The category a path segment names among the dealer's categories, or null (then the segment is a post's slug). */
export function categoryForSlug(slug: string, categories: Iterable<string>): string | null {
  const wanted = slug.toLowerCase();
  for (const c of categories) if (categorySlug(c) === wanted) return c;
  return null;
}

/** Featured news beside a post: the newest other posts. */
export function featuredNews<T extends { slug: string }>(postsNewestFirst: readonly T[], currentSlug: string): T[] {
  return postsNewestFirst.filter((p) => p.slug !== currentSlug).slice(0, FEATURED_NEWS_COUNT);
}
