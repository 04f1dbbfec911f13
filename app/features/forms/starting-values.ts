/**
 * A form's starting values: Phone as the contact method and General Enquiry as the category. The same as
 * domain/forms' `formDefaults` for what the page shows (a test keeps them equal); the only location or
 * dealership is sent as a hidden input instead. Kept apart so the page's script has no zod in it.
 */
import type { LeadKind } from "~/domain/forms";
import { type FormContext, formLayout } from "~/domain/forms/context";
import { DEFAULT_ENQUIRY_CATEGORY } from "~/domain/forms/normalise";
import { DEFAULT_PREFERRED_CONTACT_METHOD } from "./field-options";
import type { FormValues } from "./form-values";

export function startingValues(kind: LeadKind, ctx: FormContext): FormValues {
  const values: FormValues = { preferred_contact_method: DEFAULT_PREFERRED_CONTACT_METHOD };
  if (kind === "enquiry" && formLayout(ctx).categorySelect) values.category = DEFAULT_ENQUIRY_CATEGORY;
  return values;
}
