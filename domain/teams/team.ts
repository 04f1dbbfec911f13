/**
 * A location's team page (/teams/{location-slug}, 001 §2): its staff grouped by department in the order a
 * shopper looks for them (management first, then the people who sell, finance and look after the car), each
 * group in the dealer's own order.
 */
import { toAustralianE164 } from "~/domain/phone/au-phone";

export const DEPARTMENT_ORDER = ["Management", "Sales", "Finance", "Service", "Parts"] as const;

export type StaffMember = {
  id: number;
  name: string;
  role: string;
  department: string;
  phone: string | null;
  email: string | null;
  photoUrl: string | null;
  sortOrder: number;
};

export type TeamSection = { department: string; members: StaffMember[] };

function departmentRank(department: string): number {
  const index = (DEPARTMENT_ORDER as readonly string[]).indexOf(department);
  return index === -1 ? DEPARTMENT_ORDER.length : index;
}

/** Staff grouped by department (known ones in DEPARTMENT_ORDER, others after by name; blank is "Our team"). */
export function teamSections(staff: readonly StaffMember[]): TeamSection[] {
  const groups = new Map<string, StaffMember[]>();
  for (const member of staff) {
    const department = member.department.trim() || "Our team";
    groups.set(department, [...(groups.get(department) ?? []), member]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => departmentRank(a) - departmentRank(b) || a.localeCompare(b))
    .map(([department, members]) => ({
      department,
      members: [...members].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name)),
    }));
}

/** A tel: link for a staff member's number (Australian numbers in E.164), or null when it is not a number. */
export function telHref(phone: string | null): string | null {
  if (!phone) return null;
  const e164 = toAustralianE164(phone);
  return e164 ? `tel:${e164}` : null;
}

/** Initials for a member without a photo: first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "?";
  const first = words[0][0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1][0] ?? "") : "";
  return (first + last).toUpperCase();
}
