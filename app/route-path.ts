/**
 * The route a request matched, as written in app/routes.ts ("sell-my-car", "contact-us/:slug"), from a loader's
 * or action's `pattern`; a module serving several addresses tells them apart by it.
 */
export function routePath(pattern: string): string {
  return pattern.replace(/^\/+/, "");
}
