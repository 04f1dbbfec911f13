/**
 * The one lead form component: every lead form on the site (the form pages and the vehicle page's dialogs)
 * is this shell around its kind's fields. It posts to the route's action, which runs the lead pipeline.
 *
 * - With JavaScript: validated in the browser with the same zod schema as the server (loaded after the page,
 *   so it costs the first render nothing), then posted with a fetcher. The button is disabled while it is
 *   submitting; a failure alerts "An error occurred when submitting this form", shows the form error in a
 *   destructive alert and enables the button again, with the same idempotency key for the retry.
 * - Without JavaScript: a plain POST. The server validates and the page comes back with the errors and
 *   the shopper's input, or goes to the success page.
 * Errors show beside each field and in a summary ("Please fix the following errors:") that links to them.
 */
import { useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type RefObject } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FieldErrors, LeadKind } from "~/domain/forms";
import type { FormContext, LocationOption } from "~/domain/forms/context";
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { IDEMPOTENCY_KEY_FIELD } from "~/domain/forms/idempotency";
import { ERROR_SUMMARY_TITLE, SUBMIT_FAILED_MESSAGE } from "~/domain/forms/summary";
import { FormStateContext, type FormState } from "./form-state";
import { formValues, type FormValues } from "./form-values";
import { startingValues } from "./starting-values";
import type { Fixed } from "./form-sections";
import { KindFields } from "./kind-fields";
import { documentPointerPress, LatestCheck } from "./latest-check";
import type { LeadFormAnswer } from "./lead-answer";
import { successContent } from "./success-content";
import { trackLead } from "./track-lead";
import { useIdempotencyKey } from "./use-idempotency-key";
import { Button } from "~/app/ui/button";

export type LeadFormProps = {
  kind: LeadKind;
  /** The same form context the server validates with. */
  ctx: FormContext;
  siteName: string;
  /** Values the page decides, sent as hidden inputs: the car, or a location page's location. */
  fixed?: Fixed;
  /** Extra hidden inputs the route's action reads (the vehicle page's `intent`). */
  hidden?: Record<string, string>;
  /** Narrows the location select (a dealership's page); the server still accepts any offered location. */
  locationOptions?: LocationOption[];
  submitLabel?: string;
  /** Shown under the thank-you when the form is in a dialog. */
  onDone?: () => void;
  /** Starting values, over the form's defaults. */
  initialValues?: FormValues;
};

/** A route's action answer, when it is this form's (the vehicle page's actions say `intent`). */
function ownAnswer(kind: LeadKind, answer: unknown): LeadFormAnswer | undefined {
  if (!answer || typeof answer !== "object") return undefined;
  const a = answer as { form?: unknown; intent?: unknown; ok?: unknown };
  return (a.form ?? a.intent) === kind && typeof a.ok === "boolean" ? (answer as LeadFormAnswer) : undefined;
}

const loadSchemas = () => import("~/domain/forms");

async function validate(kind: LeadKind, ctx: FormContext, form: HTMLFormElement): Promise<FieldErrors | null> {
  try {
    const { makeLeadSchema, fieldErrors } = await loadSchemas();
    const parsed = makeLeadSchema(kind, ctx).safeParse(formValues(new FormData(form)));
    return parsed.success ? null : fieldErrors(parsed.error.issues);
  } catch {
    // The script could not load (offline, a new deploy): the server validates anyway.
    return null;
  }
}

export function LeadForm({
  kind,
  ctx,
  siteName,
  fixed = {},
  hidden = {},
  locationOptions,
  submitLabel = "Send",
  onDone,
  initialValues,
}: LeadFormProps) {
  const fetcher = useFetcher<LeadFormAnswer>();
  const actionData = useActionData();
  const answer = ownAnswer(kind, fetcher.data) ?? (fetcher.data === undefined ? ownAnswer(kind, actionData) : undefined);
  const [key] = useIdempotencyKey();
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const [validating, setValidating] = useState(false);
  const busy = validating || fetcher.state !== "idle";
  const idPrefix = `lead-${kind}-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  const summaryRef = useRef<HTMLDivElement>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const focusSummary = useRef(false);
  const rechecks = useRef<LatestCheck<FieldErrors | null>>(null);

  const failed = answer && !answer.ok ? answer : undefined;
  const errors = clientErrors ?? failed?.fieldErrors;
  const formError = clientErrors ? undefined : failed?.formError;
  const values = { ...startingValues(kind, ctx), ...initialValues, ...failed?.values };
  // A page the server re-rendered with errors (posted without JavaScript) starts at the first field to fix.
  const serverRendered = fetcher.data === undefined && !clientErrors;
  const focusField = serverRendered && failed?.fieldErrors ? Object.keys(failed.fieldErrors)[0] : undefined;
  const state: FormState = { idPrefix, errors, values, focusField };

  useEffect(() => {
    // Watching presses from the start: the press that first leaves a field after a failed submit counts too.
    rechecks.current ??= new LatestCheck(setClientErrors, documentPointerPress());
  }, []);
  useEffect(() => {
    if (fetcher.data?.ok !== false) return;
    if (fetcher.data.formError) window.alert(SUBMIT_FAILED_MESSAGE);
    else summaryRef.current?.focus();
  }, [fetcher.data]);
  useEffect(() => {
    // After a submit the browser stopped, not after each re-check on blur.
    if (focusSummary.current && clientErrors) summaryRef.current?.focus();
    focusSummary.current = false;
  }, [clientErrors]);
  useEffect(() => {
    if (fetcher.data?.ok) {
      trackLead(kind, fetcher.data.eventId);
      successRef.current?.focus();
    }
  }, [fetcher.data, kind]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || fetcher.state !== "idle") return;
    sending.current = true;
    const form = event.currentTarget;
    rechecks.current?.supersede();
    setValidating(true);
    try {
      const found = await validate(kind, ctx, form);
      focusSummary.current = found !== null;
      setClientErrors(found);
      if (!found) await fetcher.submit(form);
    } finally {
      setValidating(false);
      sending.current = false;
    }
  }

  /** Once errors are showing, each field left re-checks the form, so fixed fields lose their message. */
  async function onBlur(event: FocusEvent<HTMLFormElement>) {
    if (!clientErrors || busy) return;
    const form = event.currentTarget;
    await rechecks.current?.run(() => validate(kind, ctx, form));
  }

  if (answer?.ok) {
    const content = successContent(kind);
    return (
      <div ref={successRef} tabIndex={-1} role="status" className="rounded-brand bg-surface-alt p-5" data-testid={`lead-success-${kind}`}>
        <p className="text-lg font-bold">{content.title}</p>
        <ul className="mt-2 list-disc pl-5 text-sm">
          {content.steps.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
        {onDone && (
          <Button size="sm" className="mt-4" onClick={onDone}>
            Close
          </Button>
        )}
      </div>
    );
  }

  return (
    <FormStateContext.Provider value={state}>
      <fetcher.Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onBlur={onBlur}
        className="flex flex-col gap-5"
        data-testid={`lead-form-${kind}`}
        aria-busy={busy || undefined}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {Object.entries(fixed).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={String(value)} />
        ))}
        <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={key} />
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label htmlFor={`${idPrefix}-hp`}>Leave this empty</label>
          <input id={`${idPrefix}-hp`} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
        {errors && Object.keys(errors).length > 0 && (
          <ErrorSummary summaryRef={summaryRef} errors={errors} idPrefix={idPrefix} linkless={new Set(Object.keys(fixed))} />
        )}
        {formError && (
          <div
            role="alert"
            className="rounded-brand border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900"
            data-testid="form-error"
          >
            {formError}
          </div>
        )}
        <KindFields
          kind={kind}
          ctx={ctx}
          fixed={fixed}
          siteName={siteName}
          locationOptions={locationOptions}
          aboutCar={fixed.car_id !== undefined}
        />
        <Button type="submit" disabled={busy} className="w-full text-base disabled:cursor-wait disabled:opacity-60 sm:w-auto sm:self-start">
          {busy ? "Sending…" : submitLabel}
        </Button>
      </fetcher.Form>
    </FormStateContext.Provider>
  );
}

function ErrorSummary({
  errors,
  idPrefix,
  summaryRef,
  linkless,
}: {
  errors: FieldErrors;
  idPrefix: string;
  summaryRef: RefObject<HTMLDivElement | null>;
  linkless: Set<string>;
}) {
  // Each message once, linked to the first field that has it.
  const items: Array<{ message: string; field: string }> = [];
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages) if (!items.some((i) => i.message === message)) items.push({ message, field });
  }
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-brand border border-red-700 bg-red-50 p-4 text-sm text-red-900"
      data-testid="error-summary"
    >
      <p className="font-semibold">{ERROR_SUMMARY_TITLE}</p>
      <ul className="mt-1 list-disc pl-5">
        {items.map(({ message, field }) => (
          <li key={message}>
            {field && !linkless.has(field) ? (
              <a href={`#${idPrefix}-${field}`} className="underline">
                {message}
              </a>
            ) : (
              message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
