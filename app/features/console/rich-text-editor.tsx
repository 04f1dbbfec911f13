/**
 * The Content section's text editor (issue 20): the page's HTML in a plain textarea (it works with no script and on
 * any phone), with a toolbar once the page's script runs that wraps the selection in a heading, bold, italic, a list
 * or a link, and uploads a picture through /console/content/images (the site's image pipeline) and inserts it. The
 * server keeps only safe formatting (domain/content/rich-text.ts) when it saves and again when it shows the page.
 */
import { useId, useRef, useState } from "react";
import { useHydrated } from "~/app/ui/use-hydrated";
import { consoleInput } from "./console-shell";

const escapeAttribute = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

const toolButton =
  "min-h-11 min-w-11 rounded-brand border border-black/20 bg-surface px-3 text-sm font-semibold hover:bg-surface-alt focus-visible:outline-2";

type Props = { name: string; label: string; defaultValue: string; error?: string };

export function RichTextEditor({ name, label, defaultValue, error }: Props) {
  const hydrated = useHydrated();
  const area = useRef<HTMLTextAreaElement>(null);
  const [status, setStatus] = useState("");
  const [link, setLink] = useState("");
  const [alt, setAlt] = useState("");
  const ids = useId();

  /** Puts `before` and `after` around the selection (or `empty` between them when nothing is selected). */
  function wrap(before: string, after: string, empty = "") {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    const inner = el.value.slice(start, end) || empty;
    el.setRangeText(`${before}${inner}${after}`, start, end, "end");
    el.focus();
    el.setSelectionRange(start + before.length, start + before.length + inner.length);
  }

  function list(tag: "ul" | "ol") {
    const el = area.current;
    if (!el) return;
    const lines = el.value.slice(el.selectionStart, el.selectionEnd).split("\n").filter(Boolean);
    const items = (lines.length ? lines : ["Item"]).map((l) => `  <li>${l}</li>`).join("\n");
    el.setRangeText(`<${tag}>\n${items}\n</${tag}>`, el.selectionStart, el.selectionEnd, "end");
    el.focus();
  }

  function insertLink() {
    const href = link.trim();
    if (!/^(https:\/\/|\/|mailto:|tel:)/.test(href)) {
      setStatus("Type the link first: an https:// address, a path on this site like /contact, mailto: or tel:.");
      return;
    }
    wrap(`<a href="${escapeAttribute(href)}">`, "</a>", "link text");
    setStatus("Link added.");
  }

  async function upload(file: File) {
    setStatus(`Uploading ${file.name}…`);
    const body = new FormData();
    body.append("image", file);
    try {
      const response = await fetch("/console/content/images", { method: "POST", body, headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { url?: string; error?: string };
      if (!response.ok || !answer.url) {
        setStatus(answer.error ?? "The picture could not be uploaded.");
        return;
      }
      const el = area.current;
      if (!el) return;
      el.setRangeText(
        `<img src="${escapeAttribute(answer.url)}" alt="${escapeAttribute(alt.trim())}" />`,
        el.selectionEnd,
        el.selectionEnd,
        "end",
      );
      el.focus();
      setStatus(alt.trim() ? "Picture added." : "Picture added. Describe it in its alt text for people who cannot see it.");
    } catch {
      setStatus("The picture could not be uploaded: check the connection and try again.");
    }
  }

  return (
    <div>
      <label htmlFor={name} className="font-semibold">
        {label}
      </label>
      {hydrated && (
        <div
          role="toolbar"
          aria-label="Formatting"
          aria-controls={name}
          className="mt-2 flex flex-wrap gap-2"
          data-testid="rich-text-toolbar"
        >
          <button type="button" className={toolButton} onClick={() => wrap("<h2>", "</h2>", "Heading")}>
            Heading
          </button>
          <button type="button" className={toolButton} onClick={() => wrap("<strong>", "</strong>")}>
            Bold
          </button>
          <button type="button" className={toolButton} onClick={() => wrap("<em>", "</em>")}>
            Italic
          </button>
          <button type="button" className={toolButton} onClick={() => wrap("<p>", "</p>", "Paragraph")}>
            Paragraph
          </button>
          <button type="button" className={toolButton} onClick={() => list("ul")}>
            List
          </button>
          <button type="button" className={toolButton} onClick={() => list("ol")}>
            Numbered list
          </button>
        </div>
      )}
      <textarea
        ref={area}
        id={name}
        name={name}
        defaultValue={defaultValue}
        rows={16}
        spellCheck
        className={`${consoleInput} font-mono text-sm`}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${ids}-help${error ? ` ${name}-error` : ""}`}
      />
      <p id={`${ids}-help`} className="mt-1 text-sm text-muted">
        HTML: paragraphs in &lt;p&gt;, headings &lt;h2&gt;, lists, links and pictures. Anything else (scripts, styles, frames) is removed
        when you save.
      </p>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {hydrated && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={`${ids}-link`} className="text-sm font-semibold">
              Link address
            </label>
            <div className="flex gap-2">
              <input id={`${ids}-link`} value={link} onChange={(e) => setLink(e.target.value)} className={consoleInput} inputMode="url" />
              <button type="button" className={`${toolButton} mt-1`} onClick={insertLink}>
                Add link
              </button>
            </div>
          </div>
          <div>
            <label htmlFor={`${ids}-alt`} className="text-sm font-semibold">
              Picture description
            </label>
            <input id={`${ids}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} className={consoleInput} />
            <label className={`${toolButton} mt-2 inline-flex cursor-pointer items-center`}>
              Upload a picture
              <input
                type="file"
                accept="image/jpeg,image/png,image/webp"
                className="sr-only"
                data-testid="rich-text-image"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  e.target.value = "";
                  if (file) void upload(file);
                }}
              />
            </label>
          </div>
        </div>
      )}
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {status}
      </p>
    </div>
  );
}
