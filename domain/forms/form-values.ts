/** Form data as plain values: repeated names (checkbox groups) become arrays; files are dropped. */
export type FormValues = Record<string, string | string[]>;

export function formValues(form: FormData): FormValues {
  const values: FormValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string") continue;
    const existing = values[key];
    if (existing === undefined) values[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else values[key] = [existing, value];
  }
  return values;
}
