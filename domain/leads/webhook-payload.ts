/** The lead as the JSON body a dealer's webhook receives. Field names are stable: CRMs map them. */
import { type LeadRecord, commentsOf, interestOf, nameParts, preferredContactOf, tradeInOf } from "./lead-record";

export function leadWebhookPayload(lead: LeadRecord) {
  const { car, dealership, location, website, form } = lead.payload;
  const parts = nameParts(lead);
  return {
    id: lead.id,
    type: lead.kind,
    interest: interestOf(lead.kind),
    event_id: lead.eventId,
    created_at: lead.createdAt.toISOString(),
    website: { slug: website.slug, name: website.name },
    source_url: lead.sourceUrl,
    category: lead.category,
    subcategory: lead.subcategory,
    customer: {
      name: lead.name,
      first_name: parts?.first ?? null,
      last_name: parts?.last ?? null,
      email: lead.email,
      phone: lead.phone,
      preferred_contact_method: preferredContactOf(lead),
      opt_in: form.opt_in === true,
    },
    comments: commentsOf(lead) ?? null,
    vehicle: car ?? null,
    trade_in: tradeInOf(lead) ?? null,
    dealership: dealership ?? null,
    location: location ?? null,
    fields: form,
  };
}

export type LeadWebhookPayload = ReturnType<typeof leadWebhookPayload>;
