/**
 * Whether a menu link to `to` is the current page's, as React Router's NavLink decides: the same path, or (unless
 * `end`) a path under it; letter case ignored unless `caseSensitive`. The link's query and hash do not count.
 */
export function isActivePath(pathname: string, to: string, options: { end?: boolean; caseSensitive?: boolean } = {}): boolean {
  let target = to.split(/[?#]/, 1)[0] || "/";
  let here = pathname;
  if (!options.caseSensitive) {
    target = target.toLowerCase();
    here = here.toLowerCase();
  }
  if (here === target) return true;
  if (options.end) return false;
  // "/cars/" is active on "/cars/x" as "/cars" is: the slash after the link's path is the one it ends with.
  const slashAt = target !== "/" && target.endsWith("/") ? target.length - 1 : target.length;
  return here.startsWith(target) && here.charAt(slashAt) === "/";
}
