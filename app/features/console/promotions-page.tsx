/**
 * Content › Home promotions (issue 20): the home page slider's slides, each with its picture, and its edit form
 * (a plain multipart form: works without JavaScript), moves and removal; a form to add one below. Phone first.
 */
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { ConsoleField as Field, describedBy } from "./console-field";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import { RecentSettingsChanges } from "./settings-history";
import type { loadPromotions, PromotionsActionData } from "./promotions.server";
import { ContentHeading } from "./content-heading";

type Data = Awaited<ReturnType<typeof loadPromotions>>;

function SlideFields({
  prefix,
  values,
  errors,
  size,
  hasPicture,
}: {
  prefix: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  size: Data["size"];
  hasPicture: boolean;
}) {
  const input = (name: string, props: Record<string, unknown> = {}, help = false) => (
    <input
      id={`${prefix}${name}`}
      name={name}
      defaultValue={values[name] ?? ""}
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, errors, help, prefix)}
      {...props}
    />
  );
  return (
    <div className="space-y-4">
      <input type="hidden" name="imageUrl" value={values.imageUrl ?? ""} />
      <Field
        name="image"
        label={hasPicture ? "Replace the picture (optional)" : "Picture"}
        errors={errors}
        idPrefix={prefix}
        help={`JPEG, PNG or WebP up to 20 MB, at least ${size.minWidth} × ${size.minHeight} pixels; ${size.width} × ${size.height} is best. It is cut to the slider's shape from its centre. Keep words out of the picture: the title and text are shown over it.`}
      >
        {input("image", { type: "file", accept: "image/jpeg,image/png,image/webp", defaultValue: undefined }, true)}
      </Field>
      <Field name="alt" label="What the picture shows" errors={errors} idPrefix={prefix} help="Read out to people who cannot see it.">
        {input("alt", { autoComplete: "off", maxLength: 250 }, true)}
      </Field>
      <Field name="title" label="Title" errors={errors} idPrefix={prefix}>
        {input("title", { autoComplete: "off", maxLength: 120 })}
      </Field>
      <Field name="text" label="Text (optional)" errors={errors} idPrefix={prefix} help="A sentence under the title.">
        {input("text", { autoComplete: "off", maxLength: 300 }, true)}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="href"
          label="Link"
          errors={errors}
          idPrefix={prefix}
          help="A page of this site, starting with /, like /special-offers or /search/used-cars."
        >
          {input("href", { autoComplete: "off", spellCheck: false, inputMode: "url" }, true)}
        </Field>
        <Field name="cta" label="Button words" errors={errors} idPrefix={prefix} help={`Left empty: "Find out more".`}>
          {input("cta", { autoComplete: "off", maxLength: 40 }, true)}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          name="startsAt"
          label="Show from (optional)"
          errors={errors}
          idPrefix={prefix}
          help="Your dealership's time. Empty: at once."
        >
          {input("startsAt", { type: "datetime-local" }, true)}
        </Field>
        <Field name="endsAt" label="Show until (optional)" errors={errors} idPrefix={prefix} help="Empty: until you remove it.">
          {input("endsAt", { type: "datetime-local" }, true)}
        </Field>
      </div>
    </div>
  );
}

function SmallForm({ slide, intent, label, busy }: { slide: Data["slides"][number]; intent: string; label: string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="index" value={slide.index} />
      <input type="hidden" name="key" value={slide.key} />
      <button type="submit" name="intent" value={intent} className={`${consoleSecondaryButton} min-h-11`} disabled={busy}>
        {label}
        <span className="sr-only">: {slide.values.title}</span>
      </button>
    </Form>
  );
}

export function PromotionsPage({ data, answer }: { data: Data; answer?: PromotionsActionData }) {
  const busy = useNavigation().state === "submitting";
  const version = data.history[0]?.id ?? 0;
  const answerFor = (form: string) => (answer?.form === form ? answer : undefined);
  // Moves and removals answer for the page; a slide's form for itself (unless that slide has gone since).
  const general =
    answer && (answer.form === undefined || (answer.form !== "new" && !data.slides.some((s) => String(s.index) === answer.form)));
  const added = answerFor("new");
  return (
    <div className="mx-auto max-w-3xl">
      <ContentHeading title="Home promotions" />
      <p className="mt-1 text-sm text-muted">
        The slider at the top of the home page, {data.size.width} × {data.size.height} pixels, in this order. A slide with dates shows only
        between them.{" "}
        <a href="/" className="underline">
          See the home page
        </a>
      </p>
      {general && answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {general && answer?.formError && <Notice tone="error">{answer.formError}</Notice>}

      <section aria-labelledby="h-slides" className="mt-6">
        <h2 id="h-slides" className="text-lg font-bold">
          Slides ({data.slides.length})
        </h2>
        {data.slides.length === 0 && (
          <p className="mt-2 rounded-brand bg-surface p-4 text-sm">No slides: the home page starts with its hero.</p>
        )}
        <ol className="mt-3 space-y-4">
          {data.slides.map((slide) => {
            const own = answerFor(String(slide.index));
            const errors = own?.fieldErrors ?? {};
            const values = own?.values ?? slide.values;
            return (
              <li
                key={`${slide.index}-${slide.key}`}
                className="rounded-brand border border-black/10 bg-surface p-3"
                data-testid="console-slide"
              >
                <div className="flex flex-wrap gap-3">
                  <img
                    src={slide.preview}
                    alt={slide.values.alt}
                    width={256}
                    height={Math.round((256 * data.size.height) / data.size.width)}
                    className="h-auto w-64 max-w-full rounded-brand bg-surface-alt object-cover"
                  />
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="font-semibold">
                      {slide.index + 1}. {slide.values.title}
                    </p>
                    <p className="break-all text-sm text-muted">{slide.values.href}</p>
                    {slide.schedule && <p className="text-sm">{slide.schedule}</p>}
                    <div className="mt-2 flex flex-wrap gap-2">
                      {slide.index > 0 && <SmallForm slide={slide} intent="up" label="Move up" busy={busy} />}
                      {slide.index < data.slides.length - 1 && <SmallForm slide={slide} intent="down" label="Move down" busy={busy} />}
                      <SmallForm slide={slide} intent="remove" label="Remove" busy={busy} />
                    </div>
                  </div>
                </div>
                {own?.ok && <Notice tone="ok">{own.ok}</Notice>}
                {own?.formError && <Notice tone="error">{own.formError}</Notice>}
                <details className="mt-3" open={Boolean(own?.fieldErrors)}>
                  <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
                    Edit this slide<span className="sr-only">: {slide.values.title}</span>
                  </summary>
                  <Form
                    method="post"
                    encType="multipart/form-data"
                    noValidate
                    className="mt-2 space-y-4"
                    key={`${version}-${own?.values ? "posted" : "stored"}`}
                  >
                    <input type="hidden" name="intent" value="save" />
                    <input type="hidden" name="index" value={slide.index} />
                    <input type="hidden" name="key" value={slide.key} />
                    <SlideFields prefix={`s${slide.index}-`} values={values} errors={errors} size={data.size} hasPicture />
                    <button type="submit" className={consoleButton} disabled={busy}>
                      Save slide
                    </button>
                  </Form>
                </details>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="h-add-slide" className="mt-8 rounded-brand bg-surface p-4">
        <h2 id="h-add-slide" className="text-lg font-bold">
          Add a slide
        </h2>
        {added?.ok && <Notice tone="ok">{added.ok}</Notice>}
        {added?.formError && <Notice tone="error">{added.formError}</Notice>}
        {added?.values?.imageUrl && <p className="mt-2 text-sm">The picture uploaded is kept: choose another only to replace it.</p>}
        <Form
          method="post"
          encType="multipart/form-data"
          noValidate
          className="mt-3 space-y-4"
          key={`new-${version}-${added?.values ? "posted" : "stored"}`}
        >
          <input type="hidden" name="intent" value="add" />
          <SlideFields
            prefix="new-"
            values={added?.values ?? {}}
            errors={added?.fieldErrors ?? {}}
            size={data.size}
            hasPicture={Boolean(added?.values?.imageUrl)}
          />
          <button type="submit" className={consoleButton} disabled={busy}>
            Add slide
          </button>
        </Form>
      </section>

      <RecentSettingsChanges what="The promotions" are="are" history={data.history} />
    </div>
  );
}
