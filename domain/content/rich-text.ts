/**
 * The rich text of a dealer's pages and posts (issue 20, ADR 050): HTML cleaned by sanitize-html to a short list of
 * formatting tags, on the server, when it is saved and again when it is shown. Nothing that runs survives: no
 * script, style, event attribute, frame, form, or link or image to a javascript:, data: or other non-web address.
 * Images come from the site's own paths (uploads are /media/…) or https. The page's title is its h1, so an h1 becomes an h2.
 * Content written before (seeded demo pages, a new dealer's starter pages) is plain text in the content format
 * (blank-line paragraphs, "## " headings, "- " lists); `textToHtml` turns it into the same HTML.
 */
import sanitizeHtml from "sanitize-html";
import { contentBlocks } from "./blocks";

/** A body's largest size in characters (about 200 KB of HTML, a long article with its markup). */
export const RICH_TEXT_MAX = 200_000;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "blockquote",
    "a",
    "img",
    "hr",
    "figure",
    "figcaption",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "width", "height", { name: "loading", multiple: false, values: ["lazy", "eager"] }],
    th: ["scope"],
  },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The text inside these is dropped with them (a <script>'s code is not left as words on the page).
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "svg",
    "math",
    "template",
    "title",
    "head",
  ],
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        href: attribs.href ?? "",
        ...(attribs.title ? { title: attribs.title } : {}),
        ...(/^https?:/i.test(attribs.href ?? "") ? { rel: "noopener nofollow" } : {}),
      },
    }),
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !imageSourceAllowed(frame.attribs.src ?? ""),
};

/** An image's address: a path on the site (the uploads' /media/…, the about pages' /about/…; no "..") or https. */
export function imageSourceAllowed(src: string): boolean {
  if (/^\/[A-Za-z0-9._~/-]+$/.test(src) && !src.startsWith("//")) return !src.split("/").includes("..");
  return /^https:\/\/[^\s/]+\/\S*$/i.test(src);
}

/** HTML with only the allowed formatting left. */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of some HTML, tags gone and spaces collapsed (for descriptions and the dealer texts' duplicate check). */
export function plainTextOf(html: string): string {
  // A space before each block, so "<h2>A</h2><p>B" reads "A B", not "AB".
  const spaced = html.replace(/<(?=\/?(?:p|h[1-6]|li|br|div|blockquote|tr|td|th|figcaption|hr)\b)/gi, " <");
  return sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: OPTIONS.nonTextTags })
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Content-format text (./blocks.ts: blank-line paragraphs, "## " headings, "- " lists, `![what it shows](/path)`
 * pictures) as HTML, every word escaped; pictures are drawn 2:1, the first loaded at once (it is near the top).
 */
export function textToHtml(text: string): string {
  let pictures = 0;
  return contentBlocks(text)
    .map((block) => {
      if (block.kind === "heading") return `<h2>${escapeHtml(block.text)}</h2>`;
      if (block.kind === "list") return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
      if (block.kind === "image")
        return `<figure><img src="${escapeHtml(block.src)}" alt="${escapeHtml(block.alt)}" width="1200" height="600" loading="${pictures++ === 0 ? "eager" : "lazy"}" /></figure>`;
      return `<p>${escapeHtml(block.text)}</p>`;
    })
    .join("\n");
}

export type ContentFormat = "text" | "html";

/** A stored body as safe HTML, whichever format it was stored in (sanitised again at every render). */
export function bodyHtml(body: string, format: string): string {
  return sanitiseRichText(format === "html" ? body : textToHtml(body));
}
