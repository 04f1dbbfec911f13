/**
 * Creates a dealer from the command line: the same `createDealer` as the platform operator's console form
 * (/console/dealers): website, dealership, first location, the owner's account and their emailed invitation, in one
 * transaction.
 *
 *   npx tsx scripts/create-dealer.ts --name "Riverside Motors" --slug riverside-motors --template showroom \
 *     --owner owner@riverside.example --location-name "Riverside Motors Newstead" --location-street "1 Breakfast Creek Rd" \
 *     --location-suburb Newstead --location-state QLD --location-postcode 4006 --location-phone "07 5550 1234"
 *
 * The invitation links to `{slug}.{PLATFORM_DOMAIN}` (else `{slug}.localhost:{PORT}`), with `https` when HTTPS=true;
 * it is emailed through SMTP_URL, else written to DATA_DIR/mail/{slug}/. Reads DATABASE_URL, or the embedded PGlite
 * database in DATA_DIR (default .data): PGlite allows one process at a time, so stop the server first (--force if a
 * crash left the folder marked in use).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { dealerAddress, fieldErrorsOf, newDealerSchema, type NewDealer } from "~/domain/console/onboarding";
import { TEMPLATES } from "~/domain/settings/theme";
import { createDealer } from "~/server/console/onboarding";
import { createStaffMailer } from "~/server/console/staff-mail";
import { sessionKeys } from "~/server/auth/config";
import { parseConfig } from "~/server/config";
import { withEmbeddedDefaults } from "~/server/embedded-defaults";
import { fail, openCliDatabase } from "./cli";

const USAGE = [
  "Usage: npx tsx scripts/create-dealer.ts --name <name> --slug <slug> --template <" + TEMPLATES.join("|") + "> --owner <email>",
  "         --location-name <name> --location-street <street> --location-suburb <suburb> --location-state <QLD|NSW|…>",
  "         --location-postcode <4 digits> --location-phone <phone> [--force]",
].join("\n");

/** Each form field and the option that gives it. */
const OPTIONS: Record<keyof NewDealer, string> = {
  name: "name",
  slug: "slug",
  template: "template",
  ownerEmail: "owner",
  locationName: "location-name",
  street: "location-street",
  suburb: "location-suburb",
  state: "location-state",
  postcode: "location-postcode",
  phone: "location-phone",
};

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        ...Object.fromEntries(Object.values(OPTIONS).map((o) => [o, { type: "string" as const }])),
        force: { type: "boolean", default: false },
        help: { type: "boolean", default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`);
  }
})();
if (args.help) {
  console.log(USAGE);
  process.exit(0);
}
const raw = Object.fromEntries(Object.entries(OPTIONS).map(([field, option]) => [field, (args as Record<string, unknown>)[option] ?? ""]));
const parsed = newDealerSchema.safeParse(raw);
if (!parsed.success) {
  const errors = Object.entries(fieldErrorsOf(parsed.error)).map(
    ([field, message]) => `--${OPTIONS[field as keyof NewDealer] ?? field}: ${message}`,
  );
  fail(`${errors.join("\n")}\n${USAGE}`);
}

const config = (() => {
  try {
    // The embedded database's kept session secret, as the server uses: the invitation's token is hashed with it.
    return withEmbeddedDefaults(parseConfig(process.env));
  } catch (error) {
    return fail(`Configuration: ${(error as Error).message}`);
  }
})();
const database = await openCliDatabase({ force: args.force === true, whileInUse: ", or use the console's Dealers page" }).catch(
  (error: Error) => fail(`Could not open the database: ${error.message}`),
);
const mailer = createStaffMailer({ dataDir: path.resolve(config.DATA_DIR), from: config.LEAD_MAIL_FROM, smtpUrl: config.SMTP_URL });
try {
  const addressOf = (slug: string) =>
    dealerAddress(slug, {
      platformDomain: config.PLATFORM_DOMAIN,
      https: config.HTTPS,
      port: config.PLATFORM_DOMAIN ? "" : String(config.PORT),
    });
  const result = await createDealer(
    { db: database.db, keys: sessionKeys(config), mailer, log: { info() {}, warn: (obj) => console.warn(JSON.stringify(obj)) } },
    parsed.data,
    { actor: { staffUserId: null, email: "command line", ip: "" }, addressOf },
  );
  if (!result.ok) {
    const errors = Object.entries(result.fieldErrors).map(
      ([field, message]) => `--${OPTIONS[field as keyof NewDealer] ?? field}: ${message}`,
    );
    fail(errors.join("\n"), result.status === 409 ? 3 : 1);
  }
  console.log(`${result.site.name} is created: ${addressOf(result.site.slug)}`);
  console.log(
    result.invitationSent
      ? `An invitation went to ${parsed.data.ownerEmail}.`
      : `The invitation to ${parsed.data.ownerEmail} could not be sent: invite them from the dealer's staff page.`,
  );
} finally {
  mailer.close();
  await database.close();
}
