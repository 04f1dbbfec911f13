/**
 * The demo dealers' console owners (embedded database only, ADR 036): every dealer without any staff gets
 * `owner@{slug}.example` with the password in DEMO_OWNER_PASSWORD, documented in the README. One hash serves them
 * all (made once, only when an owner is missing), so a boot that finds them costs one query.
 */
import { eq, notExists } from "drizzle-orm";
import type { Db } from "~/server/db/client";
import { staffMemberships, staffUsers, websites } from "~/server/db/schema";
import { hashPassword } from "./passwords";

export const DEMO_OWNER_PASSWORD = "demo-console-password";
export const demoOwnerEmail = (slug: string) => `owner@${slug}.example`;

export async function ensureDemoOwners(db: Db): Promise<number> {
  const missing = await db
    .select({ id: websites.id, slug: websites.slug, name: websites.name })
    .from(websites)
    .where(
      notExists(db.select({ one: staffMemberships.websiteId }).from(staffMemberships).where(eq(staffMemberships.websiteId, websites.id))),
    );
  if (missing.length === 0) return 0;
  const passwordHash = await hashPassword(DEMO_OWNER_PASSWORD);
  await db.transaction(async (tx) => {
    for (const site of missing) {
      const [user] = await tx
        .insert(staffUsers)
        .values({ email: demoOwnerEmail(site.slug), name: `${site.name} owner`, passwordHash })
        .onConflictDoUpdate({ target: staffUsers.email, set: { name: `${site.name} owner` } })
        .returning({ id: staffUsers.id });
      await tx.insert(staffMemberships).values({ staffUserId: user.id, websiteId: site.id, role: "owner" }).onConflictDoNothing();
    }
  });
  return missing.length;
}
