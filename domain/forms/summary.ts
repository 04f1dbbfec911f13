/** The error summary shown above a form: "Please fix the following errors:" followed by a list. */
export const ERROR_SUMMARY_TITLE = "Please fix the following errors:";
/** The browser's alert and the form error when a submission fails for any reason but validation. */
export const SUBMIT_FAILED_MESSAGE = "An error occurred when submitting this form";

export type FormIssue = { path: ReadonlyArray<PropertyKey>; message: string };
export type FieldErrors = Record<string, string[]>;

/** Issues grouped by top-level field name, for errors beside each field; "" holds form-level ones. */
export function fieldErrors(issues: ReadonlyArray<FormIssue>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? String(issue.path[0]) : "";
    const list = (errors[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The summary: the title and each distinct message once, in field order. */
export function formErrorSummary(
  issues: ReadonlyArray<FormIssue> | Record<string, ReadonlyArray<string> | null | undefined>,
): { title: typeof ERROR_SUMMARY_TITLE; items: string[] } {
  const messages = Array.isArray(issues)
    ? (issues as ReadonlyArray<FormIssue>).map((i) => i.message)
    : Object.values(issues as Record<string, ReadonlyArray<string> | null | undefined>).flatMap((m) => m ?? []);
  return { title: ERROR_SUMMARY_TITLE, items: [...new Set(messages)] };
}

/** The summary as plain text (for non-HTML answers and logs). */
export function formatErrorSummary(summary: { title: string; items: string[] }): string {
  return [summary.title, ...summary.items.map((m) => `- ${m}`)].join("\n");
}
