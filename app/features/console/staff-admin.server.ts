/** Owners' pages: the staff of the dealer with invitations (staff.read / staff.manage), and the audit log (audit.read). */
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { ROLE_LABELS, STAFF_ROLES } from "~/domain/console/permissions";
import { emailSchema } from "~/domain/console/staff-rules";
import { clientIp } from "~/server/auth/client-ip";
import { AUDIT_PAGE_SIZE, listAudit } from "~/server/console/audit";
import { readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { listStaff } from "~/server/console/staff-accounts";
import { inviteStaff } from "~/server/console/staff-sign-in";
import { requireSite, runtimeContext } from "~/server/http/router-context";

type Ctx = Readonly<RouterContextProvider>;

export async function loadStaffPage(context: Ctx) {
  const member = requireStaff(context, "staff.read");
  const staff = await listStaff(context.get(runtimeContext).db, member.websiteId);
  return {
    staff: staff.map((s) => ({ ...s, roleLabel: ROLE_LABELS[s.role as keyof typeof ROLE_LABELS] ?? s.role })),
    roles: STAFF_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] })),
  };
}

const inviteForm = z.object({ email: emailSchema, role: z.enum(STAFF_ROLES, { error: "Choose owner, manager or sales." }) });

export type StaffActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string> };

export async function staffAction(request: Request, context: Ctx) {
  const member = requireStaffPost(request, context, "staff.manage");
  const site = requireSite(context);
  const parsed = inviteForm.safeParse(await readConsoleForm(request));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return data<StaffActionData>({ fieldErrors }, { status: 400 });
  }
  const runtime = context.get(runtimeContext);
  const url = new URL(request.url);
  const result = await inviteStaff(
    { db: runtime.db, keys: runtime.sessionKeys, limiter: runtime.staffLimiter, mailer: runtime.staffMail, log: runtime.log },
    {
      site,
      origin: `${runtime.config.HTTPS ? "https:" : url.protocol}//${url.host}`,
      inviter: { id: member.id, email: member.email },
      email: parsed.data.email,
      role: parsed.data.role,
      ip: clientIp(context),
    },
  );
  if (!result.ok)
    return data<StaffActionData>({ formError: "We couldn't send the invitation just now. Please try again in a minute." }, { status: 503 });
  return data<StaffActionData>({ ok: `Invitation sent to ${parsed.data.email}.` });
}

export async function loadAuditPage(request: Request, context: Ctx) {
  const member = requireStaff(context, "audit.read");
  const raw = new URL(request.url).searchParams.get("page") ?? "1";
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw data("Page: a whole number from 1.", { status: 400 });
  const page = Number(raw);
  const { rows, total } = await listAudit(context.get(runtimeContext).db, member.websiteId, page);
  return {
    page,
    pages: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
    rows: rows.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      actor: r.actor,
      action: r.action,
      subject: r.subject,
      before: r.before ? JSON.stringify(r.before) : "",
      after: r.after ? JSON.stringify(r.after) : "",
      ip: r.ip,
    })),
  };
}
