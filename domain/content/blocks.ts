/**
 * A content page's body as blocks (blank-line separated): '## ' headings, '- ' lists, a picture on its own line as
 * `![what it shows](/path)` (a path on the site only, never another host), else paragraphs.
 */
export type ContentBlock =
  | { kind: "heading"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "image"; alt: string; src: string }
  | { kind: "paragraph"; text: string };

const IMAGE = /^!\[([^\]\n]{1,200})\]\((\/[A-Za-z0-9._~/-]{1,200})\)$/;

export function contentBlocks(body: string): ContentBlock[] {
  return body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block): ContentBlock => {
      if (block.startsWith("## ")) return { kind: "heading", text: block.slice(3) };
      const lines = block.split("\n");
      if (lines.every((l) => l.startsWith("- "))) return { kind: "list", items: lines.map((l) => l.slice(2)) };
      const image = IMAGE.exec(block);
      if (image && !image[2].startsWith("//")) return { kind: "image", alt: image[1], src: image[2] };
      return { kind: "paragraph", text: block };
    });
}
