/** Content › Fleet page (issue 20): the /fleet page's own words; each part left empty keeps the standard words shown. */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { ConsoleField as Field, describedBy } from "./console-field";
import { consoleButton, consoleInput, Notice } from "./console-shell";
import type { FleetContentActionData, loadFleetContent } from "./fleet-content.server";
import { RichTextEditor } from "./rich-text-editor";
import { ContentHeading } from "./content-heading";

export function FleetContentPage({
  data,
  answer,
}: {
  data: Awaited<ReturnType<typeof loadFleetContent>>;
  answer?: FleetContentActionData;
}) {
  const busy = useNavigation().state === "submitting";
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? data.values;
  const input = (name: string, help: boolean) => (
    <input
      id={name}
      name={name}
      defaultValue={values[name as keyof typeof values] ?? ""}
      maxLength={120}
      autoComplete="off"
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, errors, help)}
    />
  );
  return (
    <div className="mx-auto max-w-3xl">
      <ContentHeading title="Fleet page" />
      <p className="mt-1 text-sm">
        <a href="/fleet" className="underline">
          Public page (/fleet)
        </a>
      </p>
      {!data.fleetOn && (
        <Notice tone="error">
          The fleet page is switched off, so the public site does not show it: switch it on under Site features on the{" "}
          <Link to="/console/settings" className="underline">
            settings page
          </Link>
          .
        </Notice>
      )}
      {answer?.ok && <Notice tone="ok">{answer.ok}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <p className="mt-3 text-sm text-muted">
        The enquiry form stays as it is. Leave a part empty to keep the standard words shown under it.
      </p>
      <Form method="post" noValidate className="mt-4 space-y-5" key={answer?.ok ?? "form"}>
        <input type="hidden" name="intent" value="save" />
        <Field name="heading" label="Heading" errors={errors} help={`Standard: ${data.standard.heading}`}>
          {input("heading", true)}
        </Field>
        <div>
          <RichTextEditor name="intro" label="Introduction" defaultValue={values.intro ?? ""} error={errors.intro} />
          <p className="mt-1 text-sm text-muted">Standard: {data.standard.intro}</p>
        </div>
        <fieldset className="space-y-4 rounded-brand bg-surface p-4">
          <legend className="font-semibold">Side panel</legend>
          <Field name="panelHeading" label="Panel heading" errors={errors} help={`Standard: ${data.standard.panelHeading}`}>
            {input("panelHeading", true)}
          </Field>
          <div>
            <RichTextEditor name="panelText" label="Panel text" defaultValue={values.panelText ?? ""} error={errors.panelText} />
            <div className="mt-1 text-sm text-muted">
              Standard: a list of what a business gets:
              <ul className="list-disc pl-5">
                {data.standard.benefits.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            </div>
          </div>
        </fieldset>
        <button type="submit" className={consoleButton} disabled={busy}>
          Save fleet page
        </button>
      </Form>
    </div>
  );
}
