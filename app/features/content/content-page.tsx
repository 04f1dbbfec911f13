/**
 * A dealer's content page or blog post: its title and its body, HTML the loader has sanitised on the server
 * (domain/content/rich-text.ts: formatting tags only, nothing that runs), styled here by element.
 */
const BODY_STYLES = [
  "rich-text mt-6 space-y-4 leading-relaxed",
  "[&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-bold [&_h4]:font-bold",
  "[&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:space-y-1 [&_ol]:pl-6",
  "[&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-black/20 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-brand [&_figcaption]:mt-1 [&_figcaption]:text-sm [&_figcaption]:text-muted",
  "[&_table]:w-full [&_td]:border [&_td]:border-black/10 [&_td]:p-2 [&_th]:border [&_th]:border-black/10 [&_th]:p-2 [&_th]:text-left",
].join(" ");

export function ContentPage({ title, html }: { title: string; html: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className={BODY_STYLES} data-testid="content-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
