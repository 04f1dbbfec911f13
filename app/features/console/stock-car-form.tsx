/**
 * A car's console page: the whole form (owners and managers), the status-only form (sales), and the add-a-car page.
 * Plain forms that work without JavaScript; a refused save shows each field's message beside it and keeps what was
 * typed.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { CAR_STATUSES, CAR_STATUS_LABELS, codeOptions, COMMENTS_MAX, TAG_MAX } from "~/domain/console/stock-edit";
import type { CodedField } from "~/domain/feeds/values";
import { priceTypeLabel } from "~/domain/stock/format";
import { bodyLabel, carTypeLabel, driveLabel, fuelLabel, transmissionLabel, vehicleKindLabel } from "~/domain/stock/labels";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import { StatusBadge } from "./stock-pages";
import type { CarActionData, loadCar, loadNewCar } from "./stock.server";
import { ConsoleField as Field } from "./console-field";

type CarData = Awaited<ReturnType<typeof loadCar>>;
type NewCarData = Awaited<ReturnType<typeof loadNewCar>>;
type Values = Record<string, string>;
type Errors = Record<string, string> | undefined;

const LABELS: Partial<Record<CodedField, (code: string) => string>> = {
  priceType: priceTypeLabel,
  body: bodyLabel,
  fuel: fuelLabel,
  transmission: transmissionLabel,
  drive: driveLabel,
  carType: carTypeLabel,
  vehicleKind: vehicleKindLabel,
};

const BLANK_OK: ReadonlySet<string> = new Set(["body", "fuel", "transmission", "drive"]);

const described = (name: string, errors: Errors, hint?: string) => ({
  id: `car-${name}`,
  name,
  "aria-invalid": errors?.[name] ? true : undefined,
  "aria-describedby": errors?.[name] ? `car-${name}-error` : hint ? `car-${name}-help` : undefined,
});

function TextField(props: {
  name: string;
  label: string;
  values: Values;
  errors: Errors;
  hint?: string;
  inputMode?: "numeric" | "decimal" | "url";
  required?: boolean;
  maxLength?: number;
}) {
  const { name, label, values, errors, hint, inputMode, required, maxLength } = props;
  return (
    <Field name={name} label={label} errors={errors} help={hint} idPrefix="car-">
      <input
        {...described(name, errors, hint)}
        type={inputMode === "url" ? "url" : "text"}
        inputMode={inputMode === "url" ? undefined : inputMode}
        defaultValue={values[name] ?? ""}
        required={required}
        maxLength={maxLength}
        className={consoleInput}
      />
    </Field>
  );
}

function CodeSelect({ field, label, values, errors }: { field: CodedField; label: string; values: Values; errors: Errors }) {
  const current = values[field] ?? "";
  const name = LABELS[field] ?? ((c: string) => c);
  return (
    <Field name={field} label={label} errors={errors} idPrefix="car-">
      <select {...described(field, errors)} defaultValue={current} className={`${consoleInput} py-2`}>
        {BLANK_OK.has(field) && <option value="">None</option>}
        {codeOptions(field, current).map((code) => (
          <option key={code} value={code}>
            {name(code)}
          </option>
        ))}
      </select>
    </Field>
  );
}

function StatusSelect({ values, errors }: { values: Values; errors: Errors }) {
  return (
    <Field name="status" label="Status" errors={errors} idPrefix="car-">
      <select {...described("status", errors)} defaultValue={values.status ?? "in_stock"} className={`${consoleInput} py-2`}>
        {CAR_STATUSES.map((s) => (
          <option key={s} value={s}>
            {CAR_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </Field>
  );
}

function Tick({ name, label, values }: { name: string; label: string; values: Values }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold">
      <input type="checkbox" name={name} defaultChecked={values[name] === "on"} className="size-5" />
      {label}
    </label>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="mt-4 rounded-brand bg-surface p-4">
      <legend className="float-left mb-3 w-full text-lg font-bold">{title}</legend>
      <div className="clear-both grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

function CarFields({ values, errors, locations }: { values: Values; errors: Errors; locations: Array<{ id: number; name: string }> }) {
  const f = { values, errors };
  return (
    <>
      <Section title="Price and availability">
        <TextField name="price" label="Price (whole dollars)" inputMode="numeric" hint="Leave empty to show no price." {...f} />
        <CodeSelect field="priceType" label="Price type" {...f} />
        <StatusSelect {...f} />
        <TextField name="tag" label="Tag" maxLength={TAG_MAX} hint="A short label on the car's card, e.g. Low kms." {...f} />
        <div className="grid content-start gap-3 pt-1">
          <Tick name="shownOnWebsite" label="Shown on website" values={values} />
          <Tick name="reserved" label="Reserved" values={values} />
          <Tick name="certified" label="Certified pre-owned" values={values} />
        </div>
      </Section>
      <Section title="Description">
        <div className="sm:col-span-2 lg:col-span-3">
          <Field name="dealerComments" label="Comments" errors={errors} idPrefix="car-">
            <textarea
              {...described("dealerComments", errors)}
              defaultValue={values.dealerComments ?? ""}
              rows={6}
              maxLength={COMMENTS_MAX}
              className={consoleInput}
            />
          </Field>
        </div>
        <div className="sm:col-span-2">
          <TextField
            name="externalVideoUrl"
            label="Video URL"
            inputMode="url"
            hint="A YouTube or Vimeo link, or a video file's address."
            {...f}
          />
        </div>
      </Section>
      <Section title="Specifications">
        <TextField name="stocknum" label="Stock number" required {...f} />
        <TextField name="year" label="Year" inputMode="numeric" required {...f} />
        <TextField name="make" label="Make" required {...f} />
        <TextField name="model" label="Model" required {...f} />
        <TextField name="badge" label="Badge" {...f} />
        <TextField name="series" label="Series" {...f} />
        <CodeSelect field="carType" label="Condition" {...f} />
        <CodeSelect field="vehicleKind" label="Vehicle kind" {...f} />
        <TextField name="km" label="Kilometres" inputMode="numeric" {...f} />
        <TextField name="colour" label="Colour" {...f} />
        <TextField name="interiorColour" label="Interior colour" {...f} />
        <CodeSelect field="body" label="Body" {...f} />
        <CodeSelect field="fuel" label="Fuel" {...f} />
        <CodeSelect field="transmission" label="Transmission" {...f} />
        <CodeSelect field="drive" label="Drive" {...f} />
        <TextField name="engine" label="Engine" {...f} />
        <TextField name="cylinders" label="Cylinders" inputMode="numeric" {...f} />
        <TextField name="seats" label="Seats" inputMode="numeric" {...f} />
        <TextField name="doors" label="Doors" inputMode="numeric" {...f} />
        <TextField name="fuelConsumption" label="Fuel consumption (L/100 km)" inputMode="decimal" {...f} />
        <TextField name="vin" label="VIN" {...f} />
        <TextField name="rego" label="Rego" {...f} />
        <Field name="locationId" label="Location" errors={errors} idPrefix="car-">
          <select {...described("locationId", errors)} defaultValue={values.locationId ?? ""} className={`${consoleInput} py-2`}>
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
      </Section>
    </>
  );
}

/** After a refused save, the first field with a message takes the focus (the page does not reload with JavaScript). */
function useFocusFirstError(actionData?: CarActionData) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!actionData?.fieldErrors) return;
    form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [actionData]);
  return form;
}

function Messages({ actionData }: { actionData?: CarActionData }) {
  return (
    <>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
    </>
  );
}

export function CarPage({ data, actionData, added }: { data: CarData; actionData?: CarActionData; added: boolean }) {
  const busy = useNavigation().state === "submitting";
  const values = actionData?.values ?? data.values;
  const errors = actionData?.fieldErrors;
  const { car } = data;
  const form = useFocusFirstError(actionData);
  return (
    <section>
      <Link to="/console/stock" className="text-sm underline">
        ← Stock
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">{car.name}</h1>
        <StatusBadge status={car.status} />
        {!car.shownOnWebsite && <span className="text-sm font-semibold text-red-800">Hidden from website</span>}
      </div>
      <p className="mt-1 text-sm text-muted">
        {car.days} {car.days === 1 ? "day" : "days"} in stock · {car.photos} {car.photos === 1 ? "photo" : "photos"}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <a href={car.path} className={consoleSecondaryButton} target="_blank" rel="noreferrer">
          View on website
        </a>
        {data.canEdit && (
          <Link to={`/console/stock/${car.id}/media`} className={consoleSecondaryButton}>
            Photos and video
          </Link>
        )}
      </div>
      {added && !actionData && <Notice tone="ok">Car added. Add its photos next.</Notice>}
      <Messages actionData={actionData} />
      {data.canEdit ? (
        <Form method="post" noValidate aria-label="Edit car" ref={form}>
          <input type="hidden" name="intent" value="edit" />
          <CarFields values={values} errors={errors} locations={data.locations} />
          <button type="submit" className={`${consoleButton} mt-4 w-full sm:w-auto`} disabled={busy}>
            Save changes
          </button>
        </Form>
      ) : (
        <Form method="post" noValidate aria-label="Change status" ref={form} className="mt-4 max-w-md rounded-brand bg-surface p-4">
          <h2 className="text-lg font-bold">Availability</h2>
          <p className="text-sm text-muted">Your role can change the car&apos;s availability; an owner or manager edits the rest.</p>
          <input type="hidden" name="intent" value="status" />
          <div className="mt-3 grid gap-3">
            <StatusSelect values={values} errors={errors} />
            <Tick name="reserved" label="Reserved" values={values} />
          </div>
          <button type="submit" className={`${consoleButton} mt-4`} disabled={busy}>
            Save status
          </button>
        </Form>
      )}
    </section>
  );
}

export function NewCarPage({ data, actionData }: { data: NewCarData; actionData?: CarActionData }) {
  const busy = useNavigation().state === "submitting";
  const form = useFocusFirstError(actionData);
  return (
    <section>
      <Link to="/console/stock" className="text-sm underline">
        ← Stock
      </Link>
      <h1 className="mt-2 text-2xl font-bold">Add a car</h1>
      <p className="mt-1 text-sm text-muted">Save the car, then add its photos and video.</p>
      <Messages actionData={actionData} />
      <Form method="post" noValidate aria-label="Add a car" ref={form}>
        <CarFields values={actionData?.values ?? data.values} errors={actionData?.fieldErrors} locations={data.locations} />
        <button type="submit" className={`${consoleButton} mt-4 w-full sm:w-auto`} disabled={busy}>
          Add car
        </button>
      </Form>
    </section>
  );
}
