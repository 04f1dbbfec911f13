/**
 * A labelled console form control: the label, the control (children, whose id is `${idPrefix}${name}`), a help line and
 * the field's error from the server (ids `…-help` and `…-error` for the control's aria-describedby). One for every
 * console form, so they look and read alike.
 */
import type { ReactNode } from "react";

/** The control's aria-describedby: its help line (when it has one) and its error (when there is one). */
export function describedBy(name: string, errors: Record<string, string> | undefined, help = false, idPrefix = ""): string | undefined {
  const id = `${idPrefix}${name}`;
  return [help ? `${id}-help` : "", errors?.[name] ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
}

export function ConsoleField({
  name,
  label,
  errors,
  help,
  idPrefix = "",
  children,
}: {
  name: string;
  label: string;
  errors: Record<string, string> | undefined;
  help?: string;
  /** Prepended to the control's id when a page holds two forms with the same names (the stock form's "car-"). */
  idPrefix?: string;
  children?: ReactNode;
}) {
  const id = `${idPrefix}${name}`;
  const error = errors?.[name];
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {children}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-muted">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
