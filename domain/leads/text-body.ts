/** The lead as a plain-text email a person reads, and its subject line. */
import { groupDigits } from "~/domain/stock/format";
import { type LeadRecord, KIND_LABELS, answerLines, carTitle, commentsOf, tradeInOf } from "./lead-record";

const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, " ").trim();

export function leadSubject(lead: LeadRecord): string {
  const car = lead.payload.car ? ` - ${carTitle(lead.payload.car)}` : "";
  return oneLine(`${KIND_LABELS[lead.kind]} from ${lead.name}${car} (${lead.payload.website.name})`).slice(0, 200);
}

export function leadTextBody(lead: LeadRecord): string {
  const { car, dealership, location, website } = lead.payload;
  const lines: string[] = [`${KIND_LABELS[lead.kind]} from ${website.name}`, ""];
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
    if (tradeIn.rego) lines.push(`  Rego: ${tradeIn.rego}${tradeIn.regoState ? ` (${tradeIn.regoState})` : ""}`);
    if (tradeIn.kms !== undefined) lines.push(`  Kilometres: ${groupDigits(tradeIn.kms)}`);
    if (tradeIn.underFinance) lines.push(`  Under finance: ${tradeIn.underFinance}`);
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
