/**
 * Who may do what in the dealer console (issue 19, ADR 036): one table of role × action. A platform operator acts as
 * an owner on every dealer. The server's one guard (server/console/require-staff.ts) asks `can` for every loader
 * and action; the console's navigation asks it too, so nobody is shown a page they would be refused.
 */
export const STAFF_ROLES = ["owner", "manager", "sales"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = { owner: "Owner", manager: "Manager", sales: "Sales" };

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** Every action the console authorises, and the roles allowed to take it. */
export const PERMISSIONS = {
  /** The console's first page: how the site is doing (leads, views, stock age, prices, deliveries). */
  "dashboard.read": ["owner", "manager", "sales"],
  /** See the leads inbox and a lead's detail. */
  "leads.read": ["owner", "manager", "sales"],
  /** Set a lead's status, add a note. */
  "leads.update": ["owner", "manager", "sales"],
  /** Put a dead-lettered delivery back in the queue. */
  "leads.replay": ["owner", "manager"],
  /** Download the leads as CSV (every shopper's contact details at once). */
  "leads.export": ["owner", "manager"],
  /** See and search the dealer's stock. */
  "stock.read": ["owner", "manager", "sales"],
  /** Mark a car sold, reserved or coming soon. */
  "stock.status": ["owner", "manager", "sales"],
  /** Edit a car, its photos and prices. */
  "stock.edit": ["owner", "manager"],
  /** Import a stock feed (upload, mapping, dry run, apply). */
  "stock.import": ["owner", "manager"],
  /** See the online reservations and orders (deposits paid, holds and their times). */
  "reservations.read": ["owner", "manager", "sales"],
  /** Release a held car (the deposit goes back) or complete a sale to the shopper who reserved it. */
  "reservations.manage": ["owner", "manager"],
  /** Where leads go: email and webhook targets per location and kind, and sending a test lead. */
  "leads.routing": ["owner", "manager"],
  /** The dealer's locations: address, opening hours and exceptions, type, visibility, makes, contact details. */
  "locations.edit": ["owner", "manager"],
  /** The dealer's offers: create, edit, schedule, delete. */
  "offers.edit": ["owner", "manager"],
  /** Import reviews (a CSV, or from Google Business Profile when configured). */
  "reviews.import": ["owner", "manager"],
  /** Hide or show a review, hide a reviewer. */
  "reviews.moderate": ["owner", "manager"],
  /** The dealer's content: pages, blog posts (draft, published, scheduled), pictures for them, team members, the home promotions and the fleet page's words. */
  "content.edit": ["owner", "manager"],
  /** The site's settings (every switch of the settings schema) and reverting them to an earlier version. */
  "settings.edit": ["owner", "manager"],
  /** The site's template, colours, fonts, logo, favicon and the home hero's picture. */
  "theme.edit": ["owner", "manager"],
  /** See the staff and their roles. */
  "staff.read": ["owner"],
  /** Invite staff, change a role, remove someone. */
  "staff.manage": ["owner"],
  /** Read the audit log. */
  "audit.read": ["owner"],
  /** One's own account: the authenticator and the password. */
  "account.self": ["owner", "manager", "sales"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsoleAction = keyof typeof PERMISSIONS;

export const CONSOLE_ACTIONS = Object.keys(PERMISSIONS) as ConsoleAction[];

export function can(role: StaffRole, action: ConsoleAction): boolean {
  return (PERMISSIONS[action] as readonly StaffRole[]).includes(role);
}

/** The role a staff member acts with on a dealer: an operator is an owner everywhere; otherwise their membership, if any. */
export function effectiveRole(member: { platformOperator: boolean; role: StaffRole | null }): StaffRole | null {
  return member.platformOperator ? "owner" : member.role;
}

/** What a refused page says: in words the staff member can take to their owner. */
export const PERMISSION_MESSAGES: Record<ConsoleAction, string> = {
  "dashboard.read": "Your role cannot see the dashboard.",
  "leads.read": "Your role cannot see leads.",
  "leads.update": "Your role cannot change leads.",
  "leads.replay": "Only an owner or a manager can resend a lead.",
  "leads.export": "Only an owner or a manager can export leads.",
  "stock.read": "Your role cannot see stock.",
  "stock.status": "Your role cannot change a car's status.",
  "stock.edit": "Only an owner or a manager can edit cars.",
  "stock.import": "Only an owner or a manager can import stock feeds.",
  "reservations.read": "Your role cannot see reservations.",
  "reservations.manage": "Only an owner or a manager can release or complete a reservation.",
  "leads.routing": "Only an owner or a manager can change where leads go.",
  "locations.edit": "Only an owner or a manager can edit locations.",
  "offers.edit": "Only an owner or a manager can edit offers.",
  "reviews.import": "Only an owner or a manager can import reviews.",
  "reviews.moderate": "Only an owner or a manager can hide or show reviews.",
  "content.edit": "Only an owner or a manager can edit content.",
  "settings.edit": "Only an owner or a manager can change the site's settings.",
  "theme.edit": "Only an owner or a manager can change the site's look.",
  "staff.read": "Only an owner can see the staff list.",
  "staff.manage": "Only an owner can invite or change staff.",
  "audit.read": "Only an owner can read the audit log.",
  "account.self": "Sign in to change your account.",
};
