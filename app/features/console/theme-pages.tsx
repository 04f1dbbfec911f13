/** The theme page: template, colours (refused under 4.5:1), corners and font, logo, favicon and hero picture, with phone and desktop previews. */
import { useState, type FormEvent } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { COLOUR_FIELDS, FONT_LABELS, RADIUS_LABELS, TEMPLATE_LABELS } from "~/domain/console/theme-form";
import { FONTS, TEMPLATES, themeCss } from "~/domain/settings/theme";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import { SettingsHistory } from "./settings-history";
import type { loadThemePage, ThemeActionData } from "./theme-page.server";
import { SitePreview } from "./theme-preview";

function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
}

export function ThemePage({ data, actionData }: { data: Awaited<ReturnType<typeof loadThemePage>>; actionData?: ThemeActionData }) {
  const busy = useNavigation().state === "submitting";
  const [liveCss, setLiveCss] = useState<string | undefined>(undefined);
  // The colours, corners and font as picked draw the preview frames before saving (the template shows once saved).
  const onPick = (event: FormEvent<HTMLFormElement>) => {
    const { intent: _intent, template: _template, ...tokens } = Object.fromEntries(new FormData(event.currentTarget));
    try {
      setLiveCss(themeCss(tokens as never));
    } catch {
      // Not a complete theme yet: the frames keep the last one drawn.
    }
  };
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values ?? data.values;
  const value = (name: string) => {
    const v = values[name];
    return (Array.isArray(v) ? v[0] : v) ?? "";
  };
  const formKey = data.history[0]?.id ?? 0;
  const select = (name: string, label: string, options: readonly string[], labels: Record<string, string>) => (
    <div>
      <label htmlFor={`t-${name}`} className="font-semibold">
        {label}
      </label>
      <select
        id={`t-${name}`}
        name={name}
        defaultValue={value(name)}
        className={consoleInput}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `t-${name}-error` : undefined}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
      <FieldError id={`t-${name}`} error={errors[name]} />
    </div>
  );
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Theme and template</h1>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <Form
        method="post"
        noValidate
        onChange={onPick}
        key={`${formKey}-${actionData?.values ? "posted" : "stored"}`}
        className="space-y-4 rounded-brand bg-surface p-4"
      >
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-4 md:grid-cols-3">
          {select("template", "Template", TEMPLATES, TEMPLATE_LABELS)}
          {select("font", "Font", FONTS, FONT_LABELS)}
          {select("radius", "Corners", Object.keys(RADIUS_LABELS), RADIUS_LABELS)}
        </div>
        <fieldset>
          <legend className="font-bold">Colours</legend>
          <p className="text-sm text-muted">Text must stay readable: at least 4.5 to 1 against its background.</p>
          <div className="mt-2 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {COLOUR_FIELDS.map((f) => {
              const id = `t-${f.name}`;
              const help = "help" in f ? f.help : "";
              return (
                <div key={f.name}>
                  <label htmlFor={id} className="font-semibold">
                    {f.label}
                  </label>
                  <div className="mt-1">
                    <input
                      id={id}
                      name={f.name}
                      type="color"
                      defaultValue={value(f.name)}
                      aria-invalid={errors[f.name] ? true : undefined}
                      aria-describedby={`${id}-help${errors[f.name] ? ` ${id}-error` : ""}`}
                      className="h-11 w-16 shrink-0 rounded-brand border border-black/30 bg-surface"
                    />
                  </div>
                  <p id={`${id}-help`} className="text-sm text-muted">
                    {help}
                  </p>
                  <FieldError id={id} error={errors[f.name]} />
                </div>
              );
            })}
          </div>
        </fieldset>
        <div className="flex justify-end">
          <button type="submit" className={consoleButton} disabled={busy}>
            Save theme
          </button>
        </div>
      </Form>
      <BrandImages data={data} errors={errors} busy={busy} formKey={formKey} />
      <HeroImage data={data} errors={errors} busy={busy} formKey={formKey} />
      <SitePreview version={String(formKey)} liveCss={liveCss} />
      <SettingsHistory rows={data.history} what="theme" />
    </section>
  );
}

/** The logo and favicon: what is in use, an upload form (works without JavaScript) and removal. */
function BrandImages({
  data,
  errors,
  busy,
  formKey,
}: {
  data: Awaited<ReturnType<typeof loadThemePage>>;
  errors: Record<string, string>;
  busy: boolean;
  formKey: number;
}) {
  const remove = (intent: string, label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={consoleSecondaryButton} disabled={busy}>
        {label}
      </button>
    </Form>
  );
  return (
    <section aria-labelledby="h-brand-images" className="space-y-3 rounded-brand bg-surface p-4">
      <h2 id="h-brand-images" className="font-bold">
        Logo and favicon
      </h2>
      <div className="flex flex-wrap items-center gap-6 text-sm">
        <div className="flex items-center gap-3">
          {data.logo ? (
            <img
              src={data.logo.src}
              alt="The logo in use"
              height={40}
              width={Math.round((data.logo.width / data.logo.height) * 40)}
              className="h-10 w-auto bg-brand p-1"
            />
          ) : (
            <span className="text-muted">No logo: the header shows the site&apos;s name.</span>
          )}
          {data.logo && remove("remove-logo", "Remove the logo")}
        </div>
        <div className="flex items-center gap-3">
          {data.favicon ? (
            <img src={data.favicon} alt="The favicon in use" width={32} height={32} className="size-8" />
          ) : (
            <span className="text-muted">No favicon: browsers show the platform&apos;s.</span>
          )}
          {data.favicon && remove("remove-favicon", "Remove the favicon")}
        </div>
      </div>
      <Form method="post" encType="multipart/form-data" key={`brand-${formKey}`} className="grid gap-4 md:grid-cols-3">
        <input type="hidden" name="intent" value="upload-brand" />
        <div>
          <label htmlFor="t-logo" className="font-semibold">
            Logo
          </label>
          <input
            id="t-logo"
            name="logo"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={consoleInput}
            aria-describedby={`t-logo-help${errors.logo ? " t-logo-error" : ""}`}
            aria-invalid={errors.logo ? true : undefined}
          />
          <p id="t-logo-help" className="text-sm text-muted">
            PNG, JPEG or WebP up to 2 MB; shown 40 px high on the brand colour.
          </p>
          <FieldError id="t-logo" error={errors.logo} />
        </div>
        <div>
          <label htmlFor="t-favicon" className="font-semibold">
            Favicon
          </label>
          <input
            id="t-favicon"
            name="favicon"
            type="file"
            accept="image/png,image/jpeg,image/webp"
            className={consoleInput}
            aria-describedby={`t-favicon-help${errors.favicon ? " t-favicon-error" : ""}`}
            aria-invalid={errors.favicon ? true : undefined}
          />
          <p id="t-favicon-help" className="text-sm text-muted">
            A square picture at least 32 px; stored as a 64 px PNG.
          </p>
          <FieldError id="t-favicon" error={errors.favicon} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
            Upload
          </button>
        </div>
      </Form>
    </section>
  );
}

/** The home hero's picture: what is in use, an upload form (works without JavaScript) and removal; the previews show it. */
function HeroImage({
  data,
  errors,
  busy,
  formKey,
}: {
  data: Awaited<ReturnType<typeof loadThemePage>>;
  errors: Record<string, string>;
  busy: boolean;
  formKey: number;
}) {
  return (
    <section aria-labelledby="h-hero-image" className="space-y-3 rounded-brand bg-surface p-4">
      <h2 id="h-hero-image" className="font-bold">
        Home hero picture
      </h2>
      <div className="flex flex-wrap items-center gap-4 text-sm">
        {data.heroImage ? (
          <>
            <img
              src={data.heroImage.preview}
              alt="The hero picture in use"
              width={240}
              height={Math.round((data.heroImage.height / data.heroImage.width) * 240)}
              className="h-auto w-60 rounded-brand"
              data-testid="theme-hero-preview"
            />
            <Form method="post">
              <input type="hidden" name="intent" value="remove-hero" />
              <button type="submit" className={consoleSecondaryButton} disabled={busy}>
                Remove the hero picture
              </button>
            </Form>
          </>
        ) : (
          <span className="text-muted">No picture: the hero shows the template&apos;s colours.</span>
        )}
      </div>
      <Form method="post" encType="multipart/form-data" key={`hero-${formKey}`} className="grid gap-4 md:grid-cols-3">
        <input type="hidden" name="intent" value="upload-hero" />
        <div className="md:col-span-2">
          <label htmlFor="t-hero" className="font-semibold">
            {data.heroImage ? "Replace the hero picture" : "Hero picture"}
          </label>
          <input
            id="t-hero"
            name="hero"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className={consoleInput}
            aria-describedby={`t-hero-help${errors.hero ? " t-hero-error" : ""}`}
            aria-invalid={errors.hero ? true : undefined}
          />
          <p id="t-hero-help" className="text-sm text-muted">
            A photo at least {data.heroMinWidth} px wide (1920 is best), JPEG, PNG or WebP up to 20 MB. It fills the hero behind its words,
            darkened so they stay readable, and is cut to fit each screen.
          </p>
          <FieldError id="t-hero" error={errors.hero} />
        </div>
        <div className="flex items-end">
          <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
            Save hero picture
          </button>
        </div>
      </Form>
    </section>
  );
}
