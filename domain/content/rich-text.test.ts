/** The sanitiser against payloads from the OWASP XSS filter evasion cheat sheet: none survives, formatting does. */
import { describe, expect, it } from "vitest";
import { bodyHtml, imageSourceAllowed, plainTextOf, sanitiseRichText, textToHtml } from "./rich-text";

const PAYLOADS = [
  "<script>alert('XSS')</script>",
  "<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<IMG SRC=\"javascript:alert('XSS');\">",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
  '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">',
  "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29>",
  "<IMG SRC=\"jav\tascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x09;ascript:alert('XSS');\">",
  "<IMG SRC=\"jav&#x0A;ascript:alert('XSS');\">",
  "<IMG SRC=\" &#14;  javascript:alert('XSS');\">",
  "<img src=x onerror=alert(1)>",
  '<img src="/media/a.jpg" onerror="alert(1)">',
  '<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#x6A;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/x">click</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  "<svg/onload=alert('XSS')>",
  "<svg><script>alert(1)</script></svg>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  "<BODY ONLOAD=alert('XSS')>",
  "<STYLE>@import'http://xss.rocks/xss.css';</STYLE>",
  "<DIV STYLE=\"background-image: url(javascript:alert('XSS'))\">",
  "<DIV STYLE=\"width: expression(alert('XSS'));\">",
  '<p style="behavior: url(xss.htc)">x</p>',
  "<IFRAME SRC=\"javascript:alert('XSS');\"></IFRAME>",
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<FRAMESET><FRAME SRC=\"javascript:alert('XSS');\"></FRAMESET>",
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert(\'XSS\');">',
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>',
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH">',
  '<LINK REL="stylesheet" HREF="javascript:alert(\'XSS\');">',
  "<BASE HREF=\"javascript:alert('XSS');//\">",
  '<form action="javascript:alert(1)"><button>go</button></form>',
  "<input onfocus=alert(1) autofocus>",
  "<details open ontoggle=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  "<TABLE BACKGROUND=\"javascript:alert('XSS')\"><TD BACKGROUND=\"javascript:alert('XSS')\">",
  "<!--[if gte IE 4]><SCRIPT>alert('XSS');</SCRIPT><![endif]-->",
  '<a href="https://ok.example" onmouseover="alert(1)">hover</a>',
  "<template><script>alert(1)</script></template>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

/** Anything in the output that could run or load: tags and attributes beyond the allowed, script addresses. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|style|iframe|frame|frameset|object|embed|svg|math|meta|link|base|form|input|button|body|details|video|source|template|noscript)\b/i.test(
      html,
    )
  )
    found.push("tag");
  if (/\son[a-z]+\s*=/i.test(html)) found.push("event attribute");
  if (/\sstyle\s*=/i.test(html)) found.push("style attribute");
  if (/\s(srcdoc|background|action|formaction)\s*=/i.test(html)) found.push("loading attribute");
  if (/(javascript|vbscript|data)\s*:/i.test(html.replace(/&#x?0*[0-9a-f]+;?/gi, ""))) found.push("script address");
  if (/(href|src)\s*=\s*"\/\//i.test(html)) found.push("protocol-relative address");
  return found;
}

describe("the rich-text sanitiser", () => {
  it.each(PAYLOADS)("leaves nothing that runs of %s", (payload) => {
    const out = sanitiseRichText(payload);
    expect(dangerous(out)).toEqual([]);
    // Cleaning again changes nothing: what is stored is what is shown.
    expect(sanitiseRichText(out)).toBe(out);
  });

  it("drops the words inside a script or style, not just the tags", () => {
    expect(sanitiseRichText("<p>Hi</p><script>alert('XSS')</script><style>p{}</style>")).toBe("<p>Hi</p>");
  });

  it("keeps safe formatting", () => {
    const html =
      "<h2>Servicing</h2><p><strong>Bold</strong>, <em>italic</em>, <u>under</u> and <s>struck</s>.<br />Next line.</p>" +
      "<ul><li>One</li></ul><ol><li>Two</li></ol><blockquote>Quote</blockquote>" +
      '<p><a href="/pages/our-story">Our story</a> <a href="mailto:sales@example.com">mail</a> <a href="tel:+61800000000">call</a></p>' +
      '<figure><img src="/media/content/3/abc.jpg" alt="Our yard" width="800" height="600" /><figcaption>Our yard</figcaption></figure><hr />';
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("marks links to other sites nofollow, and turns an h1 into an h2 (the page's title is its h1)", () => {
    expect(sanitiseRichText('<h1>T</h1><a href="https://example.com" target="_blank">x</a>')).toBe(
      '<h2>T</h2><a href="https://example.com" rel="noopener nofollow">x</a>',
    );
  });

  it("takes images from the site's own paths or https only", () => {
    expect(imageSourceAllowed("/media/content/1/a.jpg")).toBe(true);
    expect(imageSourceAllowed("/about/harbour-toyota-showroom.svg")).toBe(true);
    expect(imageSourceAllowed("https://cdn.example.com/a.jpg")).toBe(true);
    for (const src of [
      "http://example.com/a.jpg",
      "//example.com/a.jpg",
      "/media/../etc/passwd",
      "/a b.jpg",
      "/a.jpg?x=1",
      "data:image/png;base64,AA",
      "javascript:alert(1)",
      "media/a.jpg",
    ])
      expect(imageSourceAllowed(src), src).toBe(false);
    expect(sanitiseRichText('<img src="http://example.com/a.jpg"><img src="//example.com/a.jpg">')).toBe("");
  });
});

describe("plain-text content as HTML", () => {
  it("turns paragraphs, headings and lists into HTML, escaping every word", () => {
    expect(textToHtml("## About <us>\n\nWe sell cars & bikes.\n\n- One\n- Two")).toBe(
      "<h2>About &lt;us&gt;</h2>\n<p>We sell cars &amp; bikes.</p>\n<ul><li>One</li><li>Two</li></ul>",
    );
  });

  it("draws the format's pictures as figures, the first loaded at once, and keeps them through the sanitiser", () => {
    const html = textToHtml("![Our showroom](/about/a.svg)\n\n![Our workshop](/about/b.svg)");
    expect(html).toBe(
      '<figure><img src="/about/a.svg" alt="Our showroom" width="1200" height="600" loading="eager" /></figure>\n' +
        '<figure><img src="/about/b.svg" alt="Our workshop" width="1200" height="600" loading="lazy" /></figure>',
    );
    expect(sanitiseRichText(html)).toBe(html);
  });

  it("gives a stored body as safe HTML in either format", () => {
    expect(bodyHtml("<script>x</script>", "text")).toBe("<p>&lt;script&gt;x&lt;/script&gt;</p>");
    expect(bodyHtml("<p>a</p><script>x</script>", "html")).toBe("<p>a</p>");
  });

  it("reads the words of some HTML", () => {
    expect(plainTextOf("<h2>A &amp; B</h2><p>one\n two</p><script>x</script>")).toBe("A & B one two");
  });
});
