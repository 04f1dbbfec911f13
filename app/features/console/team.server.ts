/**
 * The console's team members (issue 20, in the Content section): each location's team as its public team page
 * (/teams/{location}) shows it, and one member's form (new, or an id: another dealer's id is a 404). Owners and
 * managers (content.edit); a change shows on the team page within the poll in every process (ADR 040).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { DEPARTMENT_ORDER } from "~/domain/teams/team";
import { readTeamMemberForm } from "~/domain/teams/team-form";
import { listConsoleLocations } from "~/server/console/locations";
import { notFoundUnless, readConsoleForm, requireStaff, requireStaffPost } from "~/server/console/require-staff";
import { createTeamMember, deleteTeamMember, findTeamMember, listTeamMembers, saveTeamMember } from "~/server/console/team";
import { runtimeContext } from "~/server/http/router-context";
import { actorOf } from "./settings-page.server";

type Ctx = Readonly<RouterContextProvider>;

export async function loadTeam(context: Ctx) {
  const member = requireStaff(context, "content.edit");
  const { db } = context.get(runtimeContext);
  const [places, members] = await Promise.all([listConsoleLocations(db, member.websiteId), listTeamMembers(db, member.websiteId)]);
  return {
    locations: places.map((l) => ({
      id: l.id,
      name: l.name,
      slug: l.slug,
      members: members
        .filter((m) => m.locationId === l.id)
        .map((m) => ({ id: m.id, name: m.name, role: m.role, department: m.department })),
    })),
  };
}

function memberId(param: string | undefined): number | "new" {
  if (param === "new") return "new";
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) throw data("This team member was not found.", { status: 404 });
  return Number(param);
}

export type TeamValues = Record<string, string>;
export type TeamActionData = { ok?: string; formError?: string; fieldErrors?: Record<string, string>; values?: TeamValues };

export async function loadTeamMember(context: Ctx, param: string | undefined, search: URLSearchParams) {
  const member = requireStaff(context, "content.edit");
  const { db } = context.get(runtimeContext);
  const id = memberId(param);
  const places = (await listConsoleLocations(db, member.websiteId)).map((l) => ({ id: l.id, name: l.name }));
  const base = { locations: places, departments: [...DEPARTMENT_ORDER] };
  if (id === "new") {
    const at = search.get("location") ?? "";
    return {
      ...base,
      id: null,
      values: { locationId: places.some((p) => String(p.id) === at) ? at : String(places[0]?.id ?? "") } as TeamValues,
    };
  }
  const row = notFoundUnless(await findTeamMember(db, member.websiteId, id), "This team member");
  return {
    ...base,
    id: row.id,
    values: {
      locationId: String(row.locationId),
      name: row.name,
      role: row.role,
      department: row.department,
      phone: row.phone ?? "",
      email: row.email ?? "",
      photoUrl: row.photoUrl ?? "",
      sortOrder: String(row.sortOrder),
    } as TeamValues,
  };
}

export async function teamMemberAction(request: Request, context: Ctx, param: string | undefined) {
  const member = requireStaffPost(request, context, "content.edit");
  const id = memberId(param);
  const runtime = context.get(runtimeContext);
  if (id !== "new") notFoundUnless(await findTeamMember(runtime.db, member.websiteId, id), "This team member");
  const form = await readConsoleForm(request);
  const actor = actorOf(context, member);
  if (form.intent === "delete") {
    if (id === "new" || !(await deleteTeamMember(runtime.db, member.websiteId, id, actor)))
      throw data("This team member was not found.", { status: 404 });
    runtime.sites.invalidate();
    throw redirect("/console/content/team?deleted=1");
  }
  const values = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, (Array.isArray(v) ? v[0] : v) ?? ""])) as TeamValues;
  const read = readTeamMemberForm(form);
  const refused = (fieldErrors: Record<string, string>) => {
    const count = Object.keys(fieldErrors).length;
    return data<TeamActionData>(
      {
        formError: `${count === 1 ? "One field needs" : `${count} fields need`} a change before saving: see the marked fields.`,
        fieldErrors,
        values,
      },
      { status: 400 },
    );
  };
  if (!read.ok) return refused(read.fieldErrors);
  const saved =
    id === "new"
      ? await createTeamMember(runtime.db, member.websiteId, read.edit, actor)
      : notFoundUnless(await saveTeamMember(runtime.db, member.websiteId, id, read.edit, actor), "This team member");
  if (!saved.ok) return refused(saved.fieldErrors);
  if (saved.changed) runtime.sites.invalidate();
  if (id === "new") throw redirect(`/console/content/team/${saved.id}?saved=1`);
  return data<TeamActionData>({ ok: saved.changed ? "Saved. The team page shows it now." : "Nothing changed." });
}
