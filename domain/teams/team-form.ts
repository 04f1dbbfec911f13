/**
 * A team member as the console's Content section edits them (issue 20): the location whose team page shows them,
 * name, role, department (the team page groups by it, ./team.ts), phone (an Australian number, through
 * domain/phone), email, photo (a path on the site or https, as the rich text's pictures) and their place in the
 * department's order. Read with zod, one message per field.
 */
import { z } from "zod";
import { imageSourceAllowed } from "~/domain/content/rich-text";
import { toAustralianE164 } from "~/domain/phone/au-phone";

export type TeamMemberEdit = {
  locationId: number;
  name: string;
  role: string;
  department: string;
  phone: string | null;
  email: string | null;
  photoUrl: string | null;
  sortOrder: number;
};

const text = (label: string, max: number) => z.string().trim().max(max, `Keep the ${label} under ${max} characters.`);

const schema = z.object({
  locationId: z.string().regex(/^[1-9]\d{0,9}$/, "Choose the location whose team they are in."),
  name: text("name", 120).min(1, "Enter their name."),
  role: text("role", 120).min(1, "Enter their role, like Sales Consultant."),
  department: text("department", 60),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || toAustralianE164(v) !== null, "Enter an Australian phone number, like 07 3333 4444."),
  email: z
    .string()
    .trim()
    .max(254, "Keep the email under 254 characters.")
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter an email address, like name@example.com."),
  photoUrl: z
    .string()
    .trim()
    .max(500, "Keep the photo's address under 500 characters.")
    .refine((v) => v === "" || imageSourceAllowed(v), "Upload a photo or give an https:// address of one."),
  sortOrder: z
    .string()
    .trim()
    .refine((v) => v === "" || (/^\d{1,3}$/.test(v) && Number(v) <= 999), "Enter a number from 0 to 999."),
});

const FIELDS = ["locationId", "name", "role", "department", "phone", "email", "photoUrl", "sortOrder"] as const;

export function readTeamMemberForm(
  form: Record<string, string | string[] | undefined>,
): { ok: true; edit: TeamMemberEdit } | { ok: false; fieldErrors: Record<string, string> } {
  const values = Object.fromEntries(
    FIELDS.map((name) => {
      const v = form[name];
      return [name, (Array.isArray(v) ? v[0] : v) ?? ""];
    }),
  );
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0] ?? "name")] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const v = parsed.data;
  return {
    ok: true,
    edit: {
      locationId: Number(v.locationId),
      name: v.name,
      role: v.role,
      department: v.department,
      phone: v.phone || null,
      email: v.email ? v.email.toLowerCase() : null,
      photoUrl: v.photoUrl || null,
      sortOrder: v.sortOrder ? Number(v.sortOrder) : 0,
    },
  };
}
