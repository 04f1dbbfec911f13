/** The platform operator's pages: the dealers with the new-dealer form, and a dealer's custom domains. */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { loadDealerHostsPage, loadDealersPage, OnboardingActionData } from "./onboarding.server";

type Errors = Record<string, string>;

function Field(props: {
  name: string;
  label: string;
  errors: Errors;
  values?: Record<string, string>;
  type?: string;
  help?: string;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email";
  maxLength?: number;
}) {
  const id = `dealer-${props.name}`;
  const error = props.errors[props.name];
  const described = [props.help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={props.values?.[props.name] ?? ""}
        autoComplete={props.autoComplete ?? "off"}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        className={consoleInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      {props.help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-muted">
          {props.help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Choice(props: { name: string; label: string; options: string[]; errors: Errors; values?: Record<string, string> }) {
  const id = `dealer-${props.name}`;
  const error = props.errors[props.name];
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        defaultValue={props.values?.[props.name] ?? props.options[0]}
        className={consoleInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {props.options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function DealersPage({
  data,
  actionData,
}: {
  data: Awaited<ReturnType<typeof loadDealersPage>>;
  actionData?: OnboardingActionData;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  // After a dealer is made the form starts empty again; after a refusal it keeps what was typed.
  const values = actionData?.ok ? undefined : actionData?.values;
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Dealers</h1>
      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-new-dealer">
        <h2 id="h-new-dealer" className="text-lg font-bold">
          Add a dealer
        </h2>
        <p className="mt-1 text-sm text-muted">
          The site answers at once at its own address with no stock yet; the owner gets an email invitation to the console.
        </p>
        {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
        {Object.keys(errors).length > 0 && <Notice tone="error">Check the fields marked below.</Notice>}
        <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2" noValidate key={actionData?.ok ?? "form"}>
          <Field name="name" label="Dealer name" errors={errors} values={values} autoComplete="organization" maxLength={80} />
          <Field
            name="slug"
            label="Slug (web address)"
            errors={errors}
            values={values}
            maxLength={40}
            help="Lower-case letters, digits and hyphens, e.g. riverside-motors: the site's address becomes riverside-motors.<platform host>."
          />
          <Choice name="template" label="Template" options={data.templates} errors={errors} values={values} />
          <Field name="ownerEmail" label="Owner's email" type="email" inputMode="email" errors={errors} values={values} />
          <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="mb-1 font-bold">First location</legend>
            <Field name="locationName" label="Location name" errors={errors} values={values} maxLength={80} />
            <Field name="phone" label="Phone" type="tel" inputMode="tel" errors={errors} values={values} maxLength={30} />
            <Field name="street" label="Street address" errors={errors} values={values} autoComplete="address-line1" />
            <Field name="suburb" label="Suburb" errors={errors} values={values} autoComplete="address-level2" maxLength={60} />
            <Choice name="state" label="State or territory" options={data.states} errors={errors} values={values} />
            <Field
              name="postcode"
              label="Postcode"
              inputMode="numeric"
              errors={errors}
              values={values}
              autoComplete="postal-code"
              maxLength={4}
            />
          </fieldset>
          <div className="sm:col-span-2">
            <button type="submit" className={`${consoleButton} w-full sm:w-auto`} disabled={busy}>
              Create dealer
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="h-dealers">
        <h2 id="h-dealers" className="text-lg font-bold">
          All dealers
        </h2>
        <ul className="mt-2 divide-y divide-black/10 rounded-brand bg-surface">
          {data.dealers.map((d) => (
            <li key={d.slug} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4">
              <span className="font-semibold">{d.name}</span>
              <a href={d.address} className="break-all text-sm underline">
                {d.address.replace(/^https?:\/\//, "")}
              </a>
              <Link to={`/console/dealers/${d.slug}`} className="ml-auto text-sm font-semibold underline">
                Domains<span className="sr-only"> of {d.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}

export function DealerHostsPage({
  data,
  actionData,
}: {
  data: Awaited<ReturnType<typeof loadDealerHostsPage>>;
  actionData?: OnboardingActionData;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <section className="space-y-6">
      <p>
        <Link to="/console/dealers" className="text-sm font-semibold underline">
          All dealers
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Domains of {data.site.name}</h1>
      <p className="text-sm">
        Always at{" "}
        <a href={data.site.address} className="break-all underline">
          {data.site.address.replace(/^https?:\/\//, "")}
        </a>
        . A custom domain answers once its DNS records are in place and verified.
      </p>
      {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
      {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
      <ul className="space-y-3">
        {data.hosts.map((h) => (
          <li key={h.host} className="rounded-brand bg-surface p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="break-all font-semibold">{h.host}</span>
              <span className={`ml-auto text-sm font-semibold ${h.verified ? "text-emerald-800" : "text-amber-900"}`}>
                {h.verified ? "Verified: answering" : "Waiting for DNS: not answering yet"}
              </span>
            </div>
            {h.records.length > 0 && (
              <>
                <p className="mt-2 text-sm">Add these records at the domain&apos;s DNS host, then press Verify:</p>
                <dl className="mt-2 grid gap-2 text-sm">
                  {h.records.map((r) => (
                    <div key={r.type} className="rounded-brand border border-black/10 p-2">
                      <dt className="font-semibold">{r.type} record</dt>
                      <dd className="mt-1 grid gap-1">
                        <span>
                          Name: <code className="break-all">{r.name}</code>
                        </span>
                        <span>
                          Value: <code className="break-all">{r.value}</code>
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
                <Form method="post" className="mt-3">
                  <input type="hidden" name="intent" value="verify" />
                  <input type="hidden" name="host" value={h.host} />
                  <button type="submit" className={consoleSecondaryButton} disabled={busy}>
                    Verify<span className="sr-only"> {h.host}</span>
                  </button>
                </Form>
              </>
            )}
            <div className="mt-3 flex flex-wrap gap-2">
              {h.verified && (
                <Form method="post">
                  <input type="hidden" name="intent" value="recheck" />
                  <input type="hidden" name="host" value={h.host} />
                  <button type="submit" className={consoleSecondaryButton} disabled={busy}>
                    Re-check DNS<span className="sr-only"> of {h.host}</span>
                  </button>
                </Form>
              )}
              <Form method="post">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="host" value={h.host} />
                <button type="submit" className={consoleSecondaryButton} disabled={busy}>
                  Remove<span className="sr-only"> {h.host}</span>
                </button>
              </Form>
            </div>
          </li>
        ))}
        {data.hosts.length === 0 && <li className="rounded-brand bg-surface p-4 text-muted">No custom domain yet.</li>}
      </ul>
      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-attach">
        <h2 id="h-attach" className="font-bold">
          Attach a domain
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto]" noValidate key={actionData?.ok ?? "attach"}>
          <input type="hidden" name="intent" value="attach" />
          <Field
            name="host"
            label="Domain"
            errors={errors}
            values={actionData?.ok ? undefined : actionData?.values}
            help="e.g. www.riversidemotors.com.au"
          />
          <div className="flex items-end">
            <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
              Attach
            </button>
          </div>
        </Form>
      </section>
    </section>
  );
}
