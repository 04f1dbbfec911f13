ALTER TABLE "feed_imports" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "allow_mass_removal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "fetch_url" text;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "feed_imports_status" ON "feed_imports" USING btree ("status","id");--> statement-breakpoint
UPDATE "feed_imports" SET "status" = 'failed', "error" = 'The import was interrupted (the server was updated) and nothing was changed. Start it again.' WHERE "status" IN ('queued', 'running');--> statement-breakpoint
CREATE UNIQUE INDEX "feed_imports_one_running" ON "feed_imports" USING btree ("website_id") WHERE "feed_imports"."status" = 'running';