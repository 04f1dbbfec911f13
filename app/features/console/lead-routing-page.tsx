/**
 * The console's lead routing page: the targets, each with a test send, an edit form in place (opened by its summary)
 * and a remove, and the add-a-target form. Plain forms.
 */
import { useNavigation } from "react-router";
import { Form } from "~/app/ui/router-links";
import { ConsoleField, describedBy } from "./console-field";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import { RecentSettingsChanges } from "./settings-history";
import type { LeadRoutingActionData, loadLeadRouting } from "./lead-routing.server";

type PageData = Awaited<ReturnType<typeof loadLeadRouting>>;
type Target = PageData["targets"][number];

function TargetCard({ t, data, answer }: { t: Target; data: PageData; answer?: LeadRoutingActionData }) {
  const test = answer?.test?.index === t.index ? answer.test : undefined;
  const errors = answer?.editing === t.index ? (answer.fieldErrors ?? {}) : undefined;
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "test" && navigation.formData?.get("index") === String(t.index);
  return (
    <li className="rounded-brand border border-black/10 bg-surface p-4" data-testid="lead-target">
      <p className="font-semibold break-all">{t.destination}</p>
      <p className="mt-1 text-sm text-muted">
        {t.type === "email" ? "Email" : "Webhook"} · {t.format}
        {t.preset ? ` · ${t.preset}` : ""}
      </p>
      <p className="mt-1 text-sm">Receives {t.routes}</p>
      {test && (
        <div data-testid="test-result">
          <Notice tone={test.ok ? "ok" : "error"}>{test.message}</Notice>
        </div>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="index" value={t.index} />
          <input type="hidden" name="destination" value={t.destination} />
          <button type="submit" name="intent" value="test" className={consoleButton} disabled={sending}>
            {sending ? "Sending…" : "Send a test lead"}
            <span className="sr-only"> to {t.destination}</span>
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="index" value={t.index} />
          <input type="hidden" name="destination" value={t.destination} />
          <button type="submit" name="intent" value="remove" className={consoleSecondaryButton}>
            Remove<span className="sr-only"> {t.destination}</span>
          </button>
        </Form>
      </div>
      {/* Open while its answer has errors; a fresh (closed) one after a save, as the key moves with the destination. */}
      <details className="mt-3" open={errors ? true : undefined} data-testid="edit-target">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold underline">
          Edit<span className="sr-only"> {t.destination}</span>
        </summary>
        <Form method="post" className="mt-2 space-y-4" noValidate>
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="index" value={t.index} />
          <input type="hidden" name="current" value={t.destination} />
          <TargetFields
            data={data}
            errors={errors ?? {}}
            idPrefix={`target-${t.index}-`}
            initial={{ ...t.edit, destination: t.destination }}
          />
          <button type="submit" className={consoleButton}>
            Save changes<span className="sr-only"> to {t.destination}</span>
          </button>
        </Form>
      </details>
    </li>
  );
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {message}
    </p>
  ) : null;
}

/**
 * The fields of a target, for adding one or editing one in place: what it sends to (the CRM preset: email with ADF,
 * plain email or a JSON webhook), the address, and the locations and kinds it receives. `idPrefix` keeps each form's
 * ids apart; `initial` fills an edit form.
 */
function TargetFields({
  data,
  errors,
  idPrefix,
  initial,
}: {
  data: PageData;
  errors: Record<string, string>;
  idPrefix: string;
  initial?: { preset: string; destination: string; locations: readonly string[]; kinds: readonly string[] };
}) {
  return (
    <>
      <ConsoleField name="preset" label="Sends to" errors={errors} idPrefix={idPrefix}>
        <select
          id={`${idPrefix}preset`}
          name="preset"
          className={consoleInput}
          defaultValue={initial?.preset ?? "adf-email"}
          aria-invalid={errors.preset ? true : undefined}
          aria-describedby={describedBy("preset", errors, false, idPrefix)}
        >
          {data.presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
      </ConsoleField>
      <ConsoleField
        name="destination"
        label="Email address or webhook address"
        errors={errors}
        idPrefix={idPrefix}
        help="A webhook address starts with https:// and must be reachable on the public internet."
      >
        <input
          id={`${idPrefix}destination`}
          name="destination"
          className={consoleInput}
          autoComplete="off"
          inputMode="url"
          defaultValue={initial?.destination}
          aria-invalid={errors.destination ? true : undefined}
          aria-describedby={describedBy("destination", errors, true, idPrefix)}
        />
      </ConsoleField>
      <fieldset aria-describedby={errors.locations ? `${idPrefix}locations-error` : undefined}>
        <legend className="font-semibold">Locations (none ticked: every location)</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {data.locations.map((l) => (
            <label key={l.slug} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="locations"
                value={l.slug}
                className="size-5"
                defaultChecked={initial?.locations.includes(l.slug)}
              />
              {l.name}
            </label>
          ))}
        </div>
        <FieldError id={`${idPrefix}locations-error`} message={errors.locations} />
      </fieldset>
      <fieldset aria-describedby={errors.kinds ? `${idPrefix}kinds-error` : undefined}>
        <legend className="font-semibold">Kinds of lead (none ticked: every kind)</legend>
        <div className="mt-1 grid gap-1 sm:grid-cols-2">
          {data.kinds.map((k) => (
            <label key={k.id} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name="kinds" value={k.id} className="size-5" defaultChecked={initial?.kinds.includes(k.id)} />
              {k.label}
            </label>
          ))}
        </div>
        <FieldError id={`${idPrefix}kinds-error`} message={errors.kinds} />
      </fieldset>
    </>
  );
}

export function LeadRoutingPage({ data, answer }: { data: PageData; answer?: LeadRoutingActionData }) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold">Lead routing</h1>
      <p className="mt-1 text-sm text-muted">
        Where the site's leads go. With no target, leads are kept in the site's mail folder. A test lead goes through the same delivery as a
        shopper's and is marked as a test; it is not added to the leads.
      </p>
      {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}

      <h2 className="mt-6 text-lg font-bold">Targets ({data.targets.length})</h2>
      {data.targets.length === 0 ? (
        <p className="mt-2 text-sm">No targets yet: leads go to the site's mail folder.</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {data.targets.map((t) => (
            <TargetCard key={`${t.index}-${t.destination}-${t.format}-${t.routes}`} t={t} data={data} answer={answer} />
          ))}
        </ul>
      )}

      <section aria-labelledby="h-add" className="mt-8 rounded-brand bg-surface p-4">
        <h2 id="h-add" className="text-lg font-bold">
          Add a target
        </h2>
        {/* A new form after each answer that added a target: its fields start empty again. */}
        <Form method="post" className="mt-3 space-y-4" noValidate key={answer?.ok ?? "add"}>
          <input type="hidden" name="intent" value="add" />
          <TargetFields data={data} errors={answer?.editing === undefined ? errors : {}} idPrefix="" />
          <button type="submit" className={consoleButton}>
            Add target
          </button>
        </Form>
      </section>

      <RecentSettingsChanges what="Lead routing" history={data.history} />
    </div>
  );
}
