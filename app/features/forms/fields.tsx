/** The controls of the lead forms. Each reads its id, errors and starting value from the form. */
import type { ReactNode } from "react";
import { Field, FieldError, inputClass } from "~/app/ui/field";
import { useField } from "./form-state";

type TextFieldProps = {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "date" | "time";
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "tel" | "email";
  maxLength?: number;
  optional?: boolean;
  hint?: string;
  min?: string;
  className?: string;
};

export function TextField({ name, label, type = "text", optional, hint, className = "", ...rest }: TextFieldProps) {
  const f = useField(name);
  const hintId = `${f.id}-hint`;
  const describedBy = [hint ? hintId : null, f.errors.length ? f.errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field
      id={f.id}
      label={label}
      optional={optional}
      hint={hint}
      hintId={hintId}
      errorId={f.errorId}
      errors={f.errors}
      className={className}
    >
      <input
        id={f.id}
        name={name}
        type={type}
        defaultValue={f.defaultValue}
        aria-required={optional ? undefined : true}
        autoFocus={f.autoFocus}
        className={inputClass}
        {...rest}
        {...f.aria}
        aria-describedby={describedBy}
      />
    </Field>
  );
}

export function TextAreaField({ name, label, optional, rows = 4 }: { name: string; label: string; optional?: boolean; rows?: number }) {
  const f = useField(name);
  return (
    <Field id={f.id} label={label} optional={optional} errorId={f.errorId} errors={f.errors} className="sm:col-span-2">
      <textarea
        id={f.id}
        name={name}
        rows={rows}
        defaultValue={f.defaultValue}
        autoFocus={f.autoFocus}
        aria-required={optional ? undefined : true}
        className={inputClass}
        {...f.aria}
      />
    </Field>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  name,
  label,
  options,
  placeholder,
  optional,
}: {
  name: string;
  label: string;
  options: readonly Option[];
  placeholder?: string;
  optional?: boolean;
}) {
  const f = useField(name);
  return (
    <Field id={f.id} label={label} optional={optional} errorId={f.errorId} errors={f.errors}>
      <select
        id={f.id}
        name={name}
        defaultValue={f.defaultValue ?? ""}
        autoFocus={f.autoFocus}
        aria-required={optional ? undefined : true}
        className={inputClass}
        {...f.aria}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A row of radio buttons or checkboxes under one legend (preferred contact method, Yes/No, services). */
export function ChoiceGroup({
  name,
  legend,
  options,
  type,
  optional,
}: {
  name: string;
  legend: string;
  options: readonly Option[];
  type: "radio" | "checkbox";
  optional?: boolean;
}) {
  const f = useField(name);
  const chosen = new Set(f.defaultValues);
  return (
    <fieldset className="flex flex-col gap-1 sm:col-span-2" {...(f.errors.length ? { "aria-describedby": f.errorId } : {})}>
      <legend className="mb-1 text-sm font-semibold">
        {legend}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </legend>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        {options.map((o, i) => (
          <label key={o.value} className="flex min-h-6 items-center gap-2 text-sm">
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={chosen.has(o.value)}
              autoFocus={i === 0 ? f.autoFocus : undefined}
              className="size-4 accent-[var(--brand)]"
            />
            {o.label}
          </label>
        ))}
      </div>
      <FieldError id={f.errorId} errors={f.errors} />
    </fieldset>
  );
}

export function CheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const f = useField(name);
  return (
    <div className="flex flex-col gap-1 sm:col-span-2">
      <label htmlFor={f.id} className="flex items-start gap-2 text-sm">
        <input
          id={f.id}
          type="checkbox"
          name={name}
          defaultChecked={f.defaultValue !== undefined}
          autoFocus={f.autoFocus}
          className="mt-0.5 size-4 shrink-0 accent-[var(--brand)]"
          {...f.aria}
        />
        <span>{children}</span>
      </label>
      <FieldError id={f.errorId} errors={f.errors} />
    </div>
  );
}
