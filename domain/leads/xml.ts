/** A minimal XML writer: every text and attribute value goes through `escapeXml`. */

// Characters XML 1.0 does not allow at all, even escaped: control characters other than tab, LF and CR,
// lone surrogates, and U+FFFE/U+FFFF.
const INVALID_XML_CHARS =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(value: string): string {
  return value
    .replace(INVALID_XML_CHARS, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

export type XmlNode = {
  name: string;
  attrs?: Record<string, string | number | undefined>;
  /** Text content, or child elements. */
  children?: string | number | Array<XmlNode | null | undefined | false>;
};

const NAME = /^[A-Za-z_][\w.-]*$/;

export function el(name: string, attrs: XmlNode["attrs"] = {}, children?: XmlNode["children"]): XmlNode {
  return { name, attrs, children };
}

export function renderXml(node: XmlNode, indent = ""): string {
  if (!NAME.test(node.name)) throw new Error(`Invalid XML element name: ${node.name}`);
  const attrs = Object.entries(node.attrs ?? {})
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([k, v]) => {
      if (!NAME.test(k)) throw new Error(`Invalid XML attribute name: ${k}`);
      return ` ${k}="${escapeXml(String(v))}"`;
    })
    .join("");
  const open = `${indent}<${node.name}${attrs}`;
  const { children } = node;
  if (children === undefined || children === "") return `${open}/>`;
  if (typeof children === "string" || typeof children === "number") {
    return `${open}>${escapeXml(String(children))}</${node.name}>`;
  }
  const inner = children.filter((c): c is XmlNode => Boolean(c)).map((c) => renderXml(c, `${indent}  `));
  if (inner.length === 0) return `${open}/>`;
  return `${open}>\n${inner.join("\n")}\n${indent}</${node.name}>`;
}
