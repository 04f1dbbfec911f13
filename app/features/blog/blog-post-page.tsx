/** A blog post, with its category's path in the breadcrumb and the featured news (80 px images, 001 §9) beside it. */
import { Link } from "~/app/ui/router-links";
import { ContentPage } from "~/app/features/content/content-page";
import { FEATURED_NEWS_IMAGE_SIZE, categoryPath } from "~/domain/blog/categories";
import { imageUrl } from "~/domain/images/image-url";
import type { BlogSlugPageData } from "./blog-post-page.server";

type PostData = Extract<BlogSlugPageData, { kind: "post" }>;

export function BlogPostPage({ data }: { data: PostData }) {
  const { post, featured } = data;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <div>
        <nav aria-label="Breadcrumb" className="mx-auto max-w-3xl px-4 pt-6 text-sm text-muted">
          <Link to="/blog" className="underline">
            News and reviews
          </Link>{" "}
          /{" "}
          <Link to={categoryPath(post.category)} className="underline">
            {post.category}
          </Link>
        </nav>
        <ContentPage title={post.title} html={post.html} />
      </div>
      {featured.length > 0 && (
        <aside aria-labelledby="featured-news" className="pb-10 lg:pt-16">
          <h2 id="featured-news" className="text-lg font-bold">
            Featured news
          </h2>
          <ul className="mt-4 space-y-4">
            {featured.map((p) => (
              <li key={p.slug}>
                <Link to={`/blog/${p.slug}`} className="flex items-center gap-3">
                  <img
                    src={imageUrl(p.imageUrl, { w: FEATURED_NEWS_IMAGE_SIZE })}
                    alt=""
                    width={FEATURED_NEWS_IMAGE_SIZE}
                    height={FEATURED_NEWS_IMAGE_SIZE}
                    loading="lazy"
                    data-testid="featured-news-image"
                    className="size-20 shrink-0 rounded-brand bg-surface-alt object-cover"
                  />
                  <span>
                    <span className="block text-xs font-bold uppercase text-muted">{p.category}</span>
                    <span className="block font-semibold underline-offset-2 hover:underline">{p.title}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  );
}
