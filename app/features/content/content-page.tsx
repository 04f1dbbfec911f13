import { contentBlocks } from "~/domain/content/blocks";

/** A dealer's content page: paragraphs, '## ' headings, '- ' lists and pictures (domain/content/blocks.ts). */
export function ContentPage({ title, body }: { title: string; body: string }) {
  let pictures = 0;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{title}</h1>
      <div className="mt-6 space-y-4 leading-relaxed">
        {contentBlocks(body).map((block, i) => {
          if (block.kind === "heading")
            return (
              <h2 key={i} className="pt-4 text-xl font-bold">
                {block.text}
              </h2>
            );
          if (block.kind === "list")
            return (
              <ul key={i} className="list-disc space-y-1 pl-6">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          if (block.kind === "image")
            return (
              <figure key={i} className="py-2">
                {/* Pictures are drawn 2:1; the first is near the top, so it loads at once. */}
                <img
                  src={block.src}
                  alt={block.alt}
                  width={1200}
                  height={600}
                  loading={pictures++ === 0 ? "eager" : "lazy"}
                  className="aspect-[2/1] w-full rounded-brand bg-surface-alt object-cover"
                />
              </figure>
            );
          return <p key={i}>{block.text}</p>;
        })}
      </div>
    </article>
  );
}
