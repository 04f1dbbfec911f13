import { readFileSync } from "node:fs";
import path from "node:path";
import { appCssHref } from "./app-styles";

const cache = new Map<string, string>();

/** The built stylesheet's text from the client build folder, read once. */
export function builtStylesheet(clientDir: string): string {
  const file = path.join(clientDir, appCssHref);
  let css = cache.get(file);
  if (css === undefined) {
    css = readFileSync(file, "utf8");
    cache.set(file, css);
  }
  return css;
}
