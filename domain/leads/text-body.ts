/** The lead as a plain-text email a person reads, and its subject line. */
import { groupDigits } from "~/domain/stock/format";
import { describeTradeInEstimate } from "~/domain/valuation/vehicle";
import { type LeadRecord, KIND_LABELS, answerLines, carTitle, commentsOf, tradeInOf } from "./lead-record";

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

export function leadSubject(lead: LeadRecord): string {
  const car = lead.payload.car ? ` - ${carTitle(lead.payload.car)}` : "";
  const unfinished = lead.payload.partial ? " (not finished)" : "";
  return oneLine(`${KIND_LABELS[lead.kind]}${unfinished} from ${lead.name}${car} (${lead.payload.website.name})`).slice(0, 200);
}

export function leadTextBody(lead: LeadRecord): string {
  const { car, dealership, location, website } = lead.payload;
  const lines: string[] = [`${KIND_LABELS[lead.kind]} from ${website.name}`, ""];
  if (lead.payload.partial) lines.push("The shopper did not finish the form: these are the details they entered.", "");
  if (lead.payload.replacesPartial) lines.push("The shopper finished the form: this replaces the partial request sent earlier.", "");
  lines.push(`Name: ${lead.name}`);
  if (lead.email) lines.push(`Email: ${lead.email}`);
  if (lead.phone) lines.push(`Phone: ${lead.phone}`);
  const tradeIn = tradeInOf(lead);
  for (const [label, value] of answerLines(lead)) {
    // The trade-in vehicle gets its own section below.
    if (tradeIn && ["Rego", "Rego state", "Kilometres", "Under finance?"].includes(label)) continue;
    lines.push(`${label}: ${value}`);
  }
  const comments = commentsOf(lead);
  if (comments) lines.push("", "Comments:", comments);
  if (car) {
    lines.push("", "Vehicle:", `  ${carTitle(car)}`, `  Stock number: ${car.stocknum}`);
    if (car.vin) lines.push(`  VIN: ${car.vin}`);
    lines.push(`  Kilometres: ${groupDigits(car.km)}`);
    if (car.price !== null) lines.push(`  Price: $${groupDigits(car.price)}`);
    if (car.url) lines.push(`  Link: ${car.url}`);
  }
  if (tradeIn) {
    lines.push("", "Trade-in vehicle:");
    const title = [tradeIn.year, tradeIn.make, tradeIn.model, tradeIn.badge].filter(Boolean).join(" ");
    if (title) lines.push(`  ${title}`);
    if (tradeIn.rego) lines.push(`  Rego: ${tradeIn.rego}${tradeIn.regoState ? ` (${tradeIn.regoState})` : ""}`);
    if (tradeIn.kms !== undefined) lines.push(`  Kilometres: ${groupDigits(tradeIn.kms)}`);
    if (tradeIn.condition) lines.push(`  Condition: ${tradeIn.condition}`);
    if (tradeIn.underFinance) lines.push(`  Under finance: ${tradeIn.underFinance}`);
    if (tradeIn.estimate) lines.push(`  Instant estimate: ${describeTradeInEstimate(tradeIn.estimate, (n) => `$${groupDigits(n)}`)}`);
  }
  if (dealership || location) {
    lines.push("", "For:");
    if (dealership) lines.push(`  Dealership: ${dealership.name}`);
    if (location) lines.push(`  Location: ${location.name}`);
  }
  lines.push("", `Received: ${lead.createdAt.toISOString()}`, `Lead id: ${lead.id}`);
  if (lead.sourceUrl) lines.push(`Page: ${lead.sourceUrl}`);
  return `${lines.join("\n")}\n`;
}
