-- A review stored twice before this index (by hand or by an import racing another) keeps its first row.
DELETE FROM "reviews" AS "later" USING "reviews" AS "first" WHERE "later"."website_id" = "first"."website_id" AND "later"."source" = "first"."source" AND "later"."external_id" = "first"."external_id" AND "later"."id" > "first"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_website_source_external_id" ON "reviews" USING btree ("website_id","source","external_id");
