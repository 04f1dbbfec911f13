/** The shapes of a location's JSON columns (the database stores them; rules and pages read them). */
export type Address = { street: string; suburb: string; state: string; postcode: string };
export type ContactDetail = { phone?: string; email?: string; fax?: string };
/** Opening hours by weekday, 0 = Sunday … 6 = Saturday, as "HH:MM" or null when closed. */
export type OpeningHours = Array<{ day: number; open: string | null; close: string | null }>;
