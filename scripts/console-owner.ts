/**
 * Creates (or updates) a dealer console account: the first owner of a dealer, another role, or a platform operator.
 *
 *   npx tsx scripts/console-owner.ts --site <slug> --email <email> [--name "Jo Owner"] [--role owner|manager|sales] [--totp]
 *   npx tsx scripts/console-owner.ts --operator --email <email> [--name …] [--totp]
 *
 * The password is read from CONSOLE_PASSWORD (at least 12 characters); without it a random one is made and printed
 * once. --totp sets up an authenticator (RFC 6238) and prints its otpauth:// address and secret. Running it again
 * sets a new password (and unlocks the account). The person then signs in at http://{site host}/console/sign-in.
 *
 * Reads DATABASE_URL, or the embedded PGlite database in DATA_DIR (default .data): PGlite allows one process at a
 * time, so stop the server first (--force if a crash left the folder marked in use).
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { isStaffRole } from "~/domain/console/permissions";
import { emailSchema, passwordSchema } from "~/domain/console/staff-rules";
import { ensureStaffWithPassword } from "~/server/console/staff-accounts";
import { newTotpSecret, totpUri } from "~/server/console/totp";
import { fail, openCliDatabase } from "./cli";
import { websites } from "~/server/db/schema";

const USAGE =
  "Usage: npx tsx scripts/console-owner.ts (--site <slug> | --operator) --email <email> [--name <name>] [--role owner|manager|sales] [--totp] [--force]";

const { values: args } = (() => {
  try {
    return parseArgs({
      options: {
        site: { type: "string" },
        email: { type: "string" },
        name: { type: "string", default: "" },
        role: { type: "string", default: "owner" },
        operator: { type: "boolean", default: false },
        totp: { type: "boolean", default: false },
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
if (!args.email || (!args.site && !args.operator)) fail(USAGE);
const email = emailSchema.safeParse(args.email);
if (!email.success) fail(`--email: ${email.error.issues[0].message}`);
if (!isStaffRole(args.role)) fail("--role must be owner, manager or sales");
const generated = process.env.CONSOLE_PASSWORD ? null : randomBytes(12).toString("base64url");
const password = passwordSchema.safeParse(process.env.CONSOLE_PASSWORD ?? generated);
if (!password.success) fail(`CONSOLE_PASSWORD: ${password.error.issues[0].message}`);

const database = await openCliDatabase({ force: args.force }).catch((error: Error) =>
  fail(`Could not open the database: ${error.message}`),
);
try {
  let site: { id: number; name: string; slug: string } | null = null;
  if (args.site) {
    const [found] = await database.db
      .select({ id: websites.id, name: websites.name, slug: websites.slug })
      .from(websites)
      .where(eq(websites.slug, args.site));
    if (!found) fail(`No website with slug "${args.site}".`);
    site = found;
  }
  const totpSecret = args.totp ? newTotpSecret() : undefined;
  await ensureStaffWithPassword(database.db, {
    websiteId: site?.id ?? null,
    email: email.data,
    name: args.name ?? "",
    password: password.data,
    role: args.role,
    platformOperator: args.operator ? true : undefined,
    totpSecret,
  });
  console.log(
    `${email.data} is ${args.operator ? "a platform operator" : `${args.role} of ${site!.name}`}. Sign in at /console/sign-in on the dealer's host.`,
  );
  if (generated) console.log(`Password (shown once): ${generated}`);
  if (totpSecret) {
    console.log(`Authenticator secret: ${totpSecret}`);
    console.log(`Authenticator address: ${totpUri(totpSecret, email.data, site?.name ?? "Dealer platform")}`);
  }
} finally {
  await database.close();
}
