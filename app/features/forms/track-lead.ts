/** Tells analytics that a lead was stored: a dataLayer event (read by a tag manager when the dealer has one) and a DOM event. */
export const LEAD_EVENT = "lead:submitted";

export function trackLead(form: string, eventId: number | null): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  (w.dataLayer ??= []).push({ event: "lead_submitted", form, event_id: eventId });
  window.dispatchEvent(new CustomEvent(LEAD_EVENT, { detail: { form, eventId } }));
}
