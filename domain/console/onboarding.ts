/**
 * Onboarding a dealer (issue 20, platform operator only): the rules of the new-dealer form and of a custom domain.
 * Pure: the server (server/console/onboarding.ts) writes the rows and asks DNS.
 *
 * - A slug names the site at `{slug}.localhost` and `{slug}.{PLATFORM_DOMAIN}`, so it is a DNS label the host
 *   matcher (domain/tenancy/host.ts) reads as a slug, and never a word the platform keeps for itself.
 * - A custom domain is a public host name (two labels at least, no address, not under the platform's own hosts); it
 *   answers once the dealer has published `TXT {VERIFY_PREFIX}.{host}` = `{VERIFY_VALUE_PREFIX}{token}`.
 */
import { z } from "zod";
import { AUSTRALIAN_STATES, postcodeField, toAustralianE164 } from "~/domain/forms/fields";
import { TEMPLATE_CHOICE_MESSAGE, TEMPLATES } from "~/domain/settings/theme";
import { normaliseHost } from "~/domain/tenancy/host";
import { emailSchema } from "./staff-rules";

/**
 * Platform-wide actions (adding a dealer, attaching a custom domain) are the platform operator's alone: `effectiveRole`
 * makes an operator an owner everywhere, so these are checked on the operator flag (`requireOperator`), never a role.
 */
export const OPERATOR_ONLY_MESSAGE = "Only the platform operator can add dealers and attach their domains.";

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 40;

/** Sub-domains of the platform that never name a dealer (ours now, or likely ours later). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "www",
  "api",
  "app",
  "admin",
  "console",
  "dashboard",
  "platform",
  "dealers",
  "dealer",
  "static",
  "assets",
  "media",
  "cdn",
  "img",
  "images",
  "mail",
  "email",
  "smtp",
  "imap",
  "pop",
  "ftp",
  "ns1",
  "ns2",
  "dns",
  "status",
  "help",
  "support",
  "docs",
  "blog",
  "test",
  "staging",
  "dev",
  "demo",
  "localhost",
  "internal",
  "login",
  "auth",
  "account",
  "billing",
  "health",
]);

export const SLUG_MESSAGES = {
  required: "Enter a web address name (the slug), e.g. riverside-motors.",
  length: `The slug is ${SLUG_MIN_LENGTH} to ${SLUG_MAX_LENGTH} characters.`,
  pattern: "The slug may use lower-case letters, digits and single hyphens, starting and ending with a letter or digit.",
  reserved: "That slug is kept for the platform itself. Choose another.",
  taken: "Another dealer already has that slug. Choose another.",
} as const;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Why a slug cannot name a new dealer, or null when it can (uniqueness is the database's to say). */
export function slugProblem(slug: string): string | null {
  if (slug === "") return SLUG_MESSAGES.required;
  if (slug.length < SLUG_MIN_LENGTH || slug.length > SLUG_MAX_LENGTH) return SLUG_MESSAGES.length;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGES.pattern;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}

export const slugSchema = z
  .string({ error: SLUG_MESSAGES.required })
  .trim()
  .toLowerCase()
  .superRefine((slug, ctx) => {
    const problem = slugProblem(slug);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const HOST_MESSAGES = {
  required: "Enter the domain, e.g. www.riversidemotors.com.au.",
  invalid: "That is not a domain name: letters, digits and hyphens in dot-separated parts, e.g. www.riversidemotors.com.au.",
  address: "Enter a domain name, not an IP address.",
  platform: "That host is already one of the platform's own; a custom domain is the dealer's own domain.",
  taken: "That domain is already attached to a dealer.",
} as const;

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Why a typed host cannot be a dealer's custom domain, or null; `platformDomain` is PLATFORM_DOMAIN when set. */
export function customHostProblem(host: string, platformDomain?: string): string | null {
  if (host === "") return HOST_MESSAGES.required;
  const labels = host.split(".");
  if (host.length > 253 || labels.length < 2 || !labels.every((label) => LABEL.test(label))) return HOST_MESSAGES.invalid;
  if (labels.every((label) => /^\d+$/.test(label))) return HOST_MESSAGES.address;
  if (!/[a-z]/.test(labels[labels.length - 1])) return HOST_MESSAGES.invalid;
  const own = ["localhost", platformDomain].filter((d): d is string => Boolean(d));
  if (own.some((domain) => host === domain || host.endsWith(`.${domain}`))) return HOST_MESSAGES.platform;
  return null;
}

/** A typed domain as stored: trimmed, lower-case, without a scheme, path, port or final dot. */
export function normaliseCustomHost(input: string): string {
  const bare = input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "");
  return normaliseHost(bare) ?? "";
}

export function customHostSchema(platformDomain?: string) {
  return z
    .string({ error: HOST_MESSAGES.required })
    .max(300, HOST_MESSAGES.invalid)
    .transform(normaliseCustomHost)
    .superRefine((host, ctx) => {
      const problem = customHostProblem(host, platformDomain);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    });
}

const required = (message: string, max = 120) => z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters.`);

/** The new-dealer form (the console's and the command line's). */
export const newDealerSchema = z.object({
  name: required("Enter the dealer's name.", 80),
  slug: slugSchema,
  template: z.enum(TEMPLATES, { error: TEMPLATE_CHOICE_MESSAGE }),
  locationName: required("Enter the first location's name, e.g. Riverside Motors Newstead.", 80),
  street: required("Enter the street address."),
  suburb: required("Enter the suburb.", 60),
  state: z.enum(AUSTRALIAN_STATES, { error: "Choose the state or territory." }),
  postcode: postcodeField,
  phone: required("Enter the location's phone number.", 30).refine((phone) => toAustralianE164(phone) !== null, {
    message: "Please enter a valid Australian phone number.",
  }),
  ownerEmail: emailSchema,
});

export type NewDealer = z.output<typeof newDealerSchema>;
/** The form's field names, in the order the form shows them. */
export const NEW_DEALER_FIELDS = Object.keys(newDealerSchema.shape) as Array<keyof NewDealer>;

/** The first issue of each field, keyed by field name (what the form shows beside each input). */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return errors;
}

/** The DNS name of a custom domain's verification record, and the value it must hold. */
export const VERIFY_PREFIX = "_dealer-platform";
export const VERIFY_VALUE_PREFIX = "dealer-platform-verification=";

export type DnsInstruction = { type: "CNAME" | "TXT"; name: string; value: string };

/** What the dealer adds at their DNS host: the domain pointed at the platform, and the token proving it is theirs. */
export function dnsInstructions(host: string, platformHost: string, token: string): DnsInstruction[] {
  return [
    { type: "CNAME", name: host, value: platformHost },
    { type: "TXT", name: `${VERIFY_PREFIX}.${host}`, value: `${VERIFY_VALUE_PREFIX}${token}` },
  ];
}

/** Whether resolved TXT records (each a list of strings, joined as DNS splits long ones) hold the token. */
export function txtRecordsHoldToken(records: readonly (readonly string[])[], token: string): boolean {
  const wanted = `${VERIFY_VALUE_PREFIX}${token}`;
  return records.some((chunks) => chunks.join("").trim() === wanted);
}

/**
 * Where a dealer answers without a custom domain: `{slug}.{PLATFORM_DOMAIN}`, else `{slug}.localhost`, on the port the
 * console was reached at (a local or test server's), with the platform's scheme.
 */
export function dealerAddress(slug: string, options: { platformDomain?: string; https: boolean; port?: string }): string {
  const port = options.port ? `:${options.port}` : "";
  return `${options.https ? "https" : "http"}://${slug}.${options.platformDomain ?? "localhost"}${port}`;
}

/** The host a custom domain's CNAME points at: the dealer's own platform host. */
export function platformHostOf(slug: string, platformDomain?: string): string {
  return `${slug}.${platformDomain ?? "localhost"}`;
}
