/** The staff page (list and invitations) and the audit log. */
import { useNavigation } from "react-router";
import { Form, Link } from "~/app/ui/router-links";
import { consoleButton, consoleInput, consoleSecondaryButton, Notice, When } from "./console-shell";
import type { loadAuditPage, loadStaffPage, StaffActionData } from "./staff-admin.server";

export function StaffPage({ data, actionData }: { data: Awaited<ReturnType<typeof loadStaffPage>>; actionData?: StaffActionData }) {
  const busy = useNavigation().state === "submitting";
  const errors = actionData?.fieldErrors ?? {};
  return (
    <section className="space-y-6">
      <h1 className="text-2xl font-bold">Staff</h1>
      <ul className="divide-y divide-black/10 rounded-brand bg-surface">
        {data.staff.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center gap-2 p-4">
            <span className="font-semibold">{s.name || s.email}</span>
            <span className="text-sm text-muted">{s.email}</span>
            <span className="ml-auto text-sm font-semibold">{s.roleLabel}</span>
            {!s.hasPassword && <span className="text-xs text-muted">(invited, no password yet)</span>}
            {s.hasTotp && <span className="text-xs text-muted">(authenticator on)</span>}
          </li>
        ))}
      </ul>
      <section className="rounded-brand bg-surface p-4" aria-labelledby="h-invite">
        <h2 id="h-invite" className="font-bold">
          Invite someone
        </h2>
        {actionData?.ok && <Notice tone="ok">{actionData.ok}</Notice>}
        {actionData?.formError && <Notice tone="error">{actionData.formError}</Notice>}
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-3" noValidate>
          <div>
            <label htmlFor="invite-email" className="text-sm font-semibold">
              Email
            </label>
            <input id="invite-email" name="email" type="email" className={consoleInput} aria-invalid={errors.email ? true : undefined} />
            {errors.email && <p className="text-sm font-semibold text-red-700">{errors.email}</p>}
          </div>
          <div>
            <label htmlFor="invite-role" className="text-sm font-semibold">
              Role
            </label>
            <select id="invite-role" name="role" defaultValue="sales" className={consoleInput}>
              {data.roles.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
            {errors.role && <p className="text-sm font-semibold text-red-700">{errors.role}</p>}
          </div>
          <div className="flex items-end">
            <button type="submit" className={`${consoleButton} w-full`} disabled={busy}>
              Send invitation
            </button>
          </div>
        </Form>
        <p className="mt-2 text-sm text-muted">
          Owners can do everything; managers handle stock, leads and content; sales handle leads and a car&apos;s status.
        </p>
      </section>
    </section>
  );
}

export function AuditPage({ data }: { data: Awaited<ReturnType<typeof loadAuditPage>> }) {
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <ul className="divide-y divide-black/10 rounded-brand bg-surface">
        {data.rows.map((r) => (
          <li key={r.id} className="p-3 text-sm">
            <div className="flex flex-wrap gap-2">
              <span className="font-semibold">{r.action}</span>
              <span>{r.actor}</span>
              {r.subject && <span className="break-all text-muted">{r.subject}</span>}
              <span className="ml-auto text-muted">
                <When at={r.at} />
              </span>
            </div>
            {(r.before || r.after) && (
              <p className="mt-1 font-mono text-xs break-all">
                {r.before && <span>before {r.before} </span>}
                {r.after && <span>after {r.after}</span>}
              </p>
            )}
          </li>
        ))}
        {data.rows.length === 0 && <li className="p-6 text-center text-muted">Nothing yet.</li>}
      </ul>
      <nav aria-label="Pages" className="flex justify-between">
        {data.page > 1 ? (
          <Link to={`/console/audit?page=${data.page - 1}`} className={consoleSecondaryButton}>
            Newer
          </Link>
        ) : (
          <span />
        )}
        {data.page < data.pages && (
          <Link to={`/console/audit?page=${data.page + 1}`} className={consoleSecondaryButton}>
            Older
          </Link>
        )}
      </nav>
    </section>
  );
}
