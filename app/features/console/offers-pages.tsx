/** The console's Offers pages: the list, and one offer's form with a preview of the public card (plain forms, phone first). */
import { useSearchParams } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import type { OfferSchedule } from "~/domain/offers/offer-form";
import { OfferCard } from "~/app/features/offers/offer-card";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { loadNewOffer, loadOffers, OfferActionData } from "./offers.server";
import { ConsoleField as Field, describedBy as described } from "./console-field";

const SCHEDULE_LABELS: Record<OfferSchedule, string> = { live: "Live", scheduled: "Scheduled", ended: "Ended" };

export function OffersPage({ data }: { data: Awaited<ReturnType<typeof loadOffers>> }) {
  const [params] = useSearchParams();
  const deleted = params.get("deleted");
  return (
    <div className="mx-auto max-w-3xl">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Offers</h1>
        <Link to="/console/offers/new" className={consoleButton}>
          New offer
        </Link>
      </div>
      <p className="mt-1 text-sm text-muted">
        The special offers page shows live offers. Dates are the dealer&apos;s days ({data.timeZone}).
      </p>
      {deleted && <Notice tone="ok">Deleted the offer {deleted}.</Notice>}
      {data.offers.length === 0 && <p className="mt-4">No offers yet.</p>}
      <ul className="mt-4 space-y-3">
        {data.offers.map((o) => (
          <li key={o.id} className="rounded-brand border border-black/10 bg-surface p-4" data-testid="console-offer">
            {o.editable ? (
              <Link to={`/console/offers/${o.id}`} className="font-semibold underline">
                {o.name}
              </Link>
            ) : (
              <span className="font-semibold">{o.name}</span>
            )}
            <p className="mt-1 text-sm">
              {[o.manufacturer, o.modelName].filter(Boolean).join(" ") || "Any make"} · {SCHEDULE_LABELS[o.schedule]}
              {o.startsOn && ` from ${o.startsOn}`}
              {o.endsOn && ` until ${o.endsOn}`}
            </p>
            <p className="mt-1 text-sm text-muted">
              {o.group ? "Group offer (every dealer selling the make)" : "This dealer's offer"} ·{" "}
              {o.shownHere && o.schedule === "live" ? "shown on this site" : "not shown on this site now"}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Preview({ preview, data }: { preview: NonNullable<OfferActionData["preview"]>; data: Awaited<ReturnType<typeof loadNewOffer>> }) {
  const { truncation } = preview;
  const said = (what: string, t: { truncated: boolean; limit: number; length: number }) =>
    t.truncated
      ? `The ${what} (${t.length} characters) is cut at ${t.limit} with 'View more'.`
      : `The ${what} (${t.length} characters) shows whole.`;
  return (
    <section aria-labelledby="h-preview" className="mt-6 rounded-brand bg-surface p-4" data-testid="offer-preview">
      <h2 id="h-preview" className="text-lg font-bold">
        On the special offers page
      </h2>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {truncation.startsExpanded ? (
          <li>Both texts are short enough (or the site says so): the card starts expanded.</li>
        ) : (
          <>
            <li>{said("description", truncation.description)}</li>
            {preview.offer.disclaimer && <li>{said("disclaimer", truncation.disclaimer)}</li>}
          </>
        )}
      </ul>
      <div className="mt-3 max-w-sm">
        <OfferCard offer={preview.offer} settings={data.offerSettings} singleManufacturer={data.singleManufacturer} />
      </div>
    </section>
  );
}

export function OfferFormPage({ data, answer }: { data: Awaited<ReturnType<typeof loadNewOffer>>; answer?: OfferActionData }) {
  const [params] = useSearchParams();
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? data.values;
  const preview = answer?.preview ?? data.preview;
  const isNew = data.id === null;
  const group = values.group === "on";
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
  const area = (name: string, help = false) => (
    <textarea
      id={name}
      name={name}
      rows={4}
      defaultValue={values[name] ?? ""}
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={described(name, errors, help)}
    />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to="/console/offers" className="underline">
          Offers
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{isNew ? "New offer" : data.name}</h1>
      {data.schedule && <p className="mt-1 text-sm text-muted">{SCHEDULE_LABELS[data.schedule]}</p>}
      {params.get("added") && !answer && <Notice tone="ok">Added. The public offers page shows it while it is live.</Notice>}
      {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <Form method="post" className="mt-4 space-y-6" noValidate key={answer?.ok ?? "form"}>
        <section aria-labelledby="h-offer" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-offer" className="text-lg font-bold">
            The offer
          </h2>
          <Field name="name" label="Title" errors={errors}>
            {input("name", { autoComplete: "off" })}
          </Field>
          <Field
            name="description"
            label="Description"
            errors={errors}
            help={`The card shows ${data.offerSettings.descriptionTruncate} characters, then 'View more'.`}
          >
            {area("description", true)}
          </Field>
          <Field
            name="disclaimer"
            label="Disclaimer"
            errors={errors}
            help={`The card shows ${data.offerSettings.disclaimerTruncate} characters, then 'View more'.`}
          >
            {area("disclaimer", true)}
          </Field>
          <Field name="category" label="Category (optional)" errors={errors}>
            {input("category")}
          </Field>
        </section>

        <section aria-labelledby="h-model" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-model" className="text-lg font-bold">
            Make and model
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="manufacturer" label="Make (optional)" errors={errors}>
              {input("manufacturer")}
            </Field>
            <Field name="modelName" label="Model (optional)" errors={errors}>
              {input("modelName")}
            </Field>
          </div>
          <Field
            name="modelOverrideUrl"
            label="Model link (optional)"
            errors={errors}
            help="Where 'Shop the model' goes instead of the search: a path on this site or an https:// address."
          >
            {input("modelOverrideUrl", { inputMode: "url" }, true)}
          </Field>
        </section>

        <section aria-labelledby="h-dates" className="space-y-4 rounded-brand bg-surface p-4">
          <h2 id="h-dates" className="text-lg font-bold">
            Schedule
          </h2>
          <p className="text-sm text-muted">Live from the start day to the end of the end day ({data.timeZone}). Leave empty for always.</p>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="startsOn" label="Starts on" errors={errors}>
              {input("startsOn", { type: "date" })}
            </Field>
            <Field name="endsOn" label="Ends on" errors={errors}>
              {input("endsOn", { type: "date" })}
            </Field>
          </div>
        </section>

        {data.operator && (
          <section aria-labelledby="h-group" className="space-y-4 rounded-brand bg-surface p-4">
            <h2 id="h-group" className="text-lg font-bold">
              Group offer (platform operator)
            </h2>
            {isNew ? (
              <label className="flex min-h-11 items-center gap-2 font-semibold">
                <input type="checkbox" name="group" defaultChecked={group} className="size-5" />
                Every dealer selling the make shows it
              </label>
            ) : (
              <>
                {group && <input type="hidden" name="group" value="on" />}
                <p className="text-sm">{group ? "Every dealer selling the make shows it." : "This dealer's own offer."}</p>
              </>
            )}
            {errors.group && <p className="text-sm font-semibold text-red-800">{errors.group}</p>}
            {(isNew || group) && (
              <Field
                name="excluded"
                label="Dealers that do not show it"
                errors={errors}
                help="Dealer slugs, one a line (for a group offer)."
              >
                <textarea
                  id="excluded"
                  name="excluded"
                  rows={3}
                  defaultValue={values.excluded ?? ""}
                  className={`${consoleInput} font-mono`}
                  aria-invalid={errors.excluded ? true : undefined}
                  aria-describedby={described("excluded", errors, true)}
                />
              </Field>
            )}
          </section>
        )}

        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={consoleButton}>
            {isNew ? "Add offer" : "Save offer"}
          </button>
          <button type="submit" name="intent" value="preview" className={consoleSecondaryButton}>
            Preview the card
          </button>
        </div>
      </Form>
      {preview && <Preview preview={preview} data={data} />}
      {!isNew && (
        <Form method="post" className="mt-8">
          <button type="submit" name="intent" value="delete" className={consoleSecondaryButton}>
            Delete this offer
          </button>
        </Form>
      )}
    </div>
  );
}
