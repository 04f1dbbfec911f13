/** The console's Locations pages: the list, and one location's form (plain forms, phone first). */
import { useSearchParams } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { AUSTRALIAN_STATES } from "~/domain/forms/fields";
import { DAY_LABELS, FORM_DAYS } from "~/domain/locations/hours-exceptions";
import { LOCATION_TYPE_LABELS, LOCATION_TYPES } from "~/domain/locations/location-edit";
import { consoleButton, consoleInput, Notice } from "./console-shell";
import type { loadLocation, loadLocations, LocationActionData } from "./locations.server";
import { ConsoleField as Field, describedBy as described } from "./console-field";

export function LocationsPage({ data }: { data: Awaited<ReturnType<typeof loadLocations>> }) {
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Locations</h1>
        <Link to="/console/locations/new" className={consoleButton}>
          Add location
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">Addresses, opening hours, holiday hours and contact details as the public site shows them.</p>
      <ul className="mt-4 space-y-3">
        {data.locations.map((l) => (
          <li key={l.id} className="rounded-brand border border-black/10 bg-surface p-4" data-testid="console-location">
            <Link to={`/console/locations/${l.id}`} className="font-semibold underline">
              {l.name}
            </Link>
            <p className="mt-1 text-sm">{l.address}</p>
            <p className="mt-1 text-sm text-muted">
              {LOCATION_TYPE_LABELS[l.type as keyof typeof LOCATION_TYPE_LABELS] ?? l.type} · {l.visible ? "shown on the site" : "hidden"} ·{" "}
              <a href={`/locations/${l.slug}`} className="underline">
                public page
              </a>
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LocationEditPage({ data, answer }: { data: Awaited<ReturnType<typeof loadLocation>>; answer?: LocationActionData }) {
  const [params] = useSearchParams();
  const isNew = data.id === null;
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? data.values;
  const input = (name: string, props: Record<string, unknown> = {}, help = false) => (
    <input
      id={name}
      name={name}
      defaultValue={values[name] ?? ""}
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, errors, help)}
      {...props}
    />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to="/console/locations" className="underline">
          Locations
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{data.name}</h1>
      {!isNew && (
        <p className="mt-1 text-sm text-muted">
          Map position {data.latitude.toFixed(4)}, {data.longitude.toFixed(4)} (from the postcode, worked out again on each save) ·{" "}
          <a href={`/locations/${data.slug}`} className="underline">
            public page
          </a>
        </p>
      )}
      {params.get("added") && !answer && <Notice tone="ok">Added. The public location pages and the dealer locator show it now.</Notice>}
      {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <Form method="post" className="mt-4 space-y-6" noValidate key={answer?.ok ?? "form"}>
        <section aria-labelledby="h-place" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-place" className="text-lg font-bold">
            The place
          </h2>
          <Field name="name" label="Name" errors={errors}>
            {input("name", { autoComplete: "off" })}
          </Field>
          {data.dealerships.length > 1 && (
            <Field name="dealership" label="Dealership" errors={errors}>
              <select
                id="dealership"
                name="dealership"
                defaultValue={values.dealership}
                className={consoleInput}
                aria-invalid={errors.dealership ? true : undefined}
                aria-describedby={described("dealership", errors)}
              >
                {data.dealerships.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </Field>
          )}
          {data.dealerships.length === 1 && <input type="hidden" name="dealership" value={data.dealerships[0].id} />}
          <label className="flex min-h-11 items-center gap-2 font-semibold">
            <input type="checkbox" name="visible" defaultChecked={values.visible === "on"} className="size-5" />
            Shown on the public site
          </label>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="locationType" label="Type" errors={errors}>
              <select
                id="locationType"
                name="locationType"
                defaultValue={values.locationType}
                className={consoleInput}
                aria-invalid={errors.locationType ? true : undefined}
                aria-describedby={described("locationType", errors)}
              >
                {LOCATION_TYPES.map((t) => (
                  <option key={t} value={t}>
                    {LOCATION_TYPE_LABELS[t]}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="locationSubtype" label="Subtype (optional)" errors={errors} help="For example new, used or commercial.">
              {input("locationSubtype", {}, true)}
            </Field>
          </div>
          <Field name="manufacturers" label="Manufacturers" errors={errors} help="Separated by commas, like Toyota, Kia.">
            {input("manufacturers", {}, true)}
          </Field>
        </section>

        <section aria-labelledby="h-address" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-address" className="text-lg font-bold">
            Address
          </h2>
          <Field name="street" label="Street address" errors={errors}>
            {input("street", { autoComplete: "street-address" })}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="suburb" label="Suburb" errors={errors}>
              {input("suburb")}
            </Field>
            <Field name="city" label="City" errors={errors}>
              {input("city")}
            </Field>
            <Field name="state" label="State" errors={errors}>
              <select
                id="state"
                name="state"
                defaultValue={values.state}
                className={consoleInput}
                aria-invalid={errors.state ? true : undefined}
                aria-describedby={described("state", errors)}
              >
                {AUSTRALIAN_STATES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
            <Field name="postcode" label="Postcode" errors={errors}>
              {input("postcode", { inputMode: "numeric", autoComplete: "postal-code" })}
            </Field>
          </div>
        </section>

        <section aria-labelledby="h-contact" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-contact" className="text-lg font-bold">
            Contact details
          </h2>
          <Field name="phone" label="Phone (optional)" errors={errors}>
            {input("phone", { type: "tel", autoComplete: "off" })}
          </Field>
          <Field name="email" label="Email (optional)" errors={errors}>
            {input("email", { type: "email", autoComplete: "off" })}
          </Field>
        </section>

        <section aria-labelledby="h-hours" className="space-y-3 rounded-brand bg-surface p-4">
          <h2 id="h-hours" className="text-lg font-bold">
            Opening hours
          </h2>
          <p className="text-sm text-muted">Times as HH:MM. Leave both empty for a closed day.</p>
          {FORM_DAYS.map((day) => (
            <fieldset key={day} className="grid min-w-0 grid-cols-2 items-end gap-x-2 gap-y-1 sm:grid-cols-[7rem_1fr_1fr]">
              <legend className="sr-only">{DAY_LABELS[day]}</legend>
              <span aria-hidden="true" className="col-span-2 font-semibold sm:col-span-1 sm:pb-3">
                {DAY_LABELS[day]}
              </span>
              <label className="min-w-0 text-sm">
                Opens<span className="sr-only"> on {DAY_LABELS[day]}</span>
                <input
                  type="time"
                  name={`open-${day}`}
                  defaultValue={values[`open-${day}`] ?? ""}
                  className={`${consoleInput} min-w-0`}
                  aria-invalid={errors[`open-${day}`] ? true : undefined}
                  aria-describedby={errors[`open-${day}`] ? `open-${day}-error` : undefined}
                />
              </label>
              <label className="min-w-0 text-sm">
                Closes<span className="sr-only"> on {DAY_LABELS[day]}</span>
                <input
                  type="time"
                  name={`close-${day}`}
                  defaultValue={values[`close-${day}`] ?? ""}
                  className={`${consoleInput} min-w-0`}
                />
              </label>
              {errors[`open-${day}`] && (
                <p id={`open-${day}-error`} className="col-span-2 text-sm font-semibold text-red-800 sm:col-span-3">
                  {errors[`open-${day}`]}
                </p>
              )}
            </fieldset>
          ))}
          <Field
            name="exceptions"
            label="Public holidays and other dates"
            errors={errors}
            help='One date a line: "2026-12-25 closed Christmas Day" or "2026-12-24 09:00-12:00 Christmas Eve".'
          >
            <textarea
              id="exceptions"
              name="exceptions"
              rows={5}
              defaultValue={values.exceptions ?? ""}
              className={`${consoleInput} font-mono`}
              aria-invalid={errors.exceptions ? true : undefined}
              aria-describedby={described("exceptions", errors, true)}
            />
          </Field>
        </section>
        <button type="submit" className={consoleButton}>
          {isNew ? "Add location" : "Save location"}
        </button>
      </Form>
    </div>
  );
}
