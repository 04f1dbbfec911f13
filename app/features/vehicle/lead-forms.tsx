/**
 * The vehicle page's three lead forms (test drive, enquire, Request Photos). With JavaScript each opens
 * in a <dialog> and posts with a fetcher; without it the trigger is a link to the same page with the
 * form shown inline (?form=…#lead-form), and the form posts as a normal HTML form.
 * Validation is the lead pipeline's zod schema (domain/forms), loaded on first submit to keep it out
 * of the page's first script; the server validates again and stores the lead.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useActionData, useFetcher } from "react-router";
import type { FieldErrors, FormContext, LeadKind } from "~/domain/forms";
import { formLayout } from "~/domain/forms/context";
import { HONEYPOT_FIELD } from "~/domain/forms/honeypot";
import { IDEMPOTENCY_KEY_FIELD } from "~/domain/forms/idempotency";
import { DEFAULT_ENQUIRY_CATEGORY, ENQUIRY_CATEGORIES } from "~/domain/forms/normalise";
import { ERROR_SUMMARY_TITLE, SUBMIT_FAILED_MESSAGE } from "~/domain/forms/summary";

export type VehicleLeadKind = Extract<LeadKind, "enquiry" | "test-drive" | "request-photos">;

export const LEAD_FORM_TITLES: Record<VehicleLeadKind, string> = {
  enquiry: "Enquire about this car",
  "test-drive": "Book a test drive",
  "request-photos": "Request Photos",
};

export type LeadActionResult =
  | { intent: VehicleLeadKind; ok: true }
  | { intent: VehicleLeadKind; ok: false; fieldErrors?: FieldErrors; summary?: { title: string; items: string[] }; formError?: string };

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string[]; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {error && error.length > 0 && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error.join(" ")}
        </p>
      )}
    </div>
  );
}

const input = "rounded-brand border border-black/30 bg-surface px-3 py-2";

export function LeadForm({ kind, carId, ctx, onDone }: { kind: VehicleLeadKind; carId: number; ctx: FormContext; onDone?: () => void }) {
  const fetcher = useFetcher<LeadActionResult>({ key: `lead-${kind}` });
  const uid = useId();
  const layout = formLayout(ctx);
  // A fresh key per form shown; the server-rendered (and maybe cached) page carries none.
  const [key, setKey] = useState("");
  useEffect(() => setKey(newKey()), []);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const actionData = useActionData() as LeadActionResult | undefined;
  const answer = fetcher.data ?? actionData;
  const result = answer?.intent === kind ? answer : undefined;
  const errors = clientErrors ?? (result && !result.ok ? result.fieldErrors : undefined);
  const formError = result && !result.ok ? result.formError : undefined;
  const summaryItems = errors ? [...new Set(Object.values(errors).flat())] : [];
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (formError) window.alert(SUBMIT_FAILED_MESSAGE);
  }, [formError]);
  useEffect(() => {
    if (summaryItems.length > 0) summaryRef.current?.focus();
  }, [summaryItems.length]);

  if (result?.ok) {
    return (
      <div role="status" className="rounded-brand bg-surface-alt p-4" data-testid={`lead-success-${kind}`}>
        <p className="font-semibold">Thank you, we have your request.</p>
        <p className="mt-1 text-sm">Our team will be in touch shortly.</p>
        {onDone && (
          <button type="button" onClick={onDone} className="mt-3 rounded-brand bg-brand px-4 py-2 font-semibold text-brand-contrast">
            Close
          </button>
        )}
      </div>
    );
  }

  const f = (name: string) => `${uid}-${name}`;
  const err = (name: string) => errors?.[name];
  const described = (name: string) => (err(name) ? { "aria-invalid": true, "aria-describedby": `${f(name)}-error` } : {});
  const submitting = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      noValidate
      className="flex flex-col gap-3"
      data-testid={`lead-form-${kind}`}
      onSubmit={async (event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = Object.fromEntries(new FormData(form));
        const { makeLeadSchema, fieldErrors } = await import("~/domain/forms");
        const parsed = makeLeadSchema(kind, ctx).safeParse(values);
        if (!parsed.success) {
          setClientErrors(fieldErrors(parsed.error.issues));
          return;
        }
        setClientErrors(null);
        fetcher.submit(form);
      }}
    >
      <input type="hidden" name="intent" value={kind} />
      <input type="hidden" name="car_id" value={carId} />
      <input type="hidden" name={IDEMPOTENCY_KEY_FIELD} value={key} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={f("hp")}>Leave this empty</label>
        <input id={f("hp")} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      {summaryItems.length > 0 && (
        <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-brand border border-red-700 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{ERROR_SUMMARY_TITLE}</p>
          <ul className="ml-5 list-disc">
            {summaryItems.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      )}
      {formError && (
        <p role="alert" className="rounded-brand bg-red-50 p-3 text-sm text-red-900">
          {formError}
        </p>
      )}
      <Field id={f("name")} label="Name" error={err("name")}>
        <input id={f("name")} name="name" autoComplete="name" required className={input} {...described("name")} />
      </Field>
      <Field id={f("email")} label="Email" error={err("email")}>
        <input id={f("email")} name="email" type="email" autoComplete="email" required className={input} {...described("email")} />
      </Field>
      <Field id={f("phone")} label="Phone" error={err("phone")}>
        <input id={f("phone")} name="phone" type="tel" autoComplete="tel" required className={input} {...described("phone")} />
      </Field>
      {kind === "test-drive" && (
        <div className="grid grid-cols-2 gap-3">
          <Field id={f("date")} label="Preferred date (optional)" error={err("date")}>
            <input id={f("date")} name="date" type="date" className={input} {...described("date")} />
          </Field>
          <Field id={f("time")} label="Preferred time (optional)" error={err("time")}>
            <input id={f("time")} name="time" type="time" className={input} {...described("time")} />
          </Field>
        </div>
      )}
      {kind === "enquiry" && layout.categorySelect && (
        <Field id={f("category")} label="Enquiry type" error={err("category")}>
          <select id={f("category")} name="category" defaultValue={DEFAULT_ENQUIRY_CATEGORY} className={input} {...described("category")}>
            {ENQUIRY_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
      )}
      {kind !== "request-photos" && layout.locationSelect && ctx.locations.length > 1 && (
        <Field id={f("location")} label="Location" error={err("location")}>
          <select id={f("location")} name="location" defaultValue="" className={input} {...described("location")}>
            <option value="">Choose a location</option>
            {ctx.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      {kind !== "request-photos" && layout.dealershipSelect && (
        <Field id={f("dealership")} label="Preferred dealership" error={err("dealership_slug")}>
          <select id={f("dealership")} name="dealership_slug" defaultValue="" className={input} {...described("dealership_slug")}>
            <option value="">Choose a dealership</option>
            {ctx.dealerships.map((d) => (
              <option key={d.slug} value={d.slug}>
                {d.name}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field id={f("message")} label={kind === "enquiry" && layout.commentsRequired ? "Comments" : "Comments (optional)"} error={err("message")}>
        <textarea id={f("message")} name="message" rows={3} className={input} required={kind === "enquiry" && layout.commentsRequired} {...described("message")} />
      </Field>
      {layout.optIn && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="opt_in" className="mt-1" /> Keep me up to date with offers and news
        </label>
      )}
      {layout.terms && (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="terms_conditions" className="mt-1" required {...described("terms_conditions")} /> I agree to the{" "}
            <a href="/terms-and-conditions" className="underline">
              terms of use
            </a>
          </label>
          {err("terms_conditions") && (
            <p id={`${f("terms_conditions")}-error`} className="text-sm text-red-700">
              {err("terms_conditions")!.join(" ")}
            </p>
          )}
        </div>
      )}
      <button type="submit" disabled={submitting} className="rounded-brand bg-brand px-4 py-3 font-semibold text-brand-contrast disabled:opacity-60">
        {submitting ? "Sending…" : "Send"}
      </button>
    </fetcher.Form>
  );
}

/** A dialog for one form; `open` is driven by the page. */
export function LeadDialog({ kind, open, onClose, carId, ctx, carName }: { kind: VehicleLeadKind; open: boolean; onClose: () => void; carId: number; ctx: FormContext; carName: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(e) => e.target === e.currentTarget && onClose()}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-brand bg-surface p-0 text-ink shadow-2xl backdrop:bg-black/60"
      data-testid={`lead-dialog-${kind}`}
    >
      <div className="max-h-[85vh] overflow-y-auto p-5">
        <div className="mb-3 flex items-start justify-between gap-4">
          <div>
            <h2 id={titleId} className="text-xl font-bold">
              {LEAD_FORM_TITLES[kind]}
            </h2>
            <p className="text-sm text-muted">{carName}</p>
          </div>
          <button type="button" onClick={onClose} className="rounded-brand px-2 py-1 text-2xl leading-none" aria-label="Close">
            ×
          </button>
        </div>
        {open && <LeadForm kind={kind} carId={carId} ctx={ctx} onDone={onClose} />}
      </div>
    </dialog>
  );
}
