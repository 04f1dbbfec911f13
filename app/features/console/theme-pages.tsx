/** The theme page: template, colours (refused under 4.5:1), corners and font, with phone and desktop previews. */
import { Form, useNavigation } from "react-router";
import { COLOUR_FIELDS, FONT_LABELS, RADIUS_LABELS, TEMPLATE_LABELS } from "~/domain/console/theme-form";
import { FONTS, TEMPLATES } from "~/domain/settings/theme";
import { consoleButton, consoleInput, Notice } from "./console-shell";
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
      <SitePreview version={String(formKey)} />
      <SettingsHistory rows={data.history} what="theme" />
    </section>
  );
}
