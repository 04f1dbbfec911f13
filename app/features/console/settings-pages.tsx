/** The settings page: the form generated from the settings schema (domain/console/settings-form.ts), grouped. */
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { fieldsByGroup, type SettingsField } from "~/domain/console/settings-form";
import type { FormValues } from "~/domain/forms/form-values";
import { consoleButton, consoleInput, Notice } from "./console-shell";
import { SettingsHistory } from "./settings-history";
import type { loadSettingsPage, SettingsActionData } from "./settings-page.server";
import { SitePreview } from "./theme-preview";

const GROUPS = fieldsByGroup();
const idOf = (name: string) => `s-${name.replace(/[^a-zA-Z0-9]+/g, "-")}`;

function Help({ field, error }: { field: SettingsField; error?: string }) {
  const id = idOf(field.name);
  return (
    <>
      <p id={`${id}-help`} className="text-sm text-muted">
        {field.help && <span>{field.help} </span>}
        <span>Default: {field.defaultText}.</span>
        {field.kind === "lines" && <span> One a line.</span>}
        {field.kind === "json" && <span> As JSON.</span>}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </>
  );
}

function FieldInput({ field, value, error }: { field: SettingsField; value: string | string[] | undefined; error?: string }) {
  const id = idOf(field.name);
  const describedBy = `${id}-help${error ? ` ${id}-error` : ""}`;
  const invalid = error ? true : undefined;
  const text = Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  if (field.kind === "boolean") {
    return (
      <div className="py-2">
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            defaultChecked={value !== undefined && value !== ""}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className="mt-1 size-5 shrink-0"
          />
          <label htmlFor={id} className="font-semibold">
            {field.label}
          </label>
        </div>
        <div className="pl-8">
          <Help field={field} error={error} />
        </div>
      </div>
    );
  }
  if (field.kind === "choices") {
    const chosen = new Set(Array.isArray(value) ? value : value ? [value] : []);
    return (
      <fieldset className="py-2" aria-describedby={describedBy}>
        <legend className="font-semibold">{field.label}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
          {field.options!.map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input type="checkbox" name={field.name} value={option} defaultChecked={chosen.has(option)} className="size-5" />
              {option}
            </label>
          ))}
        </div>
        <Help field={field} error={error} />
      </fieldset>
    );
  }
  const common = { id, name: field.name, "aria-describedby": describedBy, "aria-invalid": invalid, className: consoleInput };
  return (
    <div className="py-2">
      <label htmlFor={id} className="font-semibold">
        {field.label}
      </label>
      {field.kind === "select" ? (
        <select {...common} defaultValue={text}>
          {field.options!.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : field.kind === "number" ? (
        <input
          {...common}
          type="number"
          inputMode={field.integer ? "numeric" : "decimal"}
          step={field.integer ? 1 : "any"}
          min={field.min}
          max={field.max}
          defaultValue={text}
        />
      ) : field.kind === "lines" || field.kind === "json" ? (
        <textarea
          {...common}
          rows={field.kind === "json" ? 6 : 3}
          spellCheck={false}
          defaultValue={text}
          className={`${consoleInput} ${field.kind === "json" ? "font-mono text-sm" : ""}`}
        />
      ) : (
        <input {...common} type="text" defaultValue={text} />
      )}
      <Help field={field} error={error} />
    </div>
  );
}

export function SettingsPage({
  data,
  actionData,
}: {
  data: Awaited<ReturnType<typeof loadSettingsPage>>;
  actionData?: SettingsActionData;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  const values: FormValues = actionData?.values ?? data.values;
  // A new key after each save or revert: the inputs show what is stored now.
  const formKey = data.history[0]?.id ?? 0;
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Settings</h1>
      <p className="text-sm text-muted">
        Every switch of the site, grouped. A saved change shows on the public site within seconds, and the history below can put any earlier
        version back.
      </p>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <nav aria-label="Setting groups" className="flex flex-wrap gap-2 text-sm">
        {GROUPS.map((g) => (
          <a key={g.id} href={`#g-${g.id}`} className="rounded-brand border border-black/15 bg-surface px-3 py-1.5 font-semibold">
            {g.title}
          </a>
        ))}
      </nav>
      <Form method="post" noValidate key={`${formKey}-${actionData?.values ? "posted" : "stored"}`} className="space-y-4">
        <input type="hidden" name="intent" value="save" />
        {GROUPS.map((group) => {
          const groupHasError = group.fields.some((f) => errors[f.name]);
          const sections = [...new Set(group.fields.map((f) => f.section))];
          return (
            <details key={group.id} id={`g-${group.id}`} open={groupHasError || undefined} className="rounded-brand bg-surface p-4">
              <summary className="cursor-pointer text-lg font-bold">
                {group.title}
                {groupHasError && <span className="ml-2 text-sm text-red-700">(needs a change)</span>}
              </summary>
              {sections.map((section) => (
                <fieldset key={section || "top"} className="mt-3 border-t border-black/10 pt-2">
                  {section && <legend className="pt-2 text-base font-bold">{section}</legend>}
                  <div className="grid gap-x-6 md:grid-cols-2">
                    {group.fields
                      .filter((f) => f.section === section)
                      .map((field) => (
                        <FieldInput key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
                      ))}
                  </div>
                </fieldset>
              ))}
            </details>
          );
        })}
        <div className="sticky bottom-0 flex justify-end bg-surface-alt/95 py-3">
          <button type="submit" className={consoleButton} disabled={busy}>
            Save settings
          </button>
        </div>
      </Form>
      <SitePreview version={String(formKey)} />
      <SettingsHistory rows={data.history} what="settings" />
    </section>
  );
}
