/**
 * A form field's frame: label (with "(optional)"), hint, the control, and its error below. The control is the
 * caller's; it points aria-describedby at hintId and errorId itself.
 */
import type { ReactNode } from "react";

export const inputClass =
  "w-full rounded-brand border border-black/30 bg-surface px-3 py-2.5 text-base text-ink aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700";

type FieldProps = {
  /** The control's id. */
  id: string;
  label: ReactNode;
  optional?: boolean;
  hint?: ReactNode;
  hintId?: string;
  errorId: string;
  errors: string[];
  className?: string;
  children: ReactNode;
};

export function Field({ id, label, optional, hint, hintId, errorId, errors, className, children }: FieldProps) {
  return (
    <div className={`flex flex-col gap-1${className ? ` ${className}` : ""}`}>
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="font-normal text-muted"> (optional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}

export function FieldError({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700" data-field-error>
      {errors.join(" ")}
    </p>
  );
}
