/** What each field of a lead form reads: its DOM id, its errors and its starting value. */
import { createContext, useContext } from "react";
import type { FieldErrors } from "~/domain/forms";
import type { FormValues } from "./form-values";

export type FormState = {
  idPrefix: string;
  errors: FieldErrors | undefined;
  values: FormValues;
  /** The field to focus when the page loads (the first error of a page re-rendered by the server). */
  focusField?: string;
};

export const FormStateContext = createContext<FormState | null>(null);

export function useFormState(): FormState {
  const state = useContext(FormStateContext);
  if (!state) throw new Error("A lead form field must be rendered inside <LeadForm>");
  return state;
}

/** DOM ids and ARIA wiring for one field. */
export function useField(name: string) {
  const { idPrefix, errors, values, focusField } = useFormState();
  const id = `${idPrefix}-${name}`;
  const errorId = `${id}-error`;
  const fieldErrors = errors?.[name] ?? [];
  const invalid = fieldErrors.length > 0;
  const value = values[name];
  return {
    id,
    errorId,
    errors: fieldErrors,
    defaultValue: Array.isArray(value) ? value[0] : value,
    defaultValues: value === undefined ? [] : [value].flat(),
    aria: invalid ? { "aria-invalid": true as const, "aria-describedby": errorId } : {},
    // `autofocus` works without JavaScript: the browser scrolls the shopper to the first field to fix.
    autoFocus: focusField === name ? true : undefined,
  };
}
