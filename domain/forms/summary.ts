/** The error summary shown above a form: "Please fix the following errors:" followed by a list. */
export const ERROR_SUMMARY_TITLE = "Please fix the following errors:";
/** The browser's alert and the form error when a submission fails for any reason but validation. */
export const SUBMIT_FAILED_MESSAGE = "An error occurred when submitting this form";

export type FormIssue = { path: ReadonlyArray<PropertyKey>; message: string };
/** Messages by field name, for errors beside each field. */
export type FieldErrors = Record<string, string[]>;
export type ErrorSummary = { title: typeof ERROR_SUMMARY_TITLE; items: string[] };

/**
 * Why a posted form was refused, in the one shape every form answers with (the lead forms, sign-in):
 * messages beside fields (with the summary over the form, where the form shows one), or one message for
 * the whole form (sent from another site, too many tries, a service down).
 */
export type FormErrors = { fieldErrors?: FieldErrors; summary?: ErrorSummary; formError?: string };

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
export function formErrorSummary(errors: FieldErrors): ErrorSummary {
  return { title: ERROR_SUMMARY_TITLE, items: [...new Set(Object.values(errors).flat())] };
}
