/** The console's team pages (issue 20): each location's team, and one member's form (plain forms, phone first). */
import { useSearchParams } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice } from "./console-shell";
import type { loadTeam, loadTeamMember, TeamActionData } from "./team.server";
import { ConsoleField as Field, describedBy } from "./console-field";
import { ContentHeading } from "./content-heading";

export function TeamPage({ data }: { data: Awaited<ReturnType<typeof loadTeam>> }) {
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-3xl">
      <ContentHeading title="Team members" />
      <p className="mt-1 text-sm text-muted">The people each location's team page shows, grouped by department.</p>
      {params.get("deleted") && <Notice tone="ok">Removed from the team page.</Notice>}
      {data.locations.map((l) => (
        <section key={l.id} aria-labelledby={`team-${l.id}`} className="mt-6 rounded-brand bg-surface p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={`team-${l.id}`} className="text-lg font-bold">
              {l.name}
            </h2>
            <Link to={`/console/content/team/new?location=${l.id}`} className={consoleSecondaryButton}>
              Add a member<span className="sr-only"> at {l.name}</span>
            </Link>
          </div>
          {l.members.length === 0 ? (
            <p className="mt-2 text-sm text-muted">No one yet: the location has no team page.</p>
          ) : (
            <ul className="mt-3 space-y-2">
              {l.members.map((m) => (
                <li key={m.id} data-testid="console-team-member">
                  <Link to={`/console/content/team/${m.id}`} className="font-semibold underline">
                    {m.name}
                  </Link>{" "}
                  <span className="text-sm text-muted">
                    {m.role}
                    {m.department ? ` · ${m.department}` : ""}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {l.members.length > 0 && (
            <p className="mt-2 text-sm">
              <a href={`/teams/${l.slug}`} className="underline">
                Public team page
              </a>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

export function TeamMemberPage({ data, answer }: { data: Awaited<ReturnType<typeof loadTeamMember>>; answer?: TeamActionData }) {
  const [params] = useSearchParams();
  const errors = answer?.fieldErrors ?? {};
  const values = answer?.values ?? data.values;
  const input = (name: string, props: Record<string, unknown> = {}, help = false) => (
    <input
      id={name}
      name={name}
      defaultValue={values[name] ?? ""}
      className={consoleInput}
      aria-invalid={errors[name] ? true : undefined}
      aria-describedby={describedBy(name, errors, help)}
      {...props}
    />
  );
  const saved = answer?.ok ?? (params.get("saved") ? "Saved. The team page shows it now." : null);
  return (
    <div className="mx-auto max-w-3xl">
      <p className="text-sm">
        <Link to="/console/content/team" className="underline">
          Team members
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{data.id ? data.values.name : "New team member"}</h1>
      {saved && <Notice tone="ok">{saved}</Notice>}
      {answer?.formError && <Notice tone="error">{answer.formError}</Notice>}
      <Form method="post" className="mt-4 space-y-4" noValidate key={answer?.ok ?? "form"}>
        <Field name="locationId" label="Location" errors={errors}>
          <select
            id="locationId"
            name="locationId"
            defaultValue={values.locationId}
            className={consoleInput}
            aria-describedby={describedBy("locationId", errors)}
          >
            {data.locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </Field>
        <Field name="name" label="Name" errors={errors}>
          {input("name", { autoComplete: "off" })}
        </Field>
        <Field name="role" label="Role" errors={errors}>
          {input("role", { autoComplete: "off" })}
        </Field>
        <Field name="department" label="Department (optional)" errors={errors} help="The team page groups people by it.">
          {input("department", { list: "departments", autoComplete: "off" }, true)}
          <datalist id="departments">
            {data.departments.map((d) => (
              <option key={d} value={d} />
            ))}
          </datalist>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field name="phone" label="Phone (optional)" errors={errors}>
            {input("phone", { type: "tel", autoComplete: "off" })}
          </Field>
          <Field name="email" label="Email (optional)" errors={errors}>
            {input("email", { type: "email", autoComplete: "off" })}
          </Field>
        </div>
        <Field
          name="photoUrl"
          label="Photo address (optional)"
          errors={errors}
          help="A picture uploaded in a page or post editor (/media/…), or an https:// address."
        >
          {input("photoUrl", { inputMode: "url", spellCheck: false }, true)}
        </Field>
        <Field name="sortOrder" label="Order in the department" errors={errors} help="Lower numbers first.">
          {input("sortOrder", { inputMode: "numeric" }, true)}
        </Field>
        <button type="submit" name="intent" value="save" className={consoleButton}>
          Save team member
        </button>
      </Form>
      {data.id && (
        <Form method="post" className="mt-8 border-t border-black/10 pt-4">
          <button type="submit" name="intent" value="delete" className={consoleSecondaryButton}>
            Remove from the team
          </button>
        </Form>
      )}
    </div>
  );
}
