/**
 * The one way to read a URL from outside input (a header, a form, a feed): the parsed URL, or null. Not URL.canParse
 * followed by new URL: Node 20's canParse says yes to some non-ASCII hosts ("http://Æ¨") that the constructor then
 * refuses with a throw, which turned a junk Host or Referer header into a 500.
 */
export function parsedUrl(text: string, base?: string | URL): URL | null {
  try {
    return new URL(text, base);
  } catch {
    return null;
  }
}
