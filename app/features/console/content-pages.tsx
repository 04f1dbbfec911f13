/** The console's Content pages (issue 20): the list of pages and posts, and one page's or post's editor (phone first). */
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { ContentActionData, loadContentIndex, loadPageEditor, loadPostEditor } from "./content.server";
import { RichTextEditor } from "./rich-text-editor";
import { ConsoleField as Field, describedBy as described } from "./console-field";
import { ContentHeading } from "./content-heading";

const STATE_STYLES: Record<string, string> = {
  draft: "bg-surface-alt text-ink",
  scheduled: "bg-amber-100 text-amber-950",
  published: "bg-emerald-100 text-emerald-950",
};

function StateBadge({ state, label, at }: { state: string; label: string; at?: string | null }) {
  return (
    <span className={`rounded-brand px-2 py-0.5 text-xs font-bold ${STATE_STYLES[state] ?? ""}`} data-testid="content-state">
      {label}
      {state === "scheduled" && at ? ` for ${at.replace("T", " ")}` : ""}
    </span>
  );
}

export function ContentIndexPage({ data }: { data: Awaited<ReturnType<typeof loadContentIndex>> }) {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Content</h1>
      <p className="mt-1 text-sm text-muted">The site's pages and blog posts: drafts stay off the site; a publish time schedules one.</p>
      {params.get("deleted") && <Notice tone="ok">Deleted. The public site no longer shows it.</Notice>}
      <ul className="mt-3 space-y-1 text-sm">
        <li>
          <Link to="/console/content/promotions" className="underline">
            Home promotions
          </Link>
          : the slider at the top of the home page.
        </li>
        <li>
          <Link to="/console/content/fleet" className="underline">
            Fleet page
          </Link>
          : the words of the fleet and business sales page.
        </li>
        <li>
          <Link to="/console/content/team" className="underline">
            Team members
          </Link>{" "}
          of each location's team page.
        </li>
      </ul>
      <section aria-labelledby="h-pages" className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="h-pages" className="text-lg font-bold">
            Pages
          </h2>
          <Link to="/console/content/pages/new" className={consoleButton}>
            New page
          </Link>
        </div>
        <ul className="mt-3 space-y-2">
          {data.pages.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-brand border border-black/10 bg-surface p-3"
              data-testid="console-page"
            >
              <Link to={`/console/content/pages/${p.id}`} className="font-semibold underline">
                {p.title}
              </Link>
              <StateBadge state={p.state} label={p.label} at={p.at} />
              <span className="text-sm text-muted">{p.path}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="h-posts" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="h-posts" className="text-lg font-bold">
            Blog posts
          </h2>
          <Link to="/console/content/posts/new" className={consoleButton}>
            New post
          </Link>
        </div>
        <ul className="mt-3 space-y-2">
          {data.posts.map((p) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-brand border border-black/10 bg-surface p-3"
              data-testid="console-post"
            >
              <Link to={`/console/content/posts/${p.id}`} className="font-semibold underline">
                {p.title}
              </Link>
              <StateBadge state={p.state} label={p.label} at={p.at} />
              <span className="text-sm text-muted">
                {p.category} · {p.at.slice(0, 10)}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

type EditorProps = {
  kind: "page" | "post";
  id: number | null;
  path: string | null;
  fixed: boolean;
  values: Record<string, string>;
  answer?: ContentActionData;
  extra?: (
    input: (name: string, props?: Record<string, unknown>, help?: boolean) => ReactNode,
    errors: Record<string, string>,
  ) => ReactNode;
};

function ContentEditor({ kind, id, path, fixed, values: loaded, answer, extra }: EditorProps) {
  const [params] = useSearchParams();
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? loaded;
  const noun = kind === "page" ? "page" : "post";
  const input = (name: string, props: Record<string, unknown> = {}, help = false) => (
    <input
      id={name}
      name={name}
      defaultValue={values[name] ?? ""}
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, errors, help)}
      {...props}
    />
  );
  const saved = answer?.ok ?? (params.get("saved") ? "Saved. The public site shows it now." : null);
  return (
    <div className="mx-auto max-w-3xl">
      <ContentHeading title={id ? values.title || loaded.title : `New ${noun}`} />
      {path && (
        <p className="mt-1 text-sm">
          <a href={path} className="underline">
            Public page ({path})
          </a>
        </p>
      )}
      {saved && <Notice tone="ok">{saved}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <Form method="post" className="mt-4 space-y-5" noValidate key={answer?.ok ?? "form"}>
        <Field name="title" label="Title" errors={errors}>
          {input("title", { autoComplete: "off" })}
        </Field>
        <Field
          name="slug"
          label="Address"
          errors={errors}
          help={fixed ? "A standard page keeps its address." : `Lower-case words joined by hyphens; left empty, it is made from the title.`}
        >
          {input("slug", { autoComplete: "off", readOnly: fixed, spellCheck: false }, true)}
        </Field>
        {extra?.(input, errors)}
        <RichTextEditor name="body" label="Text" defaultValue={values.body ?? ""} error={errors.body} />
        <fieldset className="space-y-2 rounded-brand bg-surface p-4" aria-describedby={errors.status ? "status-error" : undefined}>
          <legend className="font-semibold">Publishing</legend>
          {fixed ? (
            <>
              <input type="hidden" name="status" value="published" />
              <p className="text-sm text-muted">A standard page is always published.</p>
            </>
          ) : (
            <>
              {(["draft", "published"] as const).map((s) => (
                <label key={s} className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="status" value={s} defaultChecked={(values.status || "draft") === s} className="size-5" />
                  {s === "draft" ? "Draft (not on the site)" : "Published"}
                </label>
              ))}
              <Field
                name="publishAt"
                label="Publish time (optional)"
                errors={errors}
                help={`Your dealership's time. A time still to come schedules the ${noun}; it shows on the site from then.`}
              >
                {input("publishAt", { type: "datetime-local" }, true)}
              </Field>
            </>
          )}
          {errors.status && (
            <p id="status-error" className="text-sm font-semibold text-red-800">
              {errors.status}
            </p>
          )}
        </fieldset>
        <button type="submit" name="intent" value="save" className={consoleButton}>
          Save {noun}
        </button>
      </Form>
      {id && !fixed && (
        <Form method="post" className="mt-8 border-t border-black/10 pt-4">
          <button type="submit" name="intent" value="delete" className={consoleSecondaryButton}>
            Delete this {noun}
          </button>
        </Form>
      )}
    </div>
  );
}

export function PageEditorPage({ data, answer }: { data: Awaited<ReturnType<typeof loadPageEditor>>; answer?: ContentActionData }) {
  return <ContentEditor kind="page" id={data.id} path={data.path} fixed={data.fixed} values={data.values} answer={answer} />;
}

export function PostEditorPage({ data, answer }: { data: Awaited<ReturnType<typeof loadPostEditor>>; answer?: ContentActionData }) {
  return (
    <ContentEditor
      kind="post"
      id={data.id}
      path={data.path}
      fixed={false}
      values={data.values}
      answer={answer}
      extra={(input, errors) => (
        <>
          <Field name="category" label="Category" errors={errors} help="Choose one, or type a new category.">
            {input("category", { list: "categories", autoComplete: "off" }, true)}
            <datalist id="categories">
              {data.categories.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </Field>
          <Field name="excerpt" label="Summary" errors={errors} help="A sentence or two: the blog's list and search results show it.">
            {input("excerpt", {}, true)}
          </Field>
          <Field
            name="imageUrl"
            label="Picture address"
            errors={errors}
            help="Upload a picture below and paste its /media/ address here, or an https:// address."
          >
            {input("imageUrl", { inputMode: "url", spellCheck: false }, true)}
          </Field>
        </>
      )}
    />
  );
}
