/** Small pieces the checkout pages share: the card strip, a text field, the money format. */
import type { ReactNode } from "react";
import { Field, inputClass } from "~/app/ui/field";

export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-AU", { minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** Only the cards and wallets the payment provider really takes. */
export function CardStrip({ cards }: { cards: string[] }) {
  return (
    <div className="mt-3" data-testid="card-strip">
      <p className="text-xs text-muted">We accept</p>
      <ul className="mt-1 flex flex-wrap gap-2" aria-label="Cards accepted">
        {cards.map((c) => (
          <li key={c} className="rounded border border-black/20 bg-surface px-2 py-1 text-xs font-semibold">
            {c}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function TextField(props: {
  name: string;
  label: ReactNode;
  errors: Record<string, string>;
  values: Record<string, string>;
  type?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "decimal";
  defaultValue?: string;
  hint?: string;
  optional?: boolean;
}) {
  const id = `f-${props.name}`;
  const error = props.errors[props.name];
  return (
    <Field
      id={id}
      label={props.label}
      errorId={`${id}-error`}
      errors={error ? [error] : []}
      hint={props.hint}
      hintId={`${id}-hint`}
      optional={props.optional}
    >
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.values[props.name] ?? props.defaultValue ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : props.hint ? `${id}-hint` : undefined}
        className={inputClass}
      />
    </Field>
  );
}

export function Checkbox({
  name,
  label,
  errors,
  checked,
  value,
}: {
  name: string;
  label: ReactNode;
  errors: Record<string, string>;
  checked?: boolean;
  value?: string;
}) {
  const error = errors[name];
  return (
    <div>
      <label className="flex items-start gap-2">
        <input
          type="checkbox"
          name={name}
          value={value ?? "on"}
          defaultChecked={checked}
          className="mt-1 size-5"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `f-${name}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`f-${name}-error`} className="text-sm font-medium text-red-700" data-field-error>
          {error}
        </p>
      )}
    </div>
  );
}
