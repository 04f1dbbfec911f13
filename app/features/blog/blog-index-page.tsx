/** The blog's list of posts (all, or one category's), with a link per category. Card images are 375 square (001 §9). */
import { Link } from "~/app/ui/router-links";
import { imageUrl } from "~/domain/images/image-url";
import { BLOG_CARD_IMAGE_SIZE, categoryPath } from "~/domain/blog/categories";
import type { BlogIndexPageData } from "./blog-index-page.server";

export function BlogIndexPage({ data }: { data: BlogIndexPageData }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {data.chosen && (
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <Link to="/blog" className="underline">
            News and reviews
          </Link>{" "}
          / <span>{data.chosen}</span>
        </nav>
      )}
      <h1 className="text-3xl font-bold">{data.chosen ?? "News and reviews"}</h1>
      <nav aria-label="Categories" className="mt-4 flex flex-wrap gap-2">
        <Link
          to="/blog"
          aria-current={data.chosen ? undefined : "page"}
          className={`rounded-full border px-3 py-1 text-sm ${data.chosen ? "border-black/15" : "border-accent font-semibold"}`}
        >
          All
        </Link>
        {data.categories.map((c) => (
          <Link
            key={c}
            to={categoryPath(c)}
            aria-current={data.chosen === c ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${data.chosen === c ? "border-accent font-semibold" : "border-black/15"}`}
          >
            {c}
          </Link>
        ))}
      </nav>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {data.posts.map((post, i) => (
          <li key={post.slug} className="overflow-hidden rounded-brand border border-black/10 bg-surface shadow-sm">
            <Link to={`/blog/${post.slug}`} className="block">
              <img
                src={imageUrl(post.imageUrl, { w: BLOG_CARD_IMAGE_SIZE })}
                alt=""
                width={BLOG_CARD_IMAGE_SIZE}
                height={BLOG_CARD_IMAGE_SIZE}
                loading={i < 3 ? "eager" : "lazy"}
                data-testid="blog-card-image"
                className="aspect-square w-full bg-surface-alt object-cover"
              />
              <div className="p-4">
                <p className="text-xs font-bold uppercase text-muted">{post.category}</p>
                <h2 className="mt-1 text-lg font-bold">{post.title}</h2>
                <p className="mt-2 text-sm text-muted">{post.excerpt}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
