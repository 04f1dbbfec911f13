/** A dealer's content page: plain text paragraphs (blank-line separated); '## ' lines are headings. */
export function ContentPage({ title, body }: { title: string; body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 space-y-4 leading-relaxed">
        {blocks.map((block, i) =>
          block.startsWith("## ") ? (
            <h2 key={i} className="pt-4 text-xl font-bold">
              {block.slice(3)}
            </h2>
          ) : block.split("\n").every((l) => l.startsWith("- ")) ? (
            <ul key={i} className="list-disc space-y-1 pl-6">
              {block.split("\n").map((l) => (
                <li key={l}>{l.slice(2)}</li>
              ))}
            </ul>
          ) : (
            <p key={i}>{block}</p>
          ),
        )}
      </div>
    </article>
  );
}
